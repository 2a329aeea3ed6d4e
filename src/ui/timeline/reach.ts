// How far from a mark a click or a tap still hits it (hitTest.ts takes the reach).

/** How far, in the drawing, a finger's tap reaches a mark: a setting (a pointer's is 6). */
const FINGER_REACH = 12;

/** How far from a mark a click still hits it: wider when a finger tapped. */
export const reachOf = (ev: Event): number =>
  'pointerType' in ev && ev.pointerType === 'touch' ? FINGER_REACH : 6;
