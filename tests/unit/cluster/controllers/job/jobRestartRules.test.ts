// The Job controller and container restart rules (job_controller.go): a restart in place is
// no Pod failure. With a Never template the Job never hears of it; with an OnFailure
// template pastBackoffLimitOnFailure sums the Pods' restartCount, rule restarts included.
import { describe, it } from 'vitest';
import { sim } from '../../../helpers/driver.ts';

const job = (podPolicy: 'Never' | 'OnFailure') => `apiVersion: podterm.dev/v1
kind: Scenario
spec:
  nodes: 1
  duration: 40s
  actions:
  - {at: 5s, do: exit, target: pod/train, container: main, exitCode: 42}
---
apiVersion: batch/v1
kind: Job
metadata: {name: train}
spec:
  backoffLimit: 1
  template:
    spec:
      restartPolicy: ${podPolicy}
      containers:
      - name: main
        image: trainer:1
        command: ["sh", "-c", "sleep 10"]
        restartPolicy: Never
        restartPolicyRules:
        - {action: Restart, exitCodes: {operator: In, values: [42]}}
`;

describe('restart rules and the Job controller (1.35)', () => {
  it('a Never template: the restart in place is invisible, the Job completes', () => {
    sim(job('Never'))
      .on('1.35')
      .run()
      .expectEvents('PodCreated')
      .count(1)
      .expectNo('JobConditionSet', 'Job/train', { type: 'Failed' })
      .expectEvent('JobConditionSet', 'Job/train', { type: 'Complete' })
      .between('15s', '17s');
  });

  it('an OnFailure template: the rule’s restart counts toward backoffLimit 1', () => {
    sim(job('OnFailure'))
      .on('1.35')
      .run()
      .expectEvent('JobConditionSet', 'Job/train', {
        type: 'FailureTarget',
        reason: 'BackoffLimitExceeded',
      })
      .between('5s', '7s')
      .expectNo('JobConditionSet', 'Job/train', { type: 'Complete' });
  });
});
