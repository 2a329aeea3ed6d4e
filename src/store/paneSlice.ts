// On a narrow screen (a phone, a tablet) one pane shows at a time: the run (controls,
// caption, swimlane, narration) or the editor, chosen with tabs; the run first, so a link
// opened from chat shows what it is about. Which panes a width shows is decided in
// ui/layout/panes.ts; the store keeps only the reader's choice.

export type Pane = 'run' | 'editor';

export interface PaneSlice {
  /** The pane a narrow screen shows (a wide one shows both). */
  pane: Pane;
  setPane(pane: Pane): void;
}

export function paneSlice(set: (f: () => Partial<PaneSlice>) => void): PaneSlice {
  return {
    pane: 'run',
    setPane: (pane) => set(() => ({ pane })),
  };
}
