// The floor for an event loop: a bare binary heap (typed arrays, sift with a hole)
// pushing and popping N events keyed (t, seq); a popped event schedules nothing more.
// The popped times are summed into `sink`, which the caller reads, so the loop cannot be
// optimised away.

export const sink = { value: 0 };

export function bareHeapLoop(n: number): number {
  const t = new Float64Array(n);
  const seq = new Float64Array(n);
  let size = 0;
  let acc = 0;
  const push = (time: number, s: number): void => {
    let i = size++;
    while (i > 0) {
      const p = (i - 1) >> 1;
      if (t[p]! < time || (t[p] === time && seq[p]! < s)) break;
      t[i] = t[p]!;
      seq[i] = seq[p]!;
      i = p;
    }
    t[i] = time;
    seq[i] = s;
  };
  const pop = (): number => {
    const top = t[0]!;
    const lt = t[--size]!;
    const ls = seq[size]!;
    let i = 0;
    for (;;) {
      let c = 2 * i + 1;
      if (c >= size) break;
      if (c + 1 < size && (t[c + 1]! < t[c]! || (t[c + 1] === t[c] && seq[c + 1]! < seq[c]!))) c++;
      if (lt < t[c]! || (lt === t[c] && ls < seq[c]!)) break;
      t[i] = t[c]!;
      seq[i] = seq[c]!;
      i = c;
    }
    t[i] = lt;
    seq[i] = ls;
    return top;
  };
  for (let i = 0; i < n; i++) push((i * 7919) % 600_000, i);
  for (let i = 0; i < n; i++) acc += pop();
  sink.value += acc;
  return acc;
}
