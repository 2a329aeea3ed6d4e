// A Pod spec (a bare Pod's, or a controller's spec.template) → PodTemplateModel, with
// Kubernetes' defaults (pkg/apis/core/v1/defaults.go SetDefaults_PodSpec,
// SetDefaults_Container) and the validation messages it would give
// (pkg/apis/core/validation/validation.go ValidatePodSpec, validateContainers). Each
// container is read in podContainer.ts.
import { validateMetaMaps } from '../read/labels.ts';
import { dropDisabledFields } from '../read/gatedFields.ts';
import { dropDisabledProjections } from './projectedSources.ts';
import type { KubeVersion } from '../../versions/version.ts';
import type { Reader } from '../read/fields.ts';
import { withProbeFiles } from '../process/probeFiles.ts';
import type { ContainerModel, PodTemplateModel, RestartPolicy } from '../model/model.ts';
import { readPlacement } from '../model/placement.ts';
import type { ProcessRole } from '../process/process.ts';
import { podRequests } from '../admission/podRequests.ts';
import type { PodFacts } from '../model/podEnv.ts';
import { templateHash } from './templateHash.ts';
import { say } from '../process/assumptions.ts';
import {
  DEFAULT_SCHEDULER,
  kubeSchedulerListens,
  kubeSchedulerOf,
  type ConfigMaps,
  type KubeSchedulerRun,
} from '../model/kubeScheduler.ts';
import { checkNames, readContainers } from './podContainer.ts';

export const DNS_LABEL = /^[a-z0-9]([-a-z0-9]*[a-z0-9])?$/;
const ONE_YEAR_S = 365 * 24 * 3600;
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
  if (owner !== 'pod' && meta.isMap) validateMetaMaps(meta, ctx.version);
  const { restartPolicy, tGPS, activeDeadlineSeconds } = readLifetime(spec);
  const role = roleOf(owner, restartPolicy);
  const { containers, initContainers, scheduler } = readAllContainers(spec, meta, ctx, {
    owner,
    labels,
    annotations,
    tGPS,
    role,
  });
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

/** SetDefaults_PodSpec: restartPolicy Always, terminationGracePeriodSeconds 30. */
function readLifetime(spec: Reader): {
  restartPolicy: RestartPolicy;
  tGPS: PodTemplateModel['terminationGracePeriodSeconds'];
  activeDeadlineSeconds: PodTemplateModel['activeDeadlineSeconds'];
} {
  const restartPolicy = spec.oneOf('restartPolicy', RESTART_POLICIES, 'Always');
  const tGPS = spec.secs('terminationGracePeriodSeconds', 30, {
    min: 0,
    max: ONE_YEAR_S,
    maxWhy: `must be at most ${ONE_YEAR_S} (one year; podterm's limit)`,
  });
  // ValidatePodSpec: validation.InclusiveRangeError(1, math.MaxInt32).
  const activeDeadlineSeconds = spec.secs('activeDeadlineSeconds', null, {
    min: 1,
    minWhy: 'must be between 1 and 2147483647, inclusive',
    max: ONE_YEAR_S,
    maxWhy: `must be at most ${ONE_YEAR_S} (one year; podterm's limit)`,
  });
  return { restartPolicy, tGPS, activeDeadlineSeconds };
}

/**
 * The containers and init containers, with their exec probes' files, and the kube-scheduler
 * the Pod runs (if it runs one) read into its container.
 */
function readAllContainers(
  spec: Reader,
  meta: Reader,
  ctx: TemplateContext,
  x: {
    owner: TemplateOwner;
    labels: Record<string, string>;
    annotations: Record<string, string>;
    tGPS: PodTemplateModel['terminationGracePeriodSeconds'];
    role: ProcessRole;
  },
): {
  containers: ContainerModel[];
  initContainers: ContainerModel[];
  scheduler: KubeSchedulerRun | null;
} {
  // What the Pod knows of itself before it exists: a bare Pod its name, any Pod its labels and
  // annotations so far (a controller may still add some: a Job's index).
  const name = x.owner === 'pod' ? meta.get('name') : undefined;
  const facts: PodFacts = {
    name: typeof name === 'string' && name !== '' ? name : null,
    namespace: null,
    labels: x.labels,
    annotations: x.annotations,
    complete: false,
  };
  // What the exec probes' files are, through the volumes the containers share (probeFiles.ts).
  const { containers: read, initContainers } = withProbeFiles(
    spec,
    readContainers(spec, 'containers', meta, facts, x.tGPS, ctx, x.role),
    readContainers(spec, 'initContainers', meta, facts, x.tGPS, ctx, x.role),
  );
  const scheduler = kubeSchedulerOf(
    spec.value,
    ctx.namespace ?? 'default',
    ctx.configMaps ?? new Map(),
    ctx.version,
  );
  const containers = scheduler ? read.map((c) => asKubeScheduler(c, scheduler, ctx)) : read;
  return { containers, initContainers, scheduler };
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
      'priorityClassMissing',
    );
    return explicit ?? 0;
  }
  return value;
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
