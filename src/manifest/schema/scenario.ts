// The Scenario document (contract §1): the editor's completion and hover for it, and the
// keys its readers accept (scenarioDoc.ts, actions.ts read their known keys from here).
import { PICKABLE_VERSIONS } from '../../versions/features.ts';
import { MAX_MINOR, MIN_MINOR, NEWEST, versionLabel } from '../../versions/version.ts';
import { ACTIONS, DEFAULT_LATENCIES } from '../model/model.ts';
import { any, bool, duration, int, list, map, obj, str } from './types.ts';
import { DATA_PLANE_SCHEMA, KEEP_ALIVE_SCHEMA, CLIENT_SCHEMA, VIA_SCHEMA } from './dataPlane.ts';

const LATENCY_DOCS: Readonly<Record<keyof typeof DEFAULT_LATENCIES, string>> = {
  watch: 'From an object’s change to its watchers (controllers, kubelets) hearing of it.',
  jobSyncBatch: 'The Job controller’s batching of Pod events (syncJobBatchPeriod).',
  kubeProxySync: 'From an EndpointSlice change to the node’s rules (iptables/ipvs sync).',
  schedule: 'From a Pod’s creation to its binding to a node.',
  containerStart: 'From binding to the container running (image present).',
  imagePull:
    'One image pull, from the kubelet’s (serialized) puller taking it to the runtime’s answer; no source gives it (default 1s).',
  deadlineCheck: 'How late the kubelet notices activeDeadlineSeconds.',
  statusUpdate: 'From the kubelet’s change to the API server’s status.',
  podCleanup: 'From the containers’ end to the Pod object leaving the API.',
  jitter: 'Seeded random stretch of every latency, 0–1 (0: deterministic).',
};

export const ACTION_SCHEMA = obj('Something that happens at a virtual time.', {
  at: duration('When, from t=0: 10s, 1m30s, or a number of seconds.'),
  do: str('What happens.', { enum: ACTIONS }),
  target: str(
    'kind/name, as kubectl writes it: pod/web, deploy/web, node/node-a, job/…, cronjob/…',
  ),
  gracePeriodSeconds: int('delete: as kubectl --grace-period (0 without force is sent as 1).'),
  force: bool('delete: --grace-period=0 --force.'),
  api: bool(
    'delete: a plain API DELETE (curl, client-go), not kubectl: no propagationPolicy unless given, so the server default applies (batch/v1 Job: Orphan).',
  ),
  propagationPolicy: str('delete: what happens to the dependents.', {
    enum: ['Background', 'Foreground', 'Orphan'],
  }),
  image: str('rollout: the new image.'),
  container: str('rollout, exit, oomKill: which container (default: the first).'),
  replicas: int('scale: the new number of replicas.'),
  exitCode: int('exit: the exit code.'),
  shutdownGracePeriod: duration('nodeShutdown: the kubelet’s shutdownGracePeriod.'),
  shutdownGracePeriodCriticalPods: duration('nodeShutdown: the part reserved for critical Pods.'),
  gate: str('removeSchedulingGates: the one gate to remove (default: every gate).'),
  label: str('label: key=value to set a Pod label (overwriting), key- to remove it.'),
  condition: str('patchStatus: the Pod condition type to set in status.conditions (ConfigIssue).'),
  status: str('patchStatus: the condition’s status (default True).', {
    enum: ['True', 'False'],
  }),
  reason: str('patchStatus: the condition’s reason (NonExistingImage).'),
});

export const SCENARIO_SPEC = obj('How podterm runs the manifests beside it.', {
  kubernetesVersion: str(
    `The version whose rules apply: a minor, "1.${MIN_MINOR}" … "1.${MAX_MINOR}" (its last patch release), or a patch such as "1.35.3" where behaviour changed within a minor.`,
    {
      // The picker's list: every minor and the patches the rulebook tells apart.
      enum: PICKABLE_VERSIONS.map(versionLabel),
      default: versionLabel(NEWEST),
    },
  ),
  duration: duration('Virtual time to simulate; default: until nothing changes, at most 1h.'),
  nodes: any(
    'A number of nodes, or a list [{name: node-a, labels: {disktype: ssd}, allocatable: {cpu: "2", memory: 4Gi}}, …]. Every node has kubernetes.io/hostname, kubernetes.io/os: linux, kubernetes.io/arch: amd64 and the deprecated beta.kubernetes.io/os and beta.kubernetes.io/arch the kubelet still sets.',
    {
      default: '2',
      items: obj('A node.', {
        name: str('Name of the node (a lowercase RFC 1123 subdomain).'),
        labels: map(
          'Labels the node carries besides the well-known ones; nodeSelector and node affinity match them.',
        ),
        allocatable: map(
          'What the node offers Pods (its status.allocatable), as quantities: {cpu: "2", memory: 4Gi, pods: 110, example.com/dongle: 4}. The scheduler’s NodeResourcesFit filter adds up the requests of the Pods bound to it; without it the node’s size is unknown and every Pod fits.',
        ),
      }),
    },
  ),
  seed: int('Seed of the jitter; the same document gives the same trace.', { default: '1' }),
  startTime: str('Wall-clock time of t=0 (RFC 3339); CronJob schedules use it.', {
    default: '2026-01-01T00:00:00Z',
  }),
  traffic: obj('Clients calling a Service.', {
    service: str('The Service they call.'),
    requestsPerSecond: int('Requests per second.'),
    via: VIA_SCHEMA,
    keepAlive: KEEP_ALIVE_SCHEMA,
    requestDuration: duration(
      'How long a request takes once a Pod accepted it (podterm’s own; default 0). A request still in flight when the Pod’s process, or the mesh proxy in front of it, ends is cut: the client gets a reset, or the status of the hop in front (ingress-nginx retries it on another Pod).',
      { default: '0s' },
    ),
    client: CLIENT_SCHEMA,
  }),
  dataPlane: DATA_PLANE_SCHEMA,
  latencies: obj(
    'Overrides of the latencies Kubernetes does not fix.',
    Object.fromEntries(
      Object.entries(LATENCY_DOCS).map(([k, doc]) => [
        k,
        k === 'jitter' ? int(doc) : duration(doc),
      ]),
    ),
  ),
  images: map(
    'What the registry answers for an image reference podterm cannot ask about (it runs offline): notFound (no such tag or digest) or unauthorized (Docker Hub’s answer for a repository that does not exist): every pull of it fails, ErrImagePull, then ImagePullBackOff, and the Pod stays Pending; or notPresent: the registry serves it but no node has it yet, so the first start on each node pulls it (imagePullPolicy IfNotPresent), and with Never it does not start (ErrImageNeverPull). A reference not listed is on every node already, and pulled without trouble where its imagePullPolicy is Always. Example: {"nginx:1.161": notFound}.',
  ),
  actions: list('What happens, in virtual time from t=0.', ACTION_SCHEMA),
});

export const SCENARIO_SCHEMA = obj('podterm’s own document: version, duration, nodes, actions.', {
  apiVersion: str('podterm.dev/v1'),
  kind: str('Scenario'),
  metadata: obj('The scenario’s name (shown in the page and the trace).', {
    name: str('Name of the scenario.'),
  }),
  spec: SCENARIO_SPEC,
});
