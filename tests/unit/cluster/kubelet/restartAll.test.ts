// RestartAllContainers (1.36+) as facts: the kill sequence, and a deletion in the middle.
import { describe, it } from 'vitest';
import { sim } from '../../helpers/driver.ts';

const POD = `apiVersion: podterm.dev/v1
kind: Scenario
spec:
  nodes: 1
  duration: 40s
  actions:
  - {at: 10s, do: exit, target: pod/trainer, container: worker, exitCode: 42}
  - {at: DELETE_AT, do: delete, target: pod/trainer}
---
apiVersion: v1
kind: Pod
metadata:
  name: trainer
  annotations: {podterm.dev/process.b: "sigterm=exit:1500ms"}
spec:
  restartPolicy: Never
  terminationGracePeriodSeconds: 30
  containers:
  - {name: a, image: nginx:1.27, command: ["sh", "-c", "sleep 3600"]}
  - {name: b, image: nginx:1.27}
  - name: worker
    image: trainer:1
    command: ["sh", "-c", "sleep 3600"]
    restartPolicy: Never
    restartPolicyRules:
    - {action: RestartAllContainers, exitCodes: {operator: In, values: [42]}}
`;

describe('RestartAllContainers', () => {
  it('kills one container at a time, each with the 2 s minimum, whatever the grace', () => {
    sim(POD.replace('DELETE_AT', '39s'))
      .on('1.36')
      .runUntil('20s')
      .expectEvent('SignalSent', 'Pod/trainer', { container: 'a', gracePeriodSeconds: 2 })
      .at('10s')
      .expectEvent('SignalSent', 'Pod/trainer', { container: 'a', signal: 'SIGKILL' })
      .at('12s')
      .expectEvent('SignalSent', 'Pod/trainer', { container: 'b', gracePeriodSeconds: 2 })
      .at('12s')
      .expectEvent('ContainerExited', 'Pod/trainer', { container: 'b' })
      .at('13.5s')
      .expectEvent('PodConditionSet', 'Pod/trainer', { status: 'False' })
      .at('14.5s')
      .expectEvent('ContainerStarted', 'Pod/trainer', { container: 'a' })
      .nth(2)
      .at('14.5s')
      .expectNo('PodPhaseChanged', 'Pod/trainer', { phase: 'Pending' });
  });

  it('a DELETE in the middle kills the rest with the Pod’s grace and ends the restart', () => {
    sim(POD.replace('DELETE_AT', '11s'))
      .on('1.36')
      .run()
      .expectEvent('SignalSent', 'Pod/trainer', { container: 'b', gracePeriodSeconds: 30 })
      .at('11.1s')
      .expectNo('PodConditionSet', 'Pod/trainer', { status: 'False' })
      .expectEvents('ContainerStarted', 'Pod/trainer', { container: 'a' })
      .count(1)
      .expectEvent('PodRemoved', 'Pod/trainer');
  });
});
