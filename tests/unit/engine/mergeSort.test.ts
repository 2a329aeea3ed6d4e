// engine/mergeSort.ts: stable, and the same answer for a comparator that is not a total
// order on every engine (it makes the same comparisons in the same order).
import { describe, expect, it } from 'vitest';
import { mergeSort } from '../../../src/engine/mergeSort.ts';

describe('mergeSort', () => {
  it('sorts and keeps ties in input order', () => {
    const xs = [5, 3, 9, 1, 3, 7, 0, 3].map((n, i) => ({ n, i }));
    const out = mergeSort(xs, (a, b) => a.n - b.n);
    expect(out.map((x) => x.n)).toEqual([0, 1, 3, 3, 3, 5, 7, 9]);
    expect(out.filter((x) => x.n === 3).map((x) => x.i)).toEqual([1, 4, 7]);
    expect(xs[0]).toEqual({ n: 5, i: 0 }); // the input is left as it was
  });

  it('handles empty, one and odd lengths', () => {
    expect(mergeSort([], (a: number, b: number) => a - b)).toEqual([]);
    expect(mergeSort([1], (a, b) => a - b)).toEqual([1]);
    const many = Array.from({ length: 1001 }, (_, i) => (i * 7919) % 1001);
    expect(mergeSort(many, (a, b) => a - b)).toEqual([...many].sort((a, b) => a - b));
  });

  it('resolves a cycle (rock, paper, scissors) by its own fixed rule', () => {
    const beats: Record<string, string> = { rock: 'scissors', scissors: 'paper', paper: 'rock' };
    const cmp = (a: string, b: string): number => (beats[a] === b ? -1 : beats[b] === a ? 1 : 0);
    // Runs of one: paper beats rock → [paper, rock], [scissors]; runs of two: scissors beats
    // paper, so it goes first, then the rest of the left run in its order.
    expect(mergeSort(['rock', 'paper', 'scissors'], cmp)).toEqual(['scissors', 'paper', 'rock']);
  });
});
