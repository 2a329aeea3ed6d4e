// status.terminatingReplicas on ReplicaSets and Deployments (KEP-3973,
// DeploymentReplicaSetTerminatingReplicas beta on from 1.35): what is counted, when it is
// written, and that versions without the gate never write it.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { terminatingReplicasStatus } from '../../../../../src/versions/features.ts';
import { kube } from '../../../../../src/versions/version.ts';
import { versionNote } from '../../../../../src/versions/versionNotes.ts';
import { sim } from '../../../helpers/driver.ts';

const text = readFileSync(
  join(import.meta.dirname, '../../../../fixtures/rules/deployment/terminating-replicas-1.35.yaml'),
  'utf8',
);
const OLD_RS = 'ReplicaSet/web-59d4f84799';

describe('status.terminatingReplicas', () => {
  it('exists from 1.35 (alpha and off in 1.33–1.34)', () => {
    expect(terminatingReplicasStatus(kube(34))).toBe(false);
    expect(terminatingReplicasStatus(kube(35))).toBe(true);
    expect(terminatingReplicasStatus(kube(37))).toBe(true);
  });

  it('a pod being deleted is written one watch after its deletionTimestamp, with the note', () => {
    const r = sim(text).on('1.35').run();
    const deleted = r.timeOf('DeletionRequested', 'Pod/web-59d4f84799-*');
    const write = r
      .expectEvent('WorkloadStatus', OLD_RS, { terminatingReplicas: 1 })
      .between(deleted, deleted + 200).event;
    expect(write.changed).toBe(versionNote('terminatingReplicas', kube(35)));
    // The Deployment sums its ReplicaSets once its informer hears of the write.
    r.expectEvent('WorkloadStatus', 'Deployment/web', { terminatingReplicas: 1 }).after(write.t);
  });

  it('a terminating pod stops counting once it is Failed, before it leaves the API', () => {
    const r = sim(text).on('1.36').run();
    const failed = r.timeOf('PodPhaseChanged', 'Pod/web-59d4f84799-*', { phase: 'Failed' });
    const removed = r.timeOf('PodRemoved', 'Pod/web-59d4f84799-*');
    r.expectEvent('WorkloadStatus', OLD_RS, { terminatingReplicas: 1 })
      .nth(2)
      .after(failed)
      .before(removed);
    const zero = r.expectEvent('WorkloadStatus', OLD_RS, { terminatingReplicas: 0 }).nth(2).event;
    expect(zero.changed).toBeUndefined();
  });

  it('1.34 writes no status when a terminating pod goes', () => {
    const r = sim(text).on('1.34').run();
    r.expectNo('WorkloadStatus', { terminatingReplicas: 0 });
    const removed = r.timeOf('PodRemoved', 'Pod/web-59d4f84799-*');
    expect(r.trace.events.some((e) => e.type === 'WorkloadStatus' && e.t >= removed - 5000)).toBe(
      false,
    );
  });
});
