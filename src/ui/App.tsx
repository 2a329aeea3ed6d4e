// The page: editor left, controls and swimlane right. Edits are re-simulated in a Web
// Worker after a short pause (page/runSession.ts); errors keep the last good trace on
// screen, dimmed. This component only wires the views to the store and the session.
import { useCallback, useEffect, useMemo } from 'react';
import { useAppStore, useStoreApi } from '../store/useAppStore.ts';
import { Controls } from './controls/Controls.tsx';
import { EditorPane } from './editor/EditorPane.tsx';
import { ErrorBoundary } from './ErrorBoundary.tsx';
import { RunProgressBar } from './RunProgressBar.tsx';
import { SaveProblem } from './autosave/SaveProblem.tsx';
import { hashText } from '../page/hashText.ts';
import { EmbedView } from './EmbedView.tsx';
import { onAxis } from './compare/onAxis.ts';
import { isNarrow, panesFor } from './layout/panes.ts';
import { PaneTabs } from './layout/PaneTabs.tsx';
import { useWindowWidth } from './layout/useWindowWidth.ts';
import { MESSAGES } from './i18n/messages.ts';
import { useJapaneseFont } from './useJapaneseFont.ts';
import { useResolvedTheme } from './ThemePicker.tsx';
import { usePlaygroundSession } from './useRunSession.ts';
import { useOpenDocuments } from './useOpenDocuments.ts';
import { PageHeader } from './PageHeader.tsx';
import { RunColumn } from './RunColumn.tsx';

/** `?embed=1`: the read-only view for slides and blogs. */
const embedded = (): boolean => new URLSearchParams(location.search).get('embed') === '1';

export function App() {
  const store = useStoreApi();
  const jaFont = usePageLook();
  const textHash = useAppStore((s) => hashText(s.text));
  const presenter = useAppStore((s) => s.presenter);
  const chartWide = useAppStore((s) => s.chartOpen && s.chartWide);
  // A phone or a tablet shows one pane at a time (layout/panes.ts).
  const windowWidth = useWindowWidth();
  const panes = panesFor(
    windowWidth,
    useAppStore((s) => s.pane),
    presenter,
  );
  const shown = useShownRun();
  const session = usePlaygroundSession(store);
  useEffect(() => session.start(), [session]);
  const docs = useOpenDocuments(store, session);
  useStatechartLog(session);

  // A long run's Cancel: the worker is ended, the run on screen stays.
  const progress = (
    <RunProgressBar
      onCancel={session.cancel}
      onRunAgain={() => void session.run(store.getState().text)}
    />
  );
  const edit = useCallback(
    (text: string) => {
      // Saved by the autosave, which watches the store's text (and variant B), and drops a
      // link from the address bar: a reload must show the user's own text.
      store.getState().setText(text);
      session.edit(text);
    },
    [session, store],
  );

  // ?embed=1: for slides and blogs, the run and its controls, read-only, no editor.
  if (embedded()) return <EmbedView shown={shown} textHash={textHash} progress={progress} />;
  return (
    <div
      className={`${presenter ? 'app presenter' : chartWide ? 'app chart-wide' : 'app'}${isNarrow(windowWidth) ? ' narrow' : ''}`}
      data-text-hash={textHash}
    >
      <PageHeader jaFont={jaFont} onEdit={edit} docs={docs} />
      {panes.tabs && <PaneTabs />}
      <main data-panes={panes.tabs ? (panes.editor ? 'editor' : 'run') : undefined}>
        <ErrorBoundary name="editor">
          <EditorPane onEdit={edit} />
          <SaveProblem autosaver={docs.autosaver} />
        </ErrorBoundary>
        {/* Above the run's scrolling column, not in it: nothing scrolls under the controls. */}
        <Controls />
        <RunColumn shown={shown} progress={progress} onEdit={edit} />
      </main>
    </div>
  );
}

/** The document's language, title and theme follow the store; true once the ja font loaded. */
function usePageLook(): boolean {
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
  return jaFont;
}

/** The run as drawn: comparing, A and B share one time axis (the longer of the two). */
function useShownRun() {
  const trace = useAppStore((s) => s.trace);
  const comparing = useAppStore((s) => s.compareText !== null);
  const traceB = useAppStore((s) => s.compareTrace);
  return useMemo(
    () => trace && (comparing ? onAxis(trace, traceB) : trace),
    [trace, traceB, comparing],
  );
}

/**
 * Opening the statechart panel runs the text again, recording its machines: the same trace
 * (the store keeps the one on screen) and the log the panel lights.
 */
function useStatechartLog(session: { run(text: string): Promise<void> }) {
  const store = useStoreApi();
  const chartOpen = useAppStore((s) => s.chartOpen);
  const recorded = useAppStore((s) => s.states !== null);
  useEffect(() => {
    if (chartOpen && !recorded) void session.run(store.getState().text);
  }, [chartOpen, recorded, session, store]);
}
