// The trace writer's order: events written late (traffic, flushed lazily) end where a stable
// sort by time puts them, among the others of their millisecond in the order written.
import { describe, expect, it } from 'vitest';
import { TraceWriter } from '../../../src/engine/traceWriter.ts';
import { createRng } from '../../../src/engine/rng.ts';

/** Writes `times` as events named by their writing order; returns the names finish orders. */
function finished(times: readonly number[]): number[] {
  const w = new TraceWriter(100_000);
  times.forEach((t, i) => w.emit(t, 'api-server', 'PodRemoved', `Pod/${i}`, {}));
  return w.finish('1.34', 0, [], []).events.map((e) => Number(e.object.slice(4)));
}

/** What sorting them all, stably, by time gives. */
const stable = (times: readonly number[]): number[] =>
  times
    .map((t, i) => ({ t, i }))
    .sort((a, b) => a.t - b.t)
    .map((e) => e.i);

describe('trace writer order', () => {
  it('puts late events after the others of their time, in the order written', () => {
    const times = [0, 10, 10, 20, 5, 10, 30, 10, 20, 25, 10];
    expect(finished(times)).toEqual([0, 4, 1, 2, 5, 7, 10, 3, 8, 9, 6]);
    expect(finished(times)).toEqual(stable(times));
  });

  it('gives what a stable sort gives, for traffic-like late runs', () => {
    const rng = createRng(7);
    for (let round = 0; round < 50; round++) {
      const times: number[] = [];
      let now = 0;
      for (let i = 0; i < 400; i++) {
        now += rng.int(3);
        // A flush writes a run of earlier events, itself in order.
        if (rng.next() < 0.1)
          for (let k = rng.int(20); k > 0; k--) times.push(now - 1 - rng.int(10));
        else times.push(now);
      }
      expect(finished(times)).toEqual(stable(times));
    }
  });

  it('leaves events written in order as they are', () => {
    expect(finished([0, 0, 3, 3, 9])).toEqual([0, 1, 2, 3, 4]);
  });
});
