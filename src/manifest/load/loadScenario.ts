// Scenario text → the normalised model and every diagnostic, never an exception: the
// editor, the share link and the CLI all come through here with untrusted text.
import { checkFields } from '../schema/checkFields.ts';
import { kindSchema } from '../schema/tree.ts';
import { crossCheck, type Objects } from './crossCheck.ts';
import { hasErrors, type Diagnostic } from '../read/diagnostics.ts';
import { admit, identify, type Doc } from '../read/identify.ts';
import { flattenLists } from '../read/lists.ts';
import { Reader } from '../read/fields.ts';
import { readCronJob } from '../kinds/cronJob.ts';
import { readJob } from '../kinds/job.ts';
import type { ScenarioModel } from '../model/model.ts';
import type { KubeVersion } from '../../versions/version.ts';
import { err, parseStream } from '../read/parse.ts';
import { readPodTemplate } from '../kinds/podTemplate.ts';
import { readDaemonSet } from '../kinds/daemonSet.ts';
import { readStatefulSet } from '../kinds/statefulSet.ts';
import { settleDuration } from '../duration/scenarioDuration.ts';
import {
  readDeployment,
  readPdb,
  readReplicaSet,
  readReplicationController,
  readService,
} from '../kinds/workloads.ts';
import { noDataPlaneObjects } from '../dataPlane/objects.ts';
import {
  DATA_PLANE_KINDS,
  noteNamespace,
  noteService,
  readDataPlaneDoc,
} from '../dataPlane/readDataPlane.ts';
import { requestPath } from '../dataPlane/requestPath.ts';
import { makersOf, withRequestPath } from '../dataPlane/withRequestPath.ts';
import { admitPod } from '../admission/admission.ts';
import { firstPass } from './scenarioFirstPass.ts';
import { readLimitRange, readResourceQuota } from '../admission/admissionKinds.ts';
import type { LimitRangeModel, PodTemplateModel, ResourceQuotaModel } from '../model/model.ts';

/** The editor lists problems; past this many, more of them help nobody. */
const MAX_DIAGNOSTICS = 200;

export interface LoadResult {
  model: ScenarioModel | null;
  diagnostics: Diagnostic[];
  /** The Scenario document's metadata.name as written: what an embed or a slide is called. */
  title?: string;
}

export function loadScenario(text: string, overrides: { version?: KubeVersion } = {}): LoadResult {
  try {
    return finish(load(String(text), overrides));
  } catch (e) {
    const msg = e instanceof Error ? e.message : String(e);
    return {
      model: null,
      diagnostics: [err(1, 1, `podterm could not read this document: ${msg}`)],
    };
  }
}

function load(text: string, overrides: { version?: KubeVersion }): LoadResult {
  const { docs, diagnostics } = parseStream(text);
  const identified = flattenLists(docs)
    .map((d, i) => identify(d, diagnostics, i))
    .filter((d): d is Doc => d !== null);
  const ctx = firstPass(identified, diagnostics, overrides.version);
  const known = identified.filter((d) => !d.read || admit(d, ctx.version));
  const objects: Objects = {
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
  };
  const limitRanges: LimitRangeModel[] = [];
  const resourceQuotas: ResourceQuotaModel[] = [];
  const barePods: Reader[] = [];
  const seen = new Map<string, string>();
  const strict: Diagnostic[] = [];
  const plane = noDataPlaneObjects();
  for (const { doc, r, kind, meta, read, apiVersion } of known) {
    ctx.namespace = meta.namespace;
    if (kind === 'Namespace') noteNamespace(meta, r, plane);
    if (!read) {
      // Never validated beyond being YAML: the API server has its own rules for each kind.
      objects.ignored.push({ kind, name: meta.name, line: meta.line });
      r.report(
        'info',
        kind === 'Namespace'
          ? 'Kind Namespace is not simulated; podterm reads its labels and annotations for mesh injection'
          : `Kind ${kind} is not simulated; ignored`,
        'kind',
      );
      continue;
    }
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
    if (schema) checkFields(Reader.of(doc, strict), schema, kind, ctx.version);
    switch (kind) {
      case 'Scenario':
        break;
      case 'Pod':
        objects.pods.push({
          ...meta,
          template: readPodTemplate(metaR, spec, ctx, 'pod'),
          finalizers: metaR.list('finalizers').map((f) => String(f.value)),
        });
        barePods.push(r);
        break;
      case 'LimitRange':
        limitRanges.push(readLimitRange(meta, spec));
        r.report(
          'info',
          'Kind LimitRange is not simulated itself; the API server admits the Pods of its namespace against it (defaults, min, max)',
          'kind',
        );
        break;
      case 'ResourceQuota':
        resourceQuotas.push(readResourceQuota(meta, spec));
        r.report(
          'info',
          'Kind ResourceQuota is not simulated itself; the API server admits the Pods of its namespace against it',
          'kind',
        );
        break;
      case 'Deployment':
        objects.deployments.push(readDeployment(meta, spec, ctx));
        break;
      case 'ReplicaSet':
        objects.replicaSets.push(readReplicaSet(meta, spec, ctx));
        break;
      case 'ReplicationController':
        objects.replicationControllers.push(readReplicationController(meta, spec, ctx));
        break;
      case 'StatefulSet':
        objects.statefulSets.push(readStatefulSet(meta, spec, ctx));
        break;
      case 'DaemonSet':
        objects.daemonSets.push(readDaemonSet(meta, spec, ctx));
        break;
      case 'Service':
        objects.services.push(readService(meta, spec));
        noteService(meta, r, plane);
        break;
      case 'Job':
        objects.jobs.push(readJob(meta, spec, ctx));
        break;
      case 'CronJob':
        objects.cronJobs.push(readCronJob(meta, r, ctx));
        break;
      case 'PodDisruptionBudget':
        objects.podDisruptionBudgets.push(readPdb(meta, spec, apiVersion));
        break;
      default:
        if (DATA_PLANE_KINDS.has(kind)) {
          // Not simulated as objects (an action may still name them): read for the hops.
          readDataPlaneDoc(kind, meta, r, apiVersion, ctx.version, plane);
          objects.ignored.push({ kind, name: meta.name, line: meta.line });
          r.report(
            'info',
            `Kind ${kind} is not simulated itself; podterm reads it to know which hop serves spec.traffic.via`,
            'kind',
          );
          break;
        }
        // PriorityClass: read in the first pass for its value, not simulated itself.
        objects.ignored.push({ kind, name: meta.name, line: meta.line });
        r.report(
          'info',
          `Kind PriorityClass is not simulated; its value gives Pods that name it their priority`,
          'kind',
        );
    }
  }
  refusedPods(objects.pods, barePods, limitRanges, resourceQuotas, ctx.version);
  crossCheck(ctx.scenario, objects, diagnostics);
  const path = requestPath(ctx.scenario, plane, makersOf(objects));
  mergeStrict(diagnostics, strict);
  const titled = ctx.title === null ? {} : { title: ctx.title };
  if (hasErrors(diagnostics)) return { model: null, diagnostics, ...titled };
  // dataPlane is read into the request path (`path`), never into the model as written.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  const { traffic, dataPlane, ...rest } = ctx.scenario;
  const model: ScenarioModel = {
    ...rest,
    traffic: traffic
      ? { service: traffic.service, requestsPerSecond: traffic.requestsPerSecond }
      : null,
    ...objects,
    ...(limitRanges.length && { limitRanges }),
    ...(resourceQuotas.length && { resourceQuotas }),
  };
  const routed = withRequestPath(model, ctx.scenario, path);
  return { model: settleDuration(routed, ctx.scenarioLine, diagnostics), diagnostics, ...titled };
}

/**
 * The Pods the API server refuses at creation (LimitRanger, ResourceQuota), said where they
 * are written: kubectl apply prints the Forbidden error and the Pod is never made (the API
 * server in cluster/apiserver/cluster.ts refuses it in the run, by the same rules). The
 * LimitRanges and quotas are taken as made before any Pod; the Pods in document order.
 */
function refusedPods(
  pods: readonly { name: string; namespace: string; template: PodTemplateModel }[],
  at: readonly Reader[],
  ranges: readonly LimitRangeModel[],
  quotas: readonly ResourceQuotaModel[],
  v: KubeVersion,
): void {
  if (!ranges.length && !quotas.length) return;
  const admitted: { namespace: string; template: PodTemplateModel }[] = [];
  pods.forEach((p, i) => {
    const ns = <T extends { namespace: string }>(xs: readonly T[]) =>
      xs.filter((x) => x.namespace === p.namespace);
    const counted = ns(admitted).map((a) => a.template);
    const a = admitPod(p.name, p.template, ns(ranges), ns(quotas), counted, v);
    if (a.forbidden === null) admitted.push({ namespace: p.namespace, template: a.template });
    else
      at[i]?.report(
        'warning',
        `Error from server (Forbidden): error when creating: ${a.forbidden} (podterm does not create this Pod)`,
        'kind',
        'admissionForbidden',
      );
  });
}

/**
 * The strict-validation warnings, except on a key a reader already spoke of: its error
 * says the same (Unsupported value), and its warning on a field of a later version says
 * what podterm does instead (lifecycle.stopSignal, dropDisabledFields).
 */
function mergeStrict(out: Diagnostic[], strict: readonly Diagnostic[]): void {
  const at = (d: Diagnostic) => `${d.line}:${d.column}`;
  const spoken = new Set(out.filter((d) => d.severity !== 'info').map(at));
  out.push(...strict.filter((d) => !spoken.has(at(d))));
}

function finish(r: LoadResult): LoadResult {
  const sorted = r.diagnostics.sort((a, b) => a.line - b.line || a.column - b.column);
  if (sorted.length <= MAX_DIAGNOSTICS) return { ...r, diagnostics: sorted };
  const extra = sorted.length - MAX_DIAGNOSTICS;
  const last = sorted[MAX_DIAGNOSTICS - 1]!;
  return {
    ...r,
    diagnostics: [
      ...sorted.slice(0, MAX_DIAGNOSTICS),
      {
        ...err(last.line, last.column, `… and ${extra} more problems`),
        severity: hasErrors(sorted.slice(MAX_DIAGNOSTICS)) ? 'error' : 'info',
      },
    ],
  };
}
