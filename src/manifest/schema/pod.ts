// podterm's overlay on ObjectMeta, PodSpec and Container (tree.ts lays it over the
// generated field tree): podterm's words for what it does with a field, its defaults and
// feature gates. The fields, their types, enums and versions come from the tree; a test
// (fieldHelp.test.ts) checks that every field named here exists there.
import { any, bool, duration, int, intOrString, list, map, obj, str } from './types.ts';
import { nodeSelectorTerm, podAffinityTerm } from './affinity.ts';

export const objectMeta = obj('Standard object metadata: name, namespace, labels, annotations.', {
  name: str(
    'Name of the object, unique within its namespace; controllers derive Pod names from it.',
  ),
  generateName: str(
    'A prefix the API server completes with 5 random characters when name is empty.',
  ),
  namespace: str('Namespace of the object.', { default: 'default' }),
  labels: map(
    'Key/value pairs that selectors (Services, controllers, PodDisruptionBudgets) match.',
  ),
  annotations: map(
    'Free-form key/value metadata. podterm reads podterm.dev/process.<container> (what the process does on its stop signal), podterm.dev/prestop.<container> and podterm.dev/health.<container> (when the app answers its probes well).',
  ),
  finalizers: list(
    'Keys that must be removed before the object leaves the API; a Pod with one stays after its containers stop.',
    str('A finalizer name, e.g. example.com/block.'),
  ),
  ownerReferences: list(
    'Objects this one depends on (set by controllers).',
    obj('An owner reference.'),
  ),
  creationTimestamp: str(
    'When the object was created (RFC 3339). podterm reads it on CronJobs to count missed schedules.',
  ),
  uid: str('Unique id, set by the API server.'),
  resourceVersion: str('Opaque version, set by the API server.'),
  generation: int('Generation of the desired state, set by the API server.'),
  deletionTimestamp: str('When the object was asked to be deleted, set by the API server.'),
  deletionGracePeriodSeconds: int(
    'Seconds allowed for graceful termination, set with deletionTimestamp.',
  ),
  managedFields: list('Field ownership for server-side apply.', obj('A managed fields entry.')),
  selfLink: str('Deprecated link to the object.'),
});

const handler = (doc: string) =>
  obj(doc, {
    exec: obj('Run a command in the container.', {
      command: list(
        'The command; `sleep N` makes podterm assume an N-second hook, and `false` or `sh -c "… exit 1"` a failing one (FailedPreStopHook).',
        str('An argument.'),
      ),
    }),
    httpGet: obj(
      'An HTTP GET against the container (podterm.dev/prestop.<c> gives its duration); refused when nothing listens: a port the container does not declare, or before its process has started up.',
      {
        path: str('Path of the request.'),
        port: intOrString('Port number or name.'),
      },
    ),
    tcpSocket: obj('Deprecated as a lifecycle handler: it fails at once (FailedPreStopHook).'),
    sleep: obj(
      'Pause for a number of seconds (PodLifecycleSleepAction, beta 1.30).',
      {
        seconds: int('Seconds to sleep.'),
      },
      { since: 'PodLifecycleSleepAction' },
    ),
  });

const probe = (doc: string) =>
  obj(doc, {
    exec: obj(
      'Run a command; exit 0 is success. podterm follows a file the container’s command touches and removes (cat /tmp/healthy).',
    ),
    httpGet: obj(
      'An HTTP GET; 200–399 is success. Refused until the process listens; podterm.dev/health.<c> says when the app answers 500.',
    ),
    tcpSocket: obj('A TCP connection; open is success (once the process listens).'),
    grpc: obj('A gRPC health check (GRPCContainerProbe, on from 1.24).'),
    initialDelaySeconds: int('Seconds after the container starts before the first probe.', {
      default: '0',
    }),
    periodSeconds: int('How often to probe, in seconds.', { default: '10' }),
    timeoutSeconds: int('Seconds after which the probe times out.', { default: '1' }),
    successThreshold: int('Consecutive successes to count as passing.', { default: '1' }),
    failureThreshold: int('Consecutive failures to count as failing.', { default: '3' }),
    terminationGracePeriodSeconds: int(
      'Grace period when this probe fails (liveness, startup); kept from 1.25 (ProbeTerminationGracePeriod).',
    ),
  });

export const container = obj('A container of the Pod.', {
  name: str('Name of the container (DNS label), unique within the Pod.'),
  image: str('Container image. A rollout action changes it.'),
  command: list(
    'Entrypoint array. podterm infers the process from it: a shell as PID 1 without a TERM trap ignores SIGTERM.',
    str('An argument.'),
  ),
  args: list('Arguments to the entrypoint.', str('An argument.')),
  workingDir: str('Working directory.'),
  ports: list(
    'Ports the container exposes.',
    obj('A container port.', {
      containerPort: int('Port number.'),
      name: str('Port name.'),
      protocol: str('Protocol.', { enum: ['TCP', 'UDP', 'SCTP'] }),
    }),
  ),
  env: list('Environment variables.', obj('An environment variable.')),
  envFrom: list('Sources of environment variables.', obj('A source.')),
  resources: obj('Compute resource requests and limits.'),
  resizePolicy: list('How to resize resources in place.', obj('A resize policy.')),
  restartPolicy: str(
    'On an init container, Always makes it a native sidecar, started before and stopped after the main containers (beta, on from 1.29). From 1.35 (ContainerRestartRules) any container may set Always, OnFailure or Never: its own policy then decides its restarts instead of the Pod’s.',
    { enum: ['Always'], since: 'SidecarContainers' },
  ),
  restartPolicyRules: list(
    'Rules by exit code, tried in order; the first that matches decides: Restart restarts the container in place (even under restartPolicy Never), RestartAllContainers (1.36+) restarts every container of the Pod in place. No match: the container’s own restartPolicy, which the rules require. At most 20 rules. Alpha in 1.34 (off: the API server drops the field), beta and on from 1.35.',
    obj(
      'A rule: action Restart or RestartAllContainers, exitCodes {operator: In or NotIn, values: at most 255 exit codes}.',
    ),
  ),
  volumeMounts: list('Volumes mounted into the container.', obj('A volume mount.')),
  volumeDevices: list('Block devices.', obj('A volume device.')),
  livenessProbe: probe('Restarts the container when it fails; podterm simulates it.'),
  readinessProbe: probe(
    'Takes the Pod out of Service endpoints when it fails; podterm simulates it.',
  ),
  startupProbe: probe(
    'Holds the other probes until it succeeds; restarts the container when it fails; podterm simulates it.',
  ),
  lifecycle: obj('Hooks around the container’s life.', {
    preStop: handler(
      'Runs before the stop signal, inside terminationGracePeriodSeconds; the signal waits for it.',
    ),
    postStart: handler('Runs right after the container starts.'),
    stopSignal: str(
      'The signal that stops the container instead of the image’s STOPSIGNAL. ContainerStopSignals is alpha and off by default from 1.33 through 1.37, so the API server drops the field and podterm uses the image’s signal.',
      { since: 'ContainerStopSignals' },
    ),
  }),
  terminationMessagePath: str('File the termination message is read from.'),
  terminationMessagePolicy: str('Where the termination message comes from.', {
    enum: ['File', 'FallbackToLogsOnError'],
  }),
  imagePullPolicy: str('When to pull the image.', { enum: ['Always', 'IfNotPresent', 'Never'] }),
  securityContext: obj('Security options of the container.'),
  stdin: bool('Allocate a buffer for stdin.'),
  stdinOnce: bool('Close stdin after the first attach.'),
  tty: bool('Allocate a TTY.'),
});

export const podSpec = obj('The desired state of a Pod.', {
  containers: list('The containers of the Pod (at least one).', container),
  initContainers: list(
    'Containers run to completion, in order, before the others; with restartPolicy Always, native sidecars.',
    container,
  ),
  ephemeralContainers: list(
    'Debugging containers added to a running Pod.',
    obj('An ephemeral container.'),
  ),
  restartPolicy: str(
    'What the kubelet does when a container exits. Jobs take OnFailure or Never.',
    {
      enum: ['Always', 'OnFailure', 'Never'],
      default: 'Always',
    },
  ),
  terminationGracePeriodSeconds: int(
    'Seconds between the stop signal (after preStop starts) and SIGKILL; a DELETE may send its own.',
    { default: '30' },
  ),
  activeDeadlineSeconds: int(
    'Seconds from startTime after which the kubelet fails the Pod (reason DeadlineExceeded) and kills its containers.',
  ),
  nodeName: str('Pins the Pod to a node, bypassing the scheduler.'),
  nodeSelector: map('Labels a node must have, all of them, for the scheduler to place the Pod.'),
  affinity: obj(
    'Node and Pod affinity and anti-affinity; podterm reads nodeAffinity and the required Pod terms.',
    {
      nodeAffinity: obj('Which nodes the scheduler may or prefers to use.', {
        requiredDuringSchedulingIgnoredDuringExecution: obj(
          'Hard rule: the node must match one of the terms.',
          { nodeSelectorTerms: list('Terms, ORed.', nodeSelectorTerm) },
        ),
        preferredDuringSchedulingIgnoredDuringExecution: list(
          'Soft rules: nodes matching heavier terms are preferred.',
          obj('A weighted term.', {
            weight: int('1–100, added to the node’s score when the preference matches.'),
            preference: nodeSelectorTerm,
          }),
        ),
      }),
      podAffinity: obj('Pods this Pod must (or prefers to) share a topology domain with.', {
        requiredDuringSchedulingIgnoredDuringExecution: list(
          'Hard rule: a node qualifies only if its domain runs a Pod matching every term.',
          podAffinityTerm,
        ),
      }),
      podAntiAffinity: obj(
        'Pods this Pod must not (or prefers not to) share a topology domain with.',
        {
          requiredDuringSchedulingIgnoredDuringExecution: list(
            'Hard rule: no node whose domain runs a matching Pod, terminating ones included, until they leave the API.',
            podAffinityTerm,
          ),
        },
      ),
    },
  ),
  tolerations: list(
    'Taints the Pod tolerates; tolerationSeconds bounds how long it stays on a NotReady or unreachable node (300 s by default).',
    obj('A toleration.', {
      key: str('Taint key; empty with operator Exists matches every taint.'),
      operator: str('How the value is compared.', { enum: ['Equal', 'Exists'], default: 'Equal' }),
      value: str('Taint value (Equal).'),
      effect: str('Effect matched; empty matches all.', {
        enum: ['NoSchedule', 'PreferNoSchedule', 'NoExecute'],
      }),
      tolerationSeconds: int('NoExecute: how long the Pod stays once tainted.'),
    }),
  ),
  topologySpreadConstraints: list('How to spread Pods across domains.', obj('A constraint.')),
  priority: int('Priority value (filled from priorityClassName).'),
  priorityClassName: str(
    'A PriorityClass; its value orders graceful node shutdown and preemption.',
  ),
  preemptionPolicy: str('Whether the Pod may preempt others.', {
    enum: ['PreemptLowerPriority', 'Never'],
  }),
  schedulerName: str('The scheduler that places the Pod.'),
  serviceAccountName: str('The service account the Pod runs as.'),
  serviceAccount: str('Deprecated alias of serviceAccountName.'),
  automountServiceAccountToken: bool('Mount the service account token.'),
  volumes: list('Volumes the containers can mount.', obj('A volume.')),
  securityContext: obj('Pod-level security options.'),
  imagePullSecrets: list('Secrets for pulling images.', obj('A secret reference.')),
  hostname: str('Hostname of the Pod.'),
  subdomain: str('Subdomain of the Pod (with a headless Service).'),
  hostNetwork: bool('Use the node’s network namespace.'),
  hostPID: bool('Use the node’s PID namespace.'),
  hostIPC: bool('Use the node’s IPC namespace.'),
  hostUsers: bool('Use the node’s user namespace.'),
  shareProcessNamespace: bool(
    'One PID namespace for all containers: PID 1 is then the pause process.',
  ),
  dnsPolicy: str('DNS policy.', {
    enum: ['ClusterFirst', 'ClusterFirstWithHostNet', 'Default', 'None'],
  }),
  dnsConfig: obj('DNS options.'),
  hostAliases: list('Extra /etc/hosts entries.', obj('A host alias.')),
  readinessGates: list('Extra conditions for Ready.', obj('A readiness gate.')),
  runtimeClassName: str('The RuntimeClass to run with.'),
  enableServiceLinks: bool('Inject Service environment variables.'),
  overhead: map('Resource overhead of the runtime.'),
  os: obj('The operating system of the containers.'),
  setHostnameAsFQDN: bool('Set the hostname to the FQDN.'),
  schedulingGates: list('Gates that hold the Pod from scheduling.', obj('A scheduling gate.')),
  resourceClaims: list('Dynamic resource claims.', obj('A claim.')),
  resources: obj('Pod-level resources.'),
  hostnameOverride: str('Overrides the Pod’s hostname.'),
});

export const podTemplate = obj('The Pod the controller makes.', {
  metadata: objectMeta,
  spec: podSpec,
});

export const selector = obj(
  'Which Pods belong to this object (matchLabels; podterm reads matchLabels only).',
  {
    matchLabels: map('Labels every selected Pod has.'),
    matchExpressions: list('Set-based requirements (not read by podterm).', obj('A requirement.')),
  },
);

export { any, duration };
