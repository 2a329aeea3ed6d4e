// A StatefulSet document → StatefulSetModel, with pkg/apis/apps/v1/defaults.go
// SetDefaults_StatefulSet (OrderedReady, RollingUpdate with partition 0, replicas 1) and
// the checks of pkg/apis/apps/validation ValidateStatefulSetSpec.
import type { Reader } from './fields.ts';
import { dropDisabledFields } from './gatedFields.ts';
import type { StatefulSetModel } from './model.ts';
import type { TemplateContext } from './podTemplate.ts';
import { replicasBound, selector, template, type Meta } from './workloads.ts';

const MAX_INT32 = 2_147_483_647;

export function readStatefulSet(
  meta: Meta,
  setSpec: Reader,
  ctx: TemplateContext,
): StatefulSetModel {
  // StatefulSetMinReadySeconds: alpha 1.22, beta (on) 1.23, GA 1.25.
  const spec = dropDisabledFields(
    setSpec,
    { minReadySeconds: [23, 'StatefulSetMinReadySeconds'] },
    ctx.minor,
  );
  const tpl = template(spec, ctx, ['Always']);
  const strategy = spec.child('updateStrategy');
  const type = strategy.oneOf('type', ['RollingUpdate', 'OnDelete'] as const, 'RollingUpdate');
  const ru = strategy.child('rollingUpdate');
  if (type === 'OnDelete' && strategy.has('rollingUpdate'))
    strategy.error(
      `${strategy.name('rollingUpdate')}: Invalid value: only allowed for updateStrategy 'RollingUpdate'`,
      'rollingUpdate',
    );
  const partition = ru.num('partition', 0, { min: 0, max: MAX_INT32 });
  return {
    ...meta,
    replicas: spec.num('replicas', 1, replicasBound),
    selector: selector(spec, tpl.labels),
    template: tpl,
    podManagementPolicy: spec.oneOf(
      'podManagementPolicy',
      ['OrderedReady', 'Parallel'] as const,
      'OrderedReady',
    ),
    updateStrategy: type === 'OnDelete' ? { type } : { type, partition },
    minReadySeconds: spec.num('minReadySeconds', 0, { min: 0, max: 86_400 }),
  };
}
