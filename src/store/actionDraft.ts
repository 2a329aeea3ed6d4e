// The action picker's unfinished action (issue 4): kept in the store, not in the
// component, so closing the panel or a re-render of the header does not lose it.

export interface ActionDraft {
  /** The `do:` value. */
  do: string;
  /** `Kind/name` from the last good trace; '' = the first that fits. */
  target: string;
  /** Seconds of virtual time, as typed. */
  at: string;
  /** The parameters as typed, by the key the document spells. */
  values: Record<string, string>;
  /** The scenario's duration as being typed (`90s`, `3m`); null = show the document's. */
  duration: string | null;
}

export const INITIAL_DRAFT: ActionDraft = {
  do: 'delete',
  target: '',
  at: '10',
  values: {},
  duration: null,
};

export interface ActionDraftSlice {
  actionPickerOpen: boolean;
  actionDraft: ActionDraft;
  setActionPickerOpen(open: boolean): void;
  /** Merges a change of the draft (a new `do:` brings its own parameter values). */
  editActionDraft(patch: Partial<ActionDraft>): void;
}

export function actionDraftSlice(
  set: (f: (s: ActionDraftSlice) => Partial<ActionDraftSlice>) => void,
): ActionDraftSlice {
  return {
    actionPickerOpen: false,
    actionDraft: INITIAL_DRAFT,
    setActionPickerOpen: (actionPickerOpen) => set(() => ({ actionPickerOpen })),
    editActionDraft: (patch) => set((s) => ({ actionDraft: { ...s.actionDraft, ...patch } })),
  };
}
