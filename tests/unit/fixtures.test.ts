// The real-cluster scenarios (copied from shared/scenarios into tests/fixtures) through
// the same path as the CLI, checked like check-scenarios.mjs; plus determinism and a
// golden trace compared byte for byte (UPDATE_GOLDEN=1 rewrites it).
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { simulateText } from '../../src/sim/simulate.ts';
import { check, type Check } from './expectations.ts';

const DIR = join(import.meta.dirname, '../fixtures/scenarios');
const specs = readdirSync(DIR).filter((f) => f.endsWith('.expect.json'));

describe.each(specs)('%s', (file) => {
  const spec = JSON.parse(readFileSync(join(DIR, file), 'utf8')) as {
    scenario: string;
    expect: Check[];
  };
  const text = readFileSync(join(DIR, spec.scenario), 'utf8');
  const { trace, diagnostics } = simulateText(text);

  it('simulates without errors', () => {
    expect(diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(trace).not.toBeNull();
  });

  it.each(spec.expect.map((c, i) => [i, c] as const))('check %i', (_, c) => {
    expect(check(trace!, c)).toBeNull();
  });

  it('gives the same trace byte for byte when run again', () => {
    expect(JSON.stringify(simulateText(text).trace)).toBe(JSON.stringify(trace));
  });
});

it('matches the stored golden trace of finalizer-phase-1.27', () => {
  const text = readFileSync(join(DIR, 'finalizer-phase-1.27.yaml'), 'utf8');
  const got = `${JSON.stringify(simulateText(text).trace, null, 1)}\n`;
  const golden = join(import.meta.dirname, '../fixtures/golden/finalizer-phase-1.27.trace.json');
  if (process.env.UPDATE_GOLDEN || !existsSync(golden)) writeFileSync(golden, got);
  expect(got).toBe(readFileSync(golden, 'utf8'));
});
