// The chart's model for the page (src/chart/model.ts chartModel): the mode (a compare's
// chart, the embed, presenting or editing), the room the page gives it (its width, the
// window's, the height below, the zoom window, the folded groups, the language's words),
// both memoised so that hovering and the playhead never recompute it. Editing, a window too
// short for every group opens with its quietest groups folded (defaultFolds.ts) — those a
// selected event's chain of causes runs through open — until the reader folds one.
import { useLayoutEffect, useMemo, type RefObject } from 'react';
import { chainEvents, foldsToFit } from '../../chart/defaultFolds.ts';
import type { CompactFit } from '../../chart/compact.ts';
import { chartModel, type ChartMode, type ChartModel, type ChartRoom } from '../../chart/model.ts';
import type { Trace } from '../../trace/types.ts';
import { useAppStore, useStoreApi } from '../../store/useAppStore.ts';
import { timelineWords } from '../i18n/timelineWords.ts';
import { isNarrow } from '../layout/panes.ts';
import { useWindowWidth } from '../layout/useWindowWidth.ts';
import { useRoomBelow } from './useRoomBelow.ts';
import { useCauses } from '../lateCauses.ts';

/** A compact chart: one of two sharing a screen. */
export interface Compact {
  /** The lane rows kept (by label): the same in both charts, so their rows line up. */
  lanes: readonly string[];
  /** Its scale and Pod rows (compact.ts compactFit): the same for both, so axes line up. */
  fit: CompactFit;
  /** The zoom and export bar (off for a chart whose window follows another's). */
  bar: boolean;
  /** What the chart is called in its top-left corner ("A", "B"). */
  tag: string;
}

/** Which mode a Swimlane's props and the store ask for. */
function useChartMode(compact: Compact | undefined, readOnly: boolean): ChartMode {
  const presenting = useAppStore((s) => s.presenter);
  return compact ? 'compare' : readOnly ? 'embed' : presenting ? 'presenting' : 'normal';
}

/**
 * Side by side with the editor the chart must show its story on one screen: until the
 * reader folds a group, the store's folds are those that fit the room below (a phone's chart
 * has the window's whole height to scroll in, and folds nothing for it).
 */
function useDefaultFolds(trace: Trace, fitting: boolean, below: number): void {
  const store = useStoreApi();
  const selected = useAppStore((s) => s.selected);
  const chainOf = useCauses()?.chainOf ?? null;
  const keep = useMemo(() => chainEvents(trace, selected, chainOf), [trace, selected, chainOf]);
  const fits = useMemo(
    () => (fitting ? foldsToFit(trace, below, keep) : null),
    [fitting, trace, below, keep],
  );
  useLayoutEffect(() => {
    if (fits) store.getState().setDefaultFolds(fits);
  }, [fits, store]);
}

export function useChartModel(
  trace: Trace,
  ref: RefObject<HTMLDivElement | null>,
  width: number,
  compact: Compact | undefined,
  readOnly: boolean,
): ChartModel {
  const mode = useChartMode(compact, readOnly);
  const folded = useAppStore((s) => s.foldedGroups);
  const touched = useAppStore((s) => s.foldsTouched);
  const view = useAppStore((s) => s.view);
  const foldQuiet = useAppStore((s) => s.foldQuiet);
  const lang = useAppStore((s) => s.lang);
  const windowWidth = useWindowWidth();
  // An embed's frame keeps its own size, and so does a compare's pair beside the editor; on
  // a phone or a tablet the pair is drawn as the page's chart is, one under the other.
  const page = readOnly || (compact && !isNarrow(windowWidth)) ? null : windowWidth;
  const fitting = mode === 'normal' && !touched && page !== null && !isNarrow(page);
  const below = useRoomBelow(ref, fitting || mode === 'presenting');
  useDefaultFolds(trace, fitting, below);
  const lanes = compact?.lanes;
  const fit = compact?.fit;
  const room = useMemo(
    (): ChartRoom => ({
      width,
      page,
      below,
      view,
      foldQuiet,
      folded,
      ...(lanes && fit ? { compact: { lanes, fit } } : {}),
      words: timelineWords(lang),
    }),
    [width, page, below, view, foldQuiet, folded, lanes, fit, lang],
  );
  return useMemo(() => chartModel(trace, mode, room), [trace, mode, room]);
}
