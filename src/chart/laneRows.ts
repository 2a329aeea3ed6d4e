// What each component lane draws at a zoom: its glyphs grouped into paths, the labels of
// its major glyphs and of its spans, placed so that no two overlap (labels.ts). Pure: the
// lane layer draws it, the reveal redraws the labels of marks it must not hide, and a
// lesson stop measures it to pick a zoom where its moment's labels all fit.
import type { Trace } from '../trace/types.ts';
import type { ChartWords } from './words.ts';
import { LANE_H } from './geometry.ts';
import type { Glyph } from '../story/glyphs.ts';
import { glyphGroups, type GlyphGroup, type LabelCandidate } from './glyphMarks.ts';
import { placeLabels, textWidth, type Placed } from './labels.ts';
import type { Layout } from './layout.ts';
import type { LaneSpan } from './storyRows.ts';
import { rowTop } from './rowGeometry.ts';

export const LABEL_FONT = 11;
export const GLYPH_R = 6;
/** Gap kept between two glyph labels of a row, and between two span labels. */
const GLYPH_GAP = 6;
const SPAN_GAP = 4;

type Words = ChartWords;

export interface GlyphLabel {
  text: string;
  /** A Kubernetes word (SIGTERM, EndpointSlice, a reason), said as Kubernetes says it. */
  verbatim: boolean;
  /** When the labelled event happened (ms): the reveal keeps labels of past marks whole. */
  t: number;
  /** Indexes into trace.events of the labelled events: those drawn in the same place. */
  indexes: number[];
}

export interface SpanLabel {
  s: LaneSpan;
  text: string;
}

export interface DrawnSpan {
  s: LaneSpan;
  x0: number;
  x1: number;
}

export interface LaneRow {
  lane: Layout['lanes'][number];
  top: number;
  /** The glyphs' centre line. */
  mid: number;
  groups: GlyphGroup[];
  /** The major glyphs in view (event indexes): each would like a label. */
  labelled: number[];
  /** The labels there is room for. */
  glyphLabels: Placed<GlyphLabel>[];
  spans: DrawnSpan[];
  spanLabels: Placed<SpanLabel>[];
}

function spanLabel(s: LaneSpan, w: Words): string {
  if (s.state === 'container.exited' && s.detail === '137')
    return w('span.container.exitedKilled', { code: 137 });
  return w(`span.${s.state}`, { signal: s.detail ?? '', code: s.detail ?? '' });
}

function labelText(label: Glyph['label'], w: Words): string {
  return 'text' in label ? label.text : w(`glyph.${label.key}`, label.vars);
}

/**
 * Label candidates grouped by place: marks drawn on the same pixel (the action and the
 * deletionTimestamp it sets, in the same millisecond) share one label, since no zoom can
 * part them.
 */
function sameInstant(labels: readonly LabelCandidate[]): LabelCandidate[][] {
  const out: LabelCandidate[][] = [];
  for (const c of labels) {
    const last = out[out.length - 1];
    if (last && last[0]!.x === c.x) last.push(c);
    else out.push([c]);
  }
  return out;
}

/** The y of a span label's baseline in its row. */
export function spanLabelY(top: number, s: LaneSpan): number {
  return s.subs === 1 ? top + LANE_H - 7 : top + 3 + (s.sub + 0.5) * ((LANE_H - 6) / s.subs) + 4;
}

/** The labels of the major glyphs in view: those at one instant share one label. */
function placeGlyphLabels(
  trace: Trace,
  labels: readonly LabelCandidate[],
  range: readonly [number, number],
  w: Words,
): Placed<GlyphLabel>[] {
  return placeLabels(
    sameInstant(labels).map((at) => {
      const texts = at.map((c) => labelText(c.glyph.label, w));
      const text = [...new Set(texts)].join(' · ');
      const item: GlyphLabel = {
        text,
        verbatim: at.every((c) => 'text' in c.glyph.label),
        t: trace.events[at[0]!.index]!.t,
        indexes: at.map((c) => c.index),
      };
      return { item, x: at[0]!.x + GLYPH_R + 2, width: textWidth(text, LABEL_FONT, true) };
    }),
    range,
    GLYPH_GAP,
  );
}

/**
 * The spans' labels, each inside its span. They give way to the glyphs' labels where they
 * sit at the same height (a lane of several containers, a sub-row each), and to each other
 * across sub-rows thinner than a line of text.
 */
function placeSpanLabels(
  top: number,
  mid: number,
  spans: readonly DrawnSpan[],
  glyphLabels: readonly Placed<GlyphLabel>[],
  range: readonly [number, number],
  w: Words,
): Placed<SpanLabel>[] {
  const glyphY = mid + 4;
  const apart = (a: number, b: number): boolean => Math.abs(a - b) >= LABEL_FONT + 1;
  const rows = new Map<number, DrawnSpan[]>();
  for (const d of spans) rows.set(d.s.sub, [...(rows.get(d.s.sub) ?? []), d]);
  const shared: Placed<unknown>[] = [];
  return [...rows.values()].flatMap((row) => {
    const y = spanLabelY(top, row[0]!.s);
    const taken = apart(y, spanLabelY(top, { ...row[0]!.s, sub: row[0]!.s.sub + 1 })) ? [] : shared;
    if (!apart(y, glyphY)) taken.push(...glyphLabels);
    return placeLabels(
      row.flatMap(({ s, x0, x1 }) => {
        const text = spanLabel(s, w);
        const width = textWidth(text, LABEL_FONT);
        return width + 8 <= x1 - x0 ? [{ item: { s, text }, x: x0 + 4, width }] : [];
      }),
      range,
      SPAN_GAP,
      taken,
    );
  });
}

/** Every lane's drawing under scale `x`, its visible pixels being [left, right]. */
export function laneRows(
  trace: Trace,
  layout: Layout,
  bySpan: ReadonlyMap<number, readonly LaneSpan[]>,
  x: (t: number) => number,
  [left, right]: readonly [number, number],
  w: Words,
): LaneRow[] {
  return layout.lanes.map((lane, i) => {
    const top = rowTop(layout, i);
    const laneSpans = bySpan.get(i) ?? [];
    // A lane with spans carries its glyphs in the upper half and the span labels in the
    // lower, so neither hides the other; other lanes centre their glyphs.
    const mid = laneSpans.length > 0 ? top + 11 : top + LANE_H / 2;
    const { groups, labels } = glyphGroups(trace, lane.marks, x, mid, GLYPH_R, [left, right]);
    const glyphLabels = placeGlyphLabels(trace, labels, [left, right], w);
    const spans = laneSpans
      .map((s) => ({ s, x0: Math.max(left, x(s.from)), x1: Math.min(right, x(s.to)) }))
      .filter((v) => v.x1 > v.x0);
    return {
      lane,
      top,
      mid,
      groups,
      labelled: labels.map((c) => c.index),
      glyphLabels,
      spans,
      spanLabels: placeSpanLabels(top, mid, spans, glyphLabels, [left, right], w),
    };
  });
}
