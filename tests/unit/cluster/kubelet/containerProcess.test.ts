// The pod worker's reading of a container's top-level state (containerProcess.ts inTopState,
// isStarting) against XState's own `matches` on every state value the container machine has.
import { describe, expect, it } from 'vitest';
import { matchesState, type StateValue } from 'xstate';
import { containerMachine } from '../../../../src/cluster/kubelet/containerMachine.ts';
import { inTopState, isStarting } from '../../../../src/cluster/kubelet/containerProcess.ts';

/** Every leaf state's full value, from the machine's definition. */
function values(node: typeof containerMachine.root): StateValue[] {
  return Object.values(node.states).flatMap((s): StateValue[] => {
    const inner = values(s);
    if (inner.length === 0) return [s.key];
    return inner.map((v) => ({ [s.key]: v }));
  });
}

describe('inTopState and isStarting', () => {
  const all = values(containerMachine.root);
  const tops = Object.keys(containerMachine.root.states);

  it('answer as snapshot.matches does for every state of the container machine', () => {
    expect(all).toContainEqual({ Process: 'Starting' });
    expect(all).toContainEqual({ Process: { Stopping: 'Signalled' } });
    for (const value of all) {
      for (const top of tops)
        expect(inTopState({ value }, top), `${JSON.stringify(value)} in ${top}`).toBe(
          matchesState(top, value),
        );
      expect(isStarting({ value })).toBe(matchesState({ Process: 'Starting' }, value));
    }
  });

  it('says a missing container is not starting', () => {
    expect(isStarting({ value: null })).toBe(false);
  });
});
