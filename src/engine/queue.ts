// A binary min-heap of timed callbacks, ordered by time and then by insertion sequence,
// so that two things due at the same millisecond happen in the order they were caused.

/**
 * A queued callback, the handle its canceller keeps. Its time and sequence live in the
 * heap's rows alone (EventQueue's `ts` and `seqs`): 16 bytes less for each of the ~23,000 a
 * 1,000-replica rollout queues, most of which outlive a young-generation collection.
 */
export interface Scheduled {
  fn: () => void;
  cancelled: boolean;
}

export class EventQueue {
  // The heap's keys beside its items, in arrays of their own: each comparison of a push or
  // a pop reads two numbers from a row of numbers instead of two objects spread over the
  // heap (a CPU profile of rollout-1000 had the comparison at 1 % of the run).
  private ts: number[] = [];
  private seqs: number[] = [];
  private items: Scheduled[] = [];
  private nextSeq = 0;

  get size(): number {
    return this.items.length;
  }

  push(t: number, fn: () => void): Scheduled {
    return this.pushItem(t, { fn, cancelled: false });
  }

  /** Queues an item its caller made (one whose `fn` is a method of its own: no closure). */
  pushItem<T extends Scheduled>(t: number, item: T): T {
    const seq = this.nextSeq++;
    const { ts, seqs, items } = this;
    let i = items.length;
    ts.push(t);
    seqs.push(seq);
    items.push(item);
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (before(ts[parent]!, seqs[parent]!, t, seq)) break;
      this.move(parent, i);
      i = parent;
    }
    this.put(i, t, seq, item);
    return item;
  }

  /** The earliest item, or undefined when empty. Cancelled items are skipped lazily. */
  pop(): Scheduled | undefined {
    for (;;) {
      const top = this.popRaw();
      if (!top || !top.cancelled) return top;
    }
  }

  peekTime(): number | undefined {
    while (this.items.length > 0 && this.items[0]!.cancelled) this.popRaw();
    return this.items.length > 0 ? this.ts[0] : undefined;
  }

  private popRaw(): Scheduled | undefined {
    const { ts, seqs, items } = this;
    const top = items[0];
    if (top === undefined) return undefined;
    const t = ts.pop()!;
    const seq = seqs.pop()!;
    const last = items.pop()!;
    const n = items.length;
    if (n === 0) return top;
    let i = 0;
    for (;;) {
      const l = 2 * i + 1;
      if (l >= n) break;
      const r = l + 1;
      const c = r < n && before(ts[r]!, seqs[r]!, ts[l]!, seqs[l]!) ? r : l;
      if (before(t, seq, ts[c]!, seqs[c]!)) break;
      this.move(c, i);
      i = c;
    }
    this.put(i, t, seq, last);
    return top;
  }

  private move(from: number, to: number): void {
    this.ts[to] = this.ts[from]!;
    this.seqs[to] = this.seqs[from]!;
    this.items[to] = this.items[from]!;
  }

  private put(i: number, t: number, seq: number, item: Scheduled): void {
    this.ts[i] = t;
    this.seqs[i] = seq;
    this.items[i] = item;
  }
}

/** (t, seq) before (u, useq): earlier, or at the same time pushed first. */
const before = (t: number, seq: number, u: number, useq: number): boolean =>
  t < u || (t === u && seq < useq);
