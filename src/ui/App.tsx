// The page: editor left, controls and swimlane right. Edits are re-simulated in a Web
// Worker after a short pause; errors keep the last good trace on screen, dimmed.
import { Suspense, lazy, useCallback, useEffect, useMemo, useRef } from 'react';
import { createSimulator, type Simulator } from '../worker/simulator.ts';
import { useAppStore, useStoreApi } from '../store/useAppStore.ts';
import { Controls } from './controls/Controls.tsx';
import { EventCaption } from './controls/EventCaption.tsx';
import { PresenterStops } from './controls/PresenterStops.tsx';
import { EditorPane } from './editor/EditorPane.tsx';
import { ErrorBoundary } from './ErrorBoundary.tsx';
import { PresetLesson, PresetMenu } from './PresetMenu.tsx';
import { VersionPicker } from './VersionPicker.tsx';
import { ActionPicker } from './actions/ActionPicker.tsx';
import { RunNotes } from './RunNotes.tsx';
import { prepareTrace } from './prepareTrace.ts';
import { cancelTrackedRun, trackedRun } from './trackedRun.ts';
import { RunProgressBar } from './RunProgressBar.tsx';
import { ShareButton } from './ShareButton.tsx';
import { forgetLink, startupText } from './startup.ts';
import type { Content } from './autosave/documents.ts';
import { DocumentsButton } from './autosave/DocumentsButton.tsx';
import { useAutosave } from './autosave/useAutosave.ts';
import { SaveProblem } from './autosave/SaveProblem.tsx';
import { hashText } from './hashText.ts';
import { Swimlane } from './timeline/Swimlane.tsx';
import { NarrationPanel } from './narration/NarrationPanel.tsx';
import { EmbedView } from './EmbedView.tsx';
import { onAxis } from './compare/onAxis.ts';
import { isNarrow, panesFor } from './layout/panes.ts';
import { HeaderMore } from './layout/HeaderMore.tsx';
import { PaneTabs } from './layout/PaneTabs.tsx';
import { useWindowWidth } from './layout/useWindowWidth.ts';
import { readFold, readNav } from '../share/navParams.ts';

// Loaded when first used: they stay out of the first load's JavaScript.
const ObservedPanel = lazy(() =>
  import('./observed/ObservedPanel.tsx').then((m) => ({ default: m.ObservedPanel })),
);
const ComparePanel = lazy(() =>
  import('./compare/ComparePanel.tsx').then((m) => ({ default: m.ComparePanel })),
);
const StatechartPanel = lazy(() =>
  import('./statechart/StatechartPanel.tsx').then((m) => ({ default: m.StatechartPanel })),
);
import { useT } from './i18n/useT.ts';
import { MESSAGES } from './i18n/messages.ts';
import { useJapaneseFont } from './useJapaneseFont.ts';
import { LanguagePicker } from './LanguagePicker.tsx';
import { ThemePicker, useResolvedTheme } from './ThemePicker.tsx';

/** `?embed=1`: the read-only view for slides and blogs. */
const embedded = (): boolean => new URLSearchParams(location.search).get('embed') === '1';

// Short: the simulation runs in a worker and stale answers are dropped, so typing stays smooth.
// An edit after a pause this long runs at once; edits closer together wait for the last.
const DEBOUNCE_MS = 60;

export function App() {
  const store = useStoreApi();
  const t = useT();
  const lang = useAppStore((s) => s.lang);
  useEffect(() => {
    document.documentElement.lang = lang;
    document.title = MESSAGES[lang].title;
  }, [lang]);
  const jaFont = useJapaneseFont(lang);
  const theme = useResolvedTheme();
  useEffect(() => {
    document.documentElement.dataset.theme = theme;
  }, [theme]);
  const trace = useAppStore((s) => s.trace);
  const stale = useAppStore((s) => s.stale);
  // A cancelled run leaves the one before it on screen, dimmed as a stale one is.
  const dimmed = useAppStore((s) => s.stale || s.cancelled);
  const banner = useAppStore((s) => s.banner);
  const textHash = useAppStore((s) => hashText(s.text));
  const drawnHash = useAppStore((s) => s.traceTextHash);
  const presenter = useAppStore((s) => s.presenter);
  // A phone or a tablet shows one pane at a time (layout/panes.ts).
  const windowWidth = useWindowWidth();
  const pane = useAppStore((s) => s.pane);
  const panes = panesFor(windowWidth, pane, presenter);
  const comparing = useAppStore((s) => s.compareText !== null);
  const traceB = useAppStore((s) => s.compareTrace);
  // Comparing, both runs share one time axis (the longer of the two).
  const shown = useMemo(
    () => trace && (comparing ? onAxis(trace, traceB) : trace),
    [trace, traceB, comparing],
  );
  const sim = useRef<Simulator | null>(null);
  const timer = useRef<number | undefined>(undefined);
  const lastEdit = useRef(-Infinity);
  /** Runs started: a big run's answer is dropped if another started while it was prepared. */
  const runs = useRef(0);

  const simulate = useCallback(
    async (text: string) => {
      sim.current ??= createSimulator();
      // While the statechart panel is open, the run records what every machine does too.
      const states = store.getState().chartOpen;
      const run = ++runs.current;
      const result = await trackedRun(sim.current, store, text, { states });
      if (!result) return; // superseded by a newer edit, or cancelled
      if (result.trace) await prepareTrace(result.trace);
      if (run !== runs.current) return; // a newer run started while this one was prepared
      store
        .getState()
        .setResult(result.trace, result.diagnostics, hashText(text), result.states, result.title);
      store.getState().setSimulating(false);
    },
    [store],
  );

  useEffect(() => {
    const s = store.getState();
    // The default preset's run came with the page (builtRun.ts, set before the first
    // render): the worker only starts, ready for the first edit.
    if (s.trace && s.traceTextHash === hashText(s.text)) {
      sim.current ??= createSimulator();
      sim.current.warm();
    } else void simulate(s.text);
    return () => {
      sim.current?.dispose();
      sim.current = null;
    };
  }, [simulate, store]);

  const autosaver = useAutosave();
  // A preset, a gallery entry, a link or a saved document is shown as a document of its
  // own, the one before it saved first (autosaver.ts).
  const opened = useCallback(
    (c: Content) => {
      store.getState().setBanner(null);
      void simulate(c.text);
    },
    [simulate, store],
  );
  const openDocument = useCallback(
    (text: string, compareText: string | null = null) => {
      if (!autosaver.open({ text, compareText })) return; // storage full: the page says so
      // Picked, the text is a new document: a reload must show it, not a link again.
      forgetLink();
      opened({ text, compareText });
    },
    [autosaver, opened],
  );
  const openSaved = useCallback(
    (id: string) => {
      const c = autosaver.openSaved(id);
      if (!c) return false;
      forgetLink();
      opened(c);
      return true;
    },
    [autosaver, opened],
  );

  // A link pasted into an open tab changes only the fragment: load it like a fresh start,
  // as a new document (the one on screen was saved as the fragment changed: useAutosave).
  useEffect(() => {
    const onHash = async () => {
      const start = await startupText(location.hash);
      if (!start.fromLink) return;
      const c = { text: start.text, compareText: start.compareText };
      if (!autosaver.open(c)) return;
      opened(c);
      store.getState().setBanner(start.banner);
      store.getState().setLinkedNav(readNav(location.hash));
      store.getState().setFoldQuiet(readFold(location.hash));
    };
    const listener = () => void onHash();
    window.addEventListener('hashchange', listener);
    return () => window.removeEventListener('hashchange', listener);
  }, [autosaver, opened, store]);

  // Opening the statechart panel runs the text again, recording its machines: the same
  // trace (the store keeps the one on screen) and the log the panel lights.
  const chartOpen = useAppStore((s) => s.chartOpen);
  const recorded = useAppStore((s) => s.states !== null);
  useEffect(() => {
    if (chartOpen && !recorded) void simulate(store.getState().text);
  }, [chartOpen, recorded, simulate, store]);
  const chartInPlace = useAppStore((s) => s.presenter && s.chartInPlace);
  const chartWide = useAppStore((s) => s.chartOpen && s.chartWide);

  // A long run's Cancel: the worker is ended, the run on screen stays.
  const cancel = useCallback(() => cancelTrackedRun(sim.current, store), [store]);
  const runAgain = useCallback(() => void simulate(store.getState().text), [simulate, store]);
  const progress = <RunProgressBar onCancel={cancel} onRunAgain={runAgain} />;

  const edit = useCallback(
    (text: string) => {
      // Saved by the autosave, which watches the store's text (and variant B), and drops a
      // link from the address bar: a reload must show the user's own text.
      store.getState().setText(text);
      window.clearTimeout(timer.current);
      const now = performance.now();
      const burst = now - lastEdit.current < DEBOUNCE_MS;
      lastEdit.current = now;
      // One key after a pause is drawn without waiting; a burst of keys runs once it ends.
      if (burst) timer.current = window.setTimeout(() => void simulate(text), DEBOUNCE_MS);
      else void simulate(text);
    },
    [simulate, store],
  );

  // ?embed=1: for slides and blogs, the run and its controls, read-only, no editor.
  if (embedded()) return <EmbedView shown={shown} textHash={textHash} progress={progress} />;
  return (
    <div
      className={`${presenter ? 'app presenter' : chartWide ? 'app chart-wide' : 'app'}${isNarrow(windowWidth) ? ' narrow' : ''}`}
      data-text-hash={textHash}
    >
      <header key={jaFont ? 'ja-font' : 'system-font'}>
        <h1>podterm</h1>
        <PresetMenu onPick={openDocument} />
        <HeaderMore>
          <VersionPicker onEdit={edit} />
          <ActionPicker onEdit={edit} />
          <LanguagePicker />
          <ThemePicker />
          <ShareButton />
        </HeaderMore>
      </header>
      {/* Under the header, not in it: the header stays one line in every language. */}
      <div className="lesson-row">
        <PresetLesson />
        <DocumentsButton onOpen={openSaved} autosaver={autosaver} />
      </div>
      {banner && (
        <div role="alert" className="banner">
          {banner}
          <button
            type="button"
            aria-label={t('dismiss')}
            onClick={() => store.getState().setBanner(null)}
          >
            ×
          </button>
        </div>
      )}
      {panes.tabs && <PaneTabs />}
      <main data-panes={panes.tabs ? (panes.editor ? 'editor' : 'run') : undefined}>
        <ErrorBoundary name="editor">
          <EditorPane onEdit={edit} />
          <SaveProblem autosaver={autosaver} />
        </ErrorBoundary>
        {/* Above the run's scrolling column, not in it: nothing scrolls under the controls. */}
        <Controls />
        <section className="run">
          {progress}
          {trace && <PresenterStops trace={trace} />}
          {trace && <EventCaption trace={trace} />}
          <RunNotes trace={trace} stale={stale} onEdit={edit} />
          <ErrorBoundary name="timeline">
            {trace && comparing ? (
              // Comparing, A and B are drawn together, compact, with what differs beside them.
              <Suspense fallback={<p className="empty">{t('simulating')}</p>}>
                <ComparePanel traceA={trace} stale={dimmed} textHash={drawnHash} />
              </Suspense>
            ) : shown && chartInPlace ? (
              // Presenting, the statechart can take the place of the lanes.
              <Suspense fallback={<p className="empty">{t('simulating')}</p>}>
                <StatechartPanel trace={shown} inPlace />
              </Suspense>
            ) : shown ? (
              <Swimlane trace={shown} stale={dimmed} textHash={drawnHash} />
            ) : (
              <p className="empty">{t('simulating')}</p>
            )}
          </ErrorBoundary>
          {trace && chartOpen && !chartInPlace && (
            <ErrorBoundary name="statechart">
              <Suspense fallback={<p className="empty">{t('simulating')}</p>}>
                <StatechartPanel trace={trace} />
              </Suspense>
            </ErrorBoundary>
          )}
          {trace && (
            <ErrorBoundary name="narration">
              <NarrationPanel trace={trace} />
              <Suspense fallback={null}>
                <ObservedPanel trace={trace} />
              </Suspense>
            </ErrorBoundary>
          )}
        </section>
      </main>
    </div>
  );
}
