// The share link carries the whole scenario: `#s=1.<payload>`, payload = base64url of the
// raw-deflated (level 9) UTF-8 text. migrate.ts reads it back, by version.
import { deflateSync, strToU8 } from 'fflate';
import { toBase64Url } from './base64url.ts';
import { SHARE_VERSION } from './migrate.ts';

const payload = (text: string): string =>
  `${SHARE_VERSION}.${toBase64Url(deflateSync(strToU8(text), { level: 9 }))}`;

/**
 * The fragment (without '#') that reproduces `text` — and, for a compare, the second
 * variant as `&c=`; the same texts give the same link.
 */
export function encodeShare(text: string, compareText: string | null = null): string {
  return `s=${payload(text)}${compareText === null ? '' : `&c=${payload(compareText)}`}`;
}
