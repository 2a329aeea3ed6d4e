// The virtual clock's step boundary: work asked for during a callback runs when it returns.
import { describe, expect, it } from 'vitest';
import { SimClock } from '../../../src/engine/clock.ts';

describe('SimClock.whenStepEnds', () => {
  it('runs once the callback that asked returns, before the next one of the same instant', () => {
    const clock = new SimClock();
    const order: string[] = [];
    clock.after(10, () => {
      clock.whenStepEnds(() => order.push('step end'));
      order.push('first');
    });
    clock.after(10, () => order.push('second'));
    clock.run(100, () => false);
    expect(order).toEqual(['first', 'step end', 'second']);
  });

  it('asked before the run, it runs when the run begins, at time 0', () => {
    const clock = new SimClock();
    const seen: number[] = [];
    clock.whenStepEnds(() => seen.push(clock.now));
    expect(seen).toEqual([]);
    clock.run(100, () => false);
    expect(seen).toEqual([0]);
  });
});
