// A StatefulSet as its controller sees it between syncs: the spec and both revisions' templates.
import { type Seconds } from '../../../trace/units.ts';
import type { PodTemplateModel, StatefulSetModel } from '../../../manifest/model/model.ts';

export interface StatefulSetRecord {
  name: string;
  namespace: string;
  /** spec.selector.matchLabels: the Pods it claims (with the name of one of its ordinals). */
  selector?: Record<string, string>;
  replicas: number;
  podManagementPolicy: StatefulSetModel['podManagementPolicy'];
  updateStrategy: StatefulSetModel['updateStrategy'];
  minReadySeconds: Seconds;
  /** status.currentRevision's template: what pods below the partition keep. */
  currentTemplate: PodTemplateModel;
  /** status.updateRevision's template: spec.template now. */
  updateTemplate: PodTemplateModel;
}
