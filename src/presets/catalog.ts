// The preset scenarios' titles and lessons, by file (no text here, so Node code such as
// the benchmarks can list them without Vite's `?raw` imports).
/** The gallery's groups, in the order a workshop tells them. */
export const STORIES = [
  'Pod termination and traffic',
  'The request path',
  'Jobs and deadlines',
  'CronJobs',
  'Nodes and disruptions',
  'Version differences',
] as const;
export type Story = (typeof STORIES)[number];

export interface PresetInfo {
  id: string;
  file: string;
  title: string;
  lesson: string;
  story: Story;
  /** The preset this one is told against: the gallery opens the two as a compare (A, B). */
  compareWith?: string;
}

export const CATALOG: readonly PresetInfo[] = [
  {
    id: 'default',
    file: 'default.yaml',
    title: 'Delete one Pod under traffic',
    lesson: 'Without preStop, requests fail for about the kube-proxy lag.',
    story: 'Pod termination and traffic',
    compareWith: 'prestop-sleep',
  },
  {
    id: 'prestop-sleep',
    file: 'prestop-sleep.yaml',
    title: 'preStop sleep 5 s',
    lesson: 'The Pod leaves every node’s rules before SIGTERM: no request fails.',
    story: 'Pod termination and traffic',
  },
  {
    id: 'rolling-update-no-prestop',
    file: 'rolling-update-no-prestop.yaml',
    title: 'Rolling update, no preStop',
    lesson:
      'Each old Pod closes its listener at SIGTERM while kube-proxy still routes to it: three short outages.',
    story: 'Pod termination and traffic',
    compareWith: 'rolling-update-prestop',
  },
  {
    id: 'rolling-update-prestop',
    file: 'rolling-update-prestop.yaml',
    title: 'Rolling update, preStop sleep 5 s',
    lesson:
      'Each old Pod keeps serving until every node has dropped it: the rollout refuses no request.',
    story: 'Pod termination and traffic',
  },
  {
    id: 'ingress-nginx-rollout',
    file: 'ingress-nginx-rollout.yaml',
    title: 'Rolling update behind ingress-nginx',
    lesson:
      'NGINX retries the next peer, but its list lags 3.3 s: the last old Pod closes while it is the only one listed, 502.',
    story: 'The request path',
    compareWith: 'ingress-nginx-rollout-prestop',
  },
  {
    id: 'ingress-nginx-rollout-prestop',
    file: 'ingress-nginx-rollout-prestop.yaml',
    title: 'Behind ingress-nginx, preStop sleep 5 s',
    lesson: 'Each old Pod serves until NGINX’s workers have the new list: no request fails.',
    story: 'The request path',
  },
  {
    id: 'alb-ip-prestop-5s',
    file: 'alb-ip-prestop-5s.yaml',
    title: 'AWS ALB (IP targets), preStop 5 s',
    lesson:
      'The ALB keeps sending for ~10 s after deregistering the Pod: a preStop enough for kube-proxy gets 502s here.',
    story: 'The request path',
    compareWith: 'alb-ip-prestop-15s',
  },
  {
    id: 'alb-ip-prestop-15s',
    file: 'alb-ip-prestop-15s.yaml',
    title: 'AWS ALB (IP targets), preStop 15 s',
    lesson: 'The app outlasts the propagation lag: no request fails.',
    story: 'The request path',
  },
  {
    id: 'alb-ip-rollout',
    file: 'alb-ip-rollout.yaml',
    title: 'Rolling update behind an AWS ALB',
    lesson:
      'New Pods are Ready before the ALB has checked them: the old targets go first, and for 16 s there is none, 503.',
    story: 'The request path',
    compareWith: 'alb-ip-rollout-readiness-gate',
  },
  {
    id: 'alb-ip-rollout-readiness-gate',
    file: 'alb-ip-rollout-readiness-gate.yaml',
    title: 'Behind an AWS ALB, with the pod readiness gate',
    lesson:
      'A new Pod is Ready only once its target is healthy: a slower rollout, no request fails.',
    story: 'The request path',
  },
  {
    id: 'istio-classic-sidecar-1.32',
    file: 'istio-classic-sidecar-1.32.yaml',
    title: 'Istio classic sidecar, 1.32',
    lesson:
      'istio-proxy is killed 5 s after SIGTERM while the app still waits in its preStop: the ALB’s requests are refused.',
    story: 'The request path',
    compareWith: 'istio-native-sidecar-1.33',
  },
  {
    id: 'istio-native-sidecar-1.33',
    file: 'istio-native-sidecar-1.33.yaml',
    title: 'Istio native sidecar, 1.33',
    lesson: 'The proxy stops only after the app has exited: no request fails.',
    story: 'The request path',
  },
  {
    id: 'grpc-headless-pinned',
    file: 'grpc-headless-pinned.yaml',
    title: 'gRPC pinned to a terminating Pod',
    lesson:
      'One connection per client, kept past DNS and kube-proxy; after the kill, grpc-go waits 30 s to resolve again.',
    story: 'The request path',
  },
  {
    id: 'ignore-sigterm',
    file: 'ignore-sigterm.yaml',
    title: 'A Pod that ignores SIGTERM',
    lesson: 'PID 1 without a handler: SIGKILL after 30 s, exit 137.',
    story: 'Pod termination and traffic',
  },
  {
    id: 'rollout-no-prestop',
    file: 'rollout-no-prestop.yaml',
    title: 'Delete one Pod, no preStop (1.31)',
    lesson: 'SIGTERM and the endpoint removal race: new connections fail for about a second.',
    story: 'Pod termination and traffic',
  },
  {
    id: 'statefulset-ordered',
    file: 'statefulset-ordered-1.31.yaml',
    title: 'StatefulSet: in order, up and down',
    lesson:
      'web-1 waits for web-0 to be Ready; scaling down removes the highest ordinal first, one at a time.',
    story: 'Pod termination and traffic',
  },
  {
    id: 'daemonset-shutdown',
    file: 'daemonset-shutdown-1.27.yaml',
    title: 'DaemonSet on a node that shuts down',
    lesson:
      'The controller keeps making Pods the shutting-down kubelet refuses, under a growing back-off.',
    story: 'Nodes and disruptions',
  },
  {
    id: 'finalizer-1.26',
    file: 'finalizer-phase-1.26.yaml',
    title: 'Finalizer, 1.26',
    lesson: 'The phase stays Running after the kill; the finalizer keeps the object.',
    story: 'Version differences',
  },
  {
    id: 'finalizer-1.27',
    file: 'finalizer-phase-1.27.yaml',
    title: 'Finalizer, 1.27',
    lesson: 'From 1.27 a deleted Pod ends Failed (exit 137).',
    story: 'Version differences',
  },
  {
    id: 'trap-1.27',
    file: 'trap-phase-1.27.yaml',
    title: 'TERM trap, 1.27',
    lesson: 'The shell exits 0 on SIGTERM: the Pod ends Succeeded.',
    story: 'Version differences',
  },
  {
    id: 'restart-rules-1.35',
    file: 'restart-rules-1.35.yaml',
    title: 'Container restart rules, 1.35',
    lesson:
      'Exit 42 restarts the container in place under restartPolicy Never: the Pod stays Running, RESTARTS counts.',
    story: 'Version differences',
    compareWith: 'restart-rules-1.34',
  },
  {
    id: 'restart-rules-1.34',
    file: 'restart-rules-1.34.yaml',
    title: 'Container restart rules, 1.34',
    lesson: 'The gate is off: the rules are dropped and exit 42 fails the Pod.',
    story: 'Version differences',
  },
  {
    id: 'restart-all-containers-1.36',
    file: 'restart-all-containers-1.36.yaml',
    title: 'RestartAllContainers, 1.36',
    lesson:
      'One exit restarts the whole Pod in place: no preStop, SIGKILL 2 s after SIGTERM, init containers again, same Pod and IP.',
    story: 'Version differences',
  },
  {
    id: 'statefulset-max-unavailable-1.37',
    file: 'statefulset-max-unavailable-1.37.yaml',
    title: 'StatefulSet maxUnavailable 2, 1.37',
    lesson: 'The gate is on again: two Pods go at once, and the rollout ends in half the time.',
    story: 'Version differences',
    compareWith: 'statefulset-max-unavailable-1.36',
  },
  {
    id: 'statefulset-max-unavailable-1.36',
    file: 'statefulset-max-unavailable-1.36.yaml',
    title: 'StatefulSet maxUnavailable 2, 1.36',
    lesson: 'The gate is off (1.35.4 to 1.36): the field is dropped, one Pod at a time.',
    story: 'Version differences',
  },
  {
    id: 'pod-deadline',
    file: 'pod-deadline.yaml',
    title: 'Pod activeDeadlineSeconds (1.21)',
    lesson: 'Failed/DeadlineExceeded, SIGKILL 30 s later; the object stays.',
    story: 'Jobs and deadlines',
  },
  {
    id: 'job-deadline',
    file: 'job-deadline.yaml',
    title: 'Job activeDeadlineSeconds (1.21)',
    lesson: 'The Job fails at its deadline and deletes its Pod.',
    story: 'Jobs and deadlines',
  },
  {
    id: 'job-deleted-pod',
    file: 'deleted-pod-replacement-1.29.yaml',
    title: 'Delete a Job’s Pod (1.29)',
    lesson: 'The replacement starts while the first Pod is still shutting down.',
    story: 'Jobs and deadlines',
  },
  {
    id: 'job-backoff',
    file: 'backoff-1.27.yaml',
    title: 'Job backoffLimit 2 (1.27)',
    lesson: 'backoffLimit counts retries: three Pods fail, 10 s then 20 s apart.',
    story: 'Jobs and deadlines',
  },
  {
    id: 'job-failjob',
    file: 'failjob-1.31.yaml',
    title: 'podFailurePolicy FailJob (1.31)',
    lesson: 'Exit code 42 fails the Job at once; Failed waits for the other Pod to go.',
    story: 'Jobs and deadlines',
  },
  {
    id: 'job-ignore-drain',
    file: 'ignore-drain-1.31.yaml',
    title: 'Ignore disruptions, drain the node (1.31)',
    lesson: 'The evicted Pod does not count; its replacement waits until it is Failed.',
    story: 'Jobs and deadlines',
  },
  {
    id: 'job-per-index',
    file: 'per-index-1.34.yaml',
    title: 'Indexed Job, backoffLimitPerIndex (1.34)',
    lesson: 'Index 1 fails twice and alone; the Job fails with FailedIndexes.',
    story: 'Jobs and deadlines',
  },
  {
    id: 'cronjob-forbid',
    file: 'cronjob-forbid-1.31.yaml',
    title: 'CronJob Forbid, Jobs longer than the interval',
    lesson: 'A refused slot starts when the running Job ends; the slot after it is lost.',
    story: 'CronJobs',
  },
  {
    id: 'cronjob-replace',
    file: 'cronjob-replace-1.34.yaml',
    title: 'CronJob Replace, a Job that never ends',
    lesson: 'Each slot deletes the running Job: two Pods overlap for the grace period.',
    story: 'CronJobs',
  },
  {
    id: 'cronjob-missed',
    file: 'cronjob-missed-1.29.yaml',
    title: 'CronJob after 112 missed slots',
    lesson: 'TooManyMissedTimes is a warning: the v2 controller still starts the latest slot.',
    story: 'CronJobs',
  },
  {
    id: 'drain-pdb',
    file: 'drain-pdb.yaml',
    title: 'Drain under a PodDisruptionBudget',
    lesson: '429 until the replacement is Ready: kubectl drain retries every 5 s.',
    story: 'Nodes and disruptions',
  },
  {
    id: 'out-of-service',
    file: 'out-of-service-1.31.yaml',
    title: 'Lost node, out-of-service taint (1.31)',
    lesson: 'Without the taint the Pod stays Terminating; with it PodGC force-deletes it.',
    story: 'Nodes and disruptions',
  },
  {
    id: 'node-pressure',
    file: 'node-pressure-1.31.yaml',
    title: 'Node-pressure eviction (1.31)',
    lesson: 'The kubelet evicts with a 1 s grace: Failed/Evicted, and the Pod stays.',
    story: 'Nodes and disruptions',
  },
];
