// `--format text`: one event a line, aligned, for people.
import { virtualTime } from '../kubectl/getPods.ts';
import type { Trace, TraceEvent } from '../trace/types.ts';

/** A status's conditions as `Type=Status(Reason)`, comma-separated. */
const conditions = (v: unknown[]): string =>
  v
    .map((c) => {
      const { type, status, reason } = c as { type: string; status: string; reason: string | null };
      return `${type}=${status}${reason ? `(${reason})` : ''}`;
    })
    .join(',');

function describe(ev: TraceEvent): string {
  const d = ev.data;
  return Object.entries(d)
    .filter(([, v]) => v !== null && v !== '' && !(Array.isArray(v) && v.length === 0))
    .map(([k, v]) => {
      if (Array.isArray(v)) return `${k}=${conditions(v)}`;
      return `${k}=${typeof v === 'string' && v.includes(' ') ? JSON.stringify(v) : String(v)}`;
    })
    .join(' ');
}

export function formatText(trace: Trace): string {
  const rows = trace.events.map((ev) => [
    virtualTime(ev.t),
    ev.lane,
    ev.type,
    ev.object,
    describe(ev),
  ]);
  const widths = [0, 1, 2, 3].map((i) => Math.max(0, ...rows.map((r) => r[i]!.length)));
  const lines = rows.map((r) =>
    r
      .map((c, i) => (i < 4 ? (i === 0 ? c.padStart(widths[i]!) : c.padEnd(widths[i]!)) : c))
      .join('  ')
      .trimEnd(),
  );
  const head = [
    `# Kubernetes ${trace.kubernetesVersion}, ${virtualTime(trace.durationMs)} simulated, ${trace.events.length} events`,
    ...trace.assumptions.map((a) => `# ${a.object} ${a.container}: ${a.text}`),
    ...(trace.notices ?? []).map((n) => `# notice: ${n}`),
  ];
  return `${[...head, ...lines].join('\n')}\n`;
}
