// A node lost without warning (semantics Part A §7, §9 scenario 14).
import { describe, expect, it } from 'vitest';
import {
  action,
  container,
  find,
  ignoresSigterm,
  podScenario,
  run,
  template,
} from '../helpers/build.ts';

const T0 = 10_000;
const lost = (minor: number) =>
  run(
    podScenario(
      minor,
      template([container('main', ignoresSigterm())], { nodeName: 'node-a' }),
      [action(T0, 'nodeLost', 'node/node-a')],
      {
        durationMs: 420_000,
      },
    ),
  );

describe('node lost', () => {
  it('1.32+: NotReady after 50 s, deleted by the taint manager 300 s later, then Terminating forever', () => {
    const trace = lost(32);
    expect(find(trace, 'KubeEvent', { reason: 'NodeNotReady' })?.t).toBe(T0 + 50_000);
    expect(find(trace, 'PodNotReady')?.t).toBe(T0 + 50_000);
    expect(find(trace, 'PodConditionSet', { reason: 'DeletionByTaintManager' })?.t).toBe(
      T0 + 350_000,
    );
    expect(find(trace, 'DeletionRequested')).toMatchObject({
      t: T0 + 350_000,
      data: { gracePeriodSeconds: 30 },
    });
    expect(find(trace, 'SignalSent')).toBeUndefined();
    expect(find(trace, 'PodRemoved')).toBeUndefined();
  });

  it('before 1.32 the node-monitor-grace-period is 40 s', () => {
    expect(find(lost(31), 'KubeEvent', { reason: 'NodeNotReady' })?.t).toBe(T0 + 40_000);
  });
});
