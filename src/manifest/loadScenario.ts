// Scenario text → the normalised model and every diagnostic, never an exception: the
// editor, the share link and the CLI all come through here with untrusted text.
import { checkFields } from './schema/checkFields.ts';
import { schemaForKind } from './schema/lookup.ts';
import { API_VERSIONS } from './kinds.ts';
import { crossCheck, type Objects } from './crossCheck.ts';
import { hasErrors, type Diagnostic } from './diagnostics.ts';
import { Reader } from './fields.ts';
import { readCronJob } from './cronJob.ts';
import { readJob } from './job.ts';
import type { ScenarioModel } from './model.ts';
import { isSupportedMinor, SUPPORTED_RANGE } from '../versions/version.ts';
import { err, parseStream, type SourceDoc } from './parse.ts';
import { readPodTemplate, type TemplateContext } from './podTemplate.ts';
import { readDaemonSet } from './daemonSet.ts';
import { readStatefulSet } from './statefulSet.ts';
import { readScenario, type ScenarioSpec } from './scenarioDoc.ts';
import { settleDuration } from './scenarioDuration.ts';
import { SCENARIO_SPEC } from './schema/scenario.ts';
import { readDeployment, readPdb, readReplicaSet, readService } from './workloads.ts';

/** metadata.name of most kinds: a DNS-1123 subdomain (apimachinery NameIsDNSSubdomain). */
const DNS_SUBDOMAIN = /^[a-z0-9]([-a-z0-9]*[a-z0-9])?(\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*$/;
/** The editor lists problems; past this many, more of them help nobody. */
const MAX_DIAGNOSTICS = 200;

export interface LoadResult {
  model: ScenarioModel | null;
  diagnostics: Diagnostic[];
}

export function loadScenario(text: string, overrides: { minor?: number } = {}): LoadResult {
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

interface Doc {
  doc: SourceDoc;
  r: Reader;
  kind: string;
  meta: { name: string; namespace: string; line: number };
}

function load(text: string, overrides: { minor?: number }): LoadResult {
  const { docs, diagnostics } = parseStream(text);
  const known = docs.map((d) => identify(d, diagnostics)).filter((d): d is Doc => d !== null);
  const ctx = firstPass(known, diagnostics, overrides.minor);
  const objects: Objects = {
    pods: [],
    deployments: [],
    replicaSets: [],
    services: [],
    jobs: [],
    cronJobs: [],
    statefulSets: [],
    daemonSets: [],
    podDisruptionBudgets: [],
    ignored: [],
  };
  const seen = new Set<string>();
  for (const { r, kind, meta } of known) {
    const metaR = r.child('metadata');
    const id = `${kind}/${meta.name}`;
    if (kind !== 'Scenario' && seen.has(id))
      metaR.error(`${kind} "${meta.name}" is defined twice`, 'name');
    seen.add(id);
    const spec = r.child('spec');
    const schema = kind === 'Scenario' ? null : schemaForKind(kind);
    if (schema) checkFields(r, schema);
    switch (kind) {
      case 'Scenario':
        break;
      case 'Pod':
        objects.pods.push({
          ...meta,
          template: readPodTemplate(metaR, spec, ctx),
          finalizers: metaR.list('finalizers').map((f) => String(f.value)),
        });
        break;
      case 'Deployment':
        objects.deployments.push(readDeployment(meta, spec, ctx));
        break;
      case 'ReplicaSet':
        objects.replicaSets.push(readReplicaSet(meta, spec, ctx));
        break;
      case 'StatefulSet':
        objects.statefulSets.push(readStatefulSet(meta, spec, ctx));
        break;
      case 'DaemonSet':
        objects.daemonSets.push(readDaemonSet(meta, spec, ctx));
        break;
      case 'Service':
        objects.services.push(readService(meta, spec));
        break;
      case 'Job':
        objects.jobs.push(readJob(meta, spec, ctx));
        break;
      case 'CronJob':
        objects.cronJobs.push(readCronJob(meta, r, ctx));
        break;
      case 'PodDisruptionBudget':
        objects.podDisruptionBudgets.push(readPdb(meta, spec));
        break;
      default:
        objects.ignored.push({ kind, name: meta.name, line: meta.line });
        r.report(
          'info',
          kind === 'PriorityClass'
            ? `Kind PriorityClass is not simulated; its value gives Pods that name it their priority`
            : `Kind ${kind} is not simulated; ignored`,
          'kind',
        );
    }
  }
  crossCheck(ctx.scenario, objects, diagnostics);
  if (hasErrors(diagnostics)) return { model: null, diagnostics };
  const { traffic, ...rest } = ctx.scenario;
  const model: ScenarioModel = {
    ...rest,
    traffic: traffic
      ? { service: traffic.service, requestsPerSecond: traffic.requestsPerSecond }
      : null,
    ...objects,
  };
  return { model: settleDuration(model, ctx.scenarioLine, diagnostics), diagnostics };
}

/** kind, apiVersion and metadata.name of one document, or null when it cannot be used. */
function identify(doc: SourceDoc, out: Diagnostic[]): Doc | null {
  const r = Reader.of(doc, out);
  if (!r.isMap) {
    r.error('each document must be a Kubernetes object (a map with apiVersion, kind, metadata)');
    return null;
  }
  const kindValue = r.get('kind');
  if (kindValue === undefined || kindValue === null || kindValue === '') {
    r.error('kind: Required value', r.has('kind') ? 'kind' : undefined);
    return null;
  }
  if (typeof kindValue !== 'string' || !/^[A-Z][A-Za-z0-9]*$/.test(kindValue)) {
    r.invalid('kind', kindValue, 'must be a kind such as Pod or Deployment');
    return null;
  }
  const kind = kindValue;
  const expected = API_VERSIONS[kind];
  const apiVersion = r.get('apiVersion');
  if (expected && apiVersion !== undefined && apiVersion !== expected) {
    // kubectl would refuse it; podterm reads it anyway so that a typo does not stop the run.
    r.report(
      'warning',
      `no matches for kind "${kind}" in version "${String(apiVersion)}": kubectl would refuse this document (podterm reads it as ${expected})`,
      'apiVersion',
    );
  }
  const metaR = r.child('metadata');
  if (metaR.value !== undefined && metaR.value !== null && !metaR.isMap) {
    r.invalid('metadata', metaR.value, 'must be a map with name');
    return null;
  }
  const nameValue = metaR.get('name');
  let name = typeof nameValue === 'string' ? nameValue : '';
  if (nameValue === undefined || nameValue === null) {
    if (kind !== 'Scenario') {
      (metaR.isMap ? metaR : r).error(
        'metadata.name: Required value',
        metaR.isMap ? undefined : 'kind',
      );
      return null;
    }
    name = 'scenario';
  } else if (
    typeof nameValue !== 'string' ||
    !DNS_SUBDOMAIN.test(nameValue) ||
    nameValue.length > 253
  ) {
    metaR.invalid(
      'name',
      nameValue,
      "a lowercase RFC 1123 subdomain must consist of lower case alphanumeric characters, '-' or '.', and must start and end with an alphanumeric character",
    );
    return null;
  }
  return {
    doc,
    r,
    kind,
    meta: { name, namespace: metaR.str('namespace', 'default'), line: doc.line },
  };
}

/** The Scenario first (its version decides what the workloads may use), and PriorityClasses. */
function firstPass(
  docs: Doc[],
  out: Diagnostic[],
  minorOverride?: number,
): TemplateContext & { scenario: ScenarioSpec; scenarioLine: number | null } {
  let scenario: ScenarioSpec | null = null;
  let scenarioLine: number | null = null;
  const priorityClasses = new Map<string, number>();
  for (const { r, kind, meta } of docs) {
    if (kind === 'Scenario') {
      if (scenario) r.error('only one Scenario document is allowed', 'kind');
      else {
        scenarioTopLevel(r);
        scenario = readScenario(meta, r.child('spec'), minorOverride);
        scenarioLine = meta.line;
      }
    } else if (kind === 'PriorityClass') {
      priorityClasses.set(
        meta.name,
        r.num('value', 0, { min: -2_147_483_648, max: 1_000_000_000 }),
      );
    }
  }
  if (minorOverride !== undefined && !isSupportedMinor(minorOverride)) {
    out.push(
      err(1, 1, `Kubernetes version 1.${minorOverride} is not supported; ${SUPPORTED_RANGE}`),
    );
  }
  const empty: SourceDoc = {
    data: {},
    line: 1,
    at: () => ({ line: 1, column: 1, endLine: 1, endColumn: 2 }),
  };
  scenario ??= readScenario({ name: 'scenario' }, Reader.of(empty, out), minorOverride);
  return { minor: scenario.minor, priorityClasses, scenario, scenarioLine };
}

/**
 * The Scenario document is podterm's own, so its keys are strict: `actions:` written beside
 * `spec:` instead of under it would otherwise be dropped without a word and the run would
 * have no actions.
 */
function scenarioTopLevel(r: Reader): void {
  const specKeys = Object.keys(SCENARIO_SPEC.fields!);
  for (const k of Object.keys(r.value as object)) {
    if (['apiVersion', 'kind', 'metadata', 'spec'].includes(k)) continue;
    const hint = specKeys.includes(k) ? ` (it belongs under spec: as spec.${k})` : '';
    r.error(`unknown field "${k}"${hint}`, k);
  }
}

function finish(r: LoadResult): LoadResult {
  const sorted = r.diagnostics.sort((a, b) => a.line - b.line || a.column - b.column);
  if (sorted.length <= MAX_DIAGNOSTICS) return { model: r.model, diagnostics: sorted };
  const extra = sorted.length - MAX_DIAGNOSTICS;
  const last = sorted[MAX_DIAGNOSTICS - 1]!;
  return {
    model: r.model,
    diagnostics: [
      ...sorted.slice(0, MAX_DIAGNOSTICS),
      {
        ...err(last.line, last.column, `… and ${extra} more problems`),
        severity: hasErrors(sorted.slice(MAX_DIAGNOSTICS)) ? 'error' : 'info',
      },
    ],
  };
}
