// Share links: round trips, and untrusted links answered with a message, never a throw.
import fc from 'fast-check';
import { deflateSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { decodeShare } from '../../../src/share/decode.ts';
import { encodeShare, toBase64Url } from '../../../src/share/encode.ts';

describe('share links', () => {
  it('round-trips unicode and a 50 KB text', () => {
    for (const text of ['kind: Pod # ✓ ユニコード ролик', 'x: 1\n'.repeat(10_000)]) {
      expect(decodeShare(`#${encodeShare(text)}`)).toEqual({ ok: true, text });
    }
  });

  it.each([
    ['bad base64', '#s=1.@@@', /not valid base64/],
    ['a newer format', '#s=2.abc', /newer podterm \(format 2\)/],
    ['an unknown format', '#s=x.abc', /unknown format/],
    ['no scenario', '#foo=bar', /no scenario/],
    ['an oversized fragment', `#s=1.${'A'.repeat(70_000)}`, /too long/],
    ['a damaged stream', `#s=1.${toBase64Url(new Uint8Array([1, 2, 3, 4, 5]))}`, /damaged/],
  ])('%s gives a message', (_, link, message) => {
    const r = decodeShare(link);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.message).toMatch(message);
  });

  it('stops a deflate bomb at 1 MB, quickly', () => {
    const bomb = toBase64Url(deflateSync(new Uint8Array(30 * 1024 * 1024), { level: 9 }));
    const t0 = performance.now();
    const r = decodeShare(`s=1.${bomb}`);
    expect(performance.now() - t0).toBeLessThan(1000);
    expect(r).toMatchObject({ ok: false, message: expect.stringMatching(/more than 1 MB/) });
  });

  it('refuses valid JSON of the wrong shape', () => {
    const r = decodeShare(encodeShare('{"a": 1}'));
    expect(r.ok).toBe(false);
  });

  it('never throws on any fragment', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        decodeShare(s);
        decodeShare(`s=1.${s}`);
      }),
      { numRuns: 2000, seed: 42 },
    );
  });

  it('round-trips any text that is not empty or binary', () => {
    fc.assert(
      fc.property(
        fc
          .string({ minLength: 1 })
          .filter(
            (s) =>
              s.trim() !== '' &&
              ![...s].some(
                (ch) => ch.charCodeAt(0) < 9 || (ch.charCodeAt(0) > 13 && ch.charCodeAt(0) < 32),
              ) &&
              !/^\s*[[{\d-]/.test(s),
          ),
        (s) => {
          expect(decodeShare(encodeShare(s))).toEqual({ ok: true, text: s });
        },
      ),
      { numRuns: 500, seed: 7 },
    );
  });
});
