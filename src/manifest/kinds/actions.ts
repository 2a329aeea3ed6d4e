// The Scenario's `actions:` (contract §1): what happens at which virtual time, with
// kubectl's vocabulary for targets (`pod/web`, `deploy/web`, `no/node-a`).
import { msToSeconds, type Seconds } from '../../trace/units.ts';
import { ACTION_SCHEMA } from '../schema/scenario.ts';
import type { Reader } from '../read/fields.ts';
import {
  ACTIONS,
  MAX_DURATION_MS,
  type ActionKind,
  type ActionModel,
  type PatchedCondition,
} from '../model/model.ts';
import { MAX_REPLICAS } from './workloads.ts';
import { labelValueErrors, qualifiedNameErrors } from '../read/labels.ts';

export { ACTIONS };
const MAX_ACTIONS = 1000;
const ONE_YEAR_S = 365 * 24 * 3600;

/** kubectl's short names and plurals → the kind in lower case. */
const KIND_ALIASES: Readonly<Record<string, string>> = {
  po: 'pod',
  pods: 'pod',
  deploy: 'deployment',
  deployments: 'deployment',
  rs: 'replicaset',
  replicasets: 'replicaset',
  rc: 'replicationcontroller',
  replicationcontrollers: 'replicationcontroller',
  svc: 'service',
  services: 'service',
  no: 'node',
  nodes: 'node',
  jobs: 'job',
  cj: 'cronjob',
  cronjobs: 'cronjob',
  sts: 'statefulset',
  statefulsets: 'statefulset',
  ds: 'daemonset',
  daemonsets: 'daemonset',
  pdb: 'poddisruptionbudget',
  poddisruptionbudgets: 'poddisruptionbudget',
};

/** Which target kinds each action takes (null: any kind, as `kubectl delete`). */
export const ACTION_TARGETS: Readonly<Record<ActionKind, readonly string[] | null>> = {
  delete: null,
  evict: ['pod'],
  drain: ['node'],
  rollout: ['deployment', 'statefulset', 'daemonset'],
  scale: ['deployment', 'replicaset', 'replicationcontroller', 'statefulset', 'job'],
  nodeShutdown: ['node'],
  nodeLost: ['node'],
  outOfService: ['node'],
  nodePressure: ['pod'],
  preempt: ['pod'],
  exit: ['pod'],
  oomKill: ['pod'],
  suspend: ['job', 'cronjob'],
  resume: ['job', 'cronjob'],
  // kubectl create of one of the document's Pods at `at` (else every object exists from t=0).
  create: ['pod'],
  // A PATCH of spec.schedulingGates: only removal is allowed (validation.go
  // validateSchedulingGates on update).
  removeSchedulingGates: ['pod'],
  // kubectl label --overwrite: `label: key=value`, or `key-` to remove the key.
  label: ['pod'],
  // kubectl uncordon: spec.unschedulable false again (after a drain).
  uncordon: ['node'],
  // kubectl patch pod <name> --subresource=status: a condition in status.conditions.
  patchStatus: ['pod'],
};

/**
 * Why a ReplicationController has no rollout: `kubectl rolling-update`, the client-side
 * update that replaced an RC by a new one, was removed in kubectl 1.18, and no
 * rollout subcommand takes an RC (kubectl's polymorphichelpers: no status viewer, restarter
 * or rollbacker for it); a changed template reaches only the Pods it creates later.
 */
const RC_NO_ROLLOUT =
  '; a ReplicationController has no rollout (kubectl rolling-update was removed in 1.18): its template reaches only the Pods it creates later, so replace it with a Deployment';

export function readActions(spec: Reader): ActionModel[] {
  const items = spec.list('actions');
  if (items.length > MAX_ACTIONS)
    spec.invalid('actions', `${items.length} actions`, `podterm runs at most ${MAX_ACTIONS}`);
  // Array.prototype.sort is stable: actions at the same time keep their order.
  return items
    .slice(0, MAX_ACTIONS)
    .map(readAction)
    .filter((a): a is ActionModel => a !== null)
    .sort((x, y) => x.atMs - y.atMs);
}

function readAction(a: Reader): ActionModel | null {
  if (!a.isMap) {
    a.error(`${a.name()}: Invalid value: each action is a map: {at, do, target}`);
    return null;
  }
  a.unknownKeys(Object.keys(ACTION_SCHEMA.fields!));
  const kind = readDo(a);
  if (kind === null) return null;
  const target = readTarget(a, kind);
  if (target === null) return null;
  if (!a.has('at')) a.error(`${a.name('at')}: Required value`);
  if (kind === 'scale' && !a.has('replicas'))
    a.error(`${a.name('replicas')}: Required value: scale needs replicas`);
  const label = kind === 'label' ? readLabel(a) : null;
  const condition = kind === 'patchStatus' ? readCondition(a) : null;
  const secs = (key: string): Seconds | null => {
    const ms = a.duration(key, null, MAX_DURATION_MS);
    return ms === null ? null : msToSeconds(ms);
  };
  return {
    atMs: a.duration('at', 0, MAX_DURATION_MS) ?? 0,
    do: kind,
    target,
    line: a.doc.at(a.path).line,
    // Negative values are kept: the simulation applies Kubernetes' rule (kubectl sends
    // them as "use the Pod's own grace period").
    gracePeriodSeconds: a.secs('gracePeriodSeconds', null, {
      min: -ONE_YEAR_S,
      max: ONE_YEAR_S,
      maxWhy: `must be at most ${ONE_YEAR_S} (one year; podterm's limit)`,
    }),
    force: a.bool('force', false),
    api: a.bool('api', false),
    propagationPolicy: a.has('propagationPolicy')
      ? a.oneOf('propagationPolicy', ['Background', 'Foreground', 'Orphan'] as const, 'Background')
      : null,
    image: a.str('image', null),
    container: a.str('container', null),
    replicas: a.num('replicas', null, {
      min: 0,
      max: MAX_REPLICAS,
      maxWhy: `podterm simulates at most ${MAX_REPLICAS} replicas`,
    }),
    exitCode: a.num('exitCode', null, { min: 0, max: 255 }),
    shutdownGracePeriodSeconds: secs('shutdownGracePeriod'),
    shutdownGracePeriodCriticalPodsSeconds: secs('shutdownGracePeriodCriticalPods'),
    ...(kind === 'removeSchedulingGates' && { gate: a.str('gate', null) }),
    ...(label && { label }),
    ...(condition && { condition }),
  };
}

/** `do:` one of the actions podterm runs. */
function readDo(a: Reader): ActionKind | null {
  const doValue = a.get('do');
  if (typeof doValue !== 'string' || !(ACTIONS as readonly string[]).includes(doValue)) {
    a.error(
      `${a.name('do')}: Unsupported value: ${JSON.stringify(doValue ?? null)}: supported values: ${ACTIONS.map((x) => `"${x}"`).join(', ')}`,
      a.has('do') ? 'do' : undefined,
    );
    return null;
  }
  return doValue as ActionKind;
}

/** `target: kind/name` in kubectl's words, of a kind the action acts on. */
function readTarget(a: Reader, kind: ActionKind): { kind: string; name: string } | null {
  const target = a.str('target', '');
  const m = /^([A-Za-z]+)\/([a-z0-9][-a-z0-9.]*)$/.exec(target.trim());
  if (!m) {
    a.error(
      target
        ? `${a.name('target')}: Invalid value: ${JSON.stringify(target)}: must be kind/name, e.g. pod/web`
        : `${a.name('target')}: Required value: kind/name, e.g. pod/web`,
      a.has('target') ? 'target' : undefined,
    );
    return null;
  }
  const lower = m[1]!.toLowerCase();
  const targetKind = KIND_ALIASES[lower] ?? lower;
  const allowed = ACTION_TARGETS[kind];
  if (allowed && !allowed.includes(targetKind)) {
    a.invalid(
      'target',
      target,
      `${kind} acts on ${allowed.map((k) => `${k}/<name>`).join(' or ')}${kind === 'rollout' && targetKind === 'replicationcontroller' ? RC_NO_ROLLOUT : ''}`,
    );
    return null;
  }
  return { kind: targetKind, name: m[2]! };
}

/**
 * kubectl label's argument: `key=value` sets (with --overwrite), `key-` removes; the key and
 * the value checked as the API server validates labels (ValidateLabels).
 */
function readLabel(a: Reader): { key: string; value: string | null } | null {
  const raw = a.str('label', '');
  if (raw === '') {
    a.error(`${a.name('label')}: Required value: label needs key=value or key-`);
    return null;
  }
  const eq = raw.indexOf('=');
  const remove = eq < 0 && raw.endsWith('-');
  if (eq < 0 && !remove) {
    a.invalid('label', raw, 'must be key=value, or key- to remove the key');
    return null;
  }
  const key = remove ? raw.slice(0, -1) : raw.slice(0, eq);
  const value = remove ? null : raw.slice(eq + 1);
  const errors = [...qualifiedNameErrors(key), ...(value === null ? [] : labelValueErrors(value))];
  for (const m of errors) a.invalid('label', raw, m);
  return errors.length > 0 ? null : { key, value };
}

/**
 * The conditions the kubelet owns (pkg/kubelet/types/pod_status.go PodConditionsByKubelet,
 * PodReadyToStartContainers with its gate): its status manager writes its own value back
 * over a client's, so a patch of one would not stay; podterm refuses it.
 */
const KUBELET_CONDITIONS = [
  'PodScheduled',
  'Ready',
  'Initialized',
  'ContainersReady',
  'PodReadyToStartContainers',
  'PodResizeInProgress',
  'PodResizePending',
];

/**
 * patchStatus: `condition` (the type), `status` (default True), `reason`. The API server
 * checks a type outside the well-known ones as a qualified name (validation.go
 * validatePodConditions).
 */
function readCondition(a: Reader): PatchedCondition | null {
  const type = a.str('condition', '');
  if (type === '') {
    a.error(`${a.name('condition')}: Required value: patchStatus needs a condition type`);
    return null;
  }
  if (KUBELET_CONDITIONS.includes(type)) {
    a.invalid(
      'condition',
      type,
      'the kubelet owns this condition and writes its own value back (PodConditionsByKubelet); podterm patches other conditions only',
    );
    return null;
  }
  const errors = qualifiedNameErrors(type);
  for (const m of errors) a.invalid('condition', type, m);
  const status = a.oneOf('status', ['True', 'False'] as const, 'True');
  return errors.length > 0 ? null : { type, status, reason: a.str('reason', '') };
}
