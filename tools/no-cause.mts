// The events of every fixture's and preset's run that the chain of causes finds no cause for,
// counted per lane and type (a KubeEvent by its reason): `npx tsx tools/no-cause.mts [--list]`.
// An action is the start of every chain; everything else happened because of something.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { simulateText } from '../src/run/simulate.ts';
import { causesOf } from '../src/story/causes.ts';
import type { Trace, TraceEvent } from '../src/trace/types.ts';

const root = join(import.meta.dirname, '..');
const list = process.argv.includes('--list');
const only = process.argv.find((a) => a.startsWith('--only='))?.slice('--only='.length);
const files = ['tests/fixtures', 'src/presets'].flatMap((dir) =>
  readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.yaml') && !f.includes('fieldTree'))
    .sort()
    .map((f) => join(dir, f)),
);

/** Events no chain ends at: the action itself, and the status records (drawn as spans). */
const ROOT = new Set<TraceEvent['type']>([
  'ActionApplied',
  'PodStatus',
  'WorkloadStatus',
  'RequestsServed',
]);
/**
 * The scenario's own objects, applied at t=0: kubectl apply is their cause, and so is it of
 * what their controllers made at t=0 when the trace has no ObjectCreated of the owner.
 */
const applied = (trace: Trace, e: TraceEvent, i: number): boolean =>
  e.t === 0 &&
  (e.type === 'PodCreated' || e.type === 'ObjectCreated') &&
  (e.data.owner === null ||
    !trace.events.slice(0, i).some((x) => x.object === e.data.owner && x.type === 'ObjectCreated'));
const key = (e: TraceEvent): string =>
  `${e.lane} ${e.type}${e.type === 'KubeEvent' ? ` ${e.data.reason}` : ''}${e.type === 'SignalSent' ? ` ${e.data.signal}` : ''}${e.type === 'PodPhaseChanged' ? ` ${e.data.phase}` : ''}`;

const counts = new Map<string, { n: number; at0: number; where: string[] }>();
let total = 0;
let events = 0;
for (const f of files) {
  const trace = simulateText(readFileSync(join(root, f), 'utf8'), { maxEvents: 20000 }).trace;
  if (!trace) continue;
  const { into } = causesOf(trace);
  trace.events.forEach((e, i) => {
    if (ROOT.has(e.type) || applied(trace, e, i)) return;
    events++;
    if (into.has(i)) return;
    const k = key(e);
    if (only && !k.includes(only)) return;
    total++;
    const c = counts.get(k) ?? { n: 0, at0: 0, where: [] };
    c.n++;
    if (e.t === 0) c.at0++;
    if (c.where.length < 3) c.where.push(`${f}#${i}@${e.t / 1000}`);
    counts.set(k, c);
  });
}
for (const [k, c] of [...counts].sort((a, b) => b[1].n - a[1].n))
  console.log(
    `${String(c.n).padStart(6)} (${c.at0} at t=0)  ${k}${list ? `\n         ${c.where.join('\n         ')}` : ''}`,
  );
console.log(`${total} of ${events} events without a cause, over ${files.length} files`);
