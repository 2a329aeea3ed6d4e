// The fuzzer's structure-aware half: where property.test.ts mangles lines, this one reads
// every preset and fixture as YAML and changes it as a careless user would change a field —
// a value of the wrong type, a required field gone, a number at an extreme, a workload
// field at its edge (a Job with `completions: 0` crashed the CLI before anything caught
// it: issue 31 item 5). Every result must be a trace or a located error, never a throw.
// A fixed seed keeps CI repeatable; PROPERTY_RUNS=n and PROPERTY_SEED=s explore further.
import fc from 'fast-check';
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expect, it } from 'vitest';
import { isMap, isScalar, isSeq, parseAllDocuments, type Document, type Node } from 'yaml';
import { MAX_DURATION_MS } from '../../src/manifest/model/model.ts';
import { simulateText } from '../../src/run/simulate.ts';

const ROOTS = ['../fixtures', '../../src/presets'].map((d) => join(import.meta.dirname, d));
const yamlFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? yamlFiles(join(dir, e.name))
      : e.name.endsWith('.yaml')
        ? [join(dir, e.name)]
        : [],
  );
const seeds = ROOTS.flatMap(yamlFiles)
  .sort()
  .map((f) => ({ name: relative(import.meta.dirname, f), text: readFileSync(f, 'utf8') }))
  // Only what the `yaml` package writes back: a fixture of go-yaml's own escapes (`\'`,
  // read/parse.ts) cannot be edited as a document here.
  .filter((s) => parseAllDocuments(s.text).every((d) => d.errors.length === 0));

const RUNS = Number(process.env.PROPERTY_RUNS ?? 1_500);
const MAX_EVENTS = 200_000;
const UNTIL_MS = 120_000;

/** Numbers at the edges: zero, negative, past int32, past a double's integers, fractions. */
const EXTREME = [0, -1, 0.5, 2_147_483_648, Number.MAX_SAFE_INTEGER + 2, 1e308, -1e-9];
/** Values of every other type than the one a field wants. */
const WRONG_TYPE: unknown[] = ['three', '', true, null, [], [1, 2], {}, { a: 1 }];
/** Fields a workload reads, each at its edge (some valid, some refused by the API server). */
const EDGE_FIELDS: [string, unknown][] = [
  ['completions', 0],
  ['parallelism', 0],
  ['backoffLimit', 0],
  ['backoffLimitPerIndex', 0],
  ['maxFailedIndexes', 0],
  ['completionMode', 'Indexed'],
  ['suspend', true],
  ['activeDeadlineSeconds', 1],
  ['ttlSecondsAfterFinished', 0],
  ['successPolicy', { rules: [{ succeededCount: 0 }] }],
  ['podFailurePolicy', { rules: [{ action: 'FailJob', onExitCodes: { operator: 'In' } }] }],
  ['replicas', 0],
  ['minReadySeconds', 2_147_483_647],
  ['progressDeadlineSeconds', 0],
  ['revisionHistoryLimit', 0],
  ['strategy', { type: 'RollingUpdate', rollingUpdate: { maxSurge: 0, maxUnavailable: 0 } }],
  ['updateStrategy', { type: 'OnDelete' }],
  ['podManagementPolicy', 'Parallel'],
  ['terminationGracePeriodSeconds', 0],
  ['restartPolicy', 'Never'],
  ['schedule', '* * * * *'],
  ['concurrencyPolicy', 'Replace'],
  ['startingDeadlineSeconds', 0],
];
/** Fields the API server or podterm requires: taking one away must be told, not thrown. */
const REQUIRED = new Set([
  'apiVersion',
  'kind',
  'metadata',
  'name',
  'spec',
  'template',
  'selector',
  'containers',
  'image',
  'jobTemplate',
  'schedule',
  'do',
  'target',
  'at',
  'ports',
  'port',
]);

interface Place {
  /** The map the field sits in, and its key; or the list and index. */
  parent: Node;
  key: string | number;
  node: Node | null;
}

/** Every field and list item of a document, with where it sits. */
function places(doc: Document): Place[] {
  const out: Place[] = [];
  const walk = (n: unknown): void => {
    if (isMap(n))
      for (const p of n.items) {
        const key = isScalar(p.key) ? String(p.key.value) : null;
        if (key === null) continue;
        out.push({ parent: n, key, node: (p.value as Node | null) ?? null });
        walk(p.value);
      }
    else if (isSeq(n))
      n.items.forEach((item, i) => {
        out.push({ parent: n, key: i, node: item as Node });
        walk(item);
      });
  };
  walk(doc.contents);
  return out;
}

type Change = (doc: Document, at: number) => void;
const pick = <T>(xs: T[], i: number): T | undefined => xs[i % Math.max(1, xs.length)];
const setAt = (doc: Document, p: Place, v: unknown): void => {
  (p.parent as unknown as { set(k: unknown, v: unknown): void }).set(p.key, doc.createNode(v));
};

const change: fc.Arbitrary<Change> = fc.oneof(
  // a field's value of another type
  fc.nat().map((k): Change => (doc, at) => {
    const p = pick(places(doc), at);
    if (p) setAt(doc, p, WRONG_TYPE[k % WRONG_TYPE.length]);
  }),
  // a required field gone
  fc.constant((doc: Document, at: number) => {
    const p = pick(
      places(doc).filter((q) => typeof q.key === 'string' && REQUIRED.has(q.key)),
      at,
    );
    if (p) (p.parent as unknown as { delete(k: unknown): void }).delete(p.key);
  }),
  // a number at an extreme
  fc.nat().map((k): Change => (doc, at) => {
    const p = pick(
      places(doc).filter((q) => isScalar(q.node) && typeof q.node.value === 'number'),
      at,
    );
    if (p) setAt(doc, p, EXTREME[k % EXTREME.length]);
  }),
  // a workload field at its edge, set in some object's spec
  fc.nat().map((k): Change => (doc, at) => {
    const specs = places(doc).filter((q) => q.key === 'spec' && isMap(q.node));
    const s = pick(specs, at);
    const [field, value] = EDGE_FIELDS[k % EDGE_FIELDS.length]!;
    if (s)
      (s.node as unknown as { set(k: unknown, v: unknown): void }).set(
        field,
        doc.createNode(value),
      );
  }),
);

it('fields changed as a careless user would: a trace or a located error, never a throw', () => {
  let traces = 0;
  fc.assert(
    fc.property(
      fc.constantFrom(...seeds),
      fc.array(fc.tuple(change, fc.nat(), fc.nat()), { minLength: 1, maxLength: 3 }),
      fc.boolean(),
      (seed, changes, capped) => {
        const docs = parseAllDocuments(seed.text);
        if (!Array.isArray(docs) || docs.length === 0) return;
        for (const [c, d, at] of changes) c(docs[d % docs.length]!, at);
        const text = docs.map((d) => d.toString()).join('---\n');
        const lines = text.split('\n').length;
        const r = simulateText(
          text,
          capped ? { maxEvents: MAX_EVENTS, untilMs: UNTIL_MS } : { maxEvents: MAX_EVENTS },
        );
        const where = `${seed.name}, changed to:\n${text}`;
        const crash = r.diagnostics.find(
          (d) =>
            d.message.startsWith('podterm could not simulate') ||
            d.message.startsWith('podterm could not read'),
        );
        expect(crash?.message, where).toBeUndefined();
        for (const d of r.diagnostics) {
          expect(d.line, `${d.message} in ${where}`).toBeGreaterThanOrEqual(1);
          expect(d.line, `${d.message} in ${where}`).toBeLessThanOrEqual(lines);
        }
        if (r.trace === null) {
          expect(
            r.diagnostics.some((d) => d.severity === 'error'),
            where,
          ).toBe(true);
          return;
        }
        traces++;
        expect(r.trace.events.length).toBeLessThanOrEqual(MAX_EVENTS);
        expect(r.trace.durationMs).toBeLessThanOrEqual(capped ? UNTIL_MS : MAX_DURATION_MS);
        expect(r.trace.events.every((e, i, es) => i === 0 || es[i - 1]!.t <= e.t)).toBe(true);
      },
    ),
    { numRuns: RUNS, seed: Number(process.env.PROPERTY_SEED ?? 20261128) },
  );
  // Field changes keep the YAML well formed, so most documents must still simulate: else
  // the property tests only the validator.
  expect(traces).toBeGreaterThan(RUNS / 4);
}, 300_000);
