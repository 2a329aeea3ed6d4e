// Deleting owners (garbagecollector.go attemptToDeleteItem): Background, Foreground, Orphan.
import { describe, expect, it } from 'vitest';
import type { ActionModel, ScenarioModel } from '../../../../../src/manifest/model/model.ts';
import { JOB_ORPHAN_WARNING } from '../../../../../src/cluster/controllers/garbagecollector/garbageCollector.ts';
import {
  action,
  all,
  container,
  find,
  ignoresSigterm,
  jobModel,
  run,
  scenario,
  template,
  webDeployment,
} from '../../../helpers/build.ts';

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

describe('deleting a Job (DefaultGarbageCollectionPolicy Orphan)', () => {
  const deleted = (minor: number, more: Partial<ActionModel>) =>
    run(
      scenario(minor, {
        durationMs: 60_000,
        jobs: [jobModel(template([container('main', ignoresSigterm())]))],
        actions: [action(T0, 'delete', 'job/job', more)],
      }),
    );

  it('a plain API DELETE orphans the pods (batch/v1 default), with the warning from 1.23', () => {
    const trace = deleted(23, { api: true });
    expect(find(trace, 'ObjectRemoved')).toMatchObject({
      t: T0,
      data: { propagationPolicy: 'Orphan', warning: JOB_ORPHAN_WARNING },
    });
    expect(find(trace, 'DeletionRequested')).toBeUndefined();
    expect(find(deleted(22, { api: true }), 'ObjectRemoved')?.data.warning).toBeUndefined();
  });

  it('kubectl delete sends Background: the pods go, and there is no warning', () => {
    const trace = deleted(31, {});
    expect(find(trace, 'ObjectRemoved')?.data).toEqual({ propagationPolicy: 'Background' });
    expect(find(trace, 'DeletionRequested')?.t).toBe(T0 + 100);
  });
});
