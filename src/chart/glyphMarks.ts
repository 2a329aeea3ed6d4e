// Event glyphs drawn as few SVG paths as possible: one path per shape and tone in a row,
// whatever the number of events (a rollout of 2,000 Pods stays a handful of elements).
// Filled shapes and stroked ones are separate paths, so CSS gives each its look.
import { glyphOf, type Glyph, type GlyphShape, type Tone } from '../story/glyphs.ts';
import type { Trace } from '../trace/types.ts';
import { LAYOUT_STEP, runSteps } from './layout.ts';

const STROKED = new Set<GlyphShape>(['cross', 'plus', 'check', 'tick']);

/** The path of one glyph centred at (x, y), `r` its half-size. */
export function glyphPath(shape: GlyphShape, x: number, y: number, r: number): string {
  const f = (n: number): string => String(Math.round(n * 10) / 10);
  switch (shape) {
    case 'flag':
      return `M${f(x)},${f(y + r)}V${f(y - r)}h${f(r * 1.4)}l${f(-r * 0.5)},${f(r * 0.6)}l${f(r * 0.5)},${f(r * 0.6)}h${f(-r * 1.4)}Z`;
    case 'diamond':
      return `M${f(x)},${f(y - r)}l${f(r)},${f(r)}l${f(-r)},${f(r)}l${f(-r)},${f(-r)}Z`;
    case 'bar':
      return `M${f(x - 1.5)},${f(y - r)}h3v${f(2 * r)}h-3Z`;
    case 'triangle':
      return `M${f(x - r * 0.8)},${f(y - r)}L${f(x + r)},${f(y)}L${f(x - r * 0.8)},${f(y + r)}Z`;
    case 'square':
      return `M${f(x - r * 0.8)},${f(y - r * 0.8)}h${f(r * 1.6)}v${f(r * 1.6)}h${f(-r * 1.6)}Z`;
    case 'circle':
      return `M${f(x - r * 0.85)},${f(y)}a${f(r * 0.85)},${f(r * 0.85)} 0 1,0 ${f(r * 1.7)},0a${f(r * 0.85)},${f(r * 0.85)} 0 1,0 ${f(-r * 1.7)},0`;
    case 'dot':
      return `M${f(x - r * 0.45)},${f(y)}a${f(r * 0.45)},${f(r * 0.45)} 0 1,0 ${f(r * 0.9)},0a${f(r * 0.45)},${f(r * 0.45)} 0 1,0 ${f(-r * 0.9)},0`;
    case 'cross':
      return `M${f(x - r)},${f(y - r)}L${f(x + r)},${f(y + r)}M${f(x + r)},${f(y - r)}L${f(x - r)},${f(y + r)}`;
    case 'plus':
      return `M${f(x - r)},${f(y)}H${f(x + r)}M${f(x)},${f(y - r)}V${f(y + r)}`;
    case 'check':
      return `M${f(x - r)},${f(y)}L${f(x - r * 0.3)},${f(y + r * 0.7)}L${f(x + r)},${f(y - r * 0.8)}`;
    case 'tick':
      return `M${f(x)},${f(y - r)}V${f(y + r)}`;
    case 'chevron':
      // A hop forwards: a filled arrowhead with a notch, apart from kube-proxy's bar.
      return `M${f(x - r)},${f(y - r)}L${f(x + r)},${f(y)}L${f(x - r)},${f(y + r)}L${f(x - r * 0.3)},${f(y)}Z`;
  }
}

export interface GlyphGroup {
  shape: GlyphShape;
  tone: Tone;
  stroked: boolean;
  d: string;
}

export interface LabelCandidate {
  x: number;
  index: number;
  glyph: Glyph;
}

/** The glyphs' looks (shape and tone), each numbered at its first sight. */
const styles: { shape: GlyphShape; tone: Tone }[] = [];
const styleIds = new Map<string, number>();

function styleOf(glyph: Glyph): number {
  const key = `${glyph.shape} ${glyph.tone}`;
  let id = styleIds.get(key);
  if (id === undefined) {
    id = styles.length;
    styles.push({ shape: glyph.shape, tone: glyph.tone });
    styleIds.set(key, id);
  }
  return id;
}

const looks = new WeakMap<Trace, Uint16Array>();

/**
 * Each event's look by its position: its style's number times two, plus one when the
 * glyph is major. Once per trace (a big run's preparation, in steps): a glyph made for
 * each of a million marks at every draw was most of a first draw and its garbage.
 */
export function looksOf(trace: Trace): Uint16Array {
  return runSteps(lookSteps(trace));
}

/** looksOf in steps of LAYOUT_STEP events. */
export function* lookSteps(trace: Trace): Generator<void, Uint16Array> {
  const hit = looks.get(trace);
  if (hit) return hit;
  const out = new Uint16Array(trace.events.length);
  for (let i = 0; i < out.length; i++) {
    if (i > 0 && i % LAYOUT_STEP === 0) yield;
    const glyph = glyphOf(trace.events[i]!);
    out[i] = styleOf(glyph) * 2 + (glyph.major ? 1 : 0);
  }
  looks.set(trace, out);
  return out;
}

/** Whether event `i`'s glyph is major (by its prepared look). */
export const isMajor = (looks: Uint16Array, i: number): boolean => (looks[i]! & 1) === 1;

/**
 * The end of the run of `marks` from `m` drawn at half pixel `px` (`pxAt(m)`): the first
 * mark after it drawn elsewhere. Marks are in time order and the scale only goes up, so
 * the run is found by doubling steps, then by halves: a run at the event cap has
 * thousands of marks in a pixel, and placing each of them held its first draw.
 */
function runEnd(pxAt: (m: number) => number, m: number, px: number, count: number): number {
  let lo = m + 1;
  let hi = lo;
  for (let step = 1; hi < count && pxAt(hi) === px; step *= 2) {
    lo = hi + 1;
    hi = m + step * 2;
  }
  hi = Math.min(hi, count);
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (pxAt(mid) === px) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * A row's glyphs grouped into paths by shape and tone, and the major ones as label
 * candidates. Events in the same half pixel with the same look are drawn once.
 */
export function glyphGroups(
  trace: Trace,
  marks: readonly number[],
  x: (t: number) => number,
  y: number,
  r: number,
  [left, right]: readonly [number, number],
): { groups: GlyphGroup[]; labels: LabelCandidate[] } {
  /** By style: its path, and where its last glyph was drawn (NaN: not yet). */
  const paths = new Map<number, GlyphGroup>();
  const look = looksOf(trace); // first: it may number new styles
  const last = new Float64Array(styles.length).fill(NaN);
  const labels: LabelCandidate[] = [];
  const events = trace.events;
  const pxAt = (m: number): number => Math.round(x(events[marks[m]!]!.t) * 2) / 2;
  // Marks are in time order: start at the first in view and stop after the last, so a
  // lane of 100,000 marks costs what its window shows (a big run's first draw).
  let lo = 0;
  let hi = marks.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (x(events[marks[mid]!]!.t) < left - r - 0.5) lo = mid + 1;
    else hi = mid;
  }
  for (let m = lo; m < marks.length;) {
    const px = pxAt(m);
    if (px > right + r) break;
    const end = runEnd(pxAt, m, px, marks.length);
    for (let k = m; k < end && !(px < left - r); k++) {
      const i = marks[k]!;
      const style = look[i]! >> 1;
      if (last[style] === px) continue;
      last[style] = px;
      let group = paths.get(style);
      const { shape, tone } = styles[style]!;
      if (!group) {
        group = { shape, tone, stroked: STROKED.has(shape), d: '' };
        paths.set(style, group);
      }
      const major = isMajor(look, i);
      group.d += glyphPath(shape, px, y, major ? r : r * 0.75);
      if (major) labels.push({ x: px, index: i, glyph: glyphOf(events[i]!) });
    }
    m = end;
  }
  return { groups: [...paths.values()], labels };
}
