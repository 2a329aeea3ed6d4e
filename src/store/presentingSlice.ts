// Presenter mode and what it turns on: big type, no editor, keyboard only; the curtain
// ("predict the next step"), reveal mode, the folded quiet stretches of the time axis, and
// the laser on a lane row. Its lesson stops are presenterSlice.ts.
import { openingPresenter, type PresenterSlice } from './presenterSlice.ts';
import type { Trace } from '../trace/types.ts';
import type { View, ViewMode } from './playback.ts';

export interface PresentingSlice {
  presenter: boolean;
  /** "Predict the next step": what happens after the playhead is hidden until revealed. */
  curtain: boolean;
  /** Reveal mode: what lies after the playhead is hidden (always on while presenting). */
  revealRun: boolean;
  /** The time axis folds the window's quiet stretches (timeline/quietFolds.ts). */
  foldQuiet: boolean;
  /** The lane row the presenter points at (the laser highlight), or none. */
  focusLane: number | null;
  setPresenter(on: boolean): void;
  setCurtain(on: boolean): void;
  setRevealRun(on: boolean): void;
  setFoldQuiet(on: boolean): void;
  /** Moves the laser to the next (1) or previous (−1) of `lanes` rows, wrapping around. */
  moveLaneFocus(direction: 1 | -1, lanes: number): void;
}

interface Fields {
  trace: Trace | null;
  timeMs: number;
  playing: boolean;
  selected: number | null;
  view: View | null;
  viewMode: ViewMode;
  chartInPlace: boolean;
}

type State = Fields & PresentingSlice & PresenterSlice;

export function presentingSlice(set: (f: (s: State) => Partial<State>) => void): PresentingSlice {
  return {
    presenter: false,
    curtain: false,
    revealRun: false,
    foldQuiet: false,
    focusLane: null,
    setPresenter: (presenter) =>
      set((s) =>
        presenter
          ? { presenter, ...openingPresenter(s) }
          : {
              presenter,
              curtain: false,
              focusLane: null,
              keysHelp: false,
              stop: null,
              chartInPlace: false,
            },
      ),
    setCurtain: (curtain) => set(() => ({ curtain })),
    setRevealRun: (revealRun) => set(() => ({ revealRun })),
    setFoldQuiet: (foldQuiet) => set(() => ({ foldQuiet })),
    moveLaneFocus: (direction, lanes) =>
      set((s) => {
        if (lanes <= 0) return { focusLane: null };
        const from = s.focusLane ?? (direction === 1 ? -1 : 0);
        return { focusLane: (((from + direction) % lanes) + lanes) % lanes };
      }),
  };
}
