// The reader's window and selection in a share link: a round trip, and untrusted values
// ignored (old links, garbage, out-of-range, reversed windows).
import { describe, expect, it } from 'vitest';
import { readFold, readNav, writeFold, writeNav } from '../../../src/share/navParams.ts';

describe('navParams', () => {
  it('round-trips a window and a selection beside the scenario', () => {
    const tail = writeNav({ view: [9000.4, 13_000.6], selected: 42 });
    expect(tail).toBe('&w=9000-13001&sel=42');
    expect(readNav(`#s=1.abc&l=ja${tail}`)).toEqual({ view: [9000, 13_001], selected: 42 });
    expect(writeNav({ view: null, selected: null })).toBe('');
  });

  it('reads an old link as nothing to apply', () => {
    expect(readNav('#s=1.abc&p=1&stop=3&t=10100')).toEqual({ view: null, selected: null });
  });

  it('ignores hostile or impossible values', () => {
    for (const bad of [
      'w=13000-9000',
      'w=9000-9000',
      'w=-5-10',
      'w=1e3-2e3',
      'w=0-99999999999',
      'w=0-4000000',
      'w=<script>-1',
      'w=1-2-3',
      'w=',
      'w=0x10-20',
    ])
      expect(readNav(`#s=1.abc&${bad}`).view, bad).toBeNull();
    for (const bad of ['sel=-1', 'sel=1.5', 'sel=99999999999', 'sel=__proto__', 'sel='])
      expect(readNav(`#s=1.abc&${bad}`).selected, bad).toBeNull();
  });
});

describe('the fold of quiet time in a link', () => {
  it('round-trips on, and reads anything else as off', () => {
    expect(writeFold(true)).toBe('&fold=1');
    expect(writeFold(false)).toBe('');
    expect(readFold(`#s=1.abc&w=9000-13000${writeFold(true)}`)).toBe(true);
    expect(readFold('#s=1.abc&w=9000-13000')).toBe(false);
    for (const bad of ['fold=0', 'fold=', 'fold=true', 'fold=1x', 'xfold=1'])
      expect(readFold(`#s=1.abc&${bad}`), bad).toBe(false);
  });
});
