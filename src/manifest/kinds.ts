// The kinds podterm reads, with the apiVersion kubectl would accept for each.
export const API_VERSIONS: Readonly<Record<string, string>> = {
  Scenario: 'podterm.dev/v1',
  Pod: 'v1',
  Service: 'v1',
  Deployment: 'apps/v1',
  ReplicaSet: 'apps/v1',
  StatefulSet: 'apps/v1',
  DaemonSet: 'apps/v1',
  Job: 'batch/v1',
  CronJob: 'batch/v1',
  PodDisruptionBudget: 'policy/v1',
  PriorityClass: 'scheduling.k8s.io/v1',
};
