// The time window the chart shows, as the store keeps it (store/playback.ts re-exports both):
// the chart's arithmetic needs them and sits below the store.

/** A window of simulated time [from, to] in ms. */
export type View = readonly [number, number];

/** Narrowest window the swimlane zooms to: a tenth of a second is the trace's grain. */
export const MIN_VIEW_MS = 200;
