import { describe, expect, it } from 'vitest';
import {
  assign,
  createActor,
  createMachine,
  emit,
  raise,
  sendParent,
  sendTo,
  setup,
  spawnChild,
  stopChild,
  type AnyActorRef,
  type AnyStateMachine,
  type EventObject,
} from 'xstate';
import { SimClock } from '../../../src/engine/clock.ts';
import { installScheduler } from '../../../src/cluster/actorScheduler.ts';
import { LeanActor, leanSpawn } from '../../../src/cluster/leanActor.ts';

// The same small machines run by XState's Actor and by the lean actor: the same snapshots,
// and the same order of actions and of the events their parent hears.

type Log = string[];
const note =
  (what: string) =>
  ({ context }: { context: { log: Log; name?: string } }): void =>
    void context.log.push(`${context.name ?? 'parent'} ${what}`);

const kid = setup({
  types: {} as {
    input: { log: Log; name: string };
    context: { log: Log; name: string; n: number };
  },
}).createMachine({
  context: ({ input }) => ({ ...input, n: 0 }),
  initial: 'idle',
  entry: [note('entry'), sendParent(({ context }) => ({ type: 'HELLO', from: context.name }))],
  states: {
    idle: {
      on: {
        PING: { actions: [note('ping'), raise({ type: 'PONG' }), note('ping done')] },
        PONG: {
          actions: [
            note('pong'),
            assign({ n: ({ context }) => context.n + 1 }),
            sendParent({ type: 'PONGED' }),
          ],
        },
        WAIT: 'waiting',
        BOOM: {
          actions: () => {
            throw new Error('boom');
          },
        },
        END: 'done',
      },
    },
    waiting: {
      entry: note('waits'),
      after: { 10: { target: 'idle', actions: [note('waited'), sendParent({ type: 'WAITED' })] } },
      exit: note('leaves waiting'),
    },
    done: { type: 'final', entry: note('final') },
  },
});

type Kid = AnyActorRef;
const parent = setup({
  types: {} as {
    input: { log: Log };
    context: { log: Log; a: Kid; b: Kid };
    events: EventObject & { from?: 'a' | 'b'; kid?: 'a' | 'b'; what?: string };
    emitted: { type: 'told' };
  },
  actors: { kid },
}).createMachine({
  context: ({ input, spawn, self }) => ({
    log: input.log,
    a: leanSpawn(self, spawn, 'kid', { id: 'a', input: { log: input.log, name: 'a' } }),
    b: leanSpawn(self, spawn, 'kid', { id: 'b', input: { log: input.log, name: 'b' } }),
  }),
  entry: [note('entry'), raise({ type: 'RAISED' })],
  on: {
    RAISED: { actions: note('raised') },
    HELLO: {
      actions: [
        ({ context, event }) => void context.log.push(`parent hello ${event.from}`),
        sendTo(({ context, event }) => context[event.from!], { type: 'PING' }),
      ],
    },
    PONGED: { actions: note('ponged') },
    WAITED: { actions: note('waited') },
    TWICE: {
      actions: ({ context, self }) => {
        context.log.push('parent twice');
        self.send({ type: 'AGAIN' });
        context.log.push('parent twice sent');
      },
    },
    AGAIN: { actions: [note('again'), emit({ type: 'told' })] },
    HALT: {
      actions: ({ context, self }) => {
        self.send({ type: 'AGAIN' });
        (self as unknown as { _stop(): void })._stop();
        context.log.push('parent halted');
      },
    },
    KID: {
      actions: sendTo(
        ({ context, event }) => context[event.kid!],
        ({ event }) => ({ type: event.what! }),
      ),
    },
    SPAWN: {
      actions: spawnChild('kid', {
        id: 'c',
        input: ({ context }) => ({ log: context.log, name: 'c' }),
      }),
    },
    STOP_C: { actions: stopChild('c') },
    'xstate.done.actor.a': { actions: note('a done') },
  },
});

interface Run {
  actor: AnyActorRef;
  log: Log;
  heard: string[];
  clock: SimClock;
}

/** The world's shared system (world.ts): a system with the world's scheduler, no actor. */
function run(lean: boolean, logic: AnyStateMachine = parent): Run {
  const clock = new SimClock();
  const system = createActor(createMachine({}), { clock }).system;
  installScheduler(system, clock);
  const heard: string[] = [];
  const shared = {
    system,
    _send: (e: EventObject) => void heard.push(e.type.replace(/x:\d+/, 'ID')),
  };
  const log: Log = [];
  const actor = lean
    ? (new LeanActor(logic, shared, { log }) as unknown as AnyActorRef)
    : createActor(logic, { clock, input: { log }, parent: shared as never });
  return { actor, log, heard, clock };
}

const state = (a: AnyActorRef) => {
  const s = a.getSnapshot() as {
    value: unknown;
    status: string;
    children: Record<string, AnyActorRef>;
  };
  const kids = Object.entries(s.children).map(([id, c]) => {
    const k = c.getSnapshot() as { value: unknown; status: string; context: { n: number } };
    return [id, k.value, k.status, k.context.n];
  });
  return { value: s.value, status: s.status, kids };
};

/** What both do: the log, the events their parent heard, and a snapshot after each step. */
function script(r: Run): unknown[] {
  const seen: unknown[] = [];
  const step = (fn: () => void) => {
    fn();
    seen.push(state(r.actor));
  };
  const send = (e: EventObject & Record<string, unknown>) => step(() => r.actor.send(e));
  let told = 0;
  r.actor.on('told', () => told++);
  step(() => r.actor.start());
  send({ type: 'TWICE' });
  send({ type: 'KID', kid: 'a', what: 'WAIT' });
  step(() => r.clock.run(10, () => false));
  send({ type: 'SPAWN' });
  send({ type: 'STOP_C' });
  send({ type: 'KID', kid: 'a', what: 'END' });
  send({ type: 'KID', kid: 'b', what: 'PING' });
  send({ type: 'KID', kid: 'b', what: 'BOOM' });
  return [...seen, r.log, r.heard, told];
}

describe('a lean actor', () => {
  it('does what XState’s Actor does: snapshots, actions, relays, spawn, after, errors', () => {
    const xstate = script(run(false));
    const lean = script(run(true));
    expect(lean).toEqual(xstate);
    // What the script meant to reach, so that agreeing is not agreeing on nothing.
    const [log, heard] = xstate.slice(-3) as [Log, string[]];
    expect(log.slice(0, 4)).toEqual(['a entry', 'b entry', 'parent entry', 'parent raised']);
    expect(log).toContain('parent twice sent');
    expect(log.indexOf('parent again')).toBeGreaterThan(log.indexOf('parent twice sent'));
    expect(log).toContain('a waited');
    expect(log).toContain('c entry');
    expect(log).toContain('parent a done');
    expect(heard).toEqual(['xstate.error.actor.ID']);
  });

  it('stops its children and their timers with it, and drops what was sent after', () => {
    const stopped = (lean: boolean) => {
      const r = run(lean);
      r.actor.start();
      r.actor.send({ type: 'KID', kid: 'a', what: 'WAIT' });
      (r.actor as unknown as { _stop(): void })._stop();
      // XState's development build warns of an event sent to a stopped actor: lean only.
      if (lean) r.actor.send({ type: 'TWICE' });
      r.clock.run(100, () => false);
      return [state(r.actor), r.log, r.heard];
    };
    const xstate = stopped(false);
    expect(stopped(true)).toEqual(xstate);
    expect((xstate[0] as { status: string }).status).toBe('stopped');
    expect(xstate[1]).not.toContain('a waited');
  });

  it('stopped while it processes, drops what waits and stops after that event', () => {
    const halted = (lean: boolean) => {
      const r = run(lean);
      r.actor.start();
      r.actor.send({ type: 'HALT' });
      return [state(r.actor), r.log];
    };
    const xstate = halted(false);
    expect(halted(true)).toEqual(xstate);
    expect((xstate[0] as { status: string }).status).toBe('stopped');
    expect(xstate[1]).toContain('parent halted');
    expect(xstate[1]).not.toContain('parent again');
  });

  it('keeps what it is sent before it starts until it starts', () => {
    const early = (lean: boolean) => {
      const r = run(lean);
      r.actor.send({ type: 'TWICE' });
      const before = [...r.log];
      r.actor.start();
      return [before, r.log];
    };
    const xstate = early(false);
    expect(early(true)).toEqual(xstate);
    expect(xstate[0]).toEqual([]);
    // The entry actions once started; then what waited in the mailbox, in the order sent.
    expect(xstate[1]).toEqual([
      'a entry',
      'b entry',
      'parent entry',
      'parent raised',
      'parent twice',
      'parent twice sent',
      'parent hello a',
      'a ping',
      'a ping done',
      'a pong',
      'parent hello b',
      'b ping',
      'b ping done',
      'b pong',
      'parent again',
      'parent ponged',
      'parent ponged',
    ]);
  });

  it('tells its parent of an error in its initial actions', () => {
    const failing = createMachine({
      entry: () => {
        throw new Error('at start');
      },
    });
    const xstate = run(false, failing);
    const lean = run(true, failing);
    xstate.actor.start();
    lean.actor.start();
    expect(lean.heard).toEqual(xstate.heard);
    expect(lean.heard).toEqual(['xstate.error.actor.ID']);
    expect(lean.actor.getSnapshot().status).toBe(xstate.actor.getSnapshot().status);
  });

  it('spawns in its context factory only', () => {
    const r = run(true);
    r.actor.start();
    const { a } = (r.actor.getSnapshot() as { context: { a: LeanActor } }).context;
    expect(a).toBeInstanceOf(LeanActor);
    const spawn = () => a;
    expect(() => leanSpawn(r.actor, spawn, 'kid', { id: 'd', input: {} })).toThrow(
      /context factory/,
    );
  });
});
