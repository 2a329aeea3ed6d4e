// Workload documents → model objects, with the defaults of pkg/apis/apps/v1/defaults.go
// (SetDefaults_Deployment, SetDefaults_ReplicaSet) and pkg/apis/batch/v1/defaults.go
// (SetDefaults_Job), and the validation messages Kubernetes gives for what podterm reads.
import type { Reader } from './fields.ts';
import type {
  DeploymentModel,
  IntOrPercent,
  JobModel,
  PdbModel,
  PodFailurePolicyRule,
  ReplicaSetModel,
  ServiceModel,
} from './model.ts';
import { readPodTemplate } from './podTemplate.ts';

/** podterm's own bound: a bigger workload would not fit a browser tab. */
export const MAX_REPLICAS = 5000;

interface Meta {
  name: string;
  namespace: string;
  line: number;
}

function selector(spec: Reader, labels: Record<string, string>): Record<string, string> {
  const sel = spec.child('selector');
  const match = sel.strings('matchLabels');
  if (Object.keys(match).length === 0) {
    spec.error(`${spec.name('selector')}: Required value`, 'selector');
    return labels;
  }
  const ok = Object.entries(match).every(([k, v]) => labels[k] === v);
  if (!ok) {
    spec
      .child('template')
      .child('metadata')
      .error(
        `${spec.name('template.metadata.labels')}: Invalid value: ${JSON.stringify(labels)}: \`selector\` does not match template \`labels\``,
        'labels',
      );
  }
  return match;
}

function template(spec: Reader, policies?: ('Always' | 'OnFailure' | 'Never')[]) {
  const t = spec.child('template');
  if (!t.isMap) spec.error(`${spec.name('template')}: Required value`, 'template');
  return readPodTemplate(t.child('metadata'), t.child('spec'), policies);
}

function intOrPercent(r: Reader, key: string, def: IntOrPercent): IntOrPercent {
  const v = r.get(key);
  if (v === undefined || v === null) return def;
  if (typeof v === 'number' && Number.isInteger(v) && v >= 0) return v;
  if (typeof v === 'string' && /^\d+%$/.test(v) && Number(v.slice(0, -1)) <= 100)
    return v as `${number}%`;
  r.invalid(key, v, 'must be a non-negative integer or a percentage such as "25%"');
  return def;
}

export function readDeployment(meta: Meta, spec: Reader): DeploymentModel {
  const tpl = template(spec, ['Always']);
  const strategy = spec.child('strategy');
  const type = strategy.oneOf('type', ['RollingUpdate', 'Recreate'] as const, 'RollingUpdate');
  const ru = strategy.child('rollingUpdate');
  const maxSurge = intOrPercent(ru, 'maxSurge', '25%');
  const maxUnavailable = intOrPercent(ru, 'maxUnavailable', '25%');
  const zero = (x: IntOrPercent): boolean => x === 0 || x === '0%';
  if (type === 'RollingUpdate' && zero(maxSurge) && zero(maxUnavailable)) {
    ru.error(
      `${ru.name('maxUnavailable')}: Invalid value: 0: may not be 0 when \`maxSurge\` is 0`,
      'maxUnavailable',
    );
  }
  return {
    ...meta,
    replicas: spec.num('replicas', 1, { min: 0, max: MAX_REPLICAS }),
    selector: selector(spec, tpl.labels),
    template: tpl,
    strategy: type === 'Recreate' ? { type } : { type, maxSurge, maxUnavailable },
    minReadySeconds: spec.num('minReadySeconds', 0, { min: 0 }),
    progressDeadlineSeconds: spec.num('progressDeadlineSeconds', 600, { min: 1 }),
    revisionHistoryLimit: spec.num('revisionHistoryLimit', 10, { min: 0 }),
  };
}

export function readReplicaSet(meta: Meta, spec: Reader): ReplicaSetModel {
  const tpl = template(spec, ['Always']);
  return {
    ...meta,
    replicas: spec.num('replicas', 1, { min: 0, max: MAX_REPLICAS }),
    selector: selector(spec, tpl.labels),
    template: tpl,
    minReadySeconds: spec.num('minReadySeconds', 0, { min: 0 }),
  };
}

export function readService(meta: Meta, spec: Reader): ServiceModel {
  return {
    ...meta,
    selector: spec.strings('selector'),
    publishNotReadyAddresses: spec.bool('publishNotReadyAddresses', false),
    internalTrafficPolicy: spec.oneOf(
      'internalTrafficPolicy',
      ['Cluster', 'Local'] as const,
      'Cluster',
    ),
  };
}

export function readPdb(meta: Meta, spec: Reader): PdbModel {
  const has = (k: string): boolean => spec.has(k);
  if (has('minAvailable') && has('maxUnavailable')) {
    spec.error(
      `${spec.name('minAvailable')}: Invalid value: minAvailable and maxUnavailable cannot be both set`,
      'minAvailable',
    );
  }
  return {
    ...meta,
    selector: spec.child('selector').strings('matchLabels'),
    minAvailable: has('minAvailable') ? intOrPercent(spec, 'minAvailable', 1) : null,
    maxUnavailable: has('maxUnavailable') ? intOrPercent(spec, 'maxUnavailable', 1) : null,
    unhealthyPodEvictionPolicy: spec.oneOf(
      'unhealthyPodEvictionPolicy',
      ['IfHealthyBudget', 'AlwaysAllow'] as const,
      'IfHealthyBudget',
    ),
  };
}

export function readJob(meta: Meta, spec: Reader): JobModel {
  const tpl = template(spec, ['Never', 'OnFailure']);
  if (!spec.child('template').child('spec').has('restartPolicy')) {
    spec.error(
      `${spec.name('template.spec.restartPolicy')}: Required value: valid values: "OnFailure", "Never"`,
      'template',
    );
  }
  const completionMode = spec.oneOf(
    'completionMode',
    ['NonIndexed', 'Indexed'] as const,
    'NonIndexed',
  );
  const perIndex = spec.num('backoffLimitPerIndex', null, { min: 0 });
  if (perIndex !== null && completionMode !== 'Indexed') {
    spec.error(
      `${spec.name('backoffLimitPerIndex')}: Invalid value: ${perIndex}: requires indexed completion mode`,
      'backoffLimitPerIndex',
    );
  }
  let completions = spec.num('completions', null, { min: 0, max: MAX_REPLICAS });
  let parallelism = spec.num('parallelism', null, { min: 0, max: MAX_REPLICAS });
  // SetDefaults_Job: both unset → 1/1; parallelism defaults to 1.
  if (completions === null && parallelism === null) completions = 1;
  parallelism ??= 1;
  const rules = readPodFailurePolicy(spec);
  if (rules && tpl.restartPolicy !== 'Never') {
    spec.error(
      `${spec.name('podFailurePolicy')}: Invalid value: only allowed when \`template.spec.restartPolicy\` is "Never"`,
      'podFailurePolicy',
    );
  }
  return {
    ...meta,
    template: tpl,
    completions,
    parallelism,
    backoffLimit: spec.num('backoffLimit', perIndex !== null ? 2_147_483_647 : 6, { min: 0 }),
    activeDeadlineSeconds: spec.num('activeDeadlineSeconds', null, { min: 1 }),
    completionMode,
    ttlSecondsAfterFinished: spec.num('ttlSecondsAfterFinished', null, { min: 0 }),
    suspend: spec.bool('suspend', false),
    podFailurePolicy: rules,
    podReplacementPolicy: spec.oneOf(
      'podReplacementPolicy',
      ['TerminatingOrFailed', 'Failed'] as const,
      rules ? 'Failed' : 'TerminatingOrFailed',
    ),
    backoffLimitPerIndex: perIndex,
    maxFailedIndexes: spec.num('maxFailedIndexes', null, { min: 0 }),
  };
}

function readPodFailurePolicy(spec: Reader): PodFailurePolicyRule[] | null {
  const p = spec.child('podFailurePolicy');
  if (!p.isMap) return null;
  return p.list('rules').map((r) => {
    const codes = r.child('onExitCodes');
    return {
      action: r.oneOf('action', ['FailJob', 'Ignore', 'Count', 'FailIndex'] as const, 'Count'),
      onExitCodes: codes.isMap
        ? {
            containerName: codes.str('containerName', null),
            operator: codes.oneOf('operator', ['In', 'NotIn'] as const, 'In'),
            values: codes.list('values').map((v) => (typeof v.value === 'number' ? v.value : 0)),
          }
        : null,
      onPodConditions: r.has('onPodConditions')
        ? r
            .list('onPodConditions')
            .map((c) => ({ type: c.str('type', ''), status: c.str('status', 'True') }))
        : null,
    };
  });
}
