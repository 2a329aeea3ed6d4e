// Share-link formats by version. Each reader turns its payload into today's scenario
// text; a later format adds a reader here (and old links keep opening through theirs).
// Format 1: base64url of the raw-deflated UTF-8 text.
import { fromBase64Url } from './base64url.ts';
import { inflateCapped } from './inflate.ts';

export const SHARE_VERSION = 1;
/** The most text a link may expand to. */
export const MAX_TEXT_BYTES = 1024 * 1024;

export type Decoded = { ok: true; text: string } | { ok: false; message: string };

const fail = (message: string): Decoded => ({ ok: false, message });

function readV1(payload: string): Decoded {
  const bytes = fromBase64Url(payload);
  if (!bytes || bytes.length === 0)
    return fail('This link is damaged: its scenario is not valid base64.');
  const raw = inflateCapped(bytes, MAX_TEXT_BYTES);
  if (!raw.ok)
    return raw.why === 'too big'
      ? fail('This link expands to more than 1 MB; it was not opened.')
      : fail('This link is damaged: its scenario could not be decompressed.');
  try {
    return { ok: true, text: new TextDecoder('utf-8', { fatal: true }).decode(raw.bytes) };
  } catch {
    return fail('This link is damaged: its scenario is not UTF-8 text.');
  }
}

const READERS: Readonly<Record<string, (payload: string) => Decoded>> = { '1': readV1 };

/** The scenario text of a payload in format `version`, or why it cannot be read. */
export function readPayload(version: string, payload: string): Decoded {
  const read = Object.hasOwn(READERS, version) ? READERS[version] : undefined;
  if (read) return read(payload);
  if (/^\d{1,6}$/.test(version) && Number(version) > SHARE_VERSION)
    return fail(
      `This link was made by a newer podterm (format ${Number(version)}); this version reads format ${SHARE_VERSION}. Open it with the newer podterm.`,
    );
  return fail(
    `This link is damaged: its format "${version.slice(0, 10)}" is not one podterm writes.`,
  );
}
