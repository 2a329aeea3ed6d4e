import { describe, expect, it } from 'vitest';
import { createActor, createMachine, emit, setup, spawnChild, stopChild } from 'xstate';
import { listenable, startLean, unobserved } from '../../../src/cluster/leanActors.ts';

const toggle = createMachine({
  types: {} as { emitted: { type: 'flipped' } },
  initial: 'off',
  states: {
    off: { on: { FLIP: { target: 'on', actions: emit({ type: 'flipped' as const }) } } },
    on: { on: { FLIP: 'off' } },
  },
});

describe('unobserved actors', () => {
  it('run as before, sharing one empty observers Set and listeners Map', () => {
    const a = unobserved(createActor(toggle), false);
    const b = unobserved(createActor(toggle), false);
    a.start();
    b.start();
    a.send({ type: 'FLIP' });
    expect(a.getSnapshot().value).toBe('on');
    expect(b.getSnapshot().value).toBe('off');
    const shared = (x: object) => x as unknown as { observers: unknown; eventListeners: unknown };
    expect(shared(a).observers).toBe(shared(b).observers);
    expect(shared(a).eventListeners).toBe(shared(b).eventListeners);
    expect(a.send).toBe(b.send);
    a.stop();
    expect(a.getSnapshot().status).toBe('stopped');
  });

  it('fail loudly when subscribed to or listened to without listenable', () => {
    const a = unobserved(createActor(toggle), false);
    expect(() => a.subscribe(() => {})).toThrow(/subscribed/);
    expect(() => a.on('flipped', () => {})).toThrow(/listenable/);
  });

  it('hear an emitted event once listenable, and only their own', () => {
    const a = unobserved(createActor(toggle), false);
    const b = unobserved(createActor(toggle), false);
    let heard = 0;
    listenable(a).on('flipped', () => heard++);
    a.start();
    b.start();
    b.send({ type: 'FLIP' });
    expect(heard).toBe(0);
    a.send({ type: 'FLIP' });
    expect(heard).toBe(1);
  });
});

const nested = createMachine({
  initial: 'up',
  states: {
    up: {
      type: 'parallel',
      on: { DOWN: 'down' },
      states: {
        a: { initial: 'x', states: { x: { on: { NEXT: 'y' } }, y: {} } },
        b: { initial: 'p', states: { p: { on: { BUMP: 'p' } } } },
      },
    },
    down: { on: { UP: 'up' } },
  },
});

describe("an unobserved actor's snapshots", () => {
  const kept = (a: { getSnapshot(): unknown }) =>
    a.getSnapshot() as { _nodes: unknown[]; value: unknown; matches(v: object): boolean };

  it('share the nodes and value of every earlier snapshot in the same states', () => {
    const a = unobserved(createActor(nested), false);
    const b = unobserved(createActor(nested), false);
    a.start();
    b.start();
    a.send({ type: 'NEXT' });
    b.send({ type: 'NEXT' });
    expect(kept(a).value).toEqual({ up: { a: 'y', b: 'p' } });
    expect(kept(a)._nodes).toBe(kept(b)._nodes);
    expect(kept(a).value).toBe(kept(b).value);
    const before = kept(a).value;
    a.send({ type: 'DOWN' });
    a.send({ type: 'UP' });
    a.send({ type: 'NEXT' });
    expect(kept(a).value).toBe(before);
    expect(kept(a).matches({ up: { a: 'y' } })).toBe(true);
  });

  it('share one empty children and history value, and still spawn a child', () => {
    const spawner = setup({ actors: { toggle } }).createMachine({
      on: {
        SPAWN: { actions: spawnChild('toggle', { id: 't' }) },
        STOP: { actions: stopChild('t') },
      },
    });
    const a = unobserved(createActor(spawner), false);
    const b = unobserved(createActor(nested), false);
    a.start();
    b.start();
    const fields = (x: { getSnapshot(): unknown }) =>
      x.getSnapshot() as { children: Record<string, unknown>; historyValue: object };
    expect(fields(a).children).toBe(fields(b).children);
    expect(fields(a).historyValue).toBe(fields(b).historyValue);
    expect(Object.isFrozen(fields(a).children)).toBe(true);
    a.send({ type: 'SPAWN' });
    expect(Object.keys(fields(a).children)).toEqual(['t']);
    expect(fields(b).children).toEqual({});
    const t = fields(a).children.t as { getSnapshot(): { status: string } };
    a.send({ type: 'STOP' });
    expect(fields(a).children).toEqual({});
    expect(t.getSnapshot().status).toBe('stopped');
    const scope = (x: object) =>
      (x as unknown as { _actorScope: { defer: unknown; stopChild: unknown } })._actorScope;
    expect(scope(a).defer).toBe(scope(b).defer);
    expect(scope(a).stopChild).toBe(scope(b).stopChild);
  });

  it('keep their own when the states differ', () => {
    const a = unobserved(createActor(nested), false);
    const b = unobserved(createActor(nested), false);
    a.start();
    b.start();
    a.send({ type: 'NEXT' });
    expect(kept(a).value).toEqual({ up: { a: 'y', b: 'p' } });
    expect(kept(b).value).toEqual({ up: { a: 'x', b: 'p' } });
    expect(kept(a)._nodes).not.toBe(kept(b)._nodes);
  });
});

const child = setup({
  types: {} as { input: { n: number }; context: { n: number } },
}).createMachine({
  context: ({ input }) => ({ n: input.n }),
  initial: 'idle',
  states: { idle: { on: { BUMP: { actions: ({ context }) => void context.n++ } } } },
});
const parent = setup({
  types: {} as { input: { n: number }; context: { n: number } },
  actors: { child },
}).createMachine({
  context: ({ input, spawn }) => {
    spawn('child', { id: 'c', input: { n: input.n * 10 } });
    return { n: input.n };
  },
  initial: 'on',
  states: { on: {} },
});

describe('startLean', () => {
  it('starts the actor and its children from their input, then lets their options go', () => {
    const a = startLean(createActor(parent, { input: { n: 4 } }));
    const c = a.getSnapshot().children.c!;
    expect(a.getSnapshot().context.n).toBe(4);
    expect(c.getSnapshot().status).toBe('active');
    c.send({ type: 'BUMP' });
    expect(c.getSnapshot().context.n).toBe(41);
    const options = (x: object) => (x as unknown as { options: object }).options;
    expect(options(a)).toEqual({});
    expect(options(c)).toBe(options(a));
  });
});

const tagged = createMachine({
  initial: 'off',
  states: {
    off: { on: { FLIP: 'on' } },
    on: { tags: ['lit'], on: { FLIP: 'off' } },
  },
});

describe("an unobserved actor's snapshots", () => {
  it('share one empty tags Set while they have no tag, and keep their own tags', () => {
    const a = unobserved(createActor(tagged), false);
    const b = unobserved(createActor(tagged), false);
    a.start();
    b.start();
    expect(a.getSnapshot().tags.size).toBe(0);
    expect(a.getSnapshot().tags).toBe(b.getSnapshot().tags);
    a.send({ type: 'FLIP' });
    expect(a.getSnapshot().hasTag('lit')).toBe(true);
    expect([...a.getSnapshot().tags]).toEqual(['lit']);
    a.send({ type: 'FLIP' });
    expect(a.getSnapshot().hasTag('lit')).toBe(false);
    expect(a.getSnapshot().tags).toBe(b.getSnapshot().tags);
    expect(() => (a.getSnapshot().tags as Set<string>).add('x')).toThrow(/shared empty tags/);
  });

  it('still reach the inspector and end as XState ends them', () => {
    const seen: string[] = [];
    const done = createMachine({
      initial: 'a',
      states: { a: { on: { GO: 'b' } }, b: { type: 'final' } },
    });
    const a = unobserved(
      createActor(done, {
        inspect: (e) => void (e.type === '@xstate.snapshot' && seen.push(e.event.type)),
      }),
      true,
    );
    a.start();
    a.send({ type: 'GO' });
    expect(seen).toEqual(['xstate.init', 'GO']);
    expect(a.getSnapshot().status).toBe('done');
  });
});

describe("an unobserved actor's actions", () => {
  const counting = (log: string[]) =>
    setup({
      actions: {
        enter: (_, p: { at: string }) => void log.push(`enter ${p.at}`),
        flip: () => void log.push('flip'),
      },
    }).createMachine({
      initial: 'off',
      entry: { type: 'enter', params: { at: 'root' } },
      states: {
        off: { on: { FLIP: { target: 'on', actions: 'flip' } } },
        on: { entry: { type: 'enter', params: { at: 'on' } } },
      },
    });

  it('run in XState order, the initial ones deferred until start, without an inspector', () => {
    const log: string[] = [];
    const a = unobserved(createActor(counting(log)), false);
    expect(log).toEqual([]);
    a.start();
    expect(log).toEqual(['enter root']);
    a.send({ type: 'FLIP' });
    expect(log).toEqual(['enter root', 'flip', 'enter on']);
  });

  it('still reach an inspector as @xstate.action events when the system has one', () => {
    const log: string[] = [];
    const actions: string[] = [];
    const a = unobserved(
      createActor(counting(log), {
        inspect: (e) => void (e.type === '@xstate.action' && actions.push(e.action.type)),
      }),
      true,
    );
    a.start();
    a.send({ type: 'FLIP' });
    expect(log).toEqual(['enter root', 'flip', 'enter on']);
    expect(actions).toEqual(['enter', 'flip', 'enter']);
  });
});
