// The "why" sentences the simulation attaches to trace events: the rule and the Kubernetes
// function it comes from. Kept in one table so the page can say them in other languages.
export const WHYS = {
  evicted: 'The kubelet evicted the pod under node pressure (eviction_manager.go evictPod).',
  nodeShutdown:
    'Pod was terminated in response to imminent node shutdown. (nodeshutdown_manager killPods)',
  nodeShutdownAdmit:
    'Pod was rejected as the node is shutting down. (nodeshutdown_manager Admit: reason NodeShutdown)',
  deadline:
    'active_deadline.go: the pod outlived activeDeadlineSeconds; the phase is published once its containers stopped (#108366).',
  terminalPhase:
    'kubelet_pods.go getPhase: from 1.27 a pod the kubelet terminated ends Succeeded if every container exited 0, else Failed (#115331).',
  podGC:
    'PodGC marks the pod Failed and force-deletes it (gc_controller.go markFailedAndDeletePodWithCondition).',
} as const;

export type WhyKey = keyof typeof WHYS;

/** The key of an English sentence of this table, or null. */
export function whyKeyOf(text: string): WhyKey | null {
  return (Object.keys(WHYS) as WhyKey[]).find((k) => WHYS[k] === text) ?? null;
}
