// Every fixture's and preset's run as one line per event (and its diagnostics), to compare the
// behaviour of two commits: `npx tsx tools/dump-traces.mts out.txt`, then diff two outputs.
// A change meant to be fast only (no rule changed) must leave the file identical.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { simulateText } from '../src/run/simulate.ts';

const root = join(import.meta.dirname, '..');
const out = process.argv[2] ?? 'traces.txt';

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
  const r = simulateText(readFileSync(f, 'utf8'), { maxEvents: 20000 });
  lines.push(`## ${relative(root, f)} events=${r.trace?.events.length ?? 'none'}`);
  for (const d of r.diagnostics) lines.push(`D ${d.severity} ${d.line} ${d.message}`);
  for (const { t, ...rest } of r.trace?.events ?? []) lines.push(`${t} ${JSON.stringify(rest)}`);
}
writeFileSync(out, lines.join('\n') + '\n');
console.log(`${files.length} files, ${lines.length} lines → ${out}`);
