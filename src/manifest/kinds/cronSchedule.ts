// A CronJob's schedule as the CronJob controller reads it: robfig/cron's ParseStandard
// (5 fields or an @-descriptor, `TZ=`/`CRON_TZ=` prefix) with its error messages, which
// Kubernetes' validation prints after `spec.schedule: Invalid value`. The validation is
// robfig's (parser.go getRange, parseIntOrName, parseDescriptor); the arithmetic of "the
// next time after t" is croner's, given a pattern robfig has already accepted.
import { truncateToSecond } from '../../trace/units.ts';
import { Cron } from 'croner';

export interface Schedule {
  /** The first scheduled time strictly after `ms` (epoch ms), or null if there is none. */
  next(ms: number): number | null;
}

export type Parsed = { schedule: Schedule; zoneInSchedule: boolean } | { error: string };

interface Bounds {
  min: number;
  max: number;
  names?: Record<string, number>;
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const DAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];
const FIELDS: Bounds[] = [
  { min: 0, max: 59 },
  { min: 0, max: 23 },
  { min: 1, max: 31 },
  { min: 1, max: 12, names: Object.fromEntries(MONTHS.map((m, i) => [m, i + 1])) },
  { min: 0, max: 6, names: Object.fromEntries(DAYS.map((d, i) => [d, i])) },
];

/** parser.go parseDescriptor: the macros ParseStandard accepts (plus `@every`). */
const DESCRIPTORS: Record<string, string> = {
  '@yearly': '0 0 1 1 *',
  '@annually': '0 0 1 1 *',
  '@monthly': '0 0 1 * *',
  '@weekly': '0 0 * * 0',
  '@daily': '0 0 * * *',
  '@midnight': '0 0 * * *',
  '@hourly': '0 * * * *',
};

/** Go's strconv.Atoi error, as robfig's mustParseInt wraps it. */
function mustParseInt(expr: string): number | string {
  if (!/^[+-]?\d+$/.test(expr))
    return `failed to parse int from ${expr}: strconv.Atoi: parsing ${JSON.stringify(expr)}: invalid syntax`;
  const n = Number(expr);
  return n < 0 ? `negative number (${n}) not allowed: ${expr}` : n;
}

function parseIntOrName(expr: string, b: Bounds): number | string {
  const named = b.names?.[expr.toLowerCase()];
  return named ?? mustParseInt(expr);
}

/** parser.go getRange for one comma-separated part; an error message or null. */
function checkRange(expr: string, b: Bounds): string | null {
  const rangeAndStep = expr.split('/');
  const lowAndHigh = rangeAndStep[0]!.split('-');
  if (lowAndHigh.length > 2) return `too many hyphens: ${expr}`;
  if (rangeAndStep.length > 2) return `too many slashes: ${expr}`;
  let start: number;
  let end: number;
  if (lowAndHigh[0] === '*' || lowAndHigh[0] === '?') {
    start = b.min;
    end = b.max;
  } else {
    const s = parseIntOrName(lowAndHigh[0]!, b);
    if (typeof s === 'string') return s;
    start = s;
    if (lowAndHigh.length === 2) {
      const e = parseIntOrName(lowAndHigh[1]!, b);
      if (typeof e === 'string') return e;
      end = e;
    } else end = start;
  }
  if (rangeAndStep.length === 2) {
    const step = mustParseInt(rangeAndStep[1]!);
    if (typeof step === 'string') return step;
    if (step === 0) return `step of range should be a positive number: ${expr}`;
    // "N/step" means "N-max/step".
    if (lowAndHigh.length === 1 && lowAndHigh[0] !== '*' && lowAndHigh[0] !== '?') end = b.max;
  }
  if (start < b.min) return `beginning of range (${start}) below minimum (${b.min}): ${expr}`;
  if (end > b.max) return `end of range (${end}) above maximum (${b.max}): ${expr}`;
  if (start > end) return `beginning of range (${start}) beyond end of range (${end}): ${expr}`;
  return null;
}

/** Go's time.ParseDuration for `@every`, in ms; robfig rounds it down to whole seconds. */
function everyMs(text: string): number | string {
  const m = /^((\d+(\.\d+)?)(h|ms|m|s))+$/.test(text)
    ? [...text.matchAll(/(\d+(?:\.\d+)?)(h|ms|m|s)/g)]
    : null;
  if (!m) return `failed to parse duration ${text}: time: invalid duration ${JSON.stringify(text)}`;
  const unit = { h: 3_600_000, m: 60_000, s: 1000, ms: 1 } as const;
  const ms = m.reduce((t, x) => t + Number(x[1]) * unit[x[2] as keyof typeof unit], 0);
  return Math.max(1000, truncateToSecond(ms));
}

export function isValidTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** ParseStandard: `timeZone` is spec.timeZone (null: the controller's zone, UTC here). */
export function parseSchedule(text: string, timeZone: string | null): Parsed {
  let spec = text.trim();
  if (spec === '') return { error: 'empty spec string' };
  let zone = timeZone ?? 'UTC';
  let zoneInSchedule = false;
  const tz = /^(CRON_TZ|TZ)=(\S*)\s*/.exec(spec);
  if (tz) {
    if (!isValidTimeZone(tz[2]!))
      return { error: `provided bad location ${tz[2]}: unknown time zone ${tz[2]}` };
    zone = tz[2]!;
    zoneInSchedule = true;
    spec = spec.slice(tz[0].length);
  }
  if (spec.startsWith('@every ')) {
    const every = everyMs(spec.slice('@every '.length).trim());
    if (typeof every === 'string') return { error: every };
    // robfig ConstantDelaySchedule.Next: t + delay, rounded down to the second.
    return {
      schedule: { next: (ms) => truncateToSecond(ms) + every },
      zoneInSchedule,
    };
  }
  if (spec.startsWith('@')) {
    const pattern = DESCRIPTORS[spec];
    if (!pattern) return { error: `unrecognized descriptor: ${spec}` };
    spec = pattern;
  }
  const fields = spec.split(/\s+/);
  if (fields.length !== 5)
    return {
      error: `expected exactly 5 fields, found ${fields.length}: [${fields.join(' ')}]`,
    };
  for (const [i, field] of fields.entries()) {
    for (const part of field.split(',')) {
      const err = checkRange(part, FIELDS[i]!);
      if (err) return { error: err };
    }
  }
  // croner reads `?` as "now"; robfig as `*`. Day-of-month and day-of-week combine with
  // OR unless one of them is `*` (robfig dayMatches), croner's default.
  const cron = new Cron(fields.map((f) => f.replaceAll('?', '*')).join(' '), {
    paused: true,
    timezone: zone,
    mode: '5-part',
    sloppyRanges: true,
  });
  return {
    schedule: { next: remembered((ms) => cron.nextRun(new Date(ms))?.getTime() ?? null) },
    zoneInSchedule,
  };
}

/**
 * Every sync asks for the slot after the last schedule time and after now again, and
 * croner's answer (through Intl for the zone) was the CronJob controller's largest cost in a
 * long run. next(a) = b means no slot lies in (a, b), so any ms in [a, b) has the same
 * answer: keep the last few such intervals.
 */
function remembered(next: (ms: number) => number | null): (ms: number) => number | null {
  const known: { from: number; to: number | null }[] = [];
  return (ms) => {
    for (const k of known) if (ms >= k.from && (k.to === null || ms < k.to)) return k.to;
    const to = next(ms);
    if (known.length >= 8) known.shift();
    known.push({ from: ms, to });
    return to;
  };
}
