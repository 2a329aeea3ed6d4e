// Thousands of mangled documents made from the presets and the real-cluster fixtures:
// each gives a trace or a diagnostic with a line, never an exception, and stays bounded
// (events under maxEvents, virtual time under the cap). A fixed seed keeps CI repeatable;
// PROPERTY_RUNS=n and PROPERTY_SEED=s explore further.
import fc from 'fast-check';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { MAX_DURATION_MS } from '../../src/manifest/model.ts';
import { simulateText } from '../../src/run/simulate.ts';

const dirs = ['../fixtures/scenarios', '../../src/presets'].map((d) =>
  join(import.meta.dirname, d),
);
const seeds = dirs
  .filter((d) => existsSync(d))
  .flatMap((d) =>
    readdirSync(d)
      .filter((f) => f.endsWith('.yaml'))
      .sort()
      .map((f) => readFileSync(join(d, f), 'utf8')),
  );

const MAX_EVENTS = 200_000;
const UNTIL_MS = 120_000;
const RUNS = Number(process.env.PROPERTY_RUNS ?? 10_000);

const VALUES = [
  '-5',
  '-1',
  '0',
  '1.5',
  '1e9',
  '1e400',
  '-1e309',
  '99999999999999999999',
  '.nan',
  '.inf',
  '0x7fffffff',
  '"three"',
  "''",
  '[]',
  '[1, [2, [3]]]',
  '{}',
  '{kind: Pod}',
  'null',
  '~',
  'true',
  '__proto__',
  '{__proto__: {kind: Pod}}',
  '!!binary AAAA',
  '*nope',
  '&a x',
  '999999h',
  '-10s',
  'pod/',
  '"1.99"',
];
const KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  'kind',
  'replicas',
  'duration',
  'nodes',
  'kubernetesVersion',
  'terminationGracePeriodSeconds',
  'activeDeadlineSeconds',
  'requestsPerSecond',
  'do',
  'target',
  'at',
];

type Mutation = (lines: string[]) => string[];
const at = (ls: string[], i: number): number => i % ls.length;
const KEY_VALUE = /^(\s*-?\s*[^\s:#][^:#]*:)\s*(\S.*)$/;

/** The same value as another type: number ↔ string ↔ list ↔ map. */
const retype = (v: string, how: number): string =>
  [`"${v.replace(/"/g, '')}"`, `[${v}]`, `{v: ${v}}`, v.replace(/\D/g, '') || '0', `- ${v}`][
    how % 5
  ]!;

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  // delete a line
  fc.nat().map(
    (i): Mutation =>
      (ls) =>
        ls.filter((_, j) => j !== at(ls, i)),
  ),
  // a strange value for a key
  fc.tuple(fc.nat(), fc.constantFrom(...VALUES)).map(
    ([i, v]): Mutation =>
      (ls) =>
        ls.map((l, j) => (j === at(ls, i) ? l.replace(/:\s*\S.*$/, `: ${v}`) : l)),
  ),
  // the same value, another type
  fc.tuple(fc.nat(), fc.nat()).map(
    ([i, how]): Mutation =>
      (ls) =>
        ls.map((l, j) =>
          j === at(ls, i)
            ? l.replace(KEY_VALUE, (_, k: string, v: string) => `${k} ${retype(v, how)}`)
            : l,
        ),
  ),
  // a key inserted (often a duplicate, or a prototype key)
  fc
    .tuple(fc.nat(), fc.constantFrom(...KEYS), fc.constantFrom(...VALUES))
    .map(([i, k, v]): Mutation => (ls) => {
      const j = at(ls, i);
      const indent = /^\s*/.exec(ls[j]!)![0];
      return [...ls.slice(0, j + 1), `${indent}${k}: ${v}`, ...ls.slice(j + 1)];
    }),
  // a line duplicated (a duplicate key, a second list item)
  fc.nat().map((i): Mutation => (ls) => [...ls.slice(0, at(ls, i) + 1), ...ls.slice(at(ls, i))]),
  // the whole text repeated (every object twice)
  fc.constant((ls: string[]) => [...ls, '---', ...ls]),
  // truncated, at a line or inside one
  fc.nat().map(
    (i): Mutation =>
      (ls) =>
        ls.slice(0, at(ls, i)),
  ),
  fc.nat().map((i): Mutation => (ls) => {
    const text = ls.join('\n');
    return text.slice(0, i % (text.length + 1)).split('\n');
  }),
  // two lines swapped, or one re-indented
  fc.tuple(fc.nat(), fc.nat()).map(([i, k]): Mutation => (ls) => {
    const out = [...ls];
    [out[at(ls, i)], out[at(ls, k)]] = [out[at(ls, k)]!, out[at(ls, i)]!];
    return out;
  }),
  fc.tuple(fc.nat(), fc.integer({ min: -4, max: 4 })).map(
    ([i, d]): Mutation =>
      (ls) =>
        ls.map((l, j) =>
          j === at(ls, i)
            ? d >= 0
              ? ' '.repeat(d) + l
              : l.slice(Math.min(-d, l.search(/\S|$/)))
            : l,
        ),
  ),
);

it('never throws, always answers with a trace or a located diagnostic, within bounds', () => {
  let traces = 0;
  let slowest = 0;
  fc.assert(
    fc.property(
      fc.constantFrom(...seeds),
      fc.array(mutation, { minLength: 1, maxLength: 5 }),
      fc.boolean(),
      (seed, ms, capped) => {
        const text = ms
          .reduce((ls, m) => (ls.length === 0 ? ls : m(ls)), seed.split('\n'))
          .join('\n');
        const t0 = performance.now();
        const r = simulateText(
          text,
          capped ? { maxEvents: MAX_EVENTS, untilMs: UNTIL_MS } : { maxEvents: MAX_EVENTS },
        );
        slowest = Math.max(slowest, performance.now() - t0);
        // simulateText turns an exception of ours into a diagnostic; it is still a bug
        const crash = r.diagnostics.find((d) => d.message.startsWith('podterm could not simulate'));
        expect(crash?.message, `the simulation threw on:\n${text}`).toBeUndefined();
        if (r.trace === null) {
          expect(
            r.diagnostics.some((d) => d.severity === 'error' && d.line >= 1 && d.column >= 1),
            `no located error for:\n${text}`,
          ).toBe(true);
        } else {
          traces++;
          expect(r.trace.events.length).toBeLessThanOrEqual(MAX_EVENTS);
          expect(r.trace.durationMs).toBeLessThanOrEqual(capped ? UNTIL_MS : MAX_DURATION_MS);
          expect(r.trace.events.every((e, i, es) => i === 0 || es[i - 1]!.t <= e.t)).toBe(true);
        }
      },
    ),
    { numRuns: RUNS, seed: Number(process.env.PROPERTY_SEED ?? 20261122) },
  );
  // Most mangled documents must still simulate, or the property tests only the parser.
  expect(traces).toBeGreaterThan(RUNS / 4);
  expect(slowest, 'one document took too long').toBeLessThan(10_000);
}, 120_000);
