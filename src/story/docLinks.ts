// Where kubernetes.io explains each kind of event: the narration's "read more" link.
// Section anchors as the docs spell them (checked against kubernetes/website).
import type { TraceEvent } from '../trace/types.ts';

const DOCS = 'https://kubernetes.io/docs';

export interface DocLink {
  title: string;
  url: string;
}

const POD_TERMINATION: DocLink = {
  title: 'Termination of Pods',
  url: `${DOCS}/concepts/workloads/pods/pod-lifecycle/#pod-termination`,
};
const PRESTOP: DocLink = {
  title: 'Container hooks',
  url: `${DOCS}/concepts/containers/container-lifecycle-hooks/`,
};
const PHASE: DocLink = {
  title: 'Pod phase',
  url: `${DOCS}/concepts/workloads/pods/pod-lifecycle/#pod-phase`,
};
const CONDITIONS: DocLink = {
  title: 'Pod disruption conditions',
  url: `${DOCS}/concepts/workloads/pods/disruptions/#pod-disruption-conditions`,
};
const ENDPOINTS: DocLink = {
  title: 'EndpointSlices: conditions',
  url: `${DOCS}/concepts/services-networking/endpoint-slices/#conditions`,
};
const PROXY: DocLink = {
  title: 'Virtual IPs and Service proxies',
  url: `${DOCS}/reference/networking/virtual-ips/`,
};
const IMAGES: DocLink = {
  title: 'Images: image pull policy',
  url: `${DOCS}/concepts/containers/images/#image-pull-policy`,
};
const JOB: DocLink = { title: 'Jobs', url: `${DOCS}/concepts/workloads/controllers/job/` };
const JOB_FAILURE: DocLink = {
  title: 'Pod failure policy',
  url: `${DOCS}/concepts/workloads/controllers/job/#pod-failure-policy`,
};
const EVICTION: DocLink = {
  title: 'API-initiated eviction',
  url: `${DOCS}/concepts/scheduling-eviction/api-eviction/`,
};
const PDB: DocLink = {
  title: 'Disruptions',
  url: `${DOCS}/concepts/workloads/pods/disruptions/`,
};
const NODE_SHUTDOWN: DocLink = {
  title: 'Node shutdowns',
  url: `${DOCS}/concepts/cluster-administration/node-shutdown/`,
};
const NODE_PRESSURE: DocLink = {
  title: 'Node-pressure eviction',
  url: `${DOCS}/concepts/scheduling-eviction/node-pressure-eviction/`,
};
const TAINTS: DocLink = {
  title: 'Taint based evictions',
  url: `${DOCS}/concepts/scheduling-eviction/taint-and-toleration/#taint-based-evictions`,
};
const DEPLOYMENT: DocLink = {
  title: 'Deployments: rolling update',
  url: `${DOCS}/concepts/workloads/controllers/deployment/#rolling-update-deployment`,
};
const GC: DocLink = {
  title: 'Garbage collection',
  url: `${DOCS}/concepts/architecture/garbage-collection/`,
};
const SIDECARS: DocLink = {
  title: 'Sidecar containers',
  url: `${DOCS}/concepts/workloads/pods/sidecar-containers/`,
};

const CRONJOB: DocLink = {
  title: 'CronJob',
  url: `${DOCS}/concepts/workloads/controllers/cron-jobs/`,
};
const CRONJOB_LIMITS: DocLink = {
  title: 'CronJob limitations',
  url: `${DOCS}/concepts/workloads/controllers/cron-jobs/#cronjob-limitations`,
};
const STATEFULSET: DocLink = {
  title: 'StatefulSets: deployment and scaling guarantees',
  url: `${DOCS}/concepts/workloads/controllers/statefulset/#deployment-and-scaling-guarantees`,
};
const DAEMONSET: DocLink = {
  title: 'DaemonSet',
  url: `${DOCS}/concepts/workloads/controllers/daemonset/`,
};

const SCHEDULING: DocLink = {
  title: 'Assigning Pods to Nodes',
  url: `${DOCS}/concepts/scheduling-eviction/assign-pod-node/`,
};
const RESTARTS: DocLink = {
  title: 'Pod lifecycle: container restarts',
  url: `${DOCS}/concepts/workloads/pods/pod-lifecycle/#container-restarts`,
};
const PROBES: DocLink = {
  title: 'Configure Liveness, Readiness and Startup Probes',
  url: `${DOCS}/tasks/configure-pod-container/configure-liveness-readiness-startup-probes/`,
};
const PREEMPTION: DocLink = {
  title: 'Pod priority and preemption',
  url: `${DOCS}/concepts/scheduling-eviction/pod-priority-preemption/#preemption`,
};
const DRAIN: DocLink = {
  title: 'Safely drain a node',
  url: `${DOCS}/tasks/administer-cluster/safely-drain-node/`,
};

/** Controller lanes whose events the controller's own page explains. */
const BY_LANE: Readonly<Record<string, DocLink>> = {
  'cronjob-controller': CRONJOB,
  'statefulset-controller': STATEFULSET,
  'daemonset-controller': DAEMONSET,
};

const BY_REASON: Readonly<Record<string, DocLink>> = {
  TooManyMissedTimes: CRONJOB_LIMITS,
  JobAlreadyActive: CRONJOB,
  Evicted: NODE_PRESSURE,
  TaintManagerEviction: TAINTS,
  NodeNotReady: TAINTS,
  Shutdown: NODE_SHUTDOWN,
  ScalingReplicaSet: DEPLOYMENT,
  BackoffLimitExceeded: JOB,
  DeadlineExceeded: JOB,
  PodFailurePolicy: JOB_FAILURE,
  FailedPreStopHook: PRESTOP,
  FailedScheduling: SCHEDULING,
  BackOff: RESTARTS,
  Pulling: IMAGES,
  Pulled: IMAGES,
  ErrImageNeverPull: IMAGES,
  Unhealthy: PROBES,
  Preempted: PREEMPTION,
  NodeNotSchedulable: DRAIN,
  NodeSchedulable: DRAIN,
};

/** The page that explains `e`, or null for events that need none (traffic). */
export function docFor(e: TraceEvent): DocLink | null {
  // Events, phases, conditions and exits name a reason; the page for it wins.
  const reason = ('reason' in e.data && e.data.reason) || '';
  if (BY_REASON[reason]) return BY_REASON[reason];
  // Killing "Container x failed liveness probe, will be restarted" (computePodActions).
  if (e.type === 'KubeEvent' && reason === 'Killing' && / probe\b/.test(e.data.message))
    return PROBES;
  if (BY_LANE[e.lane]) return BY_LANE[e.lane]!;
  switch (e.type) {
    case 'DeletionRequested':
    case 'SignalSent':
    case 'ContainerExited':
    case 'PodRemoved':
      return POD_TERMINATION;
    case 'PreStopStarted':
    case 'PreStopFinished':
      return PRESTOP;
    case 'PodPhaseChanged':
      // Graceful node shutdown's reason: Terminated, Shutdown before 1.22 (#102840).
      return e.data.reason === 'Terminated' || e.data.reason === 'Shutdown' ? NODE_SHUTDOWN : PHASE;
    case 'PodConditionSet':
      return CONDITIONS;
    case 'EndpointChanged':
    case 'EndpointRemoved':
      return ENDPOINTS;
    case 'ProxyRulesUpdated':
      return PROXY;
    case 'JobConditionSet':
      return JOB;
    case 'EvictionRefused':
      return PDB;
    case 'ObjectRemoved':
      return GC;
    case 'ActionApplied':
      return e.data.action === 'evict' || e.data.action === 'drain' ? EVICTION : null;
    case 'ContainerStarted':
      return e.why?.includes('sidecar') ? SIDECARS : PHASE;
    default:
      return null;
  }
}
