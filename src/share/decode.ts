// Reading a share link: untrusted input. Every failure is a message, never an exception,
// and nothing unbounded happens: the fragment's size is capped, and inflation stops at
// MAX_TEXT_BYTES of output (a deflate bomb is cut short, not expanded).
import { Inflate } from 'fflate';

export const MAX_FRAGMENT_CHARS = 64 * 1024;
export const MAX_TEXT_BYTES = 1024 * 1024;

export type Decoded = { ok: true; text: string } | { ok: false; message: string };

const fail = (message: string): Decoded => ({ ok: false, message });

export function fromBase64Url(s: string): Uint8Array | null {
  if (!/^[A-Za-z0-9_-]*$/.test(s) || s.length % 4 === 1) return null;
  const b64 = s.replace(/-/g, '+').replace(/_/g, '/') + '==='.slice((s.length + 3) % 4);
  try {
    const bin = atob(b64);
    const out = new Uint8Array(bin.length);
    for (let i = 0; i < bin.length; i++) out[i] = bin.charCodeAt(i);
    return out;
  } catch {
    return null;
  }
}

function inflateCapped(data: Uint8Array): Uint8Array | 'too big' | 'corrupt' {
  const chunks: Uint8Array[] = [];
  let size = 0;
  let tooBig = false;
  const inf = new Inflate((chunk) => {
    size += chunk.length;
    if (size > MAX_TEXT_BYTES) tooBig = true;
    else chunks.push(chunk);
  });
  try {
    // Feed in small pieces so that a bomb is noticed after at most one piece's output.
    for (let i = 0; i < data.length && !tooBig; i += 1024) {
      inf.push(data.subarray(i, i + 1024), i + 1024 >= data.length);
    }
  } catch {
    return 'corrupt';
  }
  if (tooBig) return 'too big';
  const out = new Uint8Array(size);
  let o = 0;
  for (const c of chunks) {
    out.set(c, o);
    o += c.length;
  }
  return out;
}

/** Reads `s=<version>.<payload>` from a location hash (with or without '#'). */
export function decodeShare(fragment: string): Decoded {
  const hash = fragment.startsWith('#') ? fragment.slice(1) : fragment;
  if (hash.length > MAX_FRAGMENT_CHARS) {
    return fail(`This link is too long to be a podterm scenario (${hash.length} characters).`);
  }
  const param = hash.split('&').find((p) => p.startsWith('s='));
  if (!param) return fail('This link carries no scenario.');
  const m = /^s=([^.]*)\.(.*)$/.exec(param);
  if (!m) return fail('This link is damaged: the scenario has no version.');
  if (m[1] !== '1') {
    return /^\d+$/.test(m[1]!) && Number(m[1]) > 1
      ? fail(`This link was made by a newer podterm (format ${m[1]}); this version reads format 1.`)
      : fail(`This link is damaged: unknown format "${m[1]!.slice(0, 10)}".`);
  }
  const bytes = fromBase64Url(m[2]!);
  if (!bytes || bytes.length === 0)
    return fail('This link is damaged: its scenario is not valid base64.');
  const raw = inflateCapped(bytes);
  if (raw === 'too big') return fail('This link expands to more than 1 MB; it was not opened.');
  if (raw === 'corrupt')
    return fail('This link is damaged: its scenario could not be decompressed.');
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(raw);
  } catch {
    return fail('This link is damaged: its scenario is not UTF-8 text.');
  }
  return checkText(text) ?? { ok: true, text };
}

/** Text that cannot be a YAML scenario (binary, empty, a bare JSON value). */
function checkText(text: string): Decoded | null {
  if (text.trim() === '') return fail('This link carries an empty scenario.');
  const binary = [...text.slice(0, 4096)].some((ch) => {
    const c = ch.charCodeAt(0);
    return c < 9 || (c > 13 && c < 32);
  });
  if (binary) return fail('This link carries binary data, not a scenario.');
  const t = text.trim();
  if (/^[[{]/.test(t) || /^-?\d/.test(t)) {
    try {
      const v: unknown = JSON.parse(t);
      const kind = typeof v === 'object' && v !== null && 'kind' in v;
      if (!kind) return fail('This link carries data that is not a podterm scenario.');
    } catch {
      // not JSON: YAML flow text, let the editor's diagnostics speak
    }
  }
  return null;
}
