// StatefulSet documents → StatefulSetModel, with the defaults of pkg/apis/apps/v1/defaults.go
// SetDefaults_StatefulSet (podManagementPolicy OrderedReady, updateStrategy RollingUpdate
// with partition 0, replicas 1) and the messages of pkg/apis/apps/validation
// ValidateStatefulSetSpec / validateRollingUpdateStatefulSet.
import {
  statefulSetMinReadySeconds,
  statefulSetMinReadySecondsExists,
} from '../../versions/features.ts';
import { gateOnWhen, gateStageWords } from '../../versions/gates.ts';
import { versionLabel } from '../../versions/version.ts';
import type { Reader } from '../read/fields.ts';
import { dropDisabledFields } from '../read/gatedFields.ts';
import type { IntOrPercent, StatefulSetModel } from '../model/model.ts';
import type { TemplateContext } from './podTemplate.ts';
import { intOrPercent, replicasBound, selector, template, type Meta } from './workloads.ts';

const POLICIES = ['OrderedReady', 'Parallel'] as const;
const STRATEGIES = ['RollingUpdate', 'OnDelete'] as const;

/** validateRollingUpdateStatefulSet: a positive int or a percent up to 100%, not 0. */
function readMaxUnavailable(ru: Reader): IntOrPercent | null {
  if (!ru.has('maxUnavailable')) return null;
  const v = intOrPercent(ru, 'maxUnavailable', 1);
  if (v === 0 || v === '0%') ru.invalid('maxUnavailable', v, 'cannot be 0');
  return v;
}

export function readStatefulSet(meta: Meta, spec: Reader, ctx: TemplateContext): StatefulSetModel {
  const tpl = template(spec, ctx, ['Always'], 'workload', 'StatefulSet');

  // ValidateStatefulSetSpec: field.Invalid(podManagementPolicy, …, "must be 'OrderedReady' or 'Parallel'").
  let podManagementPolicy: StatefulSetModel['podManagementPolicy'] = 'OrderedReady';
  const pmp = spec.get('podManagementPolicy');
  if (pmp !== undefined && pmp !== null) {
    if (typeof pmp === 'string' && (POLICIES as readonly string[]).includes(pmp))
      podManagementPolicy = pmp as StatefulSetModel['podManagementPolicy'];
    else spec.invalid('podManagementPolicy', pmp, "must be 'OrderedReady' or 'Parallel'");
  }

  const us = spec.child('updateStrategy');
  let type = 'RollingUpdate' as StatefulSetModel['updateStrategy']['type'];
  const t = us.get('type');
  if (t !== undefined && t !== null) {
    if (typeof t === 'string' && (STRATEGIES as readonly string[]).includes(t))
      type = t as typeof type;
    else spec.invalid('updateStrategy', us.value, "must be 'RollingUpdate' or 'OnDelete'");
  }
  const ru = us.child('rollingUpdate');
  if (type === 'OnDelete' && us.has('rollingUpdate')) {
    us.invalid('rollingUpdate', ru.value, "only allowed for updateStrategy 'RollingUpdate'");
  }
  // strategy.go dropStatefulSetDisabledFields: without MaxUnavailableStatefulSet the API
  // server drops the field (on in 1.35.0–1.35.3 and from 1.37).
  const kept = dropDisabledFields(ru, { maxUnavailable: 'MaxUnavailableStatefulSet' }, ctx.version);
  const maxUnavailable = readMaxUnavailable(kept);
  const partition = ru.num('partition', 0, { min: 0, max: 2_147_483_647 });
  const minReadySeconds = spec.secs('minReadySeconds', 0, { min: 0, max: 86_400 });
  if (minReadySeconds > 0 && !statefulSetMinReadySeconds(ctx.version)) {
    // StatefulSetMinReadySeconds: alpha (off) in 1.22, beta (on) 1.23, GA 1.25; the API
    // server drops a disabled gate's field.
    spec.report(
      'warning',
      `${spec.name('minReadySeconds')}: needs the feature gate StatefulSetMinReadySeconds (${statefulSetMinReadySecondsExists(ctx.version) ? `${gateStageWords(ctx.version, 'StatefulSetMinReadySeconds')} in ${versionLabel(ctx.version)}` : `not in ${versionLabel(ctx.version)}`}; on from ${gateOnWhen('StatefulSetMinReadySeconds')}): the API server drops the field and podterm ignores it`,
      'minReadySeconds',
      'fieldGateOff',
    );
  }

  return {
    ...meta,
    replicas: spec.num('replicas', 1, replicasBound),
    selector: selector(spec, tpl.labels),
    template: tpl,
    podManagementPolicy,
    updateStrategy:
      type === 'OnDelete'
        ? { type }
        : { type, partition, ...(maxUnavailable !== null && { maxUnavailable }) },
    minReadySeconds,
    serviceName: spec.str('serviceName', null),
  };
}
