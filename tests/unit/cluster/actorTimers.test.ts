// sendLaterTo (cluster/actorTimers.ts): a delayed event its owner owns, delivered to the
// actor found when it fires (a controller spawned after the timer was set), cancelled with
// its owner.
import { describe, expect, it } from 'vitest';
import { createActor, createMachine, type AnyActorRef } from 'xstate';
import { SimClock } from '../../../src/engine/clock.ts';
import { sendLaterTo } from '../../../src/cluster/actorTimers.ts';

const counter = createMachine({
  types: {} as { context: { seen: number } },
  context: { seen: 0 },
  on: {
    SEEN: {
      actions: ({ context }) => {
        context.seen++;
      },
    },
  },
});

describe('sendLaterTo', () => {
  it('reaches the actor that exists when it fires, and nothing once its owner stopped', () => {
    const clock = new SimClock();
    const owner = createActor(createMachine({}), { clock }).start();
    // The actor system as the timer finds it when it fires.
    const spawned: { rs?: AnyActorRef } = {};
    sendLaterTo(owner, 100, () => spawned.rs, { type: 'SEEN' });
    const rs = createActor(counter, { clock }).start();
    spawned.rs = rs;
    clock.run(200, () => false);
    expect(rs.getSnapshot().context.seen).toBe(1);

    sendLaterTo(owner, 100, () => spawned.rs, { type: 'SEEN' });
    owner.stop();
    clock.run(400, () => false);
    expect(rs.getSnapshot().context.seen).toBe(1);
  });
});
