// The hovered and the selected event (indexes into trace.events): selecting one moves the
// playhead to it and stops playing.
import type { Trace } from '../trace/types.ts';

export interface SelectionSlice {
  hovered: number | null;
  selected: number | null;
  hover(index: number | null): void;
  select(index: number | null): void;
}

interface Fields {
  trace: Trace | null;
  timeMs: number;
  playing: boolean;
}

type State = Fields & SelectionSlice;

export function selectionSlice(set: (f: (s: State) => Partial<State>) => void): SelectionSlice {
  return {
    hovered: null,
    selected: null,
    hover: (hovered) => set((s) => (s.hovered === hovered ? s : { hovered })),
    select: (selected) =>
      set((s) => {
        const e = selected === null ? undefined : s.trace?.events[selected];
        return e ? { selected, timeMs: e.t, playing: false } : { selected: null };
      }),
  };
}
