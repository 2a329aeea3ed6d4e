// The time window the chart shows, as the store keeps it (store/playback.ts re-exports both):
// the chart's arithmetic needs them and sits below the store.

/** A window of simulated time [from, to] in ms. */
export type View = readonly [number, number];

/** Narrowest window the swimlane zooms to: a tenth of a second is the trace's grain. */
export const MIN_VIEW_MS = 200;

/** A window `factor` times narrower (>1 zooms in) around time `at`. */
export function zoomedView(
  view: View | null,
  durationMs: number,
  factor: number,
  at: number,
): View | null {
  const [a, b] = view ?? [0, durationMs];
  const w = (b - a) / factor;
  const share = b > a ? (at - a) / (b - a) : 0.5;
  const from = at - w * Math.max(0, Math.min(1, share));
  return [from, from + w];
}
