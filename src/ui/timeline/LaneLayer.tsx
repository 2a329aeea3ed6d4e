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
import { timelineWords } from '../i18n/timelineWords.ts';
import { placeBandLabels } from '../../chart/bandLabelPlaces.ts';
import { AXIS_H, LANE_H, TRAFFIC_H, labelWidth } from '../../chart/geometry.ts';
import { RowLabel } from './RowLabel.tsx';
import { glyphPath } from '../../chart/glyphMarks.ts';
import type { Layout } from '../../chart/layout.ts';
import { trafficPaths } from '../../chart/marks.ts';
import { LABEL_FONT, spanLabelY, type LaneRow } from '../../chart/laneRows.ts';
import { ticksInside, timeTicks } from '../../chart/ticks.ts';
import { textWidth } from '../../chart/labels.ts';
import { foldedTicks, type Fold, type Window } from '../../chart/quietFolds.ts';
import type { TimeScale } from './useTimeZoom.ts';
import { lanesBottom } from '../../chart/rowGeometry.ts';

export interface LaneLayerProps {
  trace: Trace;
  layout: Layout;
  /** Each lane's glyphs and placed labels at this zoom (laneRows.ts). */
  rows: readonly LaneRow[];
  x: TimeScale;
  width: number;
  height: number;
  clipId: string;
  lang: Lang;
  /**
   * The live chart, which may hide what lies after the playhead: the failure bands' labels
   * are drawn over the reveal (BandLabels.tsx), since a label may start left of its band.
   */
  revealed?: boolean;
  /** The window's folded quiet stretches (quietFolds.ts): no tick inside one. */
  folds?: readonly Fold[];
  window?: Window;
}

const NO_FOLDS: readonly Fold[] = [];

/** Where the traffic chart starts: under the last lane row. */
export const trafficTop = (layout: Layout): number => lanesBottom(layout);

export const LaneLayer = memo(function LaneLayer({
  trace,
  layout,
  rows,
  x,
  width,
  height,
  clipId,
  lang,
  revealed = false,
  folds = NO_FOLDS,
  window,
}: LaneLayerProps) {
  const w = timelineWords(lang);
  const story = storySpansOf(trace);
  const bands = failureBandsOf(trace);
  const [left, right] = x.range() as [number, number];
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
  const bandLabels = useMemo(
    () => (revealed ? [] : placeBandLabels(bands, story, w, trace, x, [left, right])),
    [revealed, bands, story, w, x, left, right, trace],
  );
  const ticks = ticksInside(
    folds.length > 0
      ? foldedTicks(x, window ?? (x.domain() as [number, number]), folds, 90)
      : timeTicks(x, Math.floor((width - labelWidth(layout)) / 90)),
    x,
    width,
    (label) => textWidth(label, LABEL_FONT),
  );
  const room = labelWidth(layout) - 12;
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
      {rows.map(({ lane: l, top, mid, groups, glyphLabels, spans, spanLabels }) => (
        <g
          key={l.label}
          className="lane"
          data-lane={l.group ? undefined : l.lane}
          data-group={l.group?.key}
          data-row={l.label}
        >
          {/* A group's header row is labelled by its fold button (GroupHeads.tsx). */}
          {!l.group && (
            <RowLabel
              text={l.label}
              x={8}
              y={top + LANE_H / 2 + 4}
              font={LABEL_FONT}
              room={room}
              lines={2}
              className="label"
              verbatim
            />
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
                y={spanLabelY(top, item.s)}
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
          <RowLabel
            text={w('traffic')}
            x={8}
            y={tTop + 16}
            font={LABEL_FONT}
            room={room}
            className="label"
          />
          <RowLabel
            text={w('trafficScale', { max: layout.maxBin })}
            x={8}
            y={tTop + 30}
            font={10}
            room={room}
            lines={3}
            mono={false}
            centre={false}
            className="sublabel"
          />
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
