// The first pass over a scenario's documents (loadScenario.ts): the Scenario document
// before anything else, since its version decides what the workloads may use; the
// PriorityClasses and the schedulers a document runs, which templates read.
import type { Diagnostic } from '../read/diagnostics.ts';
import { Reader } from '../read/fields.ts';
import type { Doc } from '../read/identify.ts';
import { configMapsOf, servedSchedulerNames } from '../model/kubeScheduler.ts';
import { err, type SourceDoc } from '../read/parse.ts';
import type { TemplateContext } from '../kinds/podTemplate.ts';
import { readScenario, type ScenarioSpec } from '../kinds/scenarioDoc.ts';
import { SCENARIO_SPEC } from '../schema/scenario.ts';
import {
  isSupported,
  SUPPORTED_RANGE,
  versionLabel,
  type KubeVersion,
} from '../../versions/version.ts';

/** The Scenario first (its version decides what the workloads may use), and PriorityClasses. */
export function firstPass(
  docs: Doc[],
  out: Diagnostic[],
  versionOverride?: KubeVersion,
): TemplateContext & {
  scenario: ScenarioSpec;
  scenarioLine: number | null;
  /** The Scenario document's metadata.name as written (a run's title), or null. */
  title: string | null;
} {
  let scenario: ScenarioSpec | null = null;
  let title: string | null = null;
  let scenarioLine: number | null = null;
  const priorityClasses = new Map<string, number>();
  for (const { r, kind, meta } of docs) {
    if (kind === 'Scenario') {
      if (scenario) r.error('only one Scenario document is allowed', 'kind');
      else {
        scenarioTopLevel(r);
        scenario = readScenario(meta, r.child('spec'), versionOverride);
        scenarioLine = meta.line;
        const written = r.child('metadata').get('name');
        if (typeof written === 'string') title = written;
      }
    } else if (kind === 'PriorityClass') {
      priorityClasses.set(
        meta.name,
        r.num('value', 0, { min: -2_147_483_648, max: 1_000_000_000 }),
      );
    }
  }
  if (versionOverride !== undefined && !isSupported(versionOverride)) {
    out.push(
      err(
        1,
        1,
        `Kubernetes version ${versionLabel(versionOverride)} is not supported; ${SUPPORTED_RANGE}`,
      ),
    );
  }
  const empty: SourceDoc = {
    data: {},
    line: 1,
    at: () => ({ line: 1, column: 1, endLine: 1, endColumn: 2 }),
  };
  scenario ??= readScenario({ name: 'scenario' }, Reader.of(empty, out), versionOverride);
  // A kube-scheduler a document runs serves the Pods that name its profiles (kubeScheduler.ts).
  const raw = docs.map((d) => ({ kind: d.kind, data: d.doc.data, ...d.meta }));
  const configMaps = configMapsOf(raw);
  const schedulerNames = servedSchedulerNames(raw, configMaps, scenario.version);
  return {
    version: scenario.version,
    priorityClasses,
    configMaps,
    schedulerNames,
    scenario,
    scenarioLine,
    title,
  };
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
