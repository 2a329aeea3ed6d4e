// The world's scheduler (cluster/actorScheduler.ts) against XState's own: the same calls
// on two systems, one with each, must deliver the same events at the same instants.
import { describe, expect, it } from 'vitest';
import { createActor, createMachine, type AnyActorRef, type EventObject } from 'xstate';
import { SimClock } from '../../../src/engine/clock.ts';
import { installScheduler } from '../../../src/cluster/actorScheduler.ts';

/** Records every event it takes, with the instant. */
const recorder = (clock: SimClock, heard: string[]) =>
  createActor(
    createMachine({
      on: { '*': { actions: ({ event }) => heard.push(`${clock.now} ${event.type}`) } },
    }),
    { clock },
  ).start();

/** Runs `script` on a system with XState's scheduler, then on one with the world's. */
function both(script: (sys: AnyActorRef['system'], a: AnyActorRef, b: AnyActorRef) => void) {
  return [false, true].map((ours) => {
    const clock = new SimClock();
    const heard: string[] = [];
    const a = recorder(clock, heard);
    const b = createActor(createMachine({}), { clock, parent: a }).start();
    if (ours) installScheduler(a.system, clock);
    script(a.system, a, b);
    clock.run(10_000, () => false);
    return heard;
  });
}

const ev = (type: string): EventObject => ({ type });

describe('actorScheduler', () => {
  it('fires, cancels and cancels all as XState does', () => {
    const [xstate, ours] = both((sys, a, b) => {
      sys.scheduler.schedule(a, a, ev('ONE'), 100, 'one');
      sys.scheduler.schedule(a, a, ev('TWO'), 200, 'two');
      sys.scheduler.schedule(b, a, ev('THREE'), 300, 'three');
      sys.scheduler.schedule(b, a, ev('FOUR'), 400, 'four');
      sys.scheduler.cancel(a, 'two');
      sys.scheduler.cancelAll(b);
      sys.scheduler.schedule(b, a, ev('FIVE'), 500, 'three');
    });
    expect(ours).toEqual(xstate);
    expect(ours).toEqual(['100 ONE', '500 FIVE']);
  });

  it('keeps an actor’s other timers when one of several is cancelled or fires', () => {
    const [xstate, ours] = both((sys, a) => {
      sys.scheduler.schedule(a, a, ev('ONE'), 100, 'one');
      sys.scheduler.schedule(a, a, ev('TWO'), 200, 'two');
      sys.scheduler.schedule(a, a, ev('THREE'), 300, 'three');
      sys.scheduler.cancel(a, 'two');
      sys.scheduler.schedule(a, a, ev('FOUR'), 400, 'two');
      sys.scheduler.cancel(a, 'one');
    });
    expect(ours).toEqual(xstate);
    expect(ours).toEqual(['300 THREE', '400 FOUR']);
  });

  it('keeps XState’s quirk: a second timer with a pending id replaces it in the books only', () => {
    const [xstate, ours] = both((sys, a) => {
      sys.scheduler.schedule(a, a, ev('FIRST'), 100, 'same');
      sys.scheduler.schedule(a, a, ev('SECOND'), 200, 'same');
      // Cancels the second; the first still fires, and forgets the id.
      sys.scheduler.cancel(a, 'same');
      sys.scheduler.schedule(a, a, ev('THIRD'), 50, 'again');
      sys.scheduler.schedule(a, a, ev('NEVER'), Infinity, 'again');
      sys.scheduler.cancel(a, 'again');
    });
    expect(ours).toEqual(xstate);
    expect(ours).toEqual(['50 THIRD', '100 FIRST']);
  });

  it('runs a machine’s after delays as XState does, left states cancelling theirs', () => {
    const machine = createMachine({
      initial: 'A',
      states: {
        A: { after: { 100: 'B', 300: 'C' }, on: { SKIP: 'C' } },
        B: { after: { 50: 'A' } },
        C: { after: { forever: 'A' } },
      },
    }).provide({ delays: { forever: Infinity } });
    const runs = [false, true].map((ours) => {
      const clock = new SimClock();
      const values: string[] = [];
      const root = createActor(createMachine({}), { clock });
      if (ours) installScheduler(root.system, clock);
      const actor = createActor(machine, { clock, parent: root });
      actor.subscribe((s) => values.push(`${clock.now} ${String(s.value)}`));
      actor.start();
      clock.run(220, () => false);
      clock.advanceTo(220);
      actor.send({ type: 'SKIP' });
      clock.run(10_000, () => false);
      return values;
    });
    expect(runs[1]).toEqual(runs[0]);
    // Left at 220, A's timers (250 and 450) never fire; C's infinite one neither.
    expect(runs[1]).toEqual(['0 A', '100 B', '150 A', '220 C']);
  });
});
