// A DaemonSet document → DaemonSetModel, with pkg/apis/apps/v1/defaults.go
// SetDefaults_DaemonSet (RollingUpdate, maxUnavailable 1, maxSurge 0) and the checks of
// pkg/apis/apps/validation ValidateDaemonSetSpec / ValidateRollingUpdateDaemonSet.
import type { Reader } from '../read/fields.ts';
import { dropDisabledFields } from '../read/gatedFields.ts';
import type { DaemonSetModel, IntOrPercent } from '../model/model.ts';
import type { TemplateContext } from './podTemplate.ts';
import { intOrPercent, selector, template, type Meta } from './workloads.ts';

const isZero = (v: IntOrPercent): boolean => v === 0 || v === '0%';

export function readDaemonSet(meta: Meta, spec: Reader, ctx: TemplateContext): DaemonSetModel {
  const tpl = template(spec, ctx, ['Always'], 'workload', 'DaemonSet');
  const strategy = spec.child('updateStrategy');
  const type = strategy.oneOf('type', ['RollingUpdate', 'OnDelete'] as const, 'RollingUpdate');
  // DaemonSetUpdateSurge: alpha 1.21, beta (on) 1.22, GA 1.25.
  const ru = dropDisabledFields(
    strategy.child('rollingUpdate'),
    { maxSurge: 'DaemonSetUpdateSurge' },
    ctx.version,
  );
  const maxUnavailable = intOrPercent(ru, 'maxUnavailable', 1);
  const maxSurge = intOrPercent(ru, 'maxSurge', 0);
  // ValidateRollingUpdateDaemonSet: exactly one of the two is non-zero (the default
  // maxUnavailable is 1, so a surge needs `maxUnavailable: 0` written out).
  if (type === 'RollingUpdate' && isZero(maxUnavailable) && isZero(maxSurge))
    ru.error(
      `${ru.name('maxUnavailable')}: Required value: cannot be 0 when maxSurge is 0`,
      ru.has('maxUnavailable') ? 'maxUnavailable' : 'maxSurge',
    );
  if (type === 'RollingUpdate' && !isZero(maxUnavailable) && !isZero(maxSurge))
    ru.error(
      `${ru.name('maxSurge')}: Invalid value: ${JSON.stringify(maxSurge)}: may not be set when maxUnavailable is non-zero`,
      'maxSurge',
    );
  return {
    ...meta,
    selector: selector(spec, tpl.labels),
    template: tpl,
    updateStrategy: type === 'OnDelete' ? { type } : { type, maxUnavailable, maxSurge },
    minReadySeconds: spec.secs('minReadySeconds', 0, { min: 0, max: 86_400 }),
  };
}
