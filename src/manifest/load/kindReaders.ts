// Each document of a kind podterm reads, to its kind's reader (kinds/), by a table of
// readers: what loadScenario.ts collects from the stream before the checks that need all of it.
import { checkFields } from '../schema/checkFields.ts';
import { kindSchema } from '../schema/tree.ts';
import type { Objects } from './crossCheck.ts';
import type { Diagnostic } from '../read/diagnostics.ts';
import type { Doc } from '../read/identify.ts';
import { Reader } from '../read/fields.ts';
import { readCronJob } from '../kinds/cronJob.ts';
import { readJob } from '../kinds/job.ts';
import { readPodTemplate, type TemplateContext } from '../kinds/podTemplate.ts';
import { readDaemonSet } from '../kinds/daemonSet.ts';
import { readStatefulSet } from '../kinds/statefulSet.ts';
import {
  readDeployment,
  readPdb,
  readReplicaSet,
  readReplicationController,
  readService,
} from '../kinds/workloads.ts';
import { noDataPlaneObjects, type DataPlaneObjects } from '../dataPlane/objects.ts';
import {
  DATA_PLANE_KINDS,
  noteNamespace,
  noteService,
  readDataPlaneDoc,
} from '../dataPlane/readDataPlane.ts';
import { readLimitRange, readResourceQuota } from '../admission/admissionKinds.ts';
import type { LimitRangeModel, ResourceQuotaModel } from '../model/model.ts';

/** What the stream's documents make: the model's objects and what the loader checks them by. */
export interface Collected {
  objects: Objects;
  limitRanges: LimitRangeModel[];
  resourceQuotas: ResourceQuotaModel[];
  /** Each bare Pod's document, in the order of objects.pods (to say a refusal where it is). */
  barePods: Reader[];
  /** The strict-validation warnings, merged after the readers' own (mergeStrict). */
  strict: Diagnostic[];
  plane: DataPlaneObjects;
}

export const emptyCollected = (): Collected => ({
  objects: {
    pods: [],
    deployments: [],
    replicaSets: [],
    replicationControllers: [],
    services: [],
    jobs: [],
    cronJobs: [],
    statefulSets: [],
    daemonSets: [],
    podDisruptionBudgets: [],
    ignored: [],
  },
  limitRanges: [],
  resourceQuotas: [],
  barePods: [],
  strict: [],
  plane: noDataPlaneObjects(),
});

/** One document being read: its metadata's and spec's readers beside what identify() found. */
interface Read {
  d: Doc;
  metaR: Reader;
  spec: Reader;
  ctx: TemplateContext;
  into: Collected;
}

const KIND_READERS: Record<string, (x: Read) => void> = {
  Scenario: () => {}, // read in the first pass
  Pod: ({ d, metaR, spec, ctx, into }) => {
    into.objects.pods.push({
      ...d.meta,
      template: readPodTemplate(metaR, spec, ctx, 'pod'),
      finalizers: metaR.list('finalizers').map((f) => String(f.value)),
    });
    into.barePods.push(d.r);
  },
  LimitRange: ({ d, spec, into }) => {
    into.limitRanges.push(readLimitRange(d.meta, spec));
    d.r.report(
      'info',
      'Kind LimitRange is not simulated itself; the API server admits the Pods of its namespace against it (defaults, min, max)',
      'kind',
    );
  },
  ResourceQuota: ({ d, spec, into }) => {
    into.resourceQuotas.push(readResourceQuota(d.meta, spec));
    d.r.report(
      'info',
      'Kind ResourceQuota is not simulated itself; the API server admits the Pods of its namespace against it',
      'kind',
    );
  },
  Deployment: ({ d, spec, ctx, into }) =>
    void into.objects.deployments.push(readDeployment(d.meta, spec, ctx)),
  ReplicaSet: ({ d, spec, ctx, into }) =>
    void into.objects.replicaSets.push(readReplicaSet(d.meta, spec, ctx)),
  ReplicationController: ({ d, spec, ctx, into }) =>
    void into.objects.replicationControllers.push(readReplicationController(d.meta, spec, ctx)),
  StatefulSet: ({ d, spec, ctx, into }) =>
    void into.objects.statefulSets.push(readStatefulSet(d.meta, spec, ctx)),
  DaemonSet: ({ d, spec, ctx, into }) =>
    void into.objects.daemonSets.push(readDaemonSet(d.meta, spec, ctx)),
  Service: ({ d, spec, ctx, into }) => {
    into.objects.services.push(readService(d.meta, spec, ctx.version));
    noteService(d.meta, d.r, into.plane);
  },
  Job: ({ d, spec, ctx, into }) => void into.objects.jobs.push(readJob(d.meta, spec, ctx)),
  CronJob: ({ d, ctx, into }) => void into.objects.cronJobs.push(readCronJob(d.meta, d.r, ctx)),
  PodDisruptionBudget: ({ d, spec, into }) =>
    void into.objects.podDisruptionBudgets.push(readPdb(d.meta, spec, d.apiVersion)),
};

/** The kinds read for something else than an object of the run: the hops, a priority. */
function readOther({ d, ctx, into }: Read): void {
  const { kind, meta, r } = d;
  if (DATA_PLANE_KINDS.has(kind)) {
    // Not simulated as objects (an action may still name them): read for the hops.
    readDataPlaneDoc(kind, meta, r, d.apiVersion, ctx.version, into.plane);
    into.objects.ignored.push({ kind, name: meta.name, line: meta.line });
    r.report(
      'info',
      `Kind ${kind} is not simulated itself; podterm reads it to know which hop serves spec.traffic.via`,
      'kind',
    );
    return;
  }
  // PriorityClass: read in the first pass for its value, not simulated itself.
  into.objects.ignored.push({ kind, name: meta.name, line: meta.line });
  r.report(
    'info',
    `Kind PriorityClass is not simulated; its value gives Pods that name it their priority`,
    'kind',
  );
}

/** Reads every document podterm admits, in order, into `into`. */
export function readDocs(known: readonly Doc[], ctx: TemplateContext, into: Collected): void {
  const seen = new Map<string, string>();
  for (const d of known) {
    ctx.namespace = d.meta.namespace;
    if (d.kind === 'Namespace') noteNamespace(d.meta, d.r, into.plane);
    if (!d.read) notRead(d, into);
    else readDoc(d, ctx, into, seen);
  }
}

/** Never validated beyond being YAML: the API server has its own rules for each kind. */
function notRead({ kind, meta, r }: Doc, into: Collected): void {
  into.objects.ignored.push({ kind, name: meta.name, line: meta.line });
  r.report(
    'info',
    kind === 'Namespace'
      ? 'Kind Namespace is not simulated; podterm reads its labels and annotations for mesh injection'
      : `Kind ${kind} is not simulated; ignored`,
    'kind',
  );
}

/** One document: a second object of its kind and name, its strict fields, then its reader. */
function readDoc(d: Doc, ctx: TemplateContext, into: Collected, seen: Map<string, string>): void {
  const { kind, meta, r } = d;
  const metaR = r.child('metadata');
  const id = `${kind}/${meta.name}`;
  const twice = seen.get(id);
  if (kind !== 'Scenario' && twice !== undefined)
    metaR.error(
      twice === meta.namespace
        ? `${kind} "${meta.name}" is defined twice`
        : `${kind} "${meta.name}" is defined twice (in namespaces ${twice} and ${meta.namespace}): podterm keeps one object of a kind and name`,
      'name',
    );
  seen.set(id, meta.namespace);
  const spec = r.child('spec');
  const schema = kind === 'Scenario' ? null : kindSchema(kind);
  if (schema) checkFields(Reader.of(d.doc, into.strict), schema, kind, ctx.version);
  const reader = Object.hasOwn(KIND_READERS, kind) ? KIND_READERS[kind]! : readOther;
  reader({ d, metaR, spec, ctx, into });
}
