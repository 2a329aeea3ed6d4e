// A container as the model holds it: what its process does (inferred from its command,
// contract §1), its preStop hook, its probes, and what its app answers when probed. Split
// from model.ts, which re-exports every name, so readers import one module.
import type { PullPolicy } from '../images/pullPolicy.ts';
import type { EnvVar } from './podEnv.ts';
import type { Millis } from '../read/duration.ts';

/** What a container's main process does; see the contract §1 "How a container's process behaves". */
export interface ProcessSpec {
  /** From container start until it listens / counts as started. */
  startupMs: Millis;
  /** Runs this long then exits by itself with `exitCode`; null = forever. */
  runMs: Millis | null;
  exitCode: number;
  /** Reaction to its stop signal: ignored (dies only by SIGKILL), or exits after a delay. */
  onStopSignal: { kind: 'ignore' } | { kind: 'exit'; afterMs: Millis };
  /** Exit code when it exits because of the stop signal. */
  stopSignalExitCode: number;
  /** Annotation `stopSignal=`, `lifecycle.stopSignal` or the image's STOPSIGNAL (images/); null = SIGTERM. */
  stopSignal: string | null;
  /** 'annotation' when podterm.dev/process.<c> said so, else inferred from command/args. */
  source: 'annotation' | 'inferred';
  /** One sentence a person reads: what podterm assumed and why. */
  assumption: string;
  /** The memory it allocates, where its command says (memory.ts); absent: podterm cannot tell. */
  allocates?: Allocation;
}

/** Memory a process allocates and holds, as its command says (stress --vm-bytes). */
export interface Allocation {
  /** Each allocation: `bytes` more from `afterMs` after start (stress: one per vm worker). */
  steps: { afterMs: Millis; bytes: number }[];
  /**
   * Worker processes it forked hold the memory, not the process itself: the OOM killer
   * kills one alone, and the process then exits `exitCode`; null: the process holds it.
   */
  workers: { exitCode: number } | null;
}

export type HookKind = 'exec' | 'httpGet' | 'sleep' | 'tcpSocket';

/** Why a preStop handler fails, as the kubelet's handler runner (handlers.go Run) reports it. */
export type HookFailure =
  /** ExecSync returned a non-zero exit code: the command as written, and the code podterm infers. */
  | { kind: 'exit'; command: string[]; exitCode: number }
  /** tcpSocket: not a lifecycle handler, Run's `default:` ("invalid handler"). */
  | { kind: 'invalid'; port: number | string }
  /** httpGet to a port nothing listens on: connection refused. */
  | { kind: 'refused'; path: string; port: number }
  /** httpGet still waiting for its answer when the container's server died: EOF. */
  | { kind: 'closed'; path: string; port: number | string };

export interface PreStopSpec {
  hook: HookKind;
  /** How long the handler runs when nothing cuts it short (a failing one: until it fails). */
  durationMs: Millis;
  /** The handler fails (tcpSocket, or a failing exec): FailedPreStopHook, then the signal. */
  fails: boolean;
  /** What the failure is, when `fails`. */
  failure?: HookFailure;
  /** httpGet: the request, so the kubelet can tell at kill time whether anything listens. */
  httpGet?: { path: string; port: number | string };
  /** exec: the command as written, which the kubelet's messages print. */
  exec?: { command: string[] };
  /** exec: the files the hook's script writes and removes, since the hook started. */
  files?: FileChange[];
}

/** What a probe runs (its handler), with what podterm can tell of it from the manifest. */
export type ProbeAction =
  | {
      kind: 'exec';
      command: string[];
      /** The exit code podterm infers when the command does not look at a file. */
      exitCode: number;
      /** How long the command runs (its sleeps); the probe times out at timeoutSeconds. */
      runMs: Millis;
      /**
       * `cat F`, `ls F`, `test -f F`: the command succeeds while the file exists; with
       * `absent` (`test ! -f F`, `[ ! -e F ]`) while it does not.
       */
      file: { path: string; tool: 'cat' | 'ls' | 'test'; absent?: boolean } | null;
    }
  | { kind: 'httpGet'; path: string; port: number | string; https?: boolean }
  | { kind: 'tcpSocket'; port: number | string }
  | { kind: 'grpc'; port: number };

export interface ProbeSpec {
  initialDelayMs: Millis;
  periodMs: Millis;
  failureThreshold: number;
  successThreshold: number;
  /** timeoutSeconds (default 1 s); absent in models built without it. */
  timeoutMs?: Millis;
  /** The handler; absent in models built without one. */
  action?: ProbeAction;
  /**
   * Probe-level terminationGracePeriodSeconds (liveness and startup kills); null when unset
   * or dropped by the API server (ProbeTerminationGracePeriod off before 1.25).
   */
  terminationGracePeriodSeconds?: number | null;
}

/** What the app answers its probes (podterm.dev/health.<container>), from container start. */
export interface HealthSpec {
  /** Probes fail until this long after the container started. */
  healthyAfterMs: Millis;
  /** Probes fail from this long after the container started; null = never. */
  unhealthyAfterMs: Millis | null;
  /** The HTTP status an unhealthy app answers an httpGet probe with. */
  status: number;
}

/** A file the container's own command creates or removes, so long after it started. */
export interface FileChange {
  path: string;
  atMs: Millis;
  present: boolean;
}

/**
 * Where a container's process listens: on these ports, on any port it declares (any port
 * when it declares none: a program podterm cannot read), or on none (a batch step).
 */
export type Listening = { kind: 'ports'; ports: number[] } | { kind: 'any' } | { kind: 'none' };

/** A container's own restartPolicy (KEP-5307; on an init container, Always is a sidecar). */
export type ContainerRestartPolicy = 'Always' | 'OnFailure' | 'Never';

/** One of a container's restartPolicyRules (core/v1 ContainerRestartRule). */
export interface ContainerRestartRule {
  action: 'Restart' | 'RestartAllContainers';
  exitCodes: { operator: 'In' | 'NotIn'; values: number[] };
}

/** A container's resources.requests and resources.limits (quantity text by resource name). */
export interface ContainerResources {
  requests: Record<string, string>;
  limits: Record<string, string>;
}

/**
 * What the Pod expects of the container: to run until stopped (a Deployment's, a
 * StatefulSet's, a DaemonSet's, a bare Pod's with restartPolicy Always, a native
 * sidecar), or to finish (a Job's or a CronJob's Pod, an init container, a bare Pod with
 * restartPolicy Never or OnFailure: `kubectl run --restart=Never` runs a one-off task).
 */
export type ProcessRole =
  | { kind: 'server' }
  | { kind: 'job' }
  | { kind: 'init' }
  | { kind: 'runOnce'; policy: 'Never' | 'OnFailure' };

/** What a container's process is inferred from (podProcess.ts: each Pod's own process). */
export interface ProcessSource {
  command: string[];
  args: string[];
  env: EnvVar[];
  stopSignal: string | null;
  role: ProcessRole;
  image: string;
  /** `stdin: true` or `tty: true`: the container's standard input stays open. */
  stdin?: boolean;
}

export interface ContainerModel {
  name: string;
  image: string;
  /**
   * imagePullPolicy, written or defaulted (images/pullPolicy.ts); absent (the test builders):
   * IfNotPresent.
   */
  pullPolicy?: PullPolicy;
  process: ProcessSpec;
  /**
   * What the process was inferred from, kept when it may depend on the Pod's environment
   * (podProcess.ts: each Pod's own process); absent: the same process in every Pod.
   */
  source?: ProcessSource;
  preStop: PreStopSpec | null;
  readinessProbe: ProbeSpec | null;
  /** Absent in models built without them (the test builders): no probe. */
  livenessProbe?: ProbeSpec | null;
  startupProbe?: ProbeSpec | null;
  /** podterm.dev/health.<container>; absent: healthy from the start, forever. */
  health?: HealthSpec;
  /**
   * Files the container's command, its postStart hook and the Pod's other containers (through
   * a volume both mount) touch and remove (for exec probes that read one).
   */
  files?: FileChange[];
  /**
   * What each file an exec probe reads is before any change podterm reads: there (true: the
   * image's, the kubelet's, a mounted key) or absent (false: nothing podterm knows makes it,
   * and it knows every step that could). A file not listed is unknown: taken as the probe
   * expects (absent: every file unknown).
   */
  filesAtStart?: Record<string, boolean>;
  /** The ports the process listens on (listening.ts); absent: any declared port. */
  listens?: Listening;
  /** What podterm could not decide about the container's probes (trace `assumptions[]`). */
  probeAssumptions?: string[];
  ports: number[];
  /**
   * The memory limit of its cgroup in bytes (resources.limits.memory, else the Pod's with
   * pod-level resources); absent: none.
   */
  memoryLimit?: number;
  /**
   * resources.requests and resources.limits as written (quantity text by resource name), with
   * a LimitRange's defaults once the API server admitted the Pod (manifest/admission/admission.ts);
   * absent: none written.
   */
  resources?: ContainerResources;
  /**
   * resources.requests, a limit standing in for a missing request (SetDefaults_Pod): `cpu`
   * in millicores, the rest in units (podRequests.ts); absent: none.
   */
  requests?: Readonly<Record<string, number>>;
  /** An init container with restartPolicy: Always (a native sidecar). */
  sidecar: boolean;
  /**
   * The container's own restartPolicy, kept by the API server from 1.35
   * (ContainerRestartRules); absent: the Pod's restartPolicy decides.
   */
  restartPolicy?: ContainerRestartPolicy;
  /** restartPolicyRules in order (the first that matches an exit code decides); absent: none. */
  restartPolicyRules?: ContainerRestartRule[];
  /**
   * The mesh's proxy, injected by its webhook (cluster/apiserver/meshInjection.ts): a request
   * to the Pod passes it before the app; absent: an ordinary container.
   */
  meshProxy?: 'istio-proxy' | 'linkerd-proxy';
  line: number;
}
