// Runs a document with its clients entering through a hop, every knob at the catalog's
// default (or first preset) unless the test sets it: the simulation side alone, whatever
// the manifest reader infers.
import { loadScenario } from '../../../src/manifest/load/loadScenario.ts';
import { HOP_KINDS } from '../../../src/manifest/dataPlane/hopCatalog.ts';
import { runScenario } from '../../../src/run/runScenario.ts';
import { simulateText } from '../../../src/run/simulate.ts';
import type { HopName, Trace, TraceEvent } from '../../../src/trace/types.ts';
import { webDoc } from './webDoc.ts';

export function runVia(
  text: string,
  hop: HopName,
  settings: Readonly<Record<string, number>> = {},
): Trace {
  const loaded = loadScenario(text);
  if (!loaded.model) throw new Error(JSON.stringify(loaded.diagnostics));
  const model = loaded.model;
  if (!model.traffic) throw new Error('the document has no traffic');
  const filled: Record<string, number | boolean> = {};
  for (const k of HOP_KINDS[hop].knobs) {
    const v = settings[k.name] ?? k.default ?? k.presets?.[0]?.value;
    if (v !== undefined && v !== null) filled[k.name] = v;
  }
  model.traffic.via = { kind: 'ingress', name: 'web', hop: { name: hop, settings: filled } };
  return runScenario(model);
}

/** A web Deployment behind a Service, clients at `rps`, one Pod deleted at `at` s. */
export function webRollout(opts: {
  replicas: number;
  at: number;
  rps?: number;
  duration?: number;
  preStopSleep?: number;
  action?: string;
  /** Seconds from container start until the server listens (Ready comes at the start). */
  startup?: number;
}): string {
  return webDoc({
    ...opts,
    preStop: opts.preStopSleep,
    action: opts.action ?? 'do: delete, target: pod/web',
  });
}

/** A document's trace, as the CLI makes it; a document it cannot simulate fails the test. */
export function simulated(text: string): Trace {
  const r = simulateText(text);
  if (!r.trace) throw new Error(JSON.stringify(r.diagnostics));
  return r.trace;
}

export const ofType = <T extends TraceEvent['type']>(trace: Trace, type: T) =>
  trace.events.filter((e): e is Extract<TraceEvent, { type: T }> => e.type === type);
