// What runs each hop in front of the Pods, and its knobs: the defaults of
// shared/spec/request-path.md, each with the evidence tag and the source that gives it.
// A knob whose value no source gives has no default (`null`): the hop uses one of its
// presets, said as an assumption, or the value the Scenario sets (`dataPlane.settings`).
// The simulation of each hop is in src/cluster/hops/; this is what the document may say.
import type { HopName } from '../../trace/hops.ts';
import { CLOUD_HOPS } from './cloudKnobs.ts';
import { INGRESS_HOPS } from './ingressKnobs.ts';
import type { HopKind, HopRole } from './knobTypes.ts';
import { MESH_HOPS } from './meshKnobs.ts';

export type { Evidence, HopKind, HopRole, Knob, KnobPreset } from './knobTypes.ts';

export const HOP_KINDS: Readonly<Record<HopName, HopKind>> = {
  ...INGRESS_HOPS,
  ...CLOUD_HOPS,
  ...MESH_HOPS,
};

/** The hop `dataPlane.<role>: <value>` picks, if any. */
export function hopFor(role: HopRole, value: string): HopKind | null {
  for (const k of Object.values(HOP_KINDS)) if (k.role === role && k.value === value) return k;
  return null;
}

/** The values `dataPlane.<role>` accepts. */
export const roleValues = (role: HopRole): string[] =>
  Object.values(HOP_KINDS)
    .filter((k) => k.role === role)
    .map((k) => k.value);
