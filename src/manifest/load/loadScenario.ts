// Scenario text → the normalised model and every diagnostic, never an exception: the
// editor, the share link and the CLI all come through here with untrusted text.
import { crossCheck } from './crossCheck.ts';
import { hasErrors, type Diagnostic } from '../read/diagnostics.ts';
import { admit, identify, type Doc } from '../read/identify.ts';
import { flattenLists } from '../read/lists.ts';
import type { Reader } from '../read/fields.ts';
import type { ScenarioModel } from '../model/model.ts';
import type { KubeVersion } from '../../versions/version.ts';
import { err, parseStream } from '../read/parse.ts';
import type { ScenarioSpec } from '../kinds/scenarioDoc.ts';
import { settleDuration } from '../duration/scenarioDuration.ts';
import { requestPath } from '../dataPlane/requestPath.ts';
import { makersOf, withRequestPath } from '../dataPlane/withRequestPath.ts';
import { admitPod } from '../admission/admission.ts';
import { firstPass } from './scenarioFirstPass.ts';
import { emptyCollected, readDocs, type Collected } from './kindReaders.ts';
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
  const c = emptyCollected();
  readDocs(known, ctx, c);
  refusedPods(c.objects.pods, c.barePods, c.limitRanges, c.resourceQuotas, ctx.version);
  crossCheck(ctx.scenario, c.objects, diagnostics);
  const path = requestPath(ctx.scenario, c.plane, makersOf(c.objects));
  mergeStrict(diagnostics, c.strict);
  const titled = ctx.title === null ? {} : { title: ctx.title };
  if (hasErrors(diagnostics)) return { model: null, diagnostics, ...titled };
  const model = modelOf(ctx.scenario, c);
  const routed = withRequestPath(model, ctx.scenario, path);
  return { model: settleDuration(routed, ctx.scenarioLine, diagnostics), diagnostics, ...titled };
}

/** The model as the run takes it: the Scenario's spec beside the objects read. */
function modelOf(scenario: ScenarioSpec, c: Collected): ScenarioModel {
  // dataPlane is read into the request path (`path`), never into the model as written.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  const { traffic, dataPlane, ...rest } = scenario;
  const { limitRanges, resourceQuotas } = c;
  return {
    ...rest,
    traffic: traffic
      ? { service: traffic.service, requestsPerSecond: traffic.requestsPerSecond }
      : null,
    ...c.objects,
    ...(limitRanges.length && { limitRanges }),
    ...(resourceQuotas.length && { resourceQuotas }),
  };
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
