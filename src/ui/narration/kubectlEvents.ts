// `kubectl get events` for one KubeEvent: LAST SEEN TYPE REASON OBJECT MESSAGE
// (printers.go printEvent; OBJECT is the lower-case kind and the name).
import type { TraceEvent } from '../../trace/types.ts';
import { humanDuration } from './humanDuration.ts';
import { alignColumns } from './table.ts';

export interface EventRow {
  lastSeen: string;
  type: string;
  reason: string;
  object: string;
  message: string;
}

export function eventRow(e: TraceEvent, now: number): EventRow | null {
  if (e.type !== 'KubeEvent') return null;
  const slash = e.object.indexOf('/');
  return {
    lastSeen: humanDuration(now - e.t),
    type: e.data.eventType,
    reason: e.data.reason,
    object: `${e.object.slice(0, slash).toLowerCase()}/${e.object.slice(slash + 1)}`,
    message: e.data.message.trim(),
  };
}

export function formatEventTable(rows: readonly EventRow[]): string {
  return alignColumns([
    ['LAST SEEN', 'TYPE', 'REASON', 'OBJECT', 'MESSAGE'],
    ...rows.map((r) => [r.lastSeen, r.type, r.reason, r.object, r.message]),
  ]);
}
