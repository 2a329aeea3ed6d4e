// `npm run bench`: a table for people; `npm run bench -- --json`: one JSON object a line
// (names and fields: shared/spec/scenario-and-trace.md §4). `--only sim|page` narrows it;
// `--bench NAME,…` runs the named rows alone (`--bench rollout-1000,drain-1000-nodes`).
import { pageBenches } from './pageBenches.ts';
import { sink } from './bareHeap.ts';
import { drainBench } from './drainBench.ts';
import { cronBench } from './cronBench.ts';
import { rolloutRows, type Row } from './simBenches.ts';
import { bigDocumentBench, bigDocuments } from './bigDocuments.ts';

const args = process.argv.slice(2);
const json = args.includes('--json');
const only = args.includes('--only') ? args[args.indexOf('--only') + 1] : undefined;
const named = args.includes('--bench') ? args[args.indexOf('--bench') + 1]!.split(',') : null;
const rows: Row[] = [];

function emit(row: Row): void {
  if (json) console.log(JSON.stringify(row));
  else process.stderr.write(`  ${row.bench} ${'skipped' in row ? 'skipped' : 'done'}\n`);
  rows.push(row);
}

/** Rows with the same fields share one aligned table; skipped benches say why below. */
function printTables(): void {
  const groups = new Map<string, Row[]>();
  for (const r of rows.filter((r) => !('skipped' in r))) {
    const key = Object.keys(r).join(',');
    groups.set(key, [...(groups.get(key) ?? []), r]);
  }
  for (const group of groups.values()) {
    const cols = Object.keys(group[0]!);
    const width = cols.map((c) => Math.max(c.length, ...group.map((r) => String(r[c]).length)));
    const line = (cells: string[]): string =>
      cells.map((c, i) => (i === 0 ? c.padEnd(width[i]!) : c.padStart(width[i]!))).join('  ');
    console.log(`\n${line(cols)}`);
    for (const r of group) console.log(line(cols.map((c) => String(r[c]))));
  }
  const skips = rows.filter((r) => 'skipped' in r);
  if (skips.length) console.log('');
  for (const r of skips) console.log(`${String(r.bench).padEnd(16)}  skipped: ${r.skipped}`);
}

/**
 * The rollout rows: [replicas, timed samples], timed in rounds (bench/rolloutRounds.ts; a
 * sample lasts about 2 s at every size). Nine and seven: with seven and five, rollout-2000's
 * median moved by a tenth between two benches a few minutes apart (issue 29's fifth stop).
 */
const rollouts = [
  [500, 9],
  [1000, 9],
  [2000, 7],
  [5000, 7],
] as const;

/** The simulation's other rows, by name, each run only when asked for. */
const simRows: [string, () => Row][] = [
  ['cronjob-day', () => cronBench(3)],
  ['drain-100-nodes', () => drainBench(3)],
  ...bigDocuments().map((doc): [string, () => Row] => [doc.bench, () => bigDocumentBench(doc, 1)]),
];
const names = [...rollouts.map(([n]) => `rollout-${n}`), ...simRows.map(([n]) => n)];
const unknown = named?.filter((n) => !names.includes(n)) ?? [];
if (unknown.length > 0) {
  console.error(`no such bench: ${unknown.join(', ')} (${names.join(', ')})`);
  process.exit(2);
}
if (only !== 'page') {
  const chosen = rollouts.filter(([n]) => !named || named.includes(`rollout-${n}`));
  if (chosen.length > 0) for (const row of await rolloutRows(chosen)) emit(row);
  for (const [name, row] of simRows) if (!named || named.includes(name)) emit(row());
}
if (only !== 'sim' && !named) for (const row of await pageBenches()) emit(row);
if (!json) printTables();
if (sink.value === -1) console.log(''); // reads the bare heap's sink: it cannot be elided
process.exit(0);
