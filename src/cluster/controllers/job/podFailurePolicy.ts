// A failed Job pod against spec.podFailurePolicy, as
// pkg/controller/job/pod_failure_policy.go matchPodFailurePolicy does it — the first
// matching rule wins; no match counts the failure like a `Count` rule.
import type { PodFailurePolicyRule } from '../../../manifest/model.ts';
import type { PodRecord } from '../../apiserver/podStore.ts';

export interface PolicyMatch {
  action: PodFailurePolicyRule['action'];
  /** FailJob only: the Job's failure message. */
  message: string | null;
}

export function matchPodFailurePolicy(
  rules: readonly PodFailurePolicyRule[],
  pod: PodRecord,
  namespace = 'default',
): PolicyMatch | null {
  for (const [index, rule] of rules.entries()) {
    if (rule.onExitCodes) {
      const hit = matchOnExitCodes(pod, rule.onExitCodes);
      if (!hit) continue;
      return {
        action: rule.action,
        message:
          rule.action === 'FailJob'
            ? `Container ${hit.name} for pod ${namespace}/${pod.name} failed with exit code ${hit.code} matching FailJob rule at index ${index}`
            : null,
      };
    }
    if (rule.onPodConditions) {
      const hit = rule.onPodConditions.find((p) => conditionStatus(pod, p.type) === p.status);
      if (!hit) continue;
      return {
        action: rule.action,
        message:
          rule.action === 'FailJob'
            ? `Pod ${namespace}/${pod.name} has condition ${hit.type} matching FailJob rule at index ${index}`
            : null,
      };
    }
  }
  return null;
}

/**
 * matchOnExitCodes / getMatchingContainerFromList: the first terminated container (regular
 * containers in order, then init containers) with a non-zero exit code the operator accepts.
 */
function matchOnExitCodes(
  pod: PodRecord,
  req: NonNullable<PodFailurePolicyRule['onExitCodes']>,
): { name: string; code: number } | null {
  const names = [...pod.template.containers, ...pod.template.initContainers].map((c) => c.name);
  for (const name of names) {
    const code = pod.exitCodes.get(name);
    if (code === undefined || code === 0) continue;
    if (req.containerName !== null && req.containerName !== name) continue;
    const listed = req.values.includes(code);
    if (req.operator === 'In' ? listed : !listed) return { name, code };
  }
  return null;
}

/** The pod conditions podterm tracks, as status.conditions would show them. */
function conditionStatus(pod: PodRecord, type: string): 'True' | 'False' | null {
  switch (type) {
    case 'DisruptionTarget':
      return pod.disruptionTarget !== null ? 'True' : null;
    case 'Ready':
    case 'ContainersReady':
      return pod.ready ? 'True' : 'False';
    case 'PodScheduled':
      return pod.nodeName !== null ? 'True' : 'False';
    default:
      return null;
  }
}
