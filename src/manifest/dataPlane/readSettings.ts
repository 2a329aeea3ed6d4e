// `dataPlane.settings`: each key a knob of a hop in use (hopCatalog.ts), its value read
// by the knob's kind — a duration as the other durations are written (`10s`, `500ms`, a
// number of seconds; to ms), a rate or a count as a number, a flag as a boolean.
import { MAX_DURATION_MS } from '../model/model.ts';
import type { Reader } from '../read/fields.ts';
import { HOP_KINDS, type HopKind, type Knob } from './hopCatalog.ts';

export type Written = Readonly<Record<string, number | boolean>>;

/** The settings the hops in use accept, read; every other key is refused at its line. */
export function readSettings(settings: Reader | null, inUse: readonly HopKind[]): Written {
  const out: Record<string, number | boolean> = {};
  if (!settings?.isMap) return out;
  const knobs = new Map<string, Knob>();
  for (const h of inUse) for (const k of h.knobs) if (!knobs.has(k.name)) knobs.set(k.name, k);
  for (const key of Object.keys(settings.value as object)) {
    const knob = knobs.get(key);
    if (!knob) {
      settings.error(unknownKnob(settings, key, inUse), key);
      continue;
    }
    const v = readKnob(settings, knob);
    if (v !== null) out[key] = v;
  }
  return out;
}

function unknownKnob(settings: Reader, key: string, inUse: readonly HopKind[]): string {
  const head = `${settings.name(key)}: unknown setting "${key}"`;
  const elsewhere = Object.values(HOP_KINDS)
    .filter((h) => h.knobs.some((k) => k.name === key))
    .map((h) => h.name);
  const other = elsewhere.length > 0 ? ` (a knob of ${elsewhere.join(', ')}, not in use)` : '';
  if (inUse.length === 0)
    return `${head}${other}: no hop is in use; set spec.traffic.via or spec.dataPlane first`;
  const known = inUse.map((h) => `${h.name}: ${h.knobs.map((k) => k.name).join(', ')}`);
  return `${head}${other}; the hops in use take ${known.join('; ')}`;
}

function readKnob(s: Reader, k: Knob): number | boolean | null {
  switch (k.kind) {
    case 'duration':
      return s.duration(k.name, null, MAX_DURATION_MS);
    case 'flag': {
      const v = s.get(k.name);
      if (typeof v === 'boolean') return v;
      s.invalid(k.name, v, 'must be true or false');
      return null;
    }
    case 'count':
      return s.num(k.name, null, { min: 1 });
    case 'rate':
      return s.num(k.name, null, {
        int: false,
        min: Number.MIN_VALUE,
        minWhy: 'must be greater than 0',
      });
  }
}
