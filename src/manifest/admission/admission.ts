// The API server's LimitRanger and ResourceQuota admission plugins, for a Pod create: the
// LimitRange and ResourceQuota documents read as the API validates them, LimitRanger's
// defaults (its mutating half), then LimitRanger's checks and the quota's (validating
// phase, in the plugins' order). Pure functions: the API server (cluster/apiserver/cluster.ts)
// calls them on every create, with the Pods the quota counts at that moment.
// Sources: plugin/pkg/admission/limitranger/admission.go, pkg/apis/core/v1/defaults.go
// SetDefaults_LimitRangeItem, pkg/apis/core/validation ValidateLimitRange, pkg/quota/v1/
// evaluator/core/pods.go, apiserver admission/plugin/resourcequota/controller.go CheckRequest.
import type { LimitRangeModel, PodTemplateModel, ResourceQuotaModel } from '../model/model.ts';
import type { KubeVersion } from '../../versions/version.ts';
import { limitRangerDefaults, validateAgainst } from './limitRanger.ts';
import { quotaRefusal } from './resourceQuota.ts';

export interface Admission {
  /** The Pod as stored: LimitRanger's defaults applied. */
  template: PodTemplateModel;
  /** The Forbidden error (`pods "x" is forbidden: …`), or null when admitted. */
  forbidden: string | null;
}

/**
 * A Pod create through the admission chain: LimitRanger's defaults, then LimitRanger's
 * checks (the first LimitRange that refuses), then ResourceQuota's. `name` is what
 * admission.NewForbidden names: the Pod's name, or its generateName before the name is made.
 */
export function admitPod(
  name: string,
  template: PodTemplateModel,
  ranges: readonly LimitRangeModel[],
  quotas: readonly ResourceQuotaModel[],
  counted: readonly PodTemplateModel[],
  v: KubeVersion,
): Admission {
  const admitted = limitRangerDefaults(template, ranges);
  let why: string | null = null;
  for (const lr of ranges) {
    why = validateAgainst(admitted, lr);
    if (why) break;
  }
  why ??= quotaRefusal(admitted, quotas, counted, v);
  return { template: admitted, forbidden: why && `pods "${name}" is forbidden: ${why}` };
}
