// The swimlane's Pod rows (Swimlane.tsx draws them below the lanes): a bar per Pod coloured by
// phase, in a box of their own that scrolls, only the rows in view drawn (useRowWindow.ts).
import { useId, type RefObject } from 'react';
import type { ChartModel } from '../../chart/model.ts';
import type { Trace } from '../../trace/types.ts';
import { useAppStore } from '../../store/useAppStore.ts';
import { timelineWords } from '../i18n/timelineWords.ts';
import { useT } from '../i18n/useT.ts';
import { FoldBreaks } from './FoldBreaks.tsx';
import { Curtain, Playhead, SelectionRing } from './Overlays.tsx';
import { PodLayer } from './PodLayer.tsx';
import { PodRequestFlow } from './PodRequestFlow.tsx';
import type { useChartPointer } from './useChartPointer.ts';
import { useRowWindow } from './useRowWindow.ts';

type Pointer = ReturnType<typeof useChartPointer>;

/** The Pods' rows in a box of their own that scrolls, only the rows in view drawn. */
export function PodsChart({
  trace,
  model,
  width,
  svgRef,
  pointer,
}: {
  trace: Trace;
  model: ChartModel;
  width: number;
  svgRef: RefObject<SVGSVGElement | null>;
  pointer: Pointer;
}) {
  const t = useT();
  const lang = useAppStore((s) => s.lang);
  const w = timelineWords(lang);
  const clip = `${useId().replace(/:/g, '')}-pods`;
  const { layout, x, k, podsH, labelW } = model;
  const [scrollRef, rows] = useRowWindow(layout.pods.length, k);
  return (
    <div
      ref={scrollRef}
      className="pods-scroll"
      // It scrolls when the Pods outnumber their room: a keyboard must reach it too.
      tabIndex={0}
      hidden={model.podsHidden}
      style={model.podsMaxHeight === undefined ? undefined : { maxHeight: model.podsMaxHeight }}
    >
      {layout.pods.length === 0 ? (
        <p className="empty">{t('noPods')}</p>
      ) : (
        <svg
          ref={svgRef}
          className="pods"
          width={width}
          height={podsH * k}
          viewBox={`0 0 ${model.inner} ${podsH}`}
          role="img"
          aria-label={w('podBars', { pods: layout.pods.length })}
          onMouseMove={pointer.onMove('pods')}
          onMouseLeave={pointer.onLeave}
          onClick={pointer.onClick('pods')}
        >
          <defs>
            <clipPath id={clip}>
              <rect x={labelW - 2} y={0} width={x.range()[1]! - labelW + 4} height={podsH} />
            </clipPath>
          </defs>
          <PodLayer trace={trace} layout={layout} x={x} rows={rows} height={podsH} clipId={clip} />
          <FoldBreaks x={x} folds={model.folds} height={podsH} lang={lang} axis={false} />
          <SelectionRing trace={trace} layout={layout} x={x} where="pods" />
          <PodRequestFlow trace={trace} layout={layout} x={x} />
          <Curtain x={x} height={podsH} label={false} />
          <Playhead x={x} height={podsH} />
        </svg>
      )}
    </div>
  );
}
