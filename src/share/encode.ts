// The share link carries the whole scenario: `#s=1.<payload>`, payload = base64url of the
// raw-deflated UTF-8 text. Version 1 is the only format so far (decode.ts reads it).
import { deflateSync, strToU8 } from 'fflate';

export const SHARE_VERSION = 1;

export function toBase64Url(bytes: Uint8Array): string {
  let bin = '';
  for (let i = 0; i < bytes.length; i += 0x8000) {
    bin += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(bin).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The fragment (without '#') that reproduces `text`. */
export function encodeShare(text: string): string {
  return `s=${SHARE_VERSION}.${toBase64Url(deflateSync(strToU8(text), { level: 9 }))}`;
}
