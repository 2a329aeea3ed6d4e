// The statechart panel: whether it is open, what was last clicked to choose its machine
// (resolved by the panel itself, so the first load carries none of that), the run's state
// log (recorded only while the panel is open), and whether, presenting, it takes the place
// of the lanes (the panel then steps from state to state on Enter), and whether it is
// widened over the editor (a big machine's labels at full size on a small screen).
import type { StateLog } from '../statechart/stateLog.ts';
import type { ChartPick } from '../statechart/targets.ts';

export type { ChartPick } from '../statechart/targets.ts';

export interface StatechartSlice {
  chartOpen: boolean;
  /** The last choice of machine; null: the story's Pod. */
  chartPick: ChartPick | null;
  /** Presenting: the statechart takes the place of the lanes. */
  chartInPlace: boolean;
  /** The panel takes the page's width, the editor set aside (not presenting). */
  chartWide: boolean;
  /** What every actor of the run on screen did; null until a run recorded it. */
  states: StateLog | null;
  setChartOpen(on: boolean): void;
  setChartPick(pick: ChartPick | null): void;
  setChartInPlace(on: boolean): void;
  setChartWide(on: boolean): void;
}

interface Fields {
  curtain: boolean;
}

type State = Fields & StatechartSlice;

export function statechartSlice(set: (f: (s: State) => Partial<State>) => void): StatechartSlice {
  return {
    chartOpen: false,
    chartPick: null,
    chartInPlace: false,
    chartWide: false,
    states: null,
    setChartOpen: (chartOpen) =>
      set((s) => ({
        chartOpen,
        chartInPlace: chartOpen && s.chartInPlace,
        chartWide: chartOpen && s.chartWide,
      })),
    setChartPick: (chartPick) => set(() => ({ chartPick })),
    setChartInPlace: (chartInPlace) =>
      set((s) => ({ chartInPlace, chartOpen: chartInPlace || s.chartOpen, curtain: false })),
    setChartWide: (chartWide) => set(() => ({ chartWide })),
  };
}
