// Whether a container that exited starts again: the Pod's restartPolicy, or from 1.35
// (ContainerRestartRules) the container's own restartPolicy and restartPolicyRules, and
// from 1.36 (RestartAllContainersOnContainerExits) a rule that restarts the whole Pod.
import type {
  ContainerModel,
  ContainerRestartRule,
  RestartPolicy,
} from '../../manifest/model/model.ts';
import type { KubeVersion } from '../../versions/version.ts';
import { containerRestartRules, restartAllContainers } from '../../versions/features.ts';

/** A restartPolicy's answer for an exit code (the Pod's, or a container's own). */
export function shouldRestart(policy: RestartPolicy, exitCode: number): boolean {
  return policy === 'Always' || (policy === 'OnFailure' && exitCode !== 0);
}

/** pkg/api/v1/pod/util.go FindMatchingContainerRestartRule: the first rule that matches. */
export function matchingRule(c: ContainerModel, exitCode: number): ContainerRestartRule | null {
  for (const rule of c.restartPolicyRules ?? []) {
    const { operator, values } = rule.exitCodes;
    if (values.includes(exitCode) === (operator === 'In')) return rule;
  }
  return null;
}

/** The container's own policy where the kubelet honours it, else the Pod's. */
const policyOf = (v: KubeVersion, c: ContainerModel, podPolicy: RestartPolicy): RestartPolicy =>
  containerRestartRules(v) && c.restartPolicy !== undefined ? c.restartPolicy : podPolicy;

/**
 * pkg/api/v1/pod/util.go ContainerShouldRestart (container/helpers.go
 * ShouldContainerBeRestarted calls it with the gate on): a matching rule restarts; without
 * one the container's own policy decides; the Pod's only when the container has none.
 */
export function containerShouldRestart(
  v: KubeVersion,
  c: ContainerModel,
  podPolicy: RestartPolicy,
  exitCode: number,
): boolean {
  if (!containerRestartRules(v) || c.restartPolicy === undefined)
    return shouldRestart(podPolicy, exitCode);
  const rule = matchingRule(c, exitCode);
  if (rule?.action === 'Restart') return true;
  // With RestartAllContainersOnContainerExits off, the container-level policy decides.
  if (rule?.action === 'RestartAllContainers' && restartAllContainers(v)) return true;
  return shouldRestart(c.restartPolicy, exitCode);
}

/**
 * pkg/kubelet/container/helpers.go ShouldAllContainersRestart: the exit matches a rule
 * whose action is RestartAllContainers.
 */
export const restartsAllContainers = (v: KubeVersion, c: ContainerModel, exitCode: number) =>
  restartAllContainers(v) && matchingRule(c, exitCode)?.action === 'RestartAllContainers';

/**
 * kuberuntime_manager.go computePodActions: a container its probe killed restarts unless
 * its restartPolicy is Never ("for probe failures, use container-level restart policy only").
 */
export const restartsAfterProbeKill = (
  v: KubeVersion,
  c: ContainerModel,
  podPolicy: RestartPolicy,
): boolean => policyOf(v, c, podPolicy) !== 'Never';
