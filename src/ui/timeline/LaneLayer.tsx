// The top of the swimlane: the time axis, a row per component lane with the focus Pod's
// labelled spans and every event as a glyph of its kind (labelled where the zoom leaves
// room), the clients' traffic at the trace's 100 ms with each failed request as a dot, and
// a shaded band across every lane where requests fail. Memoised: hovering and the playhead
// never redraw it, only a new trace, a resize, a zoom or the language does.
import { memo, useMemo } from 'react';
import { failureBandsOf } from '../../story/failures.ts';
import { storySpansOf } from '../../story/spans.ts';
import type { Lang } from '../../store/lang.ts';
import type { Trace } from '../../trace/types.ts';
import { timelineWords, type TimelineKey } from '../i18n/timelineWords.ts';
import { bandText } from './bandText.ts';
import { AXIS_H, LABEL_W, LANE_H, TRAFFIC_H } from './geometry.ts';
import { glyphGroups, glyphPath } from './glyphMarks.ts';
import { placeLabels, textWidth, type Placed } from './labels.ts';
import type { Layout } from './layout.ts';
import { trafficPaths } from './marks.ts';
import { spansByLane, type LaneSpan } from './storyRows.ts';
import { timeTicks } from './ticks.ts';
import type { TimeScale } from './useTimeZoom.ts';

export interface LaneLayerProps {
  trace: Trace;
  layout: Layout;
  x: TimeScale;
  width: number;
  height: number;
  clipId: string;
  lang: Lang;
}

/** Where the traffic chart starts: under the last lane row. */
export const trafficTop = (layout: Layout): number => AXIS_H + layout.lanes.length * LANE_H;

const FONT = 11;
const GLYPH_R = 6;

function spanLabel(s: LaneSpan, w: ReturnType<typeof timelineWords>): string {
  if (s.state === 'container.exited' && s.detail === '137')
    return w('span.container.exitedKilled', { code: 137 });
  return w(`span.${s.state}` as TimelineKey, { signal: s.detail ?? '', code: s.detail ?? '' });
}

export const LaneLayer = memo(function LaneLayer({
  trace,
  layout,
  x,
  width,
  height,
  clipId,
  lang,
}: LaneLayerProps) {
  const w = timelineWords(lang);
  const story = storySpansOf(trace);
  const bySpan = useMemo(() => spansByLane(trace, layout, story), [trace, layout, story]);
  const bands = failureBandsOf(trace);
  const [left, right] = x.range() as [number, number];
  const lanes = useMemo(
    () =>
      layout.lanes.map((l, i) => {
        const top = AXIS_H + i * LANE_H;
        const spanned = (bySpan.get(i) ?? []).length > 0;
        // A lane with spans carries its glyphs in the upper half and the span labels in the
        // lower, so neither hides the other; other lanes centre their glyphs.
        const mid = spanned ? top + 11 : top + LANE_H / 2;
        const { groups, labels } = glyphGroups(trace, l.marks, x, mid, GLYPH_R, [left, right]);
        const taken: Placed<unknown>[] = [];
        const glyphLabels = placeLabels(
          labels.map((c) => {
            const text =
              'text' in c.glyph.label
                ? c.glyph.label.text
                : w(`glyph.${c.glyph.label.key}` as TimelineKey, c.glyph.label.vars);
            // A Kubernetes word (SIGTERM, EndpointSlice, a reason) is said as Kubernetes says it.
            const verbatim = 'text' in c.glyph.label;
            return {
              item: { text, verbatim },
              x: c.x + GLYPH_R + 2,
              width: textWidth(text, FONT, true),
            };
          }),
          [left, right],
          6,
          taken,
        );
        const spans = (bySpan.get(i) ?? [])
          .map((s) => ({ s, x0: Math.max(left, x(s.from)), x1: Math.min(right, x(s.to)) }))
          .filter((v) => v.x1 > v.x0);
        const spanLabels = placeLabels(
          spans.flatMap(({ s, x0, x1 }) => {
            const text = spanLabel(s, w);
            const tw = textWidth(text, FONT);
            return tw + 8 <= x1 - x0 ? [{ item: { s, text }, x: x0 + 4, width: tw }] : [];
          }),
          [left, right],
          4,
        );
        return { l, top, mid, groups, glyphLabels, spans, spanLabels };
      }),
    [trace, layout, x, left, right, bySpan, w],
  );
  const tTop = trafficTop(layout);
  const traffic = useMemo(
    () => trafficPaths(layout.traffic, layout.maxBin, x, tTop + TRAFFIC_H - 3, TRAFFIC_H - 30),
    [layout, x, tTop],
  );
  const failedDots = useMemo(() => {
    const byCause = new Map<string, string>();
    for (const band of bands)
      for (const i of band.events) {
        const e = trace.events[i]!;
        if (e.type !== 'RequestFailed') continue;
        const px = x(e.t);
        if (px < left || px > right) continue;
        const cause = e.data.reason.replace(/ /g, '-');
        byCause.set(cause, (byCause.get(cause) ?? '') + glyphPath('dot', px, tTop + 8, 6));
      }
    return [...byCause];
  }, [bands, trace, x, left, right, tTop]);
  const bandLabels = useMemo(() => {
    // Each band says why in full where there is room, else just its count; a label starts
    // at its band, moved left as far as needed to end inside the chart, and never covers
    // another band's.
    const taken: Placed<unknown>[] = [];
    const placed: Placed<{ from: number; text: string }>[] = [];
    for (const b of bands) {
      for (const text of [bandText(b, story, w, trace), w('band.count', { n: b.count })]) {
        const width = textWidth(text, FONT, true);
        const bx = Math.max(left + 2, Math.min(x(b.from), right - width - 4));
        const got = placeLabels(
          [{ item: { from: b.from, text }, x: bx, width }],
          [left, right],
          8,
          taken,
        );
        if (got.length > 0) {
          placed.push(...got);
          break;
        }
      }
    }
    return placed;
  }, [bands, story, w, x, left, right, trace]);
  const ticks = timeTicks(x, Math.floor((width - LABEL_W) / 90));
  return (
    <g>
      <g clipPath={`url(#${clipId})`}>
        {bands.map((b) => (
          <rect
            key={b.from}
            className="failure-band"
            data-band={b.count}
            x={x(b.from) - 2}
            y={AXIS_H}
            width={Math.max(4, x(b.to + 100) - x(b.from) + 4)}
            height={height - AXIS_H}
          />
        ))}
      </g>
      <g className="axis">
        {ticks.map(({ t, label }) => (
          <g key={t} transform={`translate(${x(t)},0)`}>
            <line y1={AXIS_H - 4} y2={height} className="grid" />
            <text y={AXIS_H - 8} textAnchor="middle">
              {label}
            </text>
          </g>
        ))}
      </g>
      {lanes.map(({ l, top, mid, groups, glyphLabels, spans, spanLabels }) => (
        <g
          key={l.label}
          className="lane"
          data-lane={l.group ? undefined : l.lane}
          data-group={l.group?.key}
          data-row={l.label}
        >
          {/* A group's header row is labelled by its fold button (GroupHeads.tsx). */}
          {!l.group && (
            <text x={8} y={top + LANE_H / 2 + 4} className="label" data-verbatim="">
              {l.label}
            </text>
          )}
          <g clipPath={`url(#${clipId})`}>
            {spans.map(({ s, x0, x1 }) => {
              const h = (LANE_H - 6) / s.subs;
              return (
                <rect
                  key={`${s.sub}-${s.from}`}
                  className={`span span-${s.state.replace('.', '-')}${s.state === 'container.exited' && s.detail !== '0' ? ' nonzero' : ''}`}
                  data-state={s.state}
                  x={x0}
                  y={top + 3 + s.sub * h}
                  width={x1 - x0}
                  height={h}
                  rx={3}
                />
              );
            })}
            {spanLabels.map(({ item, x: lx }) => (
              <text
                key={`s${item.s.sub}-${item.s.from}`}
                className="span-label"
                x={lx}
                y={
                  item.s.subs === 1
                    ? top + LANE_H - 7
                    : top + 3 + (item.s.sub + 0.5) * ((LANE_H - 6) / item.s.subs) + 4
                }
              >
                {item.text}
              </text>
            ))}
            {groups.map((g) => (
              <path
                key={`${g.shape}-${g.tone}`}
                d={g.d}
                className={`glyph tone-${g.tone}${g.stroked ? ' stroked' : ''}`}
                data-shape={g.shape}
              />
            ))}
            {glyphLabels.map(({ item, x: lx }) => (
              <text
                key={`g${lx}`}
                className="glyph-label"
                x={lx}
                y={mid + 4}
                data-verbatim={item.verbatim ? '' : undefined}
              >
                {item.text}
              </text>
            ))}
          </g>
        </g>
      ))}
      {layout.traffic.length > 0 && (
        <g className="traffic" data-lane="traffic">
          <text x={8} y={tTop + 16} className="label">
            {w('traffic')}
          </text>
          <text x={8} y={tTop + 30} className="sublabel">
            {w('trafficScale', { max: layout.maxBin })}
          </text>
          <g clipPath={`url(#${clipId})`}>
            <path d={traffic.served} className="served" />
            <path d={traffic.failed} className="failed" />
            {failedDots.map(([cause, d]) => (
              <path key={cause} d={d} className={`failed-dot cause-${cause}`} />
            ))}
            {bandLabels.map(({ item, x: bx }) => (
              <text key={item.from} className="band-label" x={bx} y={tTop + 24}>
                {item.text}
              </text>
            ))}
          </g>
        </g>
      )}
    </g>
  );
});
