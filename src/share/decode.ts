// Reading a share link: untrusted input. Every failure is a message, never an exception,
// and nothing is unbounded: the fragment's length is capped before any work, inflation
// stops at MAX_TEXT_BYTES of output (inflate.ts), and what comes out must look like a
// scenario document rather than binary data or some other JSON.
import { readPayload, type Decoded } from './migrate.ts';

export type { Decoded } from './migrate.ts';
export { MAX_TEXT_BYTES } from './migrate.ts';

export const MAX_FRAGMENT_CHARS = 64 * 1024;

const fail = (message: string): Decoded => ({ ok: false, message });

/** Reads `s=<version>.<payload>` from a location hash (with or without '#'). */
export function decodeShare(fragment: string): Decoded {
  return decodeParam(fragment, 's') ?? fail('This link carries no scenario.');
}

/**
 * The compared variant of a compare link, `c=<version>.<payload>` beside `s=`: null when
 * the link has none.
 */
export function decodeCompare(fragment: string): Decoded | null {
  return decodeParam(fragment, 'c');
}

function decodeParam(fragment: string, name: 's' | 'c'): Decoded | null {
  const hash = fragment.startsWith('#') ? fragment.slice(1) : fragment;
  if (hash.length > MAX_FRAGMENT_CHARS) {
    return fail(`This link is too long to be a podterm scenario (${hash.length} characters).`);
  }
  const param = hash.split('&').find((p) => p.startsWith(`${name}=`));
  if (!param) return null;
  const dot = param.indexOf('.');
  if (dot < 0) return fail('This link is damaged: the scenario has no format version.');
  const read = readPayload(param.slice(2, dot), param.slice(dot + 1));
  return read.ok ? (notAScenario(read.text) ?? read) : read;
}

/**
 * YAML allows tab, LF, CR and printable characters; anything else (NUL, other C0 and C1
 * controls, DEL, U+FFFE/U+FFFF) means binary data, not a document.
 */
function isControl(c: number): boolean {
  return (
    (c < 0x20 && c !== 0x09 && c !== 0x0a && c !== 0x0d) ||
    (c >= 0x7f && c <= 0x9f && c !== 0x85) ||
    c === 0xfffe ||
    c === 0xffff
  );
}

/** A message when the text cannot be a scenario: blank, binary, or JSON of another shape. */
function notAScenario(text: string): Decoded | null {
  if (text.trim() === '') return fail('This link carries an empty scenario.');
  for (let i = 0; i < text.length; i++) {
    if (isControl(text.charCodeAt(i)))
      return fail('This link carries binary data, not a scenario.');
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return null; // YAML, as expected: the editor's diagnostics speak for its content
  }
  const manifest =
    typeof json === 'object' &&
    json !== null &&
    !Array.isArray(json) &&
    typeof (json as { kind?: unknown }).kind === 'string';
  return manifest ? null : fail('This link carries data that is not a podterm scenario.');
}
