// XState's own cost on this machine: N transitions through a trivial two-state actor on a
// bare clock.
import { createActor, createMachine } from 'xstate';

const toggle = createMachine({
  initial: 'a',
  states: { a: { on: { GO: 'b' } }, b: { on: { GO: 'a' } } },
});

export function xstateFloor(transitions: number): void {
  const clock = { setTimeout: () => 0, clearTimeout: () => undefined };
  const actor = createActor(toggle, { clock });
  actor.start();
  for (let i = 0; i < transitions; i++) actor.send({ type: 'GO' });
  actor.stop();
}
