// The "why" sentences the simulation attaches to trace events: the rule and the Kubernetes
// function it comes from. Every emitter takes its sentence from this table through `why()`,
// so the trace keeps plain English text (the contract's language) while the page can
// recover the key and the values (`parseWhy`) and say the sentence in another language.
// A `{name}` in a template is a value filled in at run time.
import { API_SERVER_WHYS } from './apiserver/whys.ts';
import { KUBELET_WHYS } from './kubelet/whys.ts';
import { PROXY_WHYS } from './proxy/whys.ts';
import { HOP_WHYS } from './hops/whys.ts';
import { STATEFULSET_WHYS } from './controllers/statefulset/whys.ts';

// The templates live with the components that say them; this file joins them into one table.
export const WHYS = {
  ...API_SERVER_WHYS,
  ...KUBELET_WHYS,
  ...PROXY_WHYS,
  ...HOP_WHYS,
  ...STATEFULSET_WHYS,
} as const;

export type WhyKey = keyof typeof WHYS;

/** The `{name}`s of a template, as a union of names. */
type NamesIn<T extends string> = T extends `${string}{${infer N}}${infer Rest}`
  ? N | NamesIn<Rest>
  : never;

export type WhyValues<K extends WhyKey> = Record<NamesIn<(typeof WHYS)[K]>, string | number>;

/** A template with its `{name}`s filled in. Names it is not given stay as they are. */
export function fill(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (m, k: string) => (k in values ? String(values[k]) : m));
}

/** The English sentence of `key`, with its values (a template without any takes none). */
export function why<K extends WhyKey>(
  key: K,
  ...values: [NamesIn<(typeof WHYS)[K]>] extends [never] ? [] : [WhyValues<K>]
): string {
  // Without values the template is the sentence (fill would leave every `{name}` as it is):
  // no regular expression run over it at each of the thousands of events that say it.
  if (values.length === 0) return WHYS[key];
  return interned(fill(WHYS[key], values[0]!));
}

/**
 * One string for each filled-in sentence: a 5,000-replica rollout wrote the same stop
 * sentence 5,000 times, a copy each (about 1 MB of its trace). Bounded: a run with more
 * distinct sentences than this keeps the first ones and copies the rest.
 */
const SHARED = new Map<string, string>();
const SHARED_MAX = 4096;
function interned(text: string): string {
  const known = SHARED.get(text);
  if (known !== undefined) return known;
  if (SHARED.size < SHARED_MAX) SHARED.set(text, text);
  return text;
}

/** The `{name}`s of a template, in order. */
export function namesIn(template: string): string[] {
  return [...template.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? '');
}

export interface ParsedWhy {
  key: WhyKey;
  values: Record<string, string>;
}

interface Matcher {
  key: WhyKey;
  pattern: RegExp;
  names: string[];
}

let matchers: Matcher[] | null = null;

// Templates without values first (an exact match cannot be a value's accident), then the
// rest; each template compiles once, the first time the page asks.
function compile(): Matcher[] {
  const escape = (s: string) => s.replace(/[.*+?^$()|[\]\\{}]/g, '\\$&');
  const all = (Object.keys(WHYS) as WhyKey[]).map((key) => {
    const parts = WHYS[key].split(/\{\w+\}/);
    const pattern = new RegExp(`^${parts.map(escape).join('(.+?)')}$`, 's');
    return { key, pattern, names: namesIn(WHYS[key]) };
  });
  return [...all.filter((m) => m.names.length === 0), ...all.filter((m) => m.names.length > 0)];
}

/** The key and values of an English sentence of this table, or null. */
export function parseWhy(text: string): ParsedWhy | null {
  matchers ??= compile();
  for (const { key, pattern, names } of matchers) {
    const m = pattern.exec(text);
    if (!m) continue;
    const values: Record<string, string> = {};
    names.forEach((n, i) => (values[n] = m[i + 1] ?? ''));
    return { key, values };
  }
  return null;
}
