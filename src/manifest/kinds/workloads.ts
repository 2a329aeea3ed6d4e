// Deployment, ReplicaSet, Service and PodDisruptionBudget documents → model objects, with
// the defaults of pkg/apis/apps/v1/defaults.go (SetDefaults_Deployment,
// SetDefaults_ReplicaSet) and the validation messages of pkg/apis/apps/validation.
import type { Reader } from '../read/fields.ts';
import type {
  DeploymentModel,
  IntOrPercent,
  PdbModel,
  PodTemplateModel,
  ReplicaSetModel,
  ReplicationControllerModel,
  RestartPolicy,
  ServiceModel,
} from '../model/model.ts';
import { readPodTemplate, type TemplateContext, type TemplateOwner } from './podTemplate.ts';
import { dropDisabledFields } from '../read/gatedFields.ts';
import type { KubeVersion } from '../../versions/version.ts';

/** podterm's own bound: a bigger workload would not fit a browser tab. */
export const MAX_REPLICAS = 5000;
export const replicasBound = {
  min: 0,
  max: MAX_REPLICAS,
  maxWhy: `podterm simulates at most ${MAX_REPLICAS} replicas`,
};

export interface Meta {
  name: string;
  namespace: string;
  line: number;
}

/** Go's `%v` of a map[string]string, as Kubernetes prints it in messages. */
const goMap = (m: Record<string, string>): string =>
  `map[string]string{${Object.keys(m)
    .sort()
    .map((k) => `${JSON.stringify(k)}:${JSON.stringify(m[k])}`)
    .join(', ')}}`;

/** spec.selector.matchLabels, which must select the template's labels (ValidateDeploymentSpec). */
export function selector(spec: Reader, labels: Record<string, string>): Record<string, string> {
  const sel = spec.child('selector');
  if (sel.has('matchExpressions'))
    sel.error(
      `${sel.name('matchExpressions')}: podterm supports matchLabels only`,
      'matchExpressions',
    );
  const match = sel.strings('matchLabels');
  if (Object.keys(match).length === 0) {
    spec.error(`${spec.name('selector')}: Required value`, 'selector');
    return labels;
  }
  if (!Object.entries(match).every(([k, v]) => labels[k] === v)) {
    const meta = spec.child('template').child('metadata');
    meta.error(
      `${meta.name('labels')}: Invalid value: ${goMap(labels)}: \`selector\` does not match template \`labels\``,
      'labels',
    );
  }
  return match;
}

/**
 * A workload's pod template. `keeper` names the controller in the message that forbids a
 * template's activeDeadlineSeconds (ValidatePodTemplateSpecForReplicaSet: "ReplicaSet" for a
 * Deployment's too; ValidatePodTemplateSpecForRC, ValidateDaemonSetSpec,
 * ValidateStatefulSetSpec): a Pod that keeps running is what the controller is for.
 */
export function template(
  spec: Reader,
  ctx: TemplateContext,
  allowed: readonly RestartPolicy[],
  owner: TemplateOwner = 'workload',
  keeper: 'ReplicaSet' | 'ReplicationController' | 'DaemonSet' | 'StatefulSet' | null = null,
): PodTemplateModel {
  const t = spec.child('template');
  if (!t.isMap) spec.error(`${spec.name('template')}: Required value`, 'template');
  const tpl = readPodTemplate(t.child('metadata'), t.child('spec'), ctx, owner);
  const ts = t.child('spec');
  if (allowed.length === 1 && !allowed.includes(tpl.restartPolicy)) {
    ts.error(
      `${ts.name('restartPolicy')}: Unsupported value: ${JSON.stringify(tpl.restartPolicy)}: supported values: "${allowed[0]}"`,
      'restartPolicy',
    );
  }
  if (keeper !== null && ts.has('activeDeadlineSeconds'))
    ts.error(
      `${ts.name('activeDeadlineSeconds')}: Forbidden: activeDeadlineSeconds in ${keeper} is not Supported`,
      'activeDeadlineSeconds',
    );
  return tpl;
}

/**
 * An int or a percent (ValidatePositiveIntOrPercent, the percent regex '[0-9]+%'), at most
 * 100 % where IsNotMoreThan100Percent applies (`capped`: every such field but a Deployment's
 * maxSurge, which ValidateRollingUpdateDeployment leaves uncapped).
 */
export function intOrPercent(
  r: Reader,
  key: string,
  def: IntOrPercent,
  capped = true,
): IntOrPercent {
  const v = r.get(key);
  if (v === undefined || v === null) return def;
  if (typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= 1_000_000) return v;
  if (typeof v === 'string' && /^\d{1,7}%$/.test(v)) {
    if (!capped || Number(v.slice(0, -1)) <= 100) return v as `${number}%`;
    r.invalid(key, v, 'must not be greater than 100%');
    return def;
  }
  if (typeof v === 'number' && v < 0) r.invalid(key, v, 'must be greater than or equal to 0');
  else
    r.invalid(key, v, "a valid percent string must be a numeric string followed by an ending '%'");
  return def;
}

const isZero = (x: IntOrPercent): boolean => x === 0 || x === '0%';

export function readDeployment(meta: Meta, spec: Reader, ctx: TemplateContext): DeploymentModel {
  const tpl = template(spec, ctx, ['Always'], 'workload', 'ReplicaSet');
  const strategy = spec.child('strategy');
  const type = strategy.oneOf('type', ['RollingUpdate', 'Recreate'] as const, 'RollingUpdate');
  const ru = strategy.child('rollingUpdate');
  if (type === 'Recreate' && strategy.has('rollingUpdate')) {
    strategy.error(
      `${strategy.name('rollingUpdate')}: Forbidden: may not be specified when strategy \`type\` is 'Recreate'`,
      'rollingUpdate',
    );
  }
  const maxSurge = intOrPercent(ru, 'maxSurge', '25%', false);
  const maxUnavailable = intOrPercent(ru, 'maxUnavailable', '25%');
  if (type === 'RollingUpdate' && isZero(maxSurge) && isZero(maxUnavailable)) {
    ru.error(
      `${ru.name('maxUnavailable')}: Invalid value: ${JSON.stringify(maxUnavailable)}: may not be 0 when \`maxSurge\` is 0`,
      ru.has('maxUnavailable') ? 'maxUnavailable' : 'maxSurge',
    );
  }
  // ValidateDeploymentSpec: both non-negative (the caps are podterm's, said as such), and the
  // deadline above minReadySeconds (below).
  const podtermCap = {
    max: 86_400,
    maxWhy: "must be less than or equal to 86400 (podterm's limit)",
  };
  const minReadySeconds = spec.secs('minReadySeconds', 0, { min: 0, ...podtermCap });
  const progressDeadlineSeconds = spec.secs('progressDeadlineSeconds', 600, {
    min: 0,
    ...podtermCap,
  });
  if (spec.has('progressDeadlineSeconds') && progressDeadlineSeconds <= minReadySeconds) {
    spec.invalid(
      'progressDeadlineSeconds',
      progressDeadlineSeconds,
      'must be greater than minReadySeconds',
    );
  }
  return {
    ...meta,
    replicas: spec.num('replicas', 1, replicasBound),
    selector: selector(spec, tpl.labels),
    template: tpl,
    strategy: type === 'Recreate' ? { type } : { type, maxSurge, maxUnavailable },
    minReadySeconds,
    progressDeadlineSeconds,
    revisionHistoryLimit: spec.num('revisionHistoryLimit', 10, { min: 0, max: 1000 }),
  };
}

/** SetDefaults_ReplicaSet: replicas 1. */
export function readReplicaSet(meta: Meta, spec: Reader, ctx: TemplateContext): ReplicaSetModel {
  const tpl = template(spec, ctx, ['Always'], 'workload', 'ReplicaSet');
  return {
    ...meta,
    replicas: spec.num('replicas', 1, replicasBound),
    selector: selector(spec, tpl.labels),
    template: tpl,
    minReadySeconds: spec.secs('minReadySeconds', 0, { min: 0, max: 86_400 }),
  };
}

/**
 * A core/v1 ReplicationController. pkg/apis/core/v1/defaults.go SetDefaults_ReplicationController:
 * replicas 1, and an empty selector is the template's labels; then
 * pkg/apis/core/validation ValidateReplicationControllerSpec: ValidateNonEmptySelector
 * ("spec.selector: Required value" when the template has no labels either) and
 * ValidatePodTemplateSpecForRC (the selector, a plain equality map, must match the template's
 * labels; restartPolicy Always).
 */
export function readReplicationController(
  meta: Meta,
  spec: Reader,
  ctx: TemplateContext,
): ReplicationControllerModel {
  const tpl = template(spec, ctx, ['Always'], 'workload', 'ReplicationController');
  const given = spec.strings('selector');
  const sel = Object.keys(given).length > 0 ? given : tpl.labels;
  if (Object.keys(sel).length === 0)
    spec.error(`${spec.name('selector')}: Required value`, 'selector');
  else if (!Object.entries(sel).every(([k, v]) => tpl.labels[k] === v)) {
    const m = spec.child('template').child('metadata');
    m.error(
      `${m.name('labels')}: Invalid value: ${goMap(tpl.labels)}: \`selector\` does not match template \`labels\``,
      'labels',
    );
  }
  return {
    ...meta,
    replicas: spec.num('replicas', 1, replicasBound),
    selector: sel,
    template: tpl,
    minReadySeconds: spec.secs('minReadySeconds', 0, { min: 0, max: 86_400 }),
  };
}

/**
 * pkg/apis/core/v1/defaults.go SetDefaults_Service: internalTrafficPolicy Cluster; the
 * service strategy's dropServiceDisabledFields drops it while ServiceInternalTrafficPolicy
 * is off (alpha in 1.21).
 */
export function readService(meta: Meta, spec: Reader, v: KubeVersion): ServiceModel {
  // Said only for Local: a dropped Cluster is the default it would have been.
  const local = spec.str('internalTrafficPolicy', null) === 'Local';
  const kept = local
    ? dropDisabledFields(spec, { internalTrafficPolicy: 'ServiceInternalTrafficPolicy' }, v)
    : spec;
  return {
    ...meta,
    ...(spec.str('clusterIP', null) === 'None' ? { headless: true } : {}),
    selector: spec.strings('selector'),
    publishNotReadyAddresses: spec.bool('publishNotReadyAddresses', false),
    internalTrafficPolicy: kept.oneOf(
      'internalTrafficPolicy',
      ['Cluster', 'Local'] as const,
      'Cluster',
    ),
  };
}

/**
 * pkg/apis/policy/validation ValidatePodDisruptionBudgetSpec. An empty selector (`{}`)
 * selects every Pod of the namespace in policy/v1 but none in policy/v1beta1 (the guide's
 * "PodDisruptionBudget v1.25"; policy/v1beta1 conversion.go stores it as a selector no Pod
 * matches); no selector selects nothing in both.
 */
export function readPdb(meta: Meta, spec: Reader, apiVersion: string | null): PdbModel {
  const has = (k: string): boolean => spec.has(k);
  if (has('minAvailable') && has('maxUnavailable')) {
    spec.error(
      `${spec.name('minAvailable')}: Invalid value: minAvailable and maxUnavailable cannot be both set`,
      'minAvailable',
    );
  }
  const sel = spec.child('selector');
  const selector = sel.strings('matchLabels');
  const empty =
    sel.isMap && Object.keys(selector).length === 0 && sel.list('matchExpressions').length === 0;
  return {
    ...meta,
    selector,
    ...(empty && apiVersion !== 'policy/v1beta1' ? { selectsAll: true } : {}),
    minAvailable: has('minAvailable') ? intOrPercent(spec, 'minAvailable', 1) : null,
    maxUnavailable: has('maxUnavailable') ? intOrPercent(spec, 'maxUnavailable', 1) : null,
    unhealthyPodEvictionPolicy: spec.oneOf(
      'unhealthyPodEvictionPolicy',
      ['IfHealthyBudget', 'AlwaysAllow'] as const,
      'IfHealthyBudget',
    ),
  };
}
