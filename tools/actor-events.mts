// What a run's actors do, read from XState's inspection (issue 29): for each machine and
// event type, how many events its actors processed and how many of them left the snapshot
// as it was ("same": XState 5.33 macrostep returns the same snapshot object when no
// transition is enabled, and a targetless transition without `assign` keeps it too) and how
// many of those took no transition and ran no action at all ("idle": no @xstate.microstep
// nor @xstate.action inspected for the actor since its last snapshot); how many actors of each
// machine were made, and by whom (its parent's machine, "root" for none, "shared" for the
// world's system of the Pods); and who sent each event ("outside": `send` from plain code).
// An event sent where its receiver takes no transition and runs no action costs the run
// XState's mailbox, relay and transition selection for nothing; this finds them.
//   npx tsx tools/actor-events.mts [replicas=1000]     (bench/scenarios.ts rolloutScenario)
//   npx tsx tools/actor-events.mts path/to/scenario.yaml
import { readFileSync } from 'node:fs';
import type { InspectionEvent } from 'xstate';
import { loadScenario } from '../src/manifest/load/loadScenario.ts';
import { runScenario } from '../src/run/runScenario.ts';
import { rolloutScenario } from '../bench/scenarios.ts';

const arg = process.argv[2] ?? '1000';
const text = /^\d+$/.test(arg) ? rolloutScenario(Number(arg)) : readFileSync(arg, 'utf8');

interface Ref {
  logic?: { id?: string };
  _parent?: Ref;
}
const kindOf = (ref: Ref | undefined): string =>
  ref === undefined ? 'outside' : (ref.logic?.id ?? 'shared');

const processed = new Map<string, { n: number; same: number; idle: number }>();
const made = new Map<string, number>();
const sent = new Map<string, number>();
const last = new Map<unknown, unknown>();
/** Actors that took a microstep or ran an action since their last snapshot. */
const acted = new Set<unknown>();
const bump = (m: Map<string, number>, k: string): void => void m.set(k, (m.get(k) ?? 0) + 1);

const inspect = (ev: InspectionEvent): void => {
  const ref = ev.actorRef as unknown as Ref;
  if (ev.type === '@xstate.microstep' || ev.type === '@xstate.action') acted.add(ref);
  else if (ev.type === '@xstate.actor') {
    const parent = ref._parent;
    bump(made, `${kindOf(ref)} <- ${parent ? kindOf(parent) : 'root'}`);
  } else if (ev.type === '@xstate.event') {
    bump(sent, `${kindOf(ref)} ${ev.event.type} <- ${kindOf(ev.sourceRef as Ref | undefined)}`);
  } else if (ev.type === '@xstate.snapshot') {
    const k = `${kindOf(ref)} ${ev.event.type}`;
    const row = processed.get(k) ?? { n: 0, same: 0, idle: 0 };
    row.n++;
    if (last.get(ref) === ev.snapshot) {
      row.same++;
      if (!acted.has(ref)) row.idle++;
    }
    last.set(ref, ev.snapshot);
    acted.delete(ref);
    processed.set(k, row);
  }
};

const { model, diagnostics } = loadScenario(text);
if (!model) throw new Error(diagnostics.map((d) => d.message).join('; '));
runScenario(model, { inspect });

const pad = (x: number): string => String(x).padStart(8);
const all = { n: 0, same: 0, idle: 0 };
console.log('processed     same     idle  machine event');
for (const [k, r] of [...processed].sort((a, b) => b[1].n - a[1].n)) {
  all.n += r.n;
  all.same += r.same;
  all.idle += r.idle;
  console.log(`${pad(r.n)} ${pad(r.same)} ${pad(r.idle)}  ${k}`);
}
console.log(`${pad(all.n)} ${pad(all.same)} ${pad(all.idle)}  (all)\n\nactors  machine <- parent`);
for (const [k, n] of [...made].sort((a, b) => b[1] - a[1])) console.log(`${pad(n)}  ${k}`);
console.log('\nsent  machine event <- sender');
for (const [k, n] of [...sent].sort((a, b) => b[1] - a[1])) console.log(`${pad(n)}  ${k}`);
