// The controllers' own writes, each from the change its sync acted on, read off fixtures'
// runs: StatefulSet ordinal order, DaemonSet, Job, ReplicaSet adoption, node lifecycle, PodGC,
// the scheduler.
import { describe, expect, it } from 'vitest';
import { causes, find, kube, of, run } from './helpers.ts';

describe('StatefulSet (stateful_set_control.go, OrderedReady)', () => {
  const trace = run('tests/fixtures/kubernetes-io/application/web/web.yaml');

  it('scales up one ordinal at a time: web-4 is made once web-3 is Ready', () => {
    const made = find(trace, of('PodCreated', 'Pod/web-4'));
    expect(causes(trace, made)).toEqual(['ordinal ← 62.5 PodReady Pod/web-3']);
  });

  it('scales down from the highest ordinal: web-3 goes once web-4 is gone', () => {
    const gone = find(trace, of('DeletionRequested', 'Pod/web-3'));
    expect(causes(trace, gone)).toEqual(['ordinal ← 122.6 PodRemoved Pod/web-4']);
  });

  it('rolls down the ordinals: web-1 is deleted once the new web-2 is Running and Ready', () => {
    const gone = find(trace, of('DeletionRequested', 'Pod/web-1'));
    expect(causes(trace, gone)).toEqual(['ordinal ← 203.9 PodReady Pod/web-2']);
    const last = find(trace, of('DeletionRequested', 'Pod/web-0'));
    expect(causes(trace, last)).toEqual(['ordinal ← 207.9 PodReady Pod/web-1']);
  });

  it('recreates a failed Pod: RecreatingFailedPod follows from its Failed phase', () => {
    const t = run('tests/fixtures/rules/statefulset/identity-1.27.yaml');
    const recreating = find(t, kube('RecreatingFailedPod'));
    expect(causes(t, recreating)).toEqual(['ordinal ← 70.6 PodPhaseChanged Failed Pod/web-1']);
    const deleted = find(t, kube('SuccessfulDelete'), recreating);
    expect(causes(t, deleted)).toEqual([
      'ordinal ← 70.7 KubeEvent RecreatingFailedPod StatefulSet/web',
    ]);
  });
});

describe('DaemonSet (daemon_controller.go podsShouldBeOnNode, syncNodes)', () => {
  const trace = run('tests/fixtures/rules/daemonset/backoff-1.31.yaml');
  const pod = 'Pod/agent-mzstl';

  it('deletes a failed daemon Pod (FailedDaemonPod) and makes another on its node', () => {
    const failed = '11.5 PodPhaseChanged Failed Pod/agent-mzstl';
    expect(causes(trace, find(trace, kube('FailedDaemonPod')))).toEqual([`daemon ← ${failed}`]);
    expect(causes(trace, find(trace, of('DeletionRequested', pod)))).toEqual([
      `daemon ← ${failed}`,
    ]);
    // Grace 0: the API server removes it at once.
    expect(causes(trace, find(trace, of('PodRemoved', pod)))).toEqual([
      'gone ← 11.6 DeletionRequested Pod/agent-mzstl',
    ]);
    expect(causes(trace, find(trace, of('PodCreated', 'Pod/agent-6wd2q')))).toEqual([
      'daemon ← 11.6 PodRemoved Pod/agent-mzstl',
    ]);
  });

  it('rolls an update: the next old Pod goes once the new one on the node before is Ready', () => {
    const t = run('tests/fixtures/kubernetes-io/controllers/fluentd-daemonset-update.yaml');
    const second = find(t, (e) => e.type === 'DeletionRequested' && e.t === 33_000);
    expect(causes(t, second)).toEqual([expect.stringMatching(/^daemon ← 3\d\.\d PodReady Pod\//)]);
  });
});

describe('Job (job_controller.go syncJob, manageJob)', () => {
  it('a success policy met deletes the Pods still running', () => {
    const t = run('tests/fixtures/kubernetes-io/controllers/job-success-policy.yaml');
    const gone = find(t, of('DeletionRequested', 'Pod/job-success-4-fq476'));
    expect(causes(t, gone)).toEqual(['job ← 4.3 JobConditionSet Job/job-success']);
  });

  it('a Job past its activeDeadlineSeconds fails from its start, then deletes its Pod', () => {
    const t = run('src/presets/job-deadline.yaml');
    const failed = find(
      t,
      (e) => e.type === 'JobConditionSet' && e.data.reason === 'DeadlineExceeded',
    );
    expect(causes(t, failed)).toEqual([expect.stringMatching(/^deadline ← 0 ObjectCreated Job\//)]);
  });

  it('a Job meets its success criteria once its last Pod succeeded, then is Complete', () => {
    const t = run('tests/fixtures/kubernetes-io/controllers/job.yaml');
    const met = find(t, (e) => e.type === 'JobConditionSet');
    expect(causes(t, met)).toEqual([
      expect.stringMatching(/^jobSync ← [\d.]+ PodPhaseChanged Succeeded Pod\/pi-/),
    ]);
    const done = find(t, (e) => e.type === 'JobConditionSet' && e.data.type === 'Complete');
    if (done !== met) expect(causes(t, done)).toEqual(['jobSync ← 5.3 JobConditionSet Job/pi']);
  });
});

describe('ReplicaSet (replica_set.go manageReplicas after ClaimPods)', () => {
  it('adopts bare Pods its selector matches, then deletes the ones over spec.replicas', () => {
    const t = run('tests/fixtures/kubernetes-io/controllers/frontend-then-pod-rs.yaml');
    const gone = find(t, of('DeletionRequested', 'Pod/pod1'));
    expect(causes(t, gone)).toEqual([expect.stringMatching(/^replicas ← 10.1 PodOwnerChanged /)]);
  });
});

describe('the node lifecycle controller, its taint manager and PodGC', () => {
  it('a lost node is NotReady after the grace period; its Pod is evicted 300 s later', () => {
    const t = run('tests/fixtures/rules/nodes/node-lost-1.25.yaml');
    const notReady = find(t, kube('NodeNotReady', 'Node/node-a'));
    expect(causes(t, notReady)).toEqual(['node ← 10 ActionApplied Node/node-a']);
    expect(causes(t, find(t, of('PodNotReady', 'Pod/db')))).toEqual([
      'node ← 50 KubeEvent NodeNotReady Node/node-a',
    ]);
    const eviction = find(t, kube('TaintManagerEviction'));
    expect(causes(t, eviction)).toEqual(['node ← 50 KubeEvent NodeNotReady Node/node-a']);
    expect(causes(t, find(t, of('DeletionRequested', 'Pod/db')))).toEqual([
      'node ← 350 KubeEvent TaintManagerEviction Pod/db',
    ]);
  });

  it('PodGC force-deletes a terminating Pod of a NotReady out-of-service node', () => {
    const t = run('tests/fixtures/rules/nodes/out-of-service-1.26.yaml');
    const marked = find(t, (e) => e.type === 'PodPhaseChanged' && e.lane === 'api-server');
    expect(causes(t, marked)).toEqual([
      'podgc ← 60 DeletionRequested Pod/db',
      'podgc ← 60 ActionApplied Node/node-a',
    ]);
    const force = find(t, (e) => e.type === 'DeletionRequested' && e.data.gracePeriodSeconds === 0);
    expect(causes(t, force)).toEqual(['podgc ← 60 PodPhaseChanged Failed Pod/db']);
  });
});

describe('the scheduler (schedule_one.go)', () => {
  it('FailedScheduling follows the Pod’s creation; its binding, the Pod that freed room', () => {
    const t = run('tests/fixtures/rules/scheduling/fit-deleted-frees-1.24.yaml');
    const failed = find(t, kube('FailedScheduling'));
    const pod = t.events[failed]!.object;
    expect(causes(t, failed)).toEqual([
      expect.stringMatching(new RegExp(`^unschedulable ← [\\d.]+ PodCreated ${pod}$`)),
    ]);
    const bound = find(t, of('PodScheduled', pod));
    expect(causes(t, bound)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^room ← [\d.]+ (PodRemoved|ActionApplied|PodPhaseChanged)/),
      ]),
    );
  });
});
