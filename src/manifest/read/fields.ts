// Typed reading of one YAML value with diagnostics at the exact place: each accessor
// returns a usable value (the default when the field is missing or wrong) and records a
// Kubernetes-style message (`spec.replicas: Invalid value: "three": must be an integer`)
// for anything it cannot accept. Only own properties are read (`__proto__` is data).
import { type Seconds, msToSeconds, seconds } from '../../trace/units.ts';
import type { Diagnostic, Severity } from './diagnostics.ts';
import { parseDuration } from './duration.ts';
import type { Path, SourceDoc } from './parse.ts';

type Num = {
  min?: number;
  max?: number;
  int?: boolean;
  /** The message when `max` is podterm's own bound rather than Kubernetes'. */
  maxWhy?: string;
  /** The message when `min` is exclusive (`must be greater than 0`). */
  minWhy?: string;
};

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

const show = (v: unknown): string => {
  const s = typeof v === 'string' ? JSON.stringify(v) : (JSON.stringify(v) ?? String(v));
  return s.length > 40 ? `${s.slice(0, 37)}...` : s;
};

export class Reader {
  constructor(
    readonly doc: SourceDoc,
    readonly out: Diagnostic[],
    readonly path: Path,
    /** The value at `path` (undefined when absent: no default parameter, on purpose). */
    readonly value: unknown,
  ) {}

  /** A reader of a whole document. */
  static of(doc: SourceDoc, out: Diagnostic[]): Reader {
    return new Reader(doc, out, [], doc.data);
  }

  get isMap(): boolean {
    return isRecord(this.value);
  }

  get(key: string): unknown {
    return isRecord(this.value) && Object.hasOwn(this.value, key) ? this.value[key] : undefined;
  }

  has(key: string): boolean {
    return this.get(key) !== undefined && this.get(key) !== null;
  }

  child(key: string | number): Reader {
    const v =
      typeof key === 'number'
        ? Array.isArray(this.value)
          ? this.value[key]
          : undefined
        : this.get(key);
    return new Reader(this.doc, this.out, [...this.path, key], v);
  }

  /** The same map without some keys (fields the API server drops). */
  without(keys: readonly string[]): Reader {
    if (!isRecord(this.value)) return this;
    const kept = Object.fromEntries(Object.entries(this.value).filter(([k]) => !keys.includes(k)));
    return new Reader(this.doc, this.out, this.path, kept);
  }

  /** A dotted path as Kubernetes prints it: `spec.template.spec.containers[0].name`. */
  name(key?: string | number): string {
    const parts = key === undefined ? this.path : [...this.path, key];
    return parts.reduce<string>(
      (s, p) => (typeof p === 'number' ? `${s}[${p}]` : s ? `${s}.${p}` : p),
      '',
    );
  }

  report(severity: Severity, message: string, key?: string | number, rule?: string): void {
    const at = this.doc.at(key === undefined ? this.path : [...this.path, key]);
    this.out.push(
      rule === undefined ? { severity, message, ...at } : { severity, message, ...at, rule },
    );
  }

  error(message: string, key?: string | number): void {
    this.report('error', message, key);
  }

  invalid(key: string, v: unknown, why: string): void {
    this.error(`${this.name(key)}: Invalid value: ${show(v)}: ${why}`, key);
  }

  str(key: string, def: string): string;
  str(key: string, def: null): string | null;
  str(key: string, def: string | null): string | null {
    const v = this.get(key);
    if (v === undefined || v === null) return def;
    if (typeof v === 'number' || typeof v === 'boolean') return String(v);
    if (typeof v !== 'string') {
      this.invalid(key, v, 'must be a string');
      return def;
    }
    return v;
  }

  /**
   * An optional string field where "" means unset, as Go's zero value does for the API
   * (`nodeName: ""` is an unscheduled Pod, `priorityClassName: ""` names no class).
   */
  optional(key: string): string | null {
    const v = this.str(key, null);
    return v === '' ? null : v;
  }

  oneOf<T extends string>(key: string, values: readonly T[], def: T): T {
    const v = this.get(key);
    if (v === undefined || v === null) return def;
    if (typeof v === 'string' && (values as readonly string[]).includes(v)) return v as T;
    this.error(
      `${this.name(key)}: Unsupported value: ${show(v)}: supported values: ${values.map((x) => `"${x}"`).join(', ')}`,
      key,
    );
    return def;
  }

  num(key: string, def: number, o?: Num): number;
  num(key: string, def: null, o?: Num): number | null;
  num(key: string, def: number | null, o: Num = {}): number | null {
    const v = this.get(key);
    if (v === undefined || v === null) return def;
    if (typeof v !== 'number' || !Number.isFinite(v)) {
      this.invalid(key, v, o.int === false ? 'must be a number' : 'must be an integer');
      return def;
    }
    if (o.int !== false && !Number.isInteger(v)) {
      this.invalid(key, v, 'must be an integer');
      return def;
    }
    if (o.min !== undefined && v < o.min) {
      this.invalid(key, v, o.minWhy ?? `must be greater than or equal to ${o.min}`);
      return def;
    }
    if (o.max !== undefined && v > o.max) {
      this.invalid(key, v, o.maxWhy ?? `must be less than or equal to ${o.max}`);
      return def;
    }
    return v;
  }

  /** A `…Seconds` field: a number of seconds, checked like `num`. */
  secs(key: string, def: number, o?: Num): Seconds;
  secs(key: string, def: null, o?: Num): Seconds | null;
  secs(key: string, def: number | null, o: Num = {}): Seconds | null {
    const n = def === null ? this.num(key, null, o) : this.num(key, def, o);
    return n === null ? null : seconds(n);
  }

  bool(key: string, def: boolean): boolean {
    const v = this.get(key);
    if (v === undefined || v === null) return def;
    if (typeof v !== 'boolean') {
      this.invalid(key, v, 'must be true or false');
      return def;
    }
    return v;
  }

  duration(key: string, def: number | null, maxMs = Number.MAX_SAFE_INTEGER): number | null {
    const v = this.get(key);
    if (v === undefined || v === null) return def;
    const ms = parseDuration(v);
    if (ms === null && /^\s*-/.test(String(v))) {
      this.invalid(key, v, 'must be greater than or equal to 0');
      return def;
    }
    if (ms === null) {
      this.invalid(key, v, 'must be a duration such as 500ms, 10s, 2m or a number of seconds');
      return def;
    }
    if (ms > maxMs) {
      this.invalid(key, v, `must be at most ${msToSeconds(maxMs)}s`);
      return def;
    }
    return ms;
  }

  /** Items of a list field (an absent field is an empty list). */
  list(key: string): Reader[] {
    const v = this.get(key);
    if (v === undefined || v === null) return [];
    if (!Array.isArray(v)) {
      this.invalid(key, v, 'must be a list');
      return [];
    }
    const c = this.child(key);
    return v.map((_, i) => c.child(i));
  }

  /** A map of strings (labels, annotations, selectors). */
  strings(key: string): Record<string, string> {
    const v = this.get(key);
    const out: Record<string, string> = Object.create(null) as Record<string, string>;
    if (v === undefined || v === null) return out;
    if (!isRecord(v)) {
      this.invalid(key, v, 'must be a map of strings');
      return out;
    }
    for (const [k, x] of Object.entries(v)) {
      if (typeof x === 'string' || typeof x === 'number' || typeof x === 'boolean')
        out[k] = String(x);
      else this.child(key).invalid(k, x, 'must be a string');
    }
    return out;
  }

  /** Keys present that the reader does not know (typos such as `replica:`). */
  unknownKeys(known: readonly string[]): void {
    if (!isRecord(this.value)) return;
    for (const k of Object.keys(this.value)) {
      if (!known.includes(k)) this.error(`${this.name(k)}: unknown field "${k}"`, k);
    }
  }
}
