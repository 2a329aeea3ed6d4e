// Requests that take time (`traffic.requestDuration`): a request a Pod accepted is in flight
// until its end, and counts as served when it ends (its RequestsServed window is the one of
// its end). One that is still in flight when the Pod's process ends, or the mesh proxy in
// front of it, is cut (request-path.md §0.1, "process killed mid-request"): the client gets
// a reset, or the answer of the hop in front. Requests all take the same time, so they end
// in the order they began: a queue, and a cut marks the Pod's entries still running.
import type { PodRecord } from '../apiserver/podStore.ts';

interface Entry {
  end: number;
  pod: PodRecord;
  cut: boolean;
}

export class InFlight {
  private queue: Entry[] = [];
  private head = 0;

  constructor(readonly ms: number) {}

  /** A Pod accepted a request at `at`. */
  begin(at: number, pod: PodRecord): void {
    this.queue.push({ end: at + this.ms, pod, cut: false });
  }

  /** Ends every request whose end is before `t`; `served(end)` for each that was not cut. */
  endBefore(t: number, served: (end: number) => void): void {
    const q = this.queue;
    while (this.head < q.length && q[this.head]!.end < t) {
      const e = q[this.head++]!;
      if (!e.cut) served(e.end);
    }
    // Drop what has ended once it is most of the queue, so the queue stays as long as
    // what is in flight.
    if (this.head > 1024 && this.head * 2 > q.length) {
      this.queue = q.slice(this.head);
      this.head = 0;
    }
  }

  /** Cuts the requests `pod` still serves after `at`; how many there were. */
  cut(pod: PodRecord, at: number): number {
    let n = 0;
    for (let i = this.head; i < this.queue.length; i++) {
      const e = this.queue[i]!;
      if (e.pod === pod && !e.cut && e.end > at) {
        e.cut = true;
        n++;
      }
    }
    return n;
  }
}
