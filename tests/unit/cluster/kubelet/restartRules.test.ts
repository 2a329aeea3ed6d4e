// Container restart rules (pkg/api/v1/pod/util.go ContainerShouldRestart,
// FindMatchingContainerRestartRule) and where the version decides them: ContainerRestartRules
// beta and on from 1.35, RestartAllContainersOnContainerExits beta and on from 1.36.
import { trainerPod } from '../../helpers/trainerPod.ts';
import { describe, expect, it } from 'vitest';
import {
  containerShouldRestart,
  matchingRule,
  restartsAfterProbeKill,
  restartsAllContainers,
} from '../../../../src/cluster/kubelet/restartRules.ts';
import type { ContainerRestartRule } from '../../../../src/manifest/model/model.ts';
import { loadScenario } from '../../../../src/manifest/load/loadScenario.ts';
import { kube } from '../../../../src/versions/version.ts';
import { container, ignoresSigterm } from '../../helpers/build.ts';
import { sim } from '../../helpers/driver.ts';

const rule = (
  action: ContainerRestartRule['action'],
  operator: 'In' | 'NotIn',
  values: number[],
): ContainerRestartRule => ({ action, exitCodes: { operator, values } });

const trainer = container('main', ignoresSigterm(), {
  restartPolicy: 'Never',
  restartPolicyRules: [rule('Restart', 'In', [42]), rule('RestartAllContainers', 'NotIn', [0])],
});

describe('ContainerShouldRestart', () => {
  it('takes the first rule that matches, In and NotIn', () => {
    expect(matchingRule(trainer, 42)?.action).toBe('Restart');
    expect(matchingRule(trainer, 1)?.action).toBe('RestartAllContainers');
    expect(matchingRule(trainer, 0)).toBeNull();
  });

  it('the container’s own policy overrides the Pod’s, both ways', () => {
    expect(containerShouldRestart(kube(35), trainer, 'Always', 0)).toBe(false);
    const onFailure = container('c', ignoresSigterm(), { restartPolicy: 'OnFailure' });
    expect(containerShouldRestart(kube(35), onFailure, 'Never', 1)).toBe(true);
    expect(containerShouldRestart(kube(35), onFailure, 'Never', 0)).toBe(false);
  });

  it('a rule restarts even exit 0 under restartPolicy Never', () => {
    const zero = container('c', ignoresSigterm(), {
      restartPolicy: 'Never',
      restartPolicyRules: [rule('Restart', 'In', [0])],
    });
    expect(containerShouldRestart(kube(35), zero, 'Never', 0)).toBe(true);
  });

  it('RestartAllContainers falls back to the container’s policy while its gate is off', () => {
    expect(containerShouldRestart(kube(35), trainer, 'Never', 1)).toBe(false);
    expect(restartsAllContainers(kube(35), trainer, 1)).toBe(false);
    expect(containerShouldRestart(kube(36), trainer, 'Never', 1)).toBe(true);
    expect(restartsAllContainers(kube(36), trainer, 1)).toBe(true);
    expect(restartsAllContainers(kube(36), trainer, 42)).toBe(false);
  });

  it('a probe kill asks the container-level policy only (computePodActions)', () => {
    expect(restartsAfterProbeKill(kube(35), trainer, 'Always')).toBe(false);
    expect(restartsAfterProbeKill(kube(34), trainer, 'Always')).toBe(true);
  });
});

const withAction = trainerPod;

// These fail if the stage of ContainerRestartRules or RestartAllContainersOnContainerExits
// in gates.ts moves: the behaviour of each minor is pinned here.
describe('the gates’ stages, by what the kubelet does', () => {
  it('1.34 drops the rule: one start, the Pod fails', () => {
    sim(withAction('Restart'))
      .on('1.34')
      .run()
      .expectEvents('ContainerStarted', 'Pod/trainer')
      .count(1)
      .expectEvent('PodPhaseChanged', 'Pod/trainer', { phase: 'Failed' })
      .at('3.7s');
  });

  it('1.35 restarts in place: at once, then after 10 s of back-off; the Pod stays Running', () => {
    // From 1.35 the sync stopped by the back-off requeues the Pod at its expiry, jittered by
    // up to half of it (pod_workers.go completeWork, #133066): 15.2–20.2 s.
    sim(withAction('Restart'))
      .on('1.35')
      .run()
      .expectEvent('ContainerStarted', 'Pod/trainer')
      .nth(2)
      .at('3.2s')
      .expectEvent('ContainerStarted', 'Pod/trainer')
      .nth(3)
      .between('15.2s', '20.2s')
      .expectNo('PodPhaseChanged', 'Pod/trainer', { phase: 'Failed' });
  });

  it('1.35 refuses RestartAllContainers, 1.36 restarts the whole Pod', () => {
    const refused = loadScenario(withAction('RestartAllContainers'), { version: kube(35) });
    expect(refused.diagnostics.filter((d) => d.severity === 'error').map((d) => d.message)).toEqual(
      [
        'spec.containers[0].restartPolicyRules[0].action: Unsupported value: "RestartAllContainers": supported values: "Restart"',
      ],
    );
    sim(withAction('RestartAllContainers'))
      .on('1.36')
      .run()
      .expectEvent('PodConditionSet', 'Pod/trainer', {
        type: 'AllContainersRestarting',
        status: 'True',
      })
      .at('3.2s')
      // The source container was already gone: nothing to kill, removed, started a sync later.
      .expectNo('KubeEvent', 'Pod/trainer', { reason: 'Killing' })
      .expectEvent('ContainerStarted', 'Pod/trainer')
      .nth(2)
      .at('4.2s');
  });

  it('on 1.36 a restart of the whole Pod has no back-off: each loop starts a sync later', () => {
    sim(withAction('RestartAllContainers'))
      .on('1.36')
      .run()
      .expectEvents('ContainerStarted', 'Pod/trainer')
      .at('1.2s', '4.2s', '7.2s', '10.2s', '13.2s', '16.2s', '19.2s')
      .expectNo('KubeEvent', 'Pod/trainer', { reason: 'BackOff' });
  });
});
