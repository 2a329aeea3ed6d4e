// Sizes of the swimlane's rows, shared by drawing and hit-testing.
export const LABEL_W = 190;
export const AXIS_H = 22;
export const LANE_H = 34;
/** An open lane group's header row (rowGeometry.ts): its title only, one line of 12 px text. */
export const HEAD_H = 18;
export const TRAFFIC_H = 64;
export const POD_H = 16;

/** The row labels' column of a layout: LABEL_W, or the narrow one of a phone (narrowChart.ts). */
export const labelWidth = (layout: { labelW?: number }): number => layout.labelW ?? LABEL_W;

export const PHASE_COLOURS: Record<string, string> = {
  Pending: 'var(--phase-pending)',
  Running: 'var(--phase-running)',
  Terminating: 'var(--phase-terminating)',
  Succeeded: 'var(--phase-succeeded)',
  Failed: 'var(--phase-failed)',
};
