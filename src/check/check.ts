// `podterm check`: the manifests' warnings as findings, each with its stable id (rules.ts),
// the object it is about and the way to fix it. No Scenario document is needed: without one
// podterm reads the manifests as on the newest Kubernetes with two nodes (loadScenario), and
// the warnings are the foreseen ones (foresee.ts) and those of reading the manifests
// (unknown fields, dropped fields, admission). Pure: the caller reads files and prints.
import { loadScenario } from '../manifest/load/loadScenario.ts';
import { foresee } from '../manifest/warnings/foresee.ts';
import type { Diagnostic, Severity } from '../manifest/read/diagnostics.ts';
import type { CheckOptions, CheckResult, Finding } from './findings.ts';
import { versionLabel } from '../versions/version.ts';
import { ruleOf } from './rules.ts';
import { objectAt, streamObjects } from './objects.ts';
import { rolloutFindings, type RolloutOptions } from './rollout.ts';

export type { CheckOptions, CheckResult, Finding } from './findings.ts';

const SEVERITY_RANK: Record<Severity, number> = { info: 0, warning: 1, error: 2 };

/** `a` is at or above `b` (error > warning > info). */
export const atLeast = (a: Severity, b: Severity): boolean => SEVERITY_RANK[a] >= SEVERITY_RANK[b];

/** A load diagnostic is a finding when it warns, or is a foresight (which may be an info). */
const isFinding = (d: Diagnostic): boolean => d.severity === 'warning' || d.rule !== undefined;

export function check(text: string, options: CheckOptions = {}): CheckResult {
  const loaded = loadScenario(
    text,
    options.version === undefined ? {} : { version: options.version },
  );
  if (!loaded.model)
    return {
      kubernetesVersion: null,
      findings: [],
      silenced: [],
      errors: loaded.diagnostics.filter((d) => d.severity === 'error'),
    };
  const objects = streamObjects(text);
  const all: Diagnostic[] = [...loaded.diagnostics.filter(isFinding), ...foresee(loaded.model)];
  // A Scenario document of the input's would be a second one beside the rollout's own.
  const hasScenario = objects.some((o) => o.kind === 'Scenario');
  if (options.rollout && !hasScenario)
    all.push(...rolloutFindings(text, loaded.model, options.rollout as RolloutOptions));
  const findings: Finding[] = [];
  const silenced: Finding[] = [];
  for (const d of all) {
    const row = ruleOf(d.rule);
    const obj = objectAt(objects, d.line);
    const f: Finding = {
      id: row.id,
      rule: d.rule ?? row.rule,
      severity: d.severity,
      line: d.line,
      column: d.column,
      endLine: d.endLine,
      endColumn: d.endColumn,
      object: obj?.name ?? null,
      message: d.message,
      fix: row.fix,
      template: obj?.template ?? null,
    };
    (obj?.ignored.has(row.id) ? silenced : findings).push(f);
  }
  const byLine = (a: Finding, b: Finding): number => a.line - b.line || a.column - b.column;
  return {
    kubernetesVersion: versionLabel(loaded.model.version),
    findings: findings.sort(byLine),
    silenced: silenced.sort(byLine),
    errors: [],
    ...(options.rollout && hasScenario
      ? {
          rolloutSkipped:
            'the input has a Scenario document: --rollout runs its own, so it checks manifests without one',
        }
      : {}),
  };
}
