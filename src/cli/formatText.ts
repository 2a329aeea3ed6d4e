// `--format text`: one event a line, aligned, for people.
import { virtualTime } from '../kubectl/getPods.ts';
import type { Trace, TraceEvent } from '../trace/types.ts';

/**
 * A list, comma-separated: a status's conditions as `Type=Status(Reason)`, anything else
 * (a hop's backends, the Pods a request tried: names) as itself.
 */
const list = (v: unknown[]): string =>
  v
    .map((c) => {
      if (typeof c !== 'object' || c === null) return String(c);
      const { type, status, reason } = c as { type: string; status: string; reason: string | null };
      return `${type}=${status}${reason ? `(${reason})` : ''}`;
    })
    .join(',');

function describe(ev: TraceEvent): string {
  const d = ev.data;
  return Object.entries(d)
    .filter(([, v]) => v !== null && v !== '' && !(Array.isArray(v) && v.length === 0))
    .map(([k, v]) => {
      if (Array.isArray(v)) return `${k}=${list(v)}`;
      return `${k}=${typeof v === 'string' && v.includes(' ') ? JSON.stringify(v) : String(v)}`;
    })
    .join(' ');
}

export function formatText(trace: Trace): string {
  return [...textLines(trace)].map((l) => `${l}\n`).join('');
}

/** The lines of `--format text`, one at a time (the CLI streams them). */
export function* textLines(trace: Trace): Generator<string> {
  yield `# Kubernetes ${trace.kubernetesVersion}, ${virtualTime(trace.durationMs)} simulated, ${trace.events.length} events`;
  for (const a of trace.assumptions) yield `# ${a.object} ${a.container}: ${a.text}`;
  for (const n of trace.notices ?? []) yield `# notice: ${n}`;
  // The first four columns padded to their widest cell: widths by a loop, since a spread of
  // every row's length overflows the call stack past ~120,000 events.
  const widths = [0, 0, 0, 0];
  for (const ev of trace.events) {
    const cells = [virtualTime(ev.t), ev.lane, ev.type, ev.object];
    for (let i = 0; i < 4; i++) widths[i] = Math.max(widths[i]!, cells[i]!.length);
  }
  for (const ev of trace.events)
    yield [
      virtualTime(ev.t).padStart(widths[0]!),
      ev.lane.padEnd(widths[1]!),
      ev.type.padEnd(widths[2]!),
      ev.object.padEnd(widths[3]!),
      describe(ev),
    ]
      .join('  ')
      .trimEnd();
}
