// Which layout the swimlane draws: a compact chart keeps the compared stories' lanes;
// presenting and the embed fold idle lanes away (layout.ts foldedLayoutOf); editing, the
// lanes come in groups the reader folds (laneGroups.ts) — and a window too short for them all
// opens with its quietest groups folded (defaultFolds.ts) — those a selected event's chain
// of causes runs through open — until the reader folds one. On a
// phone or a tablet the page's chart takes a narrow label column (narrowChart.ts).
import { useLayoutEffect, useMemo, type RefObject } from 'react';
import type { Trace } from '../../trace/types.ts';
import { useAppStore, useStoreApi } from '../../store/useAppStore.ts';
import { isNarrow } from '../layout/panes.ts';
import { useWindowWidth } from '../layout/useWindowWidth.ts';
import { compactLayoutOf } from '../../chart/compact.ts';
import { chainEvents, foldsToFit } from '../../chart/defaultFolds.ts';
import { LABEL_W } from '../../chart/geometry.ts';
import { PODS_GROUP } from './GroupRows.tsx';
import { groupedLayoutOf } from '../../chart/laneGroups.ts';
import { foldedLayoutOf } from '../../chart/layout.ts';
import { labelColumn, withLabelColumn } from '../../chart/narrowChart.ts';
import { useRoomBelow } from './useRoomBelow.ts';

export function useChartLayout(
  trace: Trace,
  ref: RefObject<HTMLDivElement | null>,
  compactLanes: readonly string[] | null,
  readOnly: boolean,
) {
  const presenting = useAppStore((s) => s.presenter);
  const folded = useAppStore((s) => s.foldedGroups);
  const touched = useAppStore((s) => s.foldsTouched);
  const store = useStoreApi();
  const windowWidth = useWindowWidth();
  const compact = compactLanes !== null;
  // An embed's frame keeps its own size, and so does a compare's pair beside the editor; on
  // a phone or a tablet the pair is drawn as the page's chart is, one under the other.
  const page = readOnly || (compact && !isNarrow(windowWidth)) ? null : windowWidth;
  const labelW = page === null ? LABEL_W : labelColumn(page);
  const grouped = !compact && !presenting && !readOnly;
  // Side by side with the editor the chart must show its story on one screen; a phone's
  // chart has the window's whole height to scroll in, and folds nothing for it.
  const fitting = grouped && !touched && page !== null && !isNarrow(page);
  const room = useRoomBelow(ref, fitting);
  const selected = useAppStore((s) => s.selected);
  const keep = useMemo(() => chainEvents(trace, selected), [trace, selected]);
  const fits = useMemo(
    () => (fitting ? foldsToFit(trace, room, keep) : null),
    [fitting, trace, room, keep],
  );
  useLayoutEffect(() => {
    if (fits) store.getState().setDefaultFolds(fits);
  }, [fits, store]);
  const layout = withLabelColumn(
    compactLanes
      ? compactLayoutOf(trace, compactLanes)
      : presenting || readOnly
        ? foldedLayoutOf(trace)
        : groupedLayoutOf(trace, folded),
    labelW,
  );
  const podsFolded = grouped && folded.includes(PODS_GROUP);
  return { presenting, page, labelW, grouped, layout, podsFolded };
}
