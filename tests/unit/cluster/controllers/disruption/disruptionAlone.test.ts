// The disruption controller alone (the one-controller driver): the status it writes for a
// PodDisruptionBudget of minAvailable 2 as the Pods it selects appear and turn Ready
// (disruption.go trySync → updatePdbStatus: disruptionsAllowed = currentHealthy −
// desiredHealthy while any Pod is expected; the DisruptionAllowed condition, 1.21+).
import { describe, expect, it } from 'vitest';
import { controllerAlone } from '../../../helpers/controllerDriver.ts';

const yaml = `apiVersion: policy/v1
kind: PodDisruptionBudget
metadata: {name: web}
spec:
  minAvailable: 2
  selector: {matchLabels: {app: web}}
`;

function alone() {
  const c = controllerAlone('disruption-controller', yaml).advance('1s');
  const owner = { kind: 'ReplicaSet', name: 'web' } as const;
  const pods = ['a', 'b', 'c'].map((n) =>
    c.createPod(`web-${n}`, { labels: { app: 'web' }, owner }),
  );
  c.createPod('other', { labels: { app: 'other' } });
  return { c, pods };
}

describe('the disruption controller alone', () => {
  it('allows no disruption before any Pod is expected (InsufficientPods)', () => {
    const { c } = alone();
    c.expect()
      .expectEvent('WorkloadStatus', 'PodDisruptionBudget/web', {
        disruptionsAllowed: 0,
        currentHealthy: 0,
        desiredHealthy: 2,
        expectedPods: 0,
      })
      .at(0);
  });

  it('counts the three Pods expected, none healthy, then allows one once all are Ready', () => {
    const { c, pods } = alone();
    c.advance('1s');
    c.expect().expectEvent('WorkloadStatus', 'PodDisruptionBudget/web', {
      expectedPods: 3,
      currentHealthy: 0,
      disruptionsAllowed: 0,
    });
    for (const p of pods) c.kubelet.ready(p);
    c.advance('1s');
    const last = c.expect().events('WorkloadStatus', 'PodDisruptionBudget/web').at(-1)!;
    expect(last.data).toMatchObject({
      disruptionsAllowed: 1,
      currentHealthy: 3,
      desiredHealthy: 2,
      expectedPods: 3,
    });
    expect(last.data.conditions).toEqual([
      { type: 'DisruptionAllowed', status: 'True', reason: 'SufficientPods', message: '' },
    ]);
  });

  it('two Ready of three: still none allowed (healthy − desired = 0)', () => {
    const { c, pods } = alone();
    c.kubelet.ready(pods[0]!);
    c.kubelet.ready(pods[1]!);
    c.advance('1s');
    c.expect().expectNo('WorkloadStatus', 'PodDisruptionBudget/web', { disruptionsAllowed: 1 });
    c.expect().expectEvent('WorkloadStatus', 'PodDisruptionBudget/web', { currentHealthy: 2 });
  });
});
