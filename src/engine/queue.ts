// A binary min-heap of timed callbacks, ordered by time and then by insertion sequence,
// so that two things due at the same millisecond happen in the order they were caused.

export interface Scheduled {
  t: number;
  seq: number;
  fn: () => void;
  cancelled: boolean;
}

export class EventQueue {
  private heap: Scheduled[] = [];
  private nextSeq = 0;

  get size(): number {
    return this.heap.length;
  }

  push(t: number, fn: () => void): Scheduled {
    const item: Scheduled = { t, seq: this.nextSeq++, fn, cancelled: false };
    const h = this.heap;
    h.push(item);
    let i = h.length - 1;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      const p = h[parent]!;
      if (before(p, item)) break;
      h[i] = p;
      i = parent;
    }
    h[i] = item;
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
    while (this.heap.length > 0 && this.heap[0]!.cancelled) this.popRaw();
    return this.heap[0]?.t;
  }

  private popRaw(): Scheduled | undefined {
    const h = this.heap;
    const top = h[0];
    const last = h.pop();
    if (top === undefined || last === undefined || h.length === 0) return top;
    let i = 0;
    const n = h.length;
    for (;;) {
      const l = 2 * i + 1;
      if (l >= n) break;
      const r = l + 1;
      const c = r < n && before(h[r]!, h[l]!) ? r : l;
      if (before(last, h[c]!)) break;
      h[i] = h[c]!;
      i = c;
    }
    h[i] = last;
    return top;
  }
}

const before = (a: Scheduled, b: Scheduled): boolean => a.t < b.t || (a.t === b.t && a.seq < b.seq);
