// A failed Job pod against spec.podFailurePolicy, as
// pkg/controller/job/pod_failure_policy.go matchPodFailurePolicy does it — the first
// matching rule wins; no match counts the failure like a `Count` rule.
import type { PodFailurePolicyRule } from '../../../manifest/model/model.ts';
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
      const hit = matchOnPodConditions(pod, rule.onPodConditions);
      if (!hit) continue;
      return {
        action: rule.action,
        message:
          rule.action === 'FailJob'
            ? `Pod ${namespace}/${pod.name} has condition ${hit} matching FailJob rule at index ${index}`
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

/**
 * matchOnPodConditions: the first of the Pod's conditions (in status order) whose type and
 * status a pattern names; returns its type.
 */
function matchOnPodConditions(
  pod: PodRecord,
  patterns: NonNullable<PodFailurePolicyRule['onPodConditions']>,
): string | null {
  for (const c of podConditions(pod))
    if (patterns.some((p) => p.type === c.type && p.status === c.status)) return c.type;
  return null;
}

/**
 * The Pod's status.conditions as podterm tracks them: the kubelet's own (its order, as
 * status/generate.go writes them), then DisruptionTarget and the conditions clients patched,
 * in the order they were set.
 */
function podConditions(pod: PodRecord): { type: string; status: string }[] {
  const ready = pod.ready ? 'True' : 'False';
  const out = [
    { type: 'Ready', status: ready },
    { type: 'ContainersReady', status: pod.containersReady ? 'True' : 'False' },
    { type: 'PodScheduled', status: pod.nodeName !== null ? 'True' : 'False' },
  ];
  if (pod.disruptionTarget !== null) out.push({ type: 'DisruptionTarget', status: 'True' });
  for (const [type, c] of pod.patchedConditions)
    if (type !== 'DisruptionTarget' || pod.disruptionTarget === null)
      out.push({ type, status: c.status });
  return out;
}
