// What the notes offer for a request-path assumption: each value of its change, as the
// document would spell it, the one the run took marked; the Scenario key named as the
// document nests it under `spec`. Pure, so the notes only render it.
import type { AssumptionChange } from '../trace/types.ts';

export interface Choice {
  value: string | boolean;
  /** As the document writes it (`10s`, `aws-alb`, `true`). */
  label: string;
  current: boolean;
}

export const choicesOf = (change: AssumptionChange): Choice[] =>
  change.values.map((value) => ({
    value,
    label: String(value),
    current: change.current === value,
  }));

/** `dataPlane.settings.propagation-lag`: the key under the Scenario's `spec`. */
export const keyOf = (change: AssumptionChange): string =>
  (change.path[0] === 'spec' ? change.path.slice(1) : change.path).join('.');

/**
 * An assumption about an exec probe's file (manifest/process/probeFiles.ts): its one click writes
 * podterm.dev/health.<container> rather than the process annotation.
 */
export const isProbeAssumption = (text: string): boolean =>
  text.startsWith('podterm cannot tell whether the image or the program makes');
