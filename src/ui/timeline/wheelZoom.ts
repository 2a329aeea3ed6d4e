// Which wheel turns zoom the time axis: heard by d3-zoom's filter (gestures.ts) and by what
// keeps a gesture made before d3 has loaded (lateGestures.ts), which must agree on it.

/**
 * Whether a wheel zooms the time axis: over the lanes (`[data-wheel-zoom]`), and anywhere
 * with Ctrl/⌘ (a trackpad's pinch), so the Pod list still scrolls.
 */
export function zoomsOnWheel(w: WheelEvent): boolean {
  return w.ctrlKey || w.metaKey || !!(w.target as Element | null)?.closest?.('[data-wheel-zoom]');
}
