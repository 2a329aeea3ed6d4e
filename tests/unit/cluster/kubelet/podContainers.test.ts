// The pod worker's bookkeeping of its containers alone (podContainers.ts): what it keeps
// only once something is written, and what a reset or a kill forgets.
import { describe, expect, it } from 'vitest';
import { PodContainers } from '../../../../src/cluster/kubelet/podContainers.ts';
import { SmallMap } from '../../../../src/engine/smallMap.ts';
import { container, ignoresSigterm, template } from '../../helpers/build.ts';

const tpl = template([container('app', ignoresSigterm()), container('log', ignoresSigterm())]);
const fresh = () => new PodContainers(new SmallMap([]), tpl);

describe('a Pod’s containers as its pod worker keeps them', () => {
  it('has no exit codes until a regular container exits, then each by name', () => {
    const pc = fresh();
    expect([...pc.exitCodes.values()]).toEqual([]);
    pc.setExitCode('app', 0);
    pc.setExitCode('log', 2);
    pc.setExitCode('app', 1);
    expect(pc.exitCodes.has('app')).toBe(true);
    expect([...pc.exitCodes.values()]).toEqual([1, 2]);
    // RestartAllContainers removed them: no code is left.
    pc.reset();
    expect(pc.exitCodes.has('app')).toBe(false);
  });

  it('a restart due keeps the regular containers from being done until it starts', () => {
    const pc = fresh();
    expect(pc.regularDone).toBe(true);
    pc.restartDue('app');
    expect(pc.regularDone).toBe(false);
    pc.restartDone('app');
    expect(pc.regularDone).toBe(true);
  });

  it('lists the containers backing off as a copy, and forgets them with the restarts due', () => {
    const pc = fresh();
    expect(pc.backingOff).toEqual([]);
    const restart = () => undefined;
    pc.backOff('app', { until: 10_000, restart });
    pc.backOff('log', { until: 20_000, restart });
    const list = pc.backingOff;
    pc.backOffEnded('app');
    expect(list.map(([name]) => name)).toEqual(['app', 'log']);
    expect(pc.backingOff.map(([name, b]) => [name, b.until])).toEqual([['log', 20_000]]);
    pc.restartDue('log');
    pc.forgetRestarts();
    expect(pc.backingOff).toEqual([]);
    expect(pc.regularDone).toBe(true);
  });
});
