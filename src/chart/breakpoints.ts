// The window widths at which the page changes its layout (ui/layout/panes.ts re-exports
// them): the chart draws larger and with a narrower label column below them.

/** Below this width the editor and the run no longer share the window. */
export const NARROW_PX = 900;
/** Below this width (a phone) the swimlane's row labels take a narrow column. */
export const PHONE_PX = 600;

export const isNarrow = (width: number): boolean => width < NARROW_PX;
