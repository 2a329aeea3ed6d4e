// A container's waiting state (podStatusEntry.ts waiting): one frozen object per reason,
// shared by every container that waits for it, since a state is replaced and never written.
import { describe, expect, it } from 'vitest';
import { waiting } from '../../../../src/cluster/apiserver/podStatusEntry.ts';

describe('waiting', () => {
  it('is one frozen state per reason', () => {
    const a = waiting('ContainerCreating');
    expect(a).toEqual({ kind: 'waiting', reason: 'ContainerCreating' });
    expect(waiting('ContainerCreating')).toBe(a);
    expect(Object.isFrozen(a)).toBe(true);
    const b = waiting('CrashLoopBackOff');
    expect(b).not.toBe(a);
    expect(b.reason).toBe('CrashLoopBackOff');
  });
});
