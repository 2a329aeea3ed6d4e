// The top of the swimlane as chartModel placed it (src/chart/model.ts): the time axis, a row
// per component lane with the focus Pod's labelled spans and every event as a glyph of its
// kind (labelled where the zoom leaves room), the clients' traffic at the trace's 100 ms with
// each failed request as a dot, and a shaded band across every lane where requests fail.
// Memoised: hovering and the playhead never redraw it, only a new model (a new trace, a
// resize, a zoom or the language) does.
import { memo } from 'react';
import type { ChartModel } from '../../chart/model.ts';
import { AXIS_H, LANE_H } from '../../chart/geometry.ts';
import { LABEL_FONT, type LaneRow } from '../../chart/laneRows.ts';
import { timelineWords } from '../i18n/timelineWords.ts';
import type { Lang } from '../../store/lang.ts';
import { RowLabel } from './RowLabel.tsx';
import { GlyphLabels, SpanLabels } from './LabelTexts.tsx';

export interface LaneLayerProps {
  model: ChartModel;
  clipId: string;
  lang: Lang;
  /**
   * The live chart, which may hide what lies after the playhead: the failure bands' labels
   * are drawn over the reveal (BandLabels.tsx), since a label may start left of its band.
   */
  revealed?: boolean;
}

export const LaneLayer = memo(function LaneLayer({
  model,
  clipId,
  lang,
  revealed = false,
}: LaneLayerProps) {
  return (
    <g>
      <FailureBands model={model} clipId={clipId} />
      <Axis model={model} />
      {model.lanes.map((row) => (
        <LaneRowMarks key={row.lane.label} row={row} room={model.labelRoom} clipId={clipId} />
      ))}
      {model.traffic && (
        <TrafficRow model={model} clipId={clipId} lang={lang} labelled={!revealed} />
      )}
    </g>
  );
});

/** A shaded band across every lane where requests fail. */
function FailureBands({ model, clipId }: { model: ChartModel; clipId: string }) {
  const { x, topH } = model;
  return (
    <g clipPath={`url(#${clipId})`}>
      {model.bands.map((b) => (
        <rect
          key={b.from}
          className="failure-band"
          data-band={b.count}
          x={x(b.from) - 2}
          y={AXIS_H}
          width={Math.max(4, x(b.to + 100) - x(b.from) + 4)}
          height={topH - AXIS_H}
        />
      ))}
    </g>
  );
}

/** The time axis: a tick and its grid line down the lanes. */
function Axis({ model }: { model: ChartModel }) {
  return (
    <g className="axis">
      {model.ticks.map(({ t, label }) => (
        <g key={t} transform={`translate(${model.x(t)},0)`}>
          <line y1={AXIS_H - 4} y2={model.topH} className="grid" />
          <text y={AXIS_H - 8} textAnchor="middle">
            {label}
          </text>
        </g>
      ))}
    </g>
  );
}

/** One lane row: its label (a group's header row is labelled by its fold button,
 *  GroupHeads.tsx), the focus Pod's spans, the glyphs and the labels placed for them. */
function LaneRowMarks({ row, room, clipId }: { row: LaneRow; room: number; clipId: string }) {
  const { lane: l, top } = row;
  return (
    <g
      className="lane"
      data-lane={l.group ? undefined : l.lane}
      data-group={l.group?.key}
      data-row={l.label}
    >
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
        <Spans row={row} />
        <Glyphs row={row} />
      </g>
    </g>
  );
}

/** The focus Pod's spans in a row, a sub-row each (its containers), and their labels. */
function Spans({ row: { top, spans, spanLabels } }: { row: LaneRow }) {
  return (
    <>
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
      <SpanLabels placed={spanLabels} top={top} />
    </>
  );
}

/** A row's glyphs, one path per shape and tone, and the labels there is room for. */
function Glyphs({ row: { mid, groups, glyphLabels } }: { row: LaneRow }) {
  return (
    <>
      {groups.map((g) => (
        <path
          key={`${g.shape}-${g.tone}`}
          d={g.d}
          className={`glyph tone-${g.tone}${g.stroked ? ' stroked' : ''}`}
          data-shape={g.shape}
        />
      ))}
      <GlyphLabels placed={glyphLabels} mid={mid} />
    </>
  );
}

/** The clients' traffic, its failed requests as dots, and (in a file) the bands' labels. */
function TrafficRow({
  model,
  clipId,
  lang,
  labelled,
}: {
  model: ChartModel;
  clipId: string;
  lang: Lang;
  labelled: boolean;
}) {
  const w = timelineWords(lang);
  const { trafficTop: tTop, labelRoom: room, traffic } = model;
  return (
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
        text={w('trafficScale', { max: model.layout.maxBin })}
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
        <path d={traffic?.served} className="served" />
        <path d={traffic?.failed} className="failed" />
        {model.failedDots.map(([cause, d]) => (
          <path key={cause} d={d} className={`failed-dot cause-${cause}`} />
        ))}
        {labelled &&
          model.bandLabels.map(({ item, x: bx }) => (
            <text key={item.from} className="band-label" x={bx} y={tTop + 24}>
              {item.text}
            </text>
          ))}
      </g>
    </g>
  );
}
