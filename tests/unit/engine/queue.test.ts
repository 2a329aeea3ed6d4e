// The event queue of the virtual clock: the order it runs what was pushed.
import { describe, expect, it } from 'vitest';
import { EventQueue } from '../../../src/engine/queue.ts';

describe('event queue', () => {
  it('orders by time, then by insertion', () => {
    const q = new EventQueue();
    const out: string[] = [];
    q.push(20, () => out.push('c'));
    q.push(10, () => out.push('a'));
    q.push(10, () => out.push('b')).cancelled = false;
    q.push(5, () => out.push('x')).cancelled = true;
    for (let e = q.pop(); e; e = q.pop()) e.fn();
    expect(out).toEqual(['a', 'b', 'c']);
  });
});
