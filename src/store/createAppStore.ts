// The one UI store, made by a factory (a fresh store per test, per compare variant and per
// embedded view), assembled from its slices, each a file by meaning: the editor (text,
// problems, banner), the run on screen (runSlice: a run's answer and what it resets),
// playback (the playhead and the window; arithmetic in playback.ts), selection, presenting
// and its lesson stops, the reader's settings, and the slices of the panels (compare,
// statechart, progress, preStop search, panes, lane navigation, going to an event, the
// saved documents). Actions are plain state → state updates.
import { createStore } from 'zustand/vanilla';
import { actionDraftSlice, type ActionDraftSlice } from './actionDraft.ts';
import { presenterSlice, type PresenterSlice } from './presenterSlice.ts';
import { compareSlice, type CompareSlice } from './compareSlice.ts';
import { statechartSlice, type StatechartSlice } from './statechartSlice.ts';
import { progressSlice, type ProgressSlice } from './progressSlice.ts';
import { preStopSearchSlice, type PreStopSearchSlice } from './preStopSearchSlice.ts';
import { paneSlice, type PaneSlice } from './paneSlice.ts';
import { navSlice, type NavSlice } from './navSlice.ts';
import { goToSlice, type GoToSlice } from './goToSlice.ts';
import { documentsSlice, type DocumentsSlice } from './documentsSlice.ts';
import { editorSlice, type EditorSlice } from './editorSlice.ts';
import { runSlice, type RunSlice } from './runSlice.ts';
import { playbackSlice, type PlaybackSlice } from './playbackSlice.ts';
import { selectionSlice, type SelectionSlice } from './selectionSlice.ts';
import { presentingSlice, type PresentingSlice } from './presentingSlice.ts';
import { prefsSlice, type PrefsSlice } from './prefsSlice.ts';

export { SPEEDS, stepTimes, type View } from './playback.ts';
export type { ThemeChoice } from './prefsSlice.ts';

export interface AppState
  extends
    EditorSlice,
    RunSlice,
    PlaybackSlice,
    SelectionSlice,
    PresentingSlice,
    PrefsSlice,
    ActionDraftSlice,
    PresenterSlice,
    CompareSlice,
    StatechartSlice,
    ProgressSlice,
    PreStopSearchSlice,
    PaneSlice,
    NavSlice,
    GoToSlice,
    DocumentsSlice {}

export function createAppStore(initialText = '') {
  return createStore<AppState>()((set, get) => ({
    ...editorSlice(set, initialText),
    ...runSlice(set),
    ...playbackSlice(set, get),
    ...selectionSlice(set),
    ...presentingSlice(set),
    ...prefsSlice(set),
    ...actionDraftSlice(set),
    ...presenterSlice(set),
    ...compareSlice(set),
    ...statechartSlice(set),
    ...progressSlice(set),
    ...preStopSearchSlice(set),
    ...paneSlice(set),
    ...navSlice(set),
    ...goToSlice(set),
    ...documentsSlice(set),
  }));
}

export type AppStore = ReturnType<typeof createAppStore>;
