// The real-cluster scenarios (copied from shared/scenarios into tests/fixtures, so the
// clone tests itself) through the same path as the CLI, checked like check-scenarios.mjs,
// once for each version an expect file lists; plus determinism and golden traces compared
// byte for byte (UPDATE_GOLDEN=1 rewrites them).
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { simulateText } from '../../src/run/simulate.ts';
import { parseVersion, versionLabel } from '../../src/versions/version.ts';
import { check, describeCheck, type Check } from './expectations.ts';

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
}

describe.each(specs)('%s', (file) => {
  const path = join(FIXTURES, file);
  const spec = JSON.parse(readFileSync(path, 'utf8')) as Spec;
  const text = readFileSync(join(dirname(path), spec.scenario), 'utf8');
  if (!spec.versions) return runFixture(relative(process.cwd(), path), text, spec.expect);
  describe.each(spec.versions)('on %s', (version) => {
    const minor = parseVersion(version);
    if (minor === null) throw new Error(`${file}: not a version: ${version}`);
    runFixture(`${relative(process.cwd(), path)} on ${version}`, text, spec.expect, minor);
  });
});

function runFixture(name: string, text: string, checks: Check[], minor?: number): void {
  const options = minor === undefined ? {} : { minor };
  const { trace, diagnostics } = simulateText(text, options);

  it('simulates without errors', () => {
    expect(diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(trace, `${name} gave no trace`).not.toBeNull();
    if (minor !== undefined) expect(trace?.kubernetesVersion).toBe(versionLabel(minor));
  });

  it.each(checks.map((c, i) => [`#${i + 1} ${describeCheck(c)}`, c] as const))('%s', (_, c) => {
    const problem = trace ? check(trace, c) : 'no trace';
    expect(problem, problem ? `${name}: ${problem}` : '').toBeNull();
  });

  it('gives the same trace byte for byte when run again', () => {
    expect(JSON.stringify(simulateText(text, options).trace)).toBe(JSON.stringify(trace));
  });
}

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
