// Every fixture's and preset's run as one line per event (and its diagnostics), to compare the
// behaviour of two commits: `npx tsx tools/dump-traces.mts out.txt`, then diff two outputs.
// A change meant to be fast only (no rule changed) must leave the file identical.
// `--minors 21-34` runs every file once per minor of the range as well (as the CLI's
// `--version` would), to show that a change of the rulebook moved no version's behaviour.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { simulateText } from '../src/run/simulate.ts';
import { kube } from '../src/versions/version.ts';

const root = join(import.meta.dirname, '..');
const args = process.argv.slice(2);
const range = args.indexOf('--minors');
const [lo, hi] = range < 0 ? [] : (args.splice(range, 2)[1] ?? '').split('-').map(Number);
const minors: (number | undefined)[] = [undefined];
if (lo !== undefined && hi !== undefined) for (let m = lo; m <= hi; m++) minors.push(m);
const out = args[0] ?? 'traces.txt';

function yamlFiles(dir: string, acc: string[] = []): string[] {
  for (const f of readdirSync(dir).sort()) {
    const p = join(dir, f);
    if (statSync(p).isDirectory()) yamlFiles(p, acc);
    else if (f.endsWith('.yaml')) acc.push(p);
  }
  return acc;
}

const files = [
  ...yamlFiles(join(root, 'tests/fixtures')).filter((f) => !f.includes('fieldTree')),
  ...yamlFiles(join(root, 'src/presets')),
];
const lines: string[] = [];
for (const f of files) {
  const text = readFileSync(f, 'utf8');
  for (const minor of minors) {
    const r = simulateText(
      text,
      minor === undefined ? { maxEvents: 20000 } : { maxEvents: 20000, version: kube(minor) },
    );
    const at = minor === undefined ? '' : ` on 1.${minor}`;
    lines.push(`## ${relative(root, f)}${at} events=${r.trace?.events.length ?? 'none'}`);
    for (const d of r.diagnostics) lines.push(`D ${d.severity} ${d.line} ${d.message}`);
    for (const { t, ...rest } of r.trace?.events ?? []) lines.push(`${t} ${JSON.stringify(rest)}`);
  }
}
writeFileSync(out, lines.join('\n') + '\n');
console.log(`${files.length} files × ${minors.length}, ${lines.length} lines → ${out}`);
