// The shapes of the hop catalog (hopCatalog.ts): a hop's kind and its knobs, each with the
// evidence tag and the source request-path.md gives it.
import type { HopName } from '../../trace/hops.ts';
import { seconds, secondsToMs } from '../../trace/units.ts';

/** request-path.md §0: how far a number can be trusted. */
export type Evidence = 'code' | 'doc' | 'maint' | 'obs' | 'infer';

/**
 * A setting of a hop, by the name request-path.md gives it (`dataPlane.settings`).
 * duration: milliseconds (written `10s`, `500ms` or seconds); rate: per second; count; flag.
 */
export interface Knob {
  readonly name: string;
  readonly kind: 'duration' | 'rate' | 'count' | 'flag';
  /** null: no source gives one (a preset or the Scenario decides). */
  readonly default: number | boolean | null;
  readonly evidence: Evidence;
  /** Where the number comes from (file:line at a tag, an issue, a doc page). */
  readonly source: string;
  /** What the knob changes, in a line. */
  readonly effect: string;
  /** Values people measured, for a knob whose default no source gives. */
  readonly presets?: readonly KnobPreset[];
}

export interface KnobPreset {
  readonly name: string;
  readonly value: number;
  readonly evidence: Evidence;
  readonly source: string;
}

/** Which `dataPlane` key picks the hop, and the value that names it there. */
export type HopRole = 'ingress' | 'loadBalancer' | 'mesh';

export interface HopKind {
  readonly name: HopName;
  readonly role: HopRole;
  /** The value of `dataPlane.<role>` that picks it (`istio` for the istio-proxy sidecar). */
  readonly value: string;
  /** Who makes it, as people call it. */
  readonly title: string;
  readonly knobs: readonly Knob[];
}

/** A table of whole seconds, in the knobs' milliseconds. */

/** A table of whole seconds, in the knobs' milliseconds. */
export const s = (n: number): number => secondsToMs(seconds(n));
