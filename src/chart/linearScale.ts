// The time axis's linear scale (piecewise when quiet stretches are folded): the part of
// d3-scale's scaleLinear the chart uses, computed as d3-scale 4 computes it (continuous.js
// normalize, bimap, polymap; d3-interpolate's interpolateNumber), so every pixel is the same.
// d3-scale itself is left out of the page's first load (issue 29): its scaleLinear brings
// d3-interpolate's colour and string interpolators and d3-format (about 10 KB gzip) for
// numbers the chart never colours or formats. The ticks are d3-array 3's `ticks` (tickSpec),
// as scaleLinear's are, written out here with its bisectRight: d3-array's module keeps more
// than these two in the bundle. d3-zoom's rescaleX reads copy, domain, range and invert.
import { ticks } from './roundTicks.ts';

/** A time or a pixel: a number, or what turns into one (d3's NumberValue: a Date). */
type NumberValue = number | { valueOf(): number };

export interface LinearScale {
  (t: number): number;
  domain(d: Iterable<NumberValue>): LinearScale;
  domain(): number[];
  range(r: Iterable<number>): LinearScale;
  range(): number[];
  invert(px: number): number;
  copy(): LinearScale;
  /** About `count` round values over the domain (d3-scale linear.ticks). */
  ticks(count?: number): number[];
}

type Map = (x: number) => number;

/** d3-scale normalize(a, b): x in [a, b] → t in [0, 1] (0.5 for an empty [a, a]). */
function normalize(a: number, b: number): Map {
  const d = b - a;
  if (d) return (x) => (x - a) / d;
  const c = isNaN(d) ? NaN : 0.5;
  return () => c;
}

/** d3-interpolate interpolateNumber(a, b). */
const interpolate =
  (a: number, b: number): Map =>
  (t) =>
    a * (1 - t) + b * t;

/** d3-array bisectRight over ascending numbers, searching [lo, hi). */
function bisectRight(a: readonly number[], x: number, lo: number, hi: number): number {
  if (lo < hi) {
    if (!(x >= x)) return hi; // NaN is not comparable (d3-array bisector)
    do {
      const mid = (lo + hi) >>> 1;
      if (a[mid]! <= x) lo = mid + 1;
      else hi = mid;
    } while (lo < hi);
  }
  return lo;
}

/** d3-scale bimap (two stops) and polymap (more), over `from` → `to`. */
function piecewise(from: readonly number[], to: readonly number[]): Map {
  const j = Math.min(from.length, to.length) - 1;
  if (j <= 1) {
    const [d0, d1, r0, r1] = [from[0]!, from[1]!, to[0]!, to[1]!];
    const [n, i] =
      d1 < d0 ? [normalize(d1, d0), interpolate(r1, r0)] : [normalize(d0, d1), interpolate(r0, r1)];
    return (x) => i(n(x));
  }
  const [d, r] = from[j]! < from[0]! ? [[...from].reverse(), [...to].reverse()] : [from, to];
  const ns: Map[] = [];
  const is: Map[] = [];
  for (let k = 0; k < j; k++) {
    ns.push(normalize(d[k]!, d[k + 1]!));
    is.push(interpolate(r[k]!, r[k + 1]!));
  }
  return (x) => {
    const k = bisectRight(d, x, 1, j) - 1;
    return is[k]!(ns[k]!(x));
  };
}

/** A linear scale over `domain` → `range` ([0, 1] → [0, 1] by default), as d3's scaleLinear(). */
export function linearScale(
  domain: Iterable<NumberValue> = [0, 1],
  range: Iterable<number> = [0, 1],
): LinearScale {
  let d = Array.from(domain, Number);
  let r = Array.from(range);
  let output: Map | null = null;
  let input: Map | null = null;
  const scale = ((x: number) =>
    x == null || isNaN((x = +x)) ? undefined : (output ??= piecewise(d, r))(x)) as LinearScale;
  function domainOf(next: Iterable<NumberValue>): LinearScale;
  function domainOf(): number[];
  function domainOf(next?: Iterable<NumberValue>) {
    if (!next) return d.slice();
    d = Array.from(next, Number);
    output = input = null;
    return scale;
  }
  function rangeOf(next: Iterable<number>): LinearScale;
  function rangeOf(): number[];
  function rangeOf(next?: Iterable<number>) {
    if (!next) return r.slice();
    r = Array.from(next);
    output = input = null;
    return scale;
  }
  scale.domain = domainOf;
  scale.range = rangeOf;
  scale.invert = (px) => (input ??= piecewise(r, d))(px);
  scale.copy = () => linearScale(d, r);
  scale.ticks = (count = 10) => ticks(d[0]!, d[d.length - 1]!, count);
  return scale;
}
