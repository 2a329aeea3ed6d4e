// The traces of every fixture and preset, which the tests of the page's words read
// sentence by sentence (simulated once per test file).
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { simulateText } from '../../../src/run/simulate.ts';
import type { Trace } from '../../../src/trace/types.ts';

const ROOT = join(import.meta.dirname, '../../..');

/** Every scenario file of the fixtures and presets, by its path from the repository. */
export const SCENARIOS: readonly string[] = ['tests/fixtures', 'src/presets'].flatMap((dir) =>
  readdirSync(join(ROOT, dir), { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.yaml'))
    .sort()
    .map((f) => join(dir, f)),
);

/** The trace of a scenario file (null when it does not run). */
export const traceOf = (file: string): Trace | null =>
  simulateText(readFileSync(join(ROOT, file), 'utf8')).trace ?? null;
