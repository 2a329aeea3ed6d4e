// The real-cluster scenarios (copied from shared/scenarios into tests/fixtures, so the
// clone tests itself) through the same path as the CLI, checked like check-scenarios.mjs,
// once for each version an expect file lists; plus determinism and golden traces compared
// byte for byte (UPDATE_GOLDEN=1 rewrites them).
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { simulateText } from '../../src/run/simulate.ts';
import { parseVersion, versionLabel, type KubeVersion } from '../../src/versions/version.ts';
import type { Diagnostic } from '../../src/manifest/read/diagnostics.ts';
import { check, describeCheck, same, type Check } from './expectations.ts';

const FIXTURES = join(import.meta.dirname, '../fixtures');
const specs = readdirSync(FIXTURES, { recursive: true, encoding: 'utf8' })
  .filter((f) => f.endsWith('.expect.json'))
  .sort();

/**
 * An expect file in the format of check-scenarios.mjs, plus `versions`: the same document
 * and the same checks hold on each of these minors (the document pins the newest), run as
 * the CLI's `--version` would.
 */
interface Spec {
  scenario: string;
  versions?: string[];
  expect: Check[];
  /**
   * What podterm says about the document, as kubectl and the API server would. An `error`
   * it must get means the document is refused: no trace, and `expect` is empty.
   */
  diagnostics?: DiagnosticCheck[];
}

/**
 * A diagnostic the document must (or, with `absent`, must not) get: `severity` and
 * `message` match like a trace check's fields (a message ending in `*` by prefix).
 */
interface DiagnosticCheck {
  severity?: Diagnostic['severity'];
  message?: string;
  line?: number;
  absent?: boolean;
}

const diagnosticMatches = (d: Diagnostic, c: DiagnosticCheck): boolean =>
  (!c.severity || d.severity === c.severity) &&
  (!c.message || same(d.message, c.message)) &&
  (c.line === undefined || d.line === c.line);

describe.each(specs)('%s', (file) => {
  const path = join(FIXTURES, file);
  const spec = JSON.parse(readFileSync(path, 'utf8')) as Spec;
  const text = readFileSync(join(dirname(path), spec.scenario), 'utf8');
  const name = relative(process.cwd(), path);
  if (!spec.versions) return runFixture(name, text, spec);
  describe.each(spec.versions)('on %s', (version) => {
    const v = parseVersion(version);
    if (v === null) throw new Error(`${file}: not a version: ${version}`);
    runFixture(`${name} on ${version}`, text, spec, v);
  });
});

/** The expect file says the document is refused: an error it must get (the API server's). */
const refused = (spec: Spec): boolean =>
  (spec.diagnostics ?? []).some((c) => c.severity === 'error' && !c.absent);

function runFixture(name: string, text: string, spec: Spec, version?: KubeVersion): void {
  const checks = spec.expect;
  const options = version === undefined ? {} : { version };
  const { trace, diagnostics } = simulateText(text, options);

  if (refused(spec))
    it('is refused, with no trace', () => {
      expect(trace, `${name} gave a trace`).toBeNull();
    });
  else
    it('simulates without errors', () => {
      expect(diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
      expect(trace, `${name} gave no trace`).not.toBeNull();
      if (version !== undefined) expect(trace?.kubernetesVersion).toBe(versionLabel(version));
    });

  it.each(checks.map((c, i) => [`#${i + 1} ${describeCheck(c)}`, c] as const))('%s', (_, c) => {
    const problem = trace ? check(trace, c) : 'no trace';
    if (c.gap) expect(problem, `${name}: the gap "${c.gap}" is closed: drop it`).not.toBeNull();
    else expect(problem, problem ? `${name}: ${problem}` : '').toBeNull();
  });

  it.each((spec.diagnostics ?? []).map((c) => [JSON.stringify(c), c] as const))(
    'diagnostic %s',
    (_, c) => {
      const hits = diagnostics.filter((d) => diagnosticMatches(d, c));
      if (c.absent) expect(hits, `${name}: unexpected diagnostic`).toEqual([]);
      else
        expect(
          hits.length,
          `${name}: no such diagnostic among ${JSON.stringify(diagnostics.map((d) => `${d.line}: ${d.severity}: ${d.message}`))}`,
        ).toBeGreaterThan(0);
    },
  );

  it('gives the same trace byte for byte when run again', () => {
    expect(JSON.stringify(simulateText(text, options).trace)).toBe(JSON.stringify(trace));
  });
}

// What the examples' pages show and podterm cannot produce is listed in the README, each by
// its fixture's name, so the list and the fixtures cannot part.
it('the README lists every fixture with a gap, and no other', () => {
  const readme = readFileSync(join(import.meta.dirname, '../../README.md'), 'utf8');
  const section = /## What podterm cannot play yet\n([\s\S]*?)(\n## |$)/.exec(readme)?.[1] ?? '';
  const listed = [...section.matchAll(/`([^`]+\.yaml)`/g)].map((m) => m[1]!).sort();
  const gaps = specs
    .filter((f) =>
      (JSON.parse(readFileSync(join(FIXTURES, f), 'utf8')) as Spec).expect.some((c) => c.gap),
    )
    .map((f) =>
      join(dirname(f), (JSON.parse(readFileSync(join(FIXTURES, f), 'utf8')) as Spec).scenario),
    );
  expect(listed).toEqual([...new Set(gaps)].sort());
});

// One trace without traffic and one with it (RequestsServed in 100 ms windows, RequestFailed).
const GOLDEN = ['finalizer-phase-1.27', 'rollout-no-prestop'];

it.each(GOLDEN)('matches the stored golden trace of %s byte for byte', (name) => {
  const text = readFileSync(join(FIXTURES, `scenarios/${name}.yaml`), 'utf8');
  const got = `${JSON.stringify(simulateText(text).trace, null, 1)}\n`;
  const golden = join(FIXTURES, `golden/${name}.trace.json`);
  if (process.env.UPDATE_GOLDEN || !existsSync(golden)) writeFileSync(golden, got);
  expect(got, 'the trace changed: if on purpose, rerun with UPDATE_GOLDEN=1').toBe(
    readFileSync(golden, 'utf8'),
  );
});
