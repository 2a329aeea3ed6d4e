// A Pod spec (a bare Pod's, or a controller's spec.template) → PodTemplateModel, with
// Kubernetes' defaults (pkg/apis/core/v1/defaults.go SetDefaults_PodSpec,
// SetDefaults_Container) and the validation messages it would give
// (pkg/apis/core/validation/validation.go ValidatePodSpec, validateContainers).
import { dns1123LabelErrors } from './names.ts';
import { validateMetaMaps } from './labels.ts';
import { readPullPolicy } from './images/pullPolicy.ts';
import { dropDisabledFields } from './gatedFields.ts';
import { dropDisabledProjections } from './projectedSources.ts';
import type { KubeVersion } from '../versions/version.ts';
import {
  applyProcessAnnotation,
  HEALTH_PREFIX,
  PRESTOP_PREFIX,
  PROCESS_PREFIX,
} from './annotation.ts';
import type { Reader } from './fields.ts';
import { dropContainerRestartRules } from './gatedFields.ts';
import { readPreStop, readStopSignal } from './lifecycle.ts';
import { readContainerProbes } from './containerProbes.ts';
import { listeningOf } from './listening.ts';
import { withProbeFiles } from './probeFiles.ts';
import type { ContainerModel, PodTemplateModel, RestartPolicy } from './model.ts';
import { readPlacement } from './placement.ts';
import { readContainerRestart } from './restartRules.ts';
import type { ProcessRole } from './process.ts';
import { memoryLimit } from './memory.ts';
import { readResources } from './admissionKinds.ts';
import { containerRequests, podRequests } from './podRequests.ts';
import { processFor, readsEnv, type ProcessSource } from './podProcess.ts';
import { readEnv, type PodFacts } from './podEnv.ts';
import { templateHash } from './templateHash.ts';
import { say } from './assumptions.ts';
import {
  DEFAULT_SCHEDULER,
  kubeSchedulerListens,
  kubeSchedulerOf,
  type ConfigMaps,
  type KubeSchedulerRun,
} from './kubeScheduler.ts';

export const DNS_LABEL = /^[a-z0-9]([-a-z0-9]*[a-z0-9])?$/;
const ONE_YEAR_S = 365 * 24 * 3600;
const MAX_CONTAINERS = 50;
/** pkg/apis/scheduling/types.go: the two built-in PriorityClasses. */
const SYSTEM_PRIORITY: Readonly<Record<string, number>> = {
  'system-node-critical': 2_000_001_000,
  'system-cluster-critical': 2_000_000_000,
};
const RESTART_POLICIES: readonly RestartPolicy[] = ['Always', 'OnFailure', 'Never'];

export interface TemplateContext {
  version: KubeVersion;
  /** PriorityClass documents of the scenario: name → value. */
  priorityClasses: ReadonlyMap<string, number>;
  /** The namespace of the document being read (its ConfigMaps are that namespace's). */
  namespace?: string;
  /** ConfigMap documents of the scenario (a kube-scheduler's --config, kubeScheduler.ts). */
  configMaps?: ConfigMaps;
  /** Profile names of the scenario's kube-schedulers: null when one serves it, else why not. */
  schedulerNames?: ReadonlyMap<string, string | null>;
}

/** Who runs the Pod: a Job (its Pods finish), a long-running workload, or nobody (a bare Pod). */
export type TemplateOwner = 'job' | 'workload' | 'pod';

/** `meta` is the template's metadata reader, `spec` its spec reader. */
export function readPodTemplate(
  meta: Reader,
  written: Reader,
  ctx: TemplateContext,
  owner: TemplateOwner = 'workload',
): PodTemplateModel {
  if (!written.isMap) written.error(`${written.name()}: Required value`);
  // pkg/api/pod/util.go dropDisabledFields: schedulingGates while PodSchedulingReadiness is
  // off, pod-level resources while PodLevelResources is (dropPodLevelResources).
  const spec = dropDisabledFields(
    written,
    { schedulingGates: 'PodSchedulingReadiness', resources: 'PodLevelResources' },
    ctx.version,
  );
  dropDisabledProjections(spec, ctx.version);
  const labels = meta.strings('labels');
  const annotations = meta.strings('annotations');
  // ValidatePodTemplateSpec: the template's labels and annotation keys (a Pod's own
  // metadata is checked with the object's, identify.ts admit).
  if (owner !== 'pod' && meta.isMap) validateMetaMaps(meta);
  // SetDefaults_PodSpec: restartPolicy Always, terminationGracePeriodSeconds 30.
  const restartPolicy = spec.oneOf('restartPolicy', RESTART_POLICIES, 'Always');
  const tGPS = spec.secs('terminationGracePeriodSeconds', 30, {
    min: 0,
    max: ONE_YEAR_S,
    maxWhy: `must be at most ${ONE_YEAR_S} (one year; podterm's limit)`,
  });
  const activeDeadlineSeconds = spec.secs('activeDeadlineSeconds', null, {
    min: 1,
    minWhy: 'must be greater than 0',
    max: ONE_YEAR_S,
    maxWhy: `must be at most ${ONE_YEAR_S} (one year; podterm's limit)`,
  });
  const role = roleOf(owner, restartPolicy);
  // What the Pod knows of itself before it exists: a bare Pod its name, any Pod its labels and
  // annotations so far (a controller may still add some: a Job's index).
  const name = owner === 'pod' ? meta.get('name') : undefined;
  const facts: PodFacts = {
    name: typeof name === 'string' && name !== '' ? name : null,
    namespace: null,
    labels,
    annotations,
    complete: false,
  };
  // What the exec probes' files are, through the volumes the containers share (probeFiles.ts).
  const { containers: read, initContainers } = withProbeFiles(
    spec,
    readContainers(spec, 'containers', meta, facts, tGPS, ctx, role),
    readContainers(spec, 'initContainers', meta, facts, tGPS, ctx, role),
  );
  const scheduler = kubeSchedulerOf(
    spec.value,
    ctx.namespace ?? 'default',
    ctx.configMaps ?? new Map(),
    ctx.version,
  );
  const containers = scheduler ? read.map((c) => asKubeScheduler(c, scheduler, ctx)) : read;
  if (containers.length === 0 && !spec.list('containers').some((c) => c.isMap))
    spec.error(`${spec.name('containers')}: Required value`, 'containers');
  checkNames(spec, meta, annotations);
  const template = {
    labels,
    annotations,
    containers,
    initContainers,
    restartPolicy,
    terminationGracePeriodSeconds: tGPS,
    activeDeadlineSeconds,
    priority: readPriority(spec, ctx),
    nodeName: spec.optional('nodeName'),
    placement: readPlacement(spec),
    hostNetwork: spec.bool('hostNetwork', false),
    ...effectiveRequests(containers, initContainers, spec),
    ...readinessGates(spec),
    ...schedulingGates(spec),
    ...otherScheduler(spec, ctx),
    ...(scheduler && { kubeScheduler: scheduler }),
  };
  const hashed = {
    metadata: { labels: meta.get('labels'), annotations: meta.get('annotations') },
    spec: spec.value,
  };
  return { ...template, hash: templateHash(hashed) };
}

/** The Pod's requests as the scheduler counts them (podRequests.ts); none: no `requests` key. */
function effectiveRequests(
  containers: readonly ContainerModel[],
  initContainers: readonly ContainerModel[],
  spec: Reader,
): { requests?: Record<string, number> } {
  const requests = podRequests(containers, initContainers, spec.child('resources'));
  return Object.keys(requests).length > 0 ? { requests } : {};
}

/** What the Pod's containers are for (readContainer makes init containers steps, sidecars servers). */
function roleOf(owner: TemplateOwner, restartPolicy: RestartPolicy): ProcessRole {
  if (owner === 'job') return { kind: 'job' };
  if (owner === 'pod' && restartPolicy !== 'Always')
    return { kind: 'runOnce', policy: restartPolicy };
  return { kind: 'server' };
}

/** Admission (plugin/pkg/admission/priority): the class's value, else spec.priority, else 0. */
function readPriority(spec: Reader, ctx: TemplateContext): number {
  const cls = spec.optional('priorityClassName');
  const explicit = spec.num('priority', null, { min: -2_147_483_648, max: 1_000_000_000 });
  if (cls === null) return explicit ?? 0;
  const value = SYSTEM_PRIORITY[cls] ?? ctx.priorityClasses.get(cls);
  if (value === undefined) {
    spec.report(
      'warning',
      `${spec.name('priorityClassName')}: no PriorityClass with name ${cls} was found (a real cluster refuses the Pod); podterm uses priority ${explicit ?? 0}`,
      'priorityClassName',
    );
    return explicit ?? 0;
  }
  return value;
}

function readContainers(
  spec: Reader,
  key: 'containers' | 'initContainers',
  meta: Reader,
  facts: PodFacts,
  tGPS: number,
  ctx: TemplateContext,
  role: ProcessRole,
): ContainerModel[] {
  const items = spec.list(key);
  if (items.length > MAX_CONTAINERS) {
    spec.invalid(key, `${items.length} containers`, `podterm simulates at most ${MAX_CONTAINERS}`);
    return [];
  }
  const out: ContainerModel[] = [];
  for (const c of items) {
    const m = readContainer(c, key === 'initContainers', meta, facts, tGPS, ctx, role);
    const limit = m && memoryLimit(c, spec);
    const requests = m && containerRequests(c);
    const resources = m && readResources(c);
    if (m)
      out.push({
        ...m,
        ...(limit && { memoryLimit: limit }),
        ...(requests && Object.keys(requests).length > 0 && { requests }),
        ...(resources && { resources }),
      });
  }
  return out;
}

function readContainer(
  written: Reader,
  init: boolean,
  meta: Reader,
  facts: PodFacts,
  tGPS: number,
  ctx: TemplateContext,
  podRole: ProcessRole,
): ContainerModel | null {
  const annotations = facts.annotations;
  if (!written.isMap) {
    written.error(
      `${written.name()}: Invalid value: must be a container (a map with name and image)`,
    );
    return null;
  }
  const c = dropContainerRestartRules(written, init, ctx.version);
  const name = c.str('name', '');
  if (!name) c.error(`${c.name('name')}: Required value`, 'name');
  // validateContainers: ValidateDNS1123Label, each of its messages (too long, then the rule).
  else for (const m of dns1123LabelErrors(name)) c.invalid('name', name, m);
  const image = c.str('image', '');
  if (!image) c.error(`${c.name('image')}: Required value`, 'image');
  const lifecycle = c.child('lifecycle');
  const stopSignal = readStopSignal(lifecycle, ctx.version);
  const restart = readContainerRestart(c, init, ctx.version);
  const { sidecar } = restart;
  // A native sidecar (restartPolicy Always) runs beside the containers; any other init
  // container is a step that must finish before they start.
  const restartable = init && c.get('restartPolicy') === 'Always';
  const role: ProcessRole =
    init && !restartable ? { kind: 'init' } : restartable ? { kind: 'server' } : podRole;
  const command = argv(c, 'command');
  const args = argv(c, 'args');
  // The kubelet hands Stdin and Tty to the runtime with Command and Args
  // (kuberuntime_container.go generateContainerConfig); a TTY keeps a shell's input open too.
  const stdin = c.bool('stdin', false) || c.bool('tty', false);
  const annotationKey = `${PROCESS_PREFIX}${name}`;
  const text = annotations[annotationKey];
  const source: ProcessSource = {
    command,
    args,
    env: readEnv(c),
    stopSignal,
    role,
    image,
    stdin,
  };
  // Before the Pod exists its name and a controller's additions (a Job's index) are unknown.
  let process = processFor(source, {
    name: null,
    namespace: null,
    labels: {},
    annotations,
    complete: false,
  });
  const perPod = text === undefined && readsEnv(command, args);
  if (text !== undefined && name) {
    const p = applyProcessAnnotation(process, text);
    if ('part' in p) {
      meta
        .child('annotations')
        .error(
          `${meta.name('annotations')}[${annotationKey}]: Invalid value: "${p.part}": ${p.message}`,
          annotationKey,
        );
    } else process = p;
  }
  const ports = c
    .list('ports')
    .map((p) => p.num('containerPort', 0, { min: 1, max: 65535 }))
    .filter((p) => p > 0);
  const preStop = readPreStop(lifecycle.child('preStop'), {
    version: ctx.version,
    tGPS,
    containerName: name,
    annotations,
    annotationsAt: meta.child('annotations'),
    ports,
  });
  const probes = readContainerProbes(c, {
    version: ctx.version,
    name,
    runsToCompletion: init && !sidecar,
    command,
    args,
    image,
    annotations,
    annotationsAt: meta.child('annotations'),
  });
  // Where the process listens, for its httpGet, tcpSocket and grpc probes (listening.ts);
  // a process the annotation describes listens as before, on any declared port.
  const sockets = [probes.readinessProbe, probes.livenessProbe, probes.startupProbe].some(
    (p) => p?.action !== undefined && p.action.kind !== 'exec',
  );
  const listens =
    sockets && process.source === 'inferred'
      ? { listens: listeningOf(command, args, { image, batch: role.kind !== 'server', ports }) }
      : {};
  return {
    name,
    image,
    pullPolicy: readPullPolicy(c, image),
    process,
    ...(perPod ? { source } : {}),
    preStop,
    ...probes,
    ...listens,
    ports,
    ...restart,
    line: c.doc.at(c.path).line,
  };
}

function argv(c: Reader, key: 'command' | 'args'): string[] {
  return c.list(key).map((x) => {
    if (typeof x.value === 'string' || typeof x.value === 'number') return String(x.value);
    x.error(`${x.name()}: Invalid value: ${JSON.stringify(x.value) ?? ''}: must be a string`);
    return '';
  });
}

/** Container names are unique across containers and initContainers (validateContainers). */
function checkNames(spec: Reader, meta: Reader, annotations: Record<string, string>): void {
  const names = new Set<string>();
  for (const key of ['initContainers', 'containers']) {
    for (const c of spec.list(key)) {
      const n = c.isMap ? c.get('name') : undefined;
      if (typeof n !== 'string' || !n) continue;
      if (names.has(n)) c.error(`${c.name('name')}: Duplicate value: ${JSON.stringify(n)}`, 'name');
      names.add(n);
    }
  }
  for (const key of Object.keys(annotations)) {
    const prefix = [PROCESS_PREFIX, PRESTOP_PREFIX, HEALTH_PREFIX].find((p) => key.startsWith(p));
    if (prefix && !names.has(key.slice(prefix.length))) {
      meta
        .child('annotations')
        .report('warning', `annotation ${key} names no container of this Pod`, key);
    }
  }
}

/**
 * spec.readinessGates: the condition types that must be True, besides the containers being
 * ready, for the Pod to be Ready (kubelet status/generate.go GeneratePodReadyCondition).
 * Absent from the model when there are none, so other documents' models are unchanged.
 */
function readinessGates(spec: Reader): { readinessGates?: string[] } {
  const gates = spec
    .list('readinessGates')
    .filter((g) => g.isMap)
    .map((g) => g.str('conditionType', ''))
    .filter((t) => t !== '');
  return gates.length > 0 ? { readinessGates: gates } : {};
}

/**
 * The kube-scheduler container: it serves /healthz where kube-scheduler listens, and one
 * that cannot load its --config exits 1 at start (app/server.go runCommand returns the error).
 */
function asKubeScheduler(
  c: ContainerModel,
  run: KubeSchedulerRun,
  ctx: TemplateContext,
): ContainerModel {
  if (c.name !== run.container || c.process.source !== 'inferred') return c;
  const listens = kubeSchedulerListens(ctx.version);
  if (run.fails === null) return { ...c, listens };
  const assumption = say('schedulerExits', { command: 'kube-scheduler', error: run.fails });
  return {
    ...c,
    listens: { kind: 'none' },
    process: { ...c.process, startupMs: 0, runMs: 0, exitCode: 1, assumption },
  };
}

/**
 * spec.schedulerName (defaulted to `default-scheduler`, SetDefaults_PodSpec): another name
 * leaves the Pod to a scheduler podterm does not run.
 */
function otherScheduler(spec: Reader, ctx: TemplateContext): { schedulerName?: string } {
  const name = spec.str('schedulerName', DEFAULT_SCHEDULER);
  if (name === '' || name === DEFAULT_SCHEDULER) return {};
  // A kube-scheduler Pod of the scenario serves it (cluster/scheduler/otherSchedulers.ts).
  const why = ctx.schedulerNames?.get(name);
  if (why === null) return { schedulerName: name };
  spec.report(
    'info',
    why === undefined
      ? `${spec.name('schedulerName')}: "${name}" is not a scheduler podterm runs (only ${DEFAULT_SCHEDULER}): the Pod stays Pending`
      : `${spec.name('schedulerName')}: "${name}" is a profile of the kube-scheduler ${why}: the Pod stays Pending`,
    'schedulerName',
  );
  return { schedulerName: name };
}

/**
 * spec.schedulingGates' names: while any is left the API server marks the Pod
 * PodScheduled=False SchedulingGated and the scheduler leaves it alone (KEP-3521).
 */
function schedulingGates(spec: Reader): { schedulingGates?: string[] } {
  const gates = spec
    .list('schedulingGates')
    .filter((g) => g.isMap)
    .map((g) => g.str('name', ''))
    .filter((n) => n !== '');
  return gates.length > 0 ? { schedulingGates: gates } : {};
}
