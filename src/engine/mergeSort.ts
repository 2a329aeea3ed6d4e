// A sort whose result is podterm's own: a stable bottom-up merge sort. Array.prototype.sort
// is stable, but what it does with a comparator that is not a total order is left to the
// engine (ECMA-262 SortCompare: "implementation-defined"), and the pod-deletion ranking is
// such a comparator (replicaset/ranking.ts): a 5,000-replica rollout gave one trace in Node
// and another in Chromium. With this sort the same comparisons are made in the same order
// everywhere, so the same document gives the same trace whatever runs it.

/** `xs` sorted by `cmp` (a new array), ties and cycles resolved the same on every engine. */
export function mergeSort<T>(xs: readonly T[], cmp: (a: T, b: T) => number): T[] {
  let from = xs.slice();
  let to = new Array<T>(from.length);
  // Bottom-up: runs of 1, 2, 4 … merged pairwise; the left run wins ties (stable).
  for (let width = 1; width < from.length; width *= 2) {
    for (let lo = 0; lo < from.length; lo += 2 * width) {
      const mid = Math.min(lo + width, from.length);
      const hi = Math.min(lo + 2 * width, from.length);
      let i = lo;
      let j = mid;
      let k = lo;
      while (i < mid && j < hi) to[k++] = cmp(from[j]!, from[i]!) < 0 ? from[j++]! : from[i++]!;
      while (i < mid) to[k++] = from[i++]!;
      while (j < hi) to[k++] = from[j++]!;
    }
    [from, to] = [to, from];
  }
  return from;
}
