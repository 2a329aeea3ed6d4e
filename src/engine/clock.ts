// The virtual clock. XState actors receive it as their `clock`, so every `after:` delay
// in a machine lands in the same queue as everything else, and time only moves when the
// run loop takes the next item. No wall clock is ever read.
import type { ActorOptions, AnyActorLogic } from 'xstate';
import { EventQueue, type Scheduled } from './queue.ts';

/** XState's Clock (not exported by name): what `createActor(m, { clock })` accepts. */
type Clock = NonNullable<ActorOptions<AnyActorLogic>['clock']>;

const NOTHING = (): void => {};
/** What an infinite delay is given: never queued, already cancelled. */
const NEVER: Scheduled = { fn: NOTHING, cancelled: true };

export class SimClock implements Clock {
  private queue = new EventQueue();
  private current = 0;
  /** Number of callbacks run so far (a hostile document must stay bounded). */
  steps = 0;
  /**
   * What runs when the step ends: the first `ending` slots of `atStepEnd`. The list and its
   * `spare` take turns and keep their slots (a list emptied by `length = 0` gave its room
   * back, and the next step's first push allocated 17 slots again).
   */
  private atStepEnd: (() => void)[] = [];
  private ending = 0;
  private spare: (() => void)[] = [];

  get now(): number {
    return this.current;
  }

  /** Run `fn` at absolute virtual time `t` (never in the past). */
  at(t: number, fn: () => void): Scheduled {
    return this.queue.push(Math.max(t, this.current), fn);
  }

  /**
   * Run `fn` once the callback now running has returned, before the next one (before the
   * first one when the run has not begun): for work that must not happen in the middle of
   * whatever that callback is doing, at the same instant and in the order asked.
   */
  whenStepEnds(fn: () => void): void {
    this.atStepEnd[this.ending++] = fn;
  }

  /** Run `fn` after `ms` of virtual time. */
  after(ms: number, fn: () => void): Scheduled {
    return this.queue.push(this.current + Math.max(0, ms), fn);
  }

  /** Queues `item` after `ms` of virtual time; its `fn` is called as its method. */
  afterItem<T extends Scheduled>(ms: number, item: T): T {
    return this.queue.pushItem(this.current + Math.max(0, ms), item);
  }

  cancel(item: Scheduled | undefined): void {
    if (!item) return;
    item.cancelled = true;
    // A cancelled item stays in the queue until its time comes (queue.ts pops it lazily):
    // let go of its callback now, and of what the callback holds (XState's closure over
    // the delayed event and its actor).
    item.fn = NOTHING;
  }

  // XState's Clock interface (the method name is XState's): delays of every actor land on
  // this virtual queue; nothing here touches the wall clock.
  setTimeout(fn: (...args: unknown[]) => void, timeout: number): Scheduled {
    // A process that runs forever asks for an infinite delay: nothing to queue, and nothing
    // kept (XState's scheduler holds what this returns until the delay is cancelled: one
    // shared item, not one holding its callback, for each of a Pod's endless delays).
    if (!Number.isFinite(timeout)) return NEVER;
    return this.after(timeout, fn);
  }

  clearTimeout(id: Scheduled): void {
    this.cancel(id);
  }

  /** The time of the next pending item, if any. */
  nextTime(): number | undefined {
    return this.queue.peekTime();
  }

  /**
   * Runs due items in (time, sequence) order until `until` (inclusive) or until `stop()`
   * says so. Returns the time reached.
   */
  run(until: number, stop: () => boolean): number {
    if (this.ending > 0) this.endStep();
    for (;;) {
      const t = this.queue.peekTime();
      if (t === undefined || t > until || stop()) break;
      // peekTime skipped the cancelled items: the one popped is the one it timed.
      const item = this.queue.pop()!;
      this.current = t;
      this.steps++;
      item.fn();
      if (this.ending > 0) this.endStep();
    }
    return this.current;
  }

  private endStep(): void {
    const due = this.atStepEnd;
    const n = this.ending;
    // What these ask in turn waits for the end of the next step, as it did in a new list.
    this.atStepEnd = this.spare;
    this.ending = 0;
    this.spare = due;
    for (let i = 0; i < n; i++) {
      const fn = due[i]!;
      due[i] = NOTHING; // let go of what it holds
      fn();
    }
  }

  /** Moves time forward without running anything (the end of a run). */
  advanceTo(t: number): void {
    if (t > this.current) this.current = t;
  }
}
