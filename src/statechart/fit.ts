// How well a laid-out diagram reads in the room it has. Its width always fits (nothing runs
// past the panel's edge); a layout that fits whole at a readable scale is best, the larger
// the better; else the one that shows most of it at the largest scale its width allows
// (the rest is scrolled to, the lit state kept in view). Pure, so the choice is unit-tested.

export interface Room {
  /** The box's width and the height the diagram should fit in, in px. */
  width: number;
  height: number;
  /** The largest scale drawn, and the smallest at which a whole fit still counts as readable. */
  cap: number;
  floor: number;
}

export interface Fit {
  scale: number;
  /** Whether all of it is on screen at that scale. */
  whole: boolean;
  /**
   * How good it is: whole and readable first (the larger the better); then readable, weighing
   * the scale by the part on screen; then, too large to read whole, the largest scale.
   */
  score: number;
}

/** The scale of a `width` × `height` drawing in `room`, and how good that is. */
export function fitIn(size: { width: number; height: number }, room: Room): Fit {
  const across = (room.width - 4) / size.width;
  const whole = Math.min(room.cap, across, room.height / size.height);
  if (whole >= room.floor) return { scale: whole, whole: true, score: 10 + whole };
  const scale = Math.min(room.cap, across);
  if (scale < room.floor) return { scale, whole: false, score: scale };
  const shown = Math.min(1, room.height / (size.height * scale));
  return { scale, whole: false, score: 5 + scale * shown ** 0.75 };
}

/** The best of `options` in `room`; of about equals, the smallest on screen. */
export function bestFit<T extends { width: number; height: number }>(
  options: readonly T[],
  room: Room,
): T {
  const area = (o: T, f: Fit) => o.width * o.height * f.scale ** 2;
  let best = options[0]!;
  let fit = fitIn(best, room);
  for (const o of options.slice(1)) {
    const f = fitIn(o, room);
    const same = Math.abs(f.score - fit.score) <= 0.02;
    if (same ? area(o, f) < area(best, fit) : f.score > fit.score) [best, fit] = [o, f];
  }
  return best;
}
