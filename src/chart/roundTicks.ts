// Round values over an interval, for the time axis's ticks: d3-array 3's `ticks` (ticks.js
// tickSpec: steps of 1, 2 or 5 times a power of ten, counted in integers so 0.1 + 0.2 never
// prints as 0.30000000000000004), written out so the page's first load does not carry the
// rest of d3-array (issue 29). tests/unit/chart/linearScale.test.ts holds it to d3's answers.
const e10 = Math.sqrt(50);
const e5 = Math.sqrt(10);
const e2 = Math.sqrt(2);

/** [first index, last index, increment] (a negative increment divides: 1/-inc is the step). */
function tickSpec(start: number, stop: number, count: number): [number, number, number] {
  const step = (stop - start) / Math.max(0, count);
  const power = Math.floor(Math.log10(step));
  const error = step / Math.pow(10, power);
  const factor = error >= e10 ? 10 : error >= e5 ? 5 : error >= e2 ? 2 : 1;
  let i1: number;
  let i2: number;
  let inc: number;
  if (power < 0) {
    inc = Math.pow(10, -power) / factor;
    i1 = Math.round(start * inc);
    i2 = Math.round(stop * inc);
    if (i1 / inc < start) ++i1;
    if (i2 / inc > stop) --i2;
    inc = -inc;
  } else {
    inc = Math.pow(10, power) * factor;
    i1 = Math.round(start / inc);
    i2 = Math.round(stop / inc);
    if (i1 * inc < start) ++i1;
    if (i2 * inc > stop) --i2;
  }
  if (i2 < i1 && 0.5 <= count && count < 2) return tickSpec(start, stop, count * 2);
  return [i1, i2, inc];
}

/** About `count` round values from `start` to `stop` (either way round), as d3-array's ticks. */
export function ticks(start: number, stop: number, count: number): number[] {
  stop = +stop;
  start = +start;
  count = +count;
  if (!(count > 0)) return [];
  if (start === stop) return [start];
  const reverse = stop < start;
  const [i1, i2, inc] = reverse ? tickSpec(stop, start, count) : tickSpec(start, stop, count);
  if (!(i2 >= i1)) return [];
  const n = i2 - i1 + 1;
  const out = new Array<number>(n);
  for (let i = 0; i < n; ++i) {
    const at = reverse ? i2 - i : i1 + i;
    out[i] = inc < 0 ? at / -inc : at * inc;
  }
  return out;
}
