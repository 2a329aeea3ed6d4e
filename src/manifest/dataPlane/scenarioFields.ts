// The Scenario's request-path fields (contract §5): `traffic.via`, `traffic.keepAlive` and
// `dataPlane`. What they name is checked against the other documents later
// (resolveVia.ts); the settings once the hops in use are known (readSettings.ts).
import type { Reader } from '../read/fields.ts';
import { hopFor, roleValues, type HopKind, type HopRole } from './hopCatalog.ts';

export const VIA_KINDS = ['ingress', 'httproute', 'service'] as const;
export type ViaKind = (typeof VIA_KINDS)[number];

export interface ViaSpec {
  kind: ViaKind;
  name: string;
  /** The traffic map (its `via` key is where problems point). */
  at: Reader;
}

export interface DataPlaneSpec {
  ingress: HopKind | null;
  loadBalancer: HopKind | null;
  mesh: HopKind | null;
  /** `dataPlane.settings` as written; read once the hops in use are known. */
  settings: Reader | null;
  at: Reader;
}

export const ROLES: readonly HopRole[] = ['ingress', 'loadBalancer', 'mesh'];

/** `traffic.via: kind/NAME`, or null when absent or refused (with a problem). */
export function readVia(t: Reader): ViaSpec | null {
  const text = t.str('via', null);
  if (text === null) return null;
  const [kind, name, ...rest] = text.split('/');
  if (!(VIA_KINDS as readonly string[]).includes(kind ?? '') || !name || rest.length > 0) {
    t.invalid('via', text, 'must be ingress/NAME, httproute/NAME or service/NAME');
    return null;
  }
  return { kind: kind as ViaKind, name, at: t };
}

/** `spec.dataPlane`, or null when absent. */
export function readDataPlaneSpec(spec: Reader): DataPlaneSpec | null {
  const d = spec.child('dataPlane');
  if (d.value === undefined || d.value === null) return null;
  if (!d.isMap) {
    spec.invalid('dataPlane', d.value, 'must be a map: {ingress, loadBalancer, mesh, settings}');
    return null;
  }
  d.unknownKeys([...ROLES, 'settings']);
  const pick = (role: HopRole): HopKind | null => {
    const value = d.oneOf(role, roleValues(role), '');
    return value === '' ? null : hopFor(role, value);
  };
  const s = d.child('settings');
  if (s.value !== undefined && s.value !== null && !s.isMap)
    d.invalid('settings', s.value, 'must be a map of knob names to values');
  return {
    ingress: pick('ingress'),
    loadBalancer: pick('loadBalancer'),
    mesh: pick('mesh'),
    settings: s.isMap ? s : null,
    at: d,
  };
}
