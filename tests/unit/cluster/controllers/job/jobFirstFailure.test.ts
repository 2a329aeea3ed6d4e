// A Job's first failed Pod, as facts per version: the seed-000 job-04 setup (a Job deadline of
// 50 s, its Pods' own activeDeadlineSeconds shorter, restartPolicy Never, backoffLimit 6).
//
// 1.21 (job_controller.go): updatePod enqueues the Job after getBackoff(queue, key), which is
// 0 while queue.NumRequeues(key) is 0, so the sync that sees the first failure runs at once,
// and syncJob calls manageJob in that same sync, which creates the replacement; only then
// does it write the status and return `failed pod(s) detected for job key`, whose
// AddRateLimited (ItemExponentialFailureRateLimiter, DefaultJobBackOff 10 s) delays the next
// failure's sync. The kubelet of 1.21 publishes Failed at the Pod's deadline
// (generateAPIPodStatus → ShouldEvict), so the replacement follows the deadline at once.
// From 1.22 the kubelet publishes Failed only once the containers stopped (the pod worker
// rewrite): a Pod that ignores SIGTERM fails 30 s later.
import { describe, it } from 'vitest';
import { sim } from '../../../helpers/driver.ts';

/** job-04 with the Pods' activeDeadlineSeconds `podDeadline`. */
const job04 = (podDeadline: number): string => `apiVersion: podterm.dev/v1
kind: Scenario
metadata: {name: job-04}
spec:
  kubernetesVersion: "1.21"
  nodes: 1
  duration: 120s
---
apiVersion: batch/v1
kind: Job
metadata:
  name: job-04
spec:
  activeDeadlineSeconds: 50
  template:
    spec:
      activeDeadlineSeconds: ${podDeadline}
      restartPolicy: Never
      containers:
        - name: main-container
          image: busybox
          command: ["sh", "-c", "for i in 1 2 3 4 5 6 7 8 9; do sleep 10; echo $i; done"]
`;

describe('1.21: the first failure is replaced in the sync that sees it (no back-off)', () => {
  it('a Pod deadline of 40 s: Failed at 40.7 s, the 2nd Pod 0.1 s later (the seed’s 40 s)', () => {
    sim(job04(40))
      .on('1.21')
      .run()
      .expectEvent('PodPhaseChanged', { phase: 'Failed', reason: 'DeadlineExceeded' })
      .at('40.7s')
      .expectEvents('PodCreated')
      .count(2)
      .at('0s', '40.8s')
      .expectEvent('KubeEvent', 'Job/job-04', { reason: 'SuccessfulDelete' })
      .at('50s')
      // Once: the cluster's x2 is the race of a re-sync reading a stale Job (see the seed's
      // finding); job-01 and job-03 in the same article show this outcome.
      .expectEvents('KubeEvent', 'Job/job-04', { reason: 'DeadlineExceeded' })
      .count(1);
  });

  it('a Pod deadline of 30 s would have put the 2nd Pod at 30.8 s, not 40 s', () => {
    sim(job04(30)).on('1.21').run().expectEvents('PodCreated').count(2).at('0s', '30.8s');
  });
});

describe('1.22+: Failed only once the containers stopped', () => {
  it.each(['1.22', '1.26', '1.34'])(
    '%s: the Pod ignoring SIGTERM fails after the Job’s deadline: no 2nd Pod',
    (v) => {
      sim(job04(40))
        .on(v)
        .run()
        .expectEvents('PodCreated')
        .count(1)
        .expectEvent('PodPhaseChanged', { phase: 'Failed' })
        .after('70s');
    },
  );
});
