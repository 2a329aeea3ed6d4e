import { describe, expect, it } from 'vitest';
import { LazyMap, LazySet } from '../../../src/engine/lazy.ts';

describe('LazySet', () => {
  it('reads as empty until written, then as a Set in insertion order', () => {
    const s = new LazySet<string>();
    expect(s.size).toBe(0);
    expect(s.has('a')).toBe(false);
    expect(s.delete('a')).toBe(false);
    expect([...s]).toEqual([]);
    s.add('b').add('a').add('b');
    expect(s.size).toBe(2);
    expect([...s]).toEqual(['b', 'a']);
    expect(s.delete('b')).toBe(true);
    expect([...s.values()]).toEqual(['a']);
    s.clear();
    expect(s.size).toBe(0);
    expect(s.has('a')).toBe(false);
  });
});

describe('LazyMap', () => {
  it('reads as empty until written, then as a Map in insertion order', () => {
    const m = new LazyMap<string, number>();
    expect(m.get('x')).toBeUndefined();
    expect(m.has('x')).toBe(false);
    expect([...m.values()]).toEqual([]);
    m.set('y', 2).set('x', 1).set('y', 3);
    expect(m.size).toBe(2);
    expect([...m]).toEqual([
      ['y', 3],
      ['x', 1],
    ]);
    expect([...m.keys()]).toEqual(['y', 'x']);
    expect(m.delete('y')).toBe(true);
    expect([...m.entries()]).toEqual([['x', 1]]);
    m.clear();
    expect(m.size).toBe(0);
    expect(m.get('x')).toBeUndefined();
  });
});
