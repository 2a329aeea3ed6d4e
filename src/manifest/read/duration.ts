// Kubernetes-style durations (`500ms`, `10s`, `2m`, `1h30m`) or plain numbers of seconds,
// as the scenario document writes them. Returns milliseconds, or null when unreadable.
import { msToSeconds, seconds, secondsToMs, type Millis } from '../../trace/units.ts';

/** Virtual time in milliseconds (every duration past the parser): the trace's unit. */
export type { Millis };

const UNIT_MS: Record<string, number> = { ms: 1, s: 1000, m: 60_000, h: 3_600_000 };

export function parseDuration(v: unknown): number | null {
  if (typeof v === 'number') return finite(secondsToMs(seconds(v)));
  if (typeof v !== 'string') return null;
  const s = v.trim();
  if (/^\d+(\.\d+)?$/.test(s)) return finite(secondsToMs(seconds(Number(s))));
  const re = /(\d+(?:\.\d+)?)(ms|h|m|s)/gy;
  let total = 0;
  let matched = 0;
  for (let m = re.exec(s); m; m = re.exec(s)) {
    total += Number(m[1]) * UNIT_MS[m[2]!]!;
    matched = re.lastIndex;
  }
  if (matched === 0 || matched !== s.length) return null;
  return finite(total);
}

/** Durations beyond ~285,000 years are not durations: refused rather than rounded. */
const finite = (ms: number): number | null =>
  Number.isFinite(ms) && ms >= 0 && ms <= Number.MAX_SAFE_INTEGER ? Math.round(ms) : null;

export function formatDuration(ms: number): string {
  if (ms % 3_600_000 === 0) return `${ms / 3_600_000}h`;
  if (ms % 60_000 === 0) return `${ms / 60_000}m`;
  if (ms % 1000 === 0) return `${msToSeconds(ms)}s`;
  return `${ms}ms`;
}

/** `1h5m`, `3m10s`, `45s`: the way people write durations in a document. */
export function durationText(ms: Millis): string {
  if (ms % 1000 !== 0) return `${ms}ms`;
  const h = Math.floor(ms / 3_600_000);
  const m = Math.floor((ms % 3_600_000) / 60_000);
  const s = msToSeconds(ms % 60_000);
  const out = `${h ? `${h}h` : ''}${m ? `${m}m` : ''}${s ? `${s}s` : ''}`;
  return out || '0s';
}
