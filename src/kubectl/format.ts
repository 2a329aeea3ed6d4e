// How kubectl prints: ages and durations (apimachinery/pkg/util/duration HumanDuration) and
// tables (text/tabwriter with padding 3: every column but the last padded to its widest cell).
import { wholeSeconds } from '../trace/units.ts';

export function humanDuration(ms: number): string {
  const seconds = wholeSeconds(ms);
  if (seconds < -1) return '<invalid>';
  if (seconds < 0) return '0s';
  if (seconds < 120) return `${seconds}s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 10) {
    const s = seconds % 60;
    return s === 0 ? `${minutes}m` : `${minutes}m${s}s`;
  }
  if (minutes < 180) return `${minutes}m`;
  const hours = Math.floor(minutes / 60);
  if (hours < 8) {
    const m = minutes % 60;
    return m === 0 ? `${hours}h` : `${hours}h${m}m`;
  }
  if (hours < 48) return `${hours}h`;
  const days = Math.floor(hours / 24);
  if (hours < 24 * 8) {
    const h = hours % 24;
    return h === 0 ? `${days}d` : `${days}d${h}h`;
  }
  if (hours < 24 * 365 * 2) return `${days}d`;
  const years = Math.floor(days / 365);
  if (hours < 24 * 365 * 8) {
    const d = days % 365;
    return d === 0 ? `${years}y` : `${years}y${d}d`;
  }
  return `${years}y`;
}

/**
 * Rows as lines, each column padded to its widest cell (the last column as it is). A
 * generator, so the CLI streams a run of any length; widths by a loop, not a spread of
 * every row's length (which overflows the call stack past ~120,000 rows).
 */
export function* alignedLines(rows: readonly (readonly string[])[]): Generator<string> {
  if (rows.length === 0) return;
  const widths = rows[0]!.map(() => 0);
  for (const r of rows)
    for (let i = 0; i < widths.length; i++) widths[i] = Math.max(widths[i]!, r[i]!.length);
  for (const r of rows)
    yield r
      .map((x, i) => (i === r.length - 1 ? x : x.padEnd(widths[i]! + 3)))
      .join('')
      .trimEnd();
}

export function alignColumns(rows: readonly (readonly string[])[]): string {
  return [...alignedLines(rows)].join('\n');
}
