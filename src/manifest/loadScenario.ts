// Scenario text → the normalised model and every diagnostic, never an exception: the
// editor, the share link and the CLI all come through here with untrusted text.
import { hasErrors, type Diagnostic } from './diagnostics.ts';
import { Reader } from './fields.ts';
import type { ScenarioModel } from './model.ts';
import { err, parseStream } from './parse.ts';
import { readPodTemplate } from './podTemplate.ts';
import { readScenario, type ScenarioSpec } from './scenarioDoc.ts';
import { readDeployment, readJob, readPdb, readReplicaSet, readService } from './workloads.ts';

const SIMULATED = [
  'Pod',
  'Deployment',
  'ReplicaSet',
  'Service',
  'Job',
  'PodDisruptionBudget',
  'Scenario',
];

export interface LoadResult {
  model: ScenarioModel | null;
  diagnostics: Diagnostic[];
}

export function loadScenario(text: string, overrides: { minor?: number } = {}): LoadResult {
  try {
    return load(text, overrides);
  } catch (e) {
    const msg = e instanceof Error ? e.message : String(e);
    return {
      model: null,
      diagnostics: [err(1, 1, `podterm could not read this document: ${msg}`)],
    };
  }
}

function load(text: string, overrides: { minor?: number }): LoadResult {
  const { docs, diagnostics } = parseStream(text);
  const model: Omit<ScenarioModel, keyof ScenarioSpec> = {
    pods: [],
    deployments: [],
    replicaSets: [],
    services: [],
    jobs: [],
    podDisruptionBudgets: [],
    ignored: [],
  };
  let scenario: ScenarioSpec | null = null;
  const seen = new Set<string>();
  for (const doc of docs) {
    const r = Reader.of(doc, diagnostics);
    if (!r.isMap) {
      r.error('each document must be a Kubernetes object (a map with apiVersion, kind, metadata)');
      continue;
    }
    const kind = r.str('kind', '');
    const metaR = r.child('metadata');
    const name = metaR.str('name', kind === 'Scenario' ? 'scenario' : '');
    if (!kind) {
      r.error('kind: Required value');
      continue;
    }
    if (!SIMULATED.includes(kind)) {
      model.ignored.push({ kind, name, line: doc.line });
      r.report('info', `Kind ${kind} is not simulated; ignored`, 'kind');
      continue;
    }
    if (!name) {
      metaR.error('metadata.name: Required value');
      continue;
    }
    if (seen.has(`${kind}/${name}`))
      r.child('metadata').error(`${kind} "${name}" is defined twice`, 'name');
    seen.add(`${kind}/${name}`);
    const meta = { name, namespace: metaR.str('namespace', 'default'), line: doc.line };
    const spec = r.child('spec');
    switch (kind) {
      case 'Scenario':
        if (scenario) r.error('only one Scenario document is allowed', 'kind');
        else scenario = readScenario(meta, spec, overrides.minor);
        break;
      case 'Pod':
        if (!spec.isMap) spec.error('spec: Required value');
        model.pods.push({
          ...meta,
          template: readPodTemplate(metaR, spec),
          finalizers: metaR.list('finalizers').map((f) => String(f.value)),
        });
        break;
      case 'Deployment':
        model.deployments.push(readDeployment(meta, spec));
        break;
      case 'ReplicaSet':
        model.replicaSets.push(readReplicaSet(meta, spec));
        break;
      case 'Service':
        model.services.push(readService(meta, spec));
        break;
      case 'Job':
        model.jobs.push(readJob(meta, spec));
        break;
      case 'PodDisruptionBudget':
        model.podDisruptionBudgets.push(readPdb(meta, spec));
        break;
    }
  }
  const s =
    scenario ??
    readScenario(
      { name: 'scenario' },
      Reader.of(
        { data: {}, line: 1, at: () => ({ line: 1, column: 1, endLine: 1, endColumn: 2 }) },
        diagnostics,
      ),
      overrides.minor,
    );
  crossCheck(s, model, diagnostics);
  if (hasErrors(diagnostics)) return { model: null, diagnostics: sortDiagnostics(diagnostics) };
  const { traffic, ...rest } = s;
  return {
    model: {
      ...rest,
      traffic: traffic
        ? { service: traffic.service, requestsPerSecond: traffic.requestsPerSecond }
        : null,
      ...model,
    },
    diagnostics: sortDiagnostics(diagnostics),
  };
}

/** What needs the whole document: traffic's Service, action targets. */
function crossCheck(
  s: ScenarioSpec,
  m: Omit<ScenarioModel, keyof ScenarioSpec>,
  out: Diagnostic[],
): void {
  if (s.traffic && !m.services.some((x) => x.name === s.traffic!.service)) {
    s.traffic.line.invalid('service', s.traffic.service, 'names no Service in the scenario');
  }
  const controllers = [...m.deployments, ...m.replicaSets, ...m.jobs].map((x) => x.name);
  const byKind: Record<string, string[]> = {
    deployment: m.deployments.map((x) => x.name),
    replicaset: m.replicaSets.map((x) => x.name),
    service: m.services.map((x) => x.name),
    job: m.jobs.map((x) => x.name),
    node: s.nodes.map((x) => x.name),
  };
  // SidecarContainers: alpha (off) in 1.28, beta (on) from 1.29; before, the API server
  // rejects restartPolicy on an init container.
  if (s.minor < 29) {
    for (const w of [...m.pods, ...m.deployments, ...m.replicaSets, ...m.jobs]) {
      for (const c of w.template.initContainers.filter((x) => x.sidecar)) {
        out.push({
          ...err(
            c.line,
            1,
            `initContainers[${w.template.initContainers.indexOf(c)}].restartPolicy: Forbidden: may not be set for init containers before Kubernetes 1.29 (SidecarContainers)`,
          ),
          endColumn: 200,
        });
      }
    }
  }
  for (const a of s.actions) {
    const { kind, name } = a.target;
    const ok =
      kind === 'pod'
        ? m.pods.some((p) => p.name === name) ||
          controllers.some((c) => c.startsWith(name) || name.startsWith(c))
        : (byKind[kind] ?? []).includes(name) || !(kind in byKind);
    if (!ok)
      out.push({
        ...err(a.line, 1, `target ${kind}/${name} matches no object in the scenario`),
        endColumn: 200,
      });
  }
}

const sortDiagnostics = (ds: Diagnostic[]): Diagnostic[] =>
  ds.sort((a, b) => a.line - b.line || a.column - b.column);
