// Deleting owners (semantics Part B G1–G5, scenario 19): Background, Foreground, Orphan.
import { describe, expect, it } from 'vitest';
import type { ActionModel, ScenarioModel } from '../../../src/manifest/model.ts';
import {
  action,
  all,
  container,
  find,
  ignoresSigterm,
  run,
  scenario,
  webDeployment,
} from '../helpers/build.ts';

const T0 = 10_000;

function deployment(policy: ActionModel['propagationPolicy']): ScenarioModel {
  return scenario(31, {
    durationMs: 90_000,
    deployments: [webDeployment(2, [container('app', ignoresSigterm())])],
    actions: [action(T0, 'delete', 'deployment/web', { propagationPolicy: policy })],
  });
}

const removedAt = (trace: ReturnType<typeof run>, prefix: string) =>
  all(trace, 'ObjectRemoved').find((e) => e.object.startsWith(prefix))?.t;

describe('deleting a Deployment', () => {
  it('Background (kubectl default): Deployment and ReplicaSet gone at once, pods 30 s later', () => {
    const trace = run(deployment(null));
    expect(removedAt(trace, 'Deployment/web')).toBe(T0);
    expect(removedAt(trace, 'ReplicaSet/web-')).toBe(T0 + 100);
    expect(all(trace, 'DeletionRequested').map((e) => e.t)).toEqual([T0 + 200, T0 + 200]);
    expect(all(trace, 'PodRemoved')).toHaveLength(2);
    expect(all(trace, 'PodCreated')).toHaveLength(2); // no replacement: the ReplicaSet is gone
  });

  it('Foreground: the Deployment stays until its pods are gone', () => {
    const trace = run(deployment('Foreground'));
    const podsGone = Math.max(...all(trace, 'PodRemoved').map((e) => e.t));
    expect(removedAt(trace, 'ReplicaSet/web-')).toBeGreaterThanOrEqual(podsGone);
    expect(removedAt(trace, 'Deployment/web')).toBeGreaterThanOrEqual(podsGone);
    expect(podsGone).toBeGreaterThan(T0 + 30_000);
  });

  it('Orphan: the ReplicaSet and its pods keep running', () => {
    const trace = run(deployment('Orphan'));
    expect(removedAt(trace, 'Deployment/web')).toBe(T0);
    expect(removedAt(trace, 'ReplicaSet/')).toBeUndefined();
    expect(find(trace, 'DeletionRequested')).toBeUndefined();
  });
});
