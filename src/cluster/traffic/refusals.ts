// Which Pods of each rule list would refuse a request, by position, kept up to date as Pods
// change: a request then costs a look at one byte beside the list, not at a Pod, whatever
// the number of Pods and however often some of them change.
import type { PodRecord } from '../apiserver/podStore.ts';

type List = readonly PodRecord[];

/** A Pod serves a request while its process listens and it is still in the API. */
const servable = (pod: PodRecord): boolean => pod.listening && !pod.removed;

/** One list's marks: where each Pod is, and 1 where the Pod would refuse. */
export interface Marks {
  readonly at: ReadonlyMap<PodRecord, number>;
  readonly refuses: Uint8Array;
  /** How many of the list's Pods refuse (0: every request to it is served). */
  refusing: number;
}

function mark(list: List): Marks {
  const at = new Map<PodRecord, number>();
  const refuses = new Uint8Array(list.length);
  let refusing = 0;
  list.forEach((pod, i) => {
    at.set(pod, i);
    refuses[i] = servable(pod) ? 0 : 1;
    refusing += refuses[i]!;
  });
  return { at, refuses, refusing };
}

export class Refusals {
  /** The marks of the lists in use at the last look, current up to `changed`. */
  private marks = new Map<List, Marks>();
  /** Pods whose serving may have changed since the last look. */
  private changed: PodRecord[] = [];

  /** A Pod's serving is about to change (its process listening, it leaving the API). */
  changing(pod: PodRecord): void {
    // Lists not marked yet are marked from the Pods themselves when first used.
    if (this.marks.size > 0) this.changed.push(pod);
  }

  /** The lists `of` was last asked about, and their marks in that order. */
  private lists: readonly List[] = [];
  private out: Marks[] = [];

  /**
   * The marks of each list in use now (lists shared by nodes are marked once). Asked again
   * with the same array (traffic.ts keeps it while no node's rules changed), it answers
   * with the same marks, brought up to date, and makes no map or array.
   */
  of(lists: readonly List[]): readonly Marks[] {
    if (lists !== this.lists) {
      const live = new Map<List, Marks>();
      for (const list of lists)
        if (!live.has(list)) live.set(list, this.marks.get(list) ?? mark(list));
      this.marks = live;
      this.lists = lists;
      this.out = lists.map((l) => live.get(l)!);
    }
    for (const pod of this.changed)
      for (const m of this.marks.values()) {
        const i = m.at.get(pod);
        if (i === undefined) continue;
        const mark = servable(pod) ? 0 : 1;
        m.refusing += mark - m.refuses[i]!;
        m.refuses[i] = mark;
      }
    this.changed.length = 0;
    return this.out;
  }

  /**
   * After `of`: whether every list in use has Pods and none refuses, so any request is
   * served. Asked of each distinct list once (nodes share lists: kubeProxyMachine.ts
   * sharedRules), not of each node at every flush.
   */
  allServe(): boolean {
    for (const [list, m] of this.marks) if (m.refusing !== 0 || list.length === 0) return false;
    return true;
  }
}
