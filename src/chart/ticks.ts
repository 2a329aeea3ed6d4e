// Time-axis ticks whose labels never repeat: the number of decimals follows the step
// between ticks (1 s → "10s", 0.5 s → "10.5s", 0.05 s → "10.05s"), so zooming in never
// prints "10s, 10s, 11s, 11s".
import { msToSeconds, secondsText } from '../trace/units.ts';
export interface Tick {
  t: number;
  label: string;
}

/** Decimals needed to tell apart ticks `stepMs` apart, in seconds. */
export function decimalsFor(stepMs: number): number {
  if (!(stepMs > 0)) return 0;
  let d = 0;
  let step: number = msToSeconds(stepMs);
  while (d < 3 && Math.abs(step - Math.round(step)) > 1e-9) {
    step *= 10;
    d++;
  }
  return d;
}

/** About `count` ticks over the scale's domain, each labelled in seconds. */
export function timeTicks(x: { ticks(count: number): number[] }, count: number): Tick[] {
  const ts = x.ticks(Math.max(2, count));
  const step = ts.length > 1 ? ts[1]! - ts[0]! : 1000;
  const d = decimalsFor(step);
  return ts.map((t) => ({ t, label: `${secondsText(t, d)}s` }));
}

/**
 * The ticks whose label, centred on the tick, ends inside the drawing (`right`, its width):
 * the last tick of a window sits on its right edge, and half its label would be cut.
 */
export function ticksInside(
  ticks: readonly Tick[],
  x: (t: number) => number,
  right: number,
  labelWidth: (label: string) => number,
): Tick[] {
  return ticks.filter((k) => x(k.t) + labelWidth(k.label) / 2 <= right);
}
