// What differs between two runs, in the numbers a workshop asks about: failed requests,
// time from the DELETE to the first SIGKILL, Pods alive at once, Pods created.
import { secondsText } from '../../trace/units.ts';
import type { Trace } from '../../trace/types.ts';

export interface RunSummary {
  failedRequests: number;
  /** ms from the first DeletionRequested to the first SIGKILL; null when none. */
  toSigkillMs: number | null;
  maxPodsAlive: number;
  podsCreated: number;
}

export function summarize(trace: Trace): RunSummary {
  let failed = 0;
  let alive = 0;
  let maxAlive = 0;
  let created = 0;
  let deletion: number | null = null;
  let kill: number | null = null;
  for (const e of trace.events) {
    switch (e.type) {
      case 'RequestFailed':
        failed++;
        break;
      case 'PodCreated':
        created++;
        maxAlive = Math.max(maxAlive, ++alive);
        break;
      case 'PodRemoved':
        alive--;
        break;
      case 'DeletionRequested':
        deletion ??= e.t;
        break;
      case 'SignalSent':
        if (e.data.signal === 'SIGKILL') kill ??= e.t;
        break;
    }
  }
  return {
    failedRequests: failed,
    toSigkillMs: deletion !== null && kill !== null ? kill - deletion : null,
    maxPodsAlive: maxAlive,
    podsCreated: created,
  };
}

export const SUMMARY_ROWS: readonly { key: keyof RunSummary; label: string }[] = [
  { key: 'failedRequests', label: 'Failed requests' },
  { key: 'toSigkillMs', label: 'DELETE to SIGKILL' },
  { key: 'maxPodsAlive', label: 'Pods alive at once' },
  { key: 'podsCreated', label: 'Pods created' },
];

export function formatSummaryValue(key: keyof RunSummary, v: number | null, none = 'none'): string {
  if (v === null) return none;
  return key === 'toSigkillMs' ? `${secondsText(v, 1)} s` : String(v);
}
