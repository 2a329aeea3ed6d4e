import { describe, expect, it } from 'vitest';
import { SmallMap, SmallSet } from '../../../src/engine/smallMap.ts';

describe('SmallMap', () => {
  it('reads what it was made with, in insertion order', () => {
    const m = new SmallMap<string, number>([
      ['app', 1],
      ['sidecar', 2],
    ]);
    expect(m.size).toBe(2);
    expect(m.get('sidecar')).toBe(2);
    expect(m.get('none')).toBeUndefined();
    expect(m.has('app')).toBe(true);
    expect(m.has('none')).toBe(false);
    expect([...m.values()]).toEqual([1, 2]);
    expect([...m]).toEqual([
      ['app', 1],
      ['sidecar', 2],
    ]);
  });

  it('replaces a value in place and appends a new key at the end', () => {
    const m = new SmallMap<string, number>([['a', 1]]);
    m.set('a', 5).set('b', 6);
    expect([...m]).toEqual([
      ['a', 5],
      ['b', 6],
    ]);
    expect(m.size).toBe(2);
  });

  it('keeps no key twice and starts empty from no entries', () => {
    const m = new SmallMap<string, number>([]);
    expect(m.size).toBe(0);
    expect([...m.values()]).toEqual([]);
    m.set('x', 1).set('x', 2);
    expect([...m]).toEqual([['x', 2]]);
  });
});

describe('SmallSet', () => {
  it('adds each member once and deletes it', () => {
    const s = new SmallSet<string>();
    expect(s.size).toBe(0);
    s.add('app').add('app').add('sidecar');
    expect(s.size).toBe(2);
    expect(s.has('app')).toBe(true);
    expect(s.delete('app')).toBe(true);
    expect(s.delete('app')).toBe(false);
    expect(s.has('app')).toBe(false);
    expect(s.has('sidecar')).toBe(true);
    expect(s.size).toBe(1);
  });
});

describe('SmallMap changed while iterated', () => {
  it('deletes a key and visits every entry it began with', () => {
    const m = new SmallMap<string, number>([
      ['a', 1],
      ['b', 2],
      ['c', 3],
    ]);
    const seen: string[] = [];
    for (const [k] of m) {
      seen.push(k);
      m.delete(k);
    }
    expect(seen).toEqual(['a', 'b', 'c']);
    expect(m.size).toBe(0);
    m.set('d', 4);
    expect([...m.keys()]).toEqual(['d']);
  });
});

describe('SmallMap and SmallSet made empty', () => {
  it('share no state: each one written on its own', () => {
    const a = new SmallMap<string, number>([]);
    const b = new SmallMap<string, number>([]);
    expect(a.get('x')).toBeUndefined();
    expect(a.delete('x')).toBe(false);
    a.set('x', 1);
    expect([...a]).toEqual([['x', 1]]);
    expect(b.size).toBe(0);
    expect([...b.values()]).toEqual([]);
    b.set('y', 2).set('y', 3);
    expect([...b]).toEqual([['y', 3]]);
    expect(a.get('y')).toBeUndefined();
    const s = new SmallSet<string>();
    const t = new SmallSet<string>();
    expect(s.delete('x')).toBe(false);
    s.add('x');
    expect([...s]).toEqual(['x']);
    expect(t.size).toBe(0);
    expect(t.has('x')).toBe(false);
  });
});
