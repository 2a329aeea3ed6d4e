// Share links: exact round trips, and untrusted links answered with a message, never a
// throw, never unbounded work.
import fc from 'fast-check';
import { deflateSync } from 'fflate';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fromBase64Url, toBase64Url } from '../../../src/share/base64url.ts';
import { decodeShare } from '../../../src/share/decode.ts';
import { encodeShare } from '../../../src/share/encode.ts';
import { isShareFragment } from '../../../src/share/fragment.ts';

const v1 = (bytes: Uint8Array): string => `s=1.${toBase64Url(deflateSync(bytes, { level: 9 }))}`;
const isControl = (c: number): boolean =>
  (c < 0x20 && c !== 0x09 && c !== 0x0a && c !== 0x0d) ||
  (c >= 0x7f && c <= 0x9f && c !== 0x85) ||
  c === 0xfffe ||
  c === 0xffff;
const DEFAULT = readFileSync(
  join(import.meta.dirname, '../../../src/presets/default.yaml'),
  'utf8',
);

describe('share links round-trip', () => {
  it.each([
    ['unicode', 'kind: Pod # ✓ ユニコード ролик 🚀\n'],
    ['a 50 KB text', 'x: 1 # padding\n'.repeat(3_500)],
    ['the default preset', DEFAULT],
  ])('%s', (_, text) => {
    expect(decodeShare(`#${encodeShare(text)}`)).toEqual({ ok: true, text });
    expect(decodeShare(encodeShare(text))).toEqual({ ok: true, text });
  });

  it('finds the scenario among other parameters', () => {
    expect(decodeShare(`#v=1.31&${encodeShare(DEFAULT)}&t=12`)).toEqual({
      ok: true,
      text: DEFAULT,
    });
  });

  it('is deterministic: the same text gives the same link', () => {
    expect(encodeShare(DEFAULT)).toBe(encodeShare(`${DEFAULT}`));
    expect(encodeShare(DEFAULT)).toMatch(/^s=1\.[A-Za-z0-9_-]+$/);
  });

  it('keeps the default preset link short', () => {
    // 45 lines, about 1 KB of YAML: the whole link stays well under 1,000 characters.
    expect(`http://127.0.0.1:4173/#${encodeShare(DEFAULT)}`.length).toBeLessThan(1000);
  });

  it('accepts a JSON manifest (JSON is YAML)', () => {
    const json = '{"apiVersion": "v1", "kind": "Pod", "metadata": {"name": "a"}}';
    expect(decodeShare(encodeShare(json))).toEqual({ ok: true, text: json });
  });
});

describe('hostile links give a message', () => {
  it.each([
    ['bad base64', '#s=1.@@@', /not valid base64/],
    ['an impossible base64 length', '#s=1.AAAAA', /not valid base64/],
    ['an empty payload', '#s=1.', /not valid base64/],
    ['a newer format', '#s=2.abc', /made by a newer podterm \(format 2\)/],
    ['an unknown format', '#s=x.abc', /damaged: its format "x"/],
    ['a prototype key as format', '#s=__proto__.abc', /damaged/],
    ['no format at all', '#s=abc', /no format version/],
    ['no scenario', '#foo=bar', /no scenario/],
    ['an oversized fragment', `#s=1.${'A'.repeat(70_000)}`, /too long/],
    ['a damaged stream', `#s=1.${toBase64Url(new Uint8Array([0xff, 2, 3, 4, 5]))}`, /damaged/],
    ['invalid UTF-8', v1(new Uint8Array([0x6b, 0xff, 0xfe, 0x41])), /not UTF-8/],
    ['an empty text', encodeShare(''), /empty/],
    ['a blank text', encodeShare(' \n\t\n'), /empty/],
    ['binary data', v1(new Uint8Array([0x6b, 0, 1, 2, 0x41])), /binary/],
    ['a C1 control', encodeShare('kind: Pod\u0090'), /binary/],
    ['a JSON object of another shape', encodeShare('{"a": 1}'), /not a podterm scenario/],
    ['a JSON number', encodeShare('42'), /not a podterm scenario/],
    ['a JSON array', encodeShare('[{"kind": "Pod"}]'), /not a podterm scenario/],
    ['a JSON string', encodeShare('"kind: Pod"'), /not a podterm scenario/],
    ['JSON null', encodeShare('null'), /not a podterm scenario/],
  ])('%s', (_, link, message) => {
    const r = decodeShare(link);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.message).toMatch(message);
  });

  it('stops a deflate bomb at 1 MB of output, quickly', () => {
    // 40 MB of zeros deflate to ~40 KB: the largest bomb that fits under the 64 KB cap.
    const bomb = v1(new Uint8Array(40 * 1024 * 1024));
    expect(bomb.length).toBeLessThan(64 * 1024);
    const t0 = performance.now();
    const r = decodeShare(bomb);
    expect(performance.now() - t0).toBeLessThan(500);
    expect(r).toEqual({ ok: false, message: expect.stringMatching(/more than 1 MB/) });
  });

  it('answers a 64 KB fragment of garbage quickly', () => {
    const junk = `s=1.${'Zm9v'.repeat(16_000)}`;
    const t0 = performance.now();
    expect(decodeShare(junk).ok).toBe(false);
    expect(performance.now() - t0).toBeLessThan(500);
  });
});

describe('properties', () => {
  const CONTENT = /empty|binary|not a podterm scenario/;

  it('never throws on any fragment', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 300 }), (s) => {
        for (const f of [s, `#${s}`, `s=1.${s}`, `s=${s}`, `a=b&s=1.${s}`]) {
          const r = decodeShare(f);
          expect(typeof (r.ok ? r.text : r.message)).toBe('string');
        }
      }),
      { numRuns: 3000, seed: 42 },
    );
  });

  it('never throws on any bytes, raw or deflated', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 2000 }), (bytes) => {
        for (const f of [`s=1.${toBase64Url(bytes)}`, v1(bytes)]) {
          const r = decodeShare(f);
          if (!r.ok) expect(r.message).toMatch(/^This link/);
        }
      }),
      { numRuns: 2000, seed: 43 },
    );
  });

  it('gives back any text exactly, or says why it is not a scenario', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (s) => {
        const r = decodeShare(encodeShare(s));
        if (r.ok) expect(r.text).toBe(s);
        else expect(r.message).toMatch(CONTENT);
      }),
      { numRuns: 2000, seed: 44 },
    );
  });

  it('gives back any printable document exactly', () => {
    // tab, newlines and printable characters, as an editor holds them
    const printable = fc
      .string({ unit: 'binary' })
      .map((s) => [...s].filter((ch) => !isControl(ch.codePointAt(0)!)).join(''));
    fc.assert(
      fc.property(printable, (s) => {
        const text = `kind: Pod\n${s}`;
        expect(decodeShare(encodeShare(text))).toEqual({ ok: true, text });
      }),
      { numRuns: 2000, seed: 45 },
    );
  });

  it('base64url round-trips any bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 500 }), (b) => {
        expect(fromBase64Url(toBase64Url(b))).toEqual(b);
      }),
      { numRuns: 1000, seed: 46 },
    );
  });
});

describe('what is a share link', () => {
  it('is a fragment with an `s=` parameter, not any fragment holding "s="', () => {
    expect(isShareFragment(`#${encodeShare('kind: Pod')}`)).toBe(true);
    expect(isShareFragment(`${encodeShare('kind: Pod')}&l=ja`)).toBe(true);
    expect(isShareFragment('#l=ja&s=1.abc')).toBe(true);
    // Issue 31 item 12: these were taken for share links.
    expect(isShareFragment('#tags=a')).toBe(false);
    expect(isShareFragment('#l=ja&cs=1.abc')).toBe(false);
    expect(isShareFragment('')).toBe(false);
  });
});
