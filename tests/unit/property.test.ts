// Thousands of mangled documents made from the presets and the real-cluster fixtures:
// each gives a trace or a diagnostic with a line, never an exception, and stays bounded.
import fc from 'fast-check';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { simulateText } from '../../src/sim/simulate.ts';

const dirs = [
  join(import.meta.dirname, '../fixtures/scenarios'),
  join(import.meta.dirname, '../../src/presets'),
];
const seeds = dirs.flatMap((d) =>
  readdirSync(d)
    .filter((f) => f.endsWith('.yaml'))
    .map((f) => readFileSync(join(d, f), 'utf8')),
);

const VALUES = [
  '-5',
  '1e9',
  '99999999999999999999',
  '"three"',
  '[]',
  '{}',
  'null',
  'true',
  '-1',
  '0',
  '1.5',
  '__proto__',
  '!!binary AAAA',
  '*nope',
  '&a x',
];
const KEYS = [
  '__proto__',
  'constructor',
  'replicas',
  'duration',
  'kubernetesVersion',
  'terminationGracePeriodSeconds',
  'do',
  'target',
  'at',
];

type Mutation = (lines: string[]) => string[];

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  fc.nat().map(
    (i): Mutation =>
      (ls) =>
        ls.filter((_, j) => j !== i % ls.length),
  ),
  fc.tuple(fc.nat(), fc.constantFrom(...VALUES)).map(
    ([i, v]): Mutation =>
      (ls) =>
        ls.map((l, j) => (j === i % ls.length ? l.replace(/:\s*\S.*$/, `: ${v}`) : l)),
  ),
  fc
    .tuple(fc.nat(), fc.constantFrom(...KEYS), fc.constantFrom(...VALUES))
    .map(([i, k, v]): Mutation => (ls) => {
      const j = i % ls.length;
      const indent = /^\s*/.exec(ls[j]!)![0];
      return [...ls.slice(0, j + 1), `${indent}${k}: ${v}`, ...ls.slice(j + 1)];
    }),
  fc
    .nat()
    .map((i): Mutation => (ls) => [
      ...ls.slice(0, (i % ls.length) + 1),
      ls[i % ls.length]!,
      ...ls.slice((i % ls.length) + 1),
    ]),
  fc.nat().map(
    (i): Mutation =>
      (ls) =>
        ls.slice(0, i % ls.length),
  ),
  fc.tuple(fc.nat(), fc.nat()).map(([i, j]): Mutation => (ls) => {
    const out = [...ls];
    const a = i % ls.length;
    const b = j % ls.length;
    [out[a], out[b]] = [out[b]!, out[a]!];
    return out;
  }),
);

it('never throws, always answers with a trace or a located diagnostic, within bounds', () => {
  fc.assert(
    fc.property(
      fc.constantFrom(...seeds),
      fc.array(mutation, { minLength: 1, maxLength: 4 }),
      (seed, ms) => {
        const text = ms
          .reduce((ls, m) => (ls.length === 0 ? ls : m(ls)), seed.split('\n'))
          .join('\n');
        const r = simulateText(text, { maxEvents: 20_000 });
        if (r.trace === null) {
          expect(r.diagnostics.some((d) => d.severity === 'error' && d.line >= 1)).toBe(true);
        } else {
          expect(r.trace.events.length).toBeLessThanOrEqual(20_000);
        }
      },
    ),
    { numRuns: 4000, seed: 20261122 },
  );
}, 120_000);
