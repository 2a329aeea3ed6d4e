// The scenario text: a plain textarea at once (so nothing waits for Monaco), replaced by
// Monaco when it has loaded (after the first paint, so the chart is not kept waiting).
// Diagnostics become markers and a problem list. Comparing, tabs above it switch the one
// editor between variant A and variant B.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useAppStore, useStoreApi } from '../../store/useAppStore.ts';
import type { DurationNote } from '../../manifest/duration/durationNote.ts';
import type { EditorHandle } from './monacoEditor.ts';
import { ProblemList } from './ProblemList.tsx';
import { useResolvedTheme } from '../ThemePicker.tsx';
import { VariantTabs } from './VariantTabs.tsx';
import { useT } from '../i18n/useT.ts';

export function EditorPane({ onEdit }: { onEdit: (text: string) => void }) {
  // Comparing, the editor shows A or B: their text and their problems.
  const editing = useAppStore((s) => s.editing);
  const text = useAppStore((s) => (s.editing === 'B' ? (s.compareText ?? '') : s.text));
  const diagnostics = useAppStore((s) =>
    s.editing === 'B' ? s.compareDiagnostics : s.diagnostics,
  );
  const reveal = useAppStore((s) => s.reveal);
  const store = useStoreApi();
  const t = useT();
  const fallback = useRef<HTMLTextAreaElement>(null);
  const theme = useResolvedTheme();
  const onEditRef = useRef(onEdit);
  onEditRef.current = onEdit;
  // A's edits are the page's (simulated, saved); B's go to the compare panel's run.
  const edit = useCallback(
    (next: string, doc: string) =>
      doc === 'B' ? store.getState().setCompareText(next) : onEditRef.current(next),
    [store],
  );
  const { writeDuration, rewrite } = useNoteEdits(edit);
  const { host, handle, ready } = useMonaco(edit, theme === 'dark');

  useEffect(() => handle.current?.show(editing, text), [handle, editing, text, ready]);
  useEffect(() => handle.current?.setDark(theme === 'dark'), [handle, theme, ready]);
  useEffect(() => handle.current?.setMarkers(diagnostics), [handle, diagnostics, ready]);
  useEffect(() => {
    if (!reveal) return;
    if (handle.current) handle.current.reveal(reveal.line, reveal.column);
    else if (fallback.current) revealInTextarea(fallback.current, reveal.line, reveal.column);
  }, [handle, reveal]);

  return (
    <div className="editor-pane">
      <VariantTabs />
      {!ready && (
        <textarea
          ref={fallback}
          className="fallback"
          aria-label={t('scenarioEditor')}
          spellCheck={false}
          value={text}
          onChange={(e) => edit(e.target.value, editing)}
        />
      )}
      <div ref={host} className="monaco-host" style={ready ? undefined : { display: 'none' }} />
      <ProblemList
        diagnostics={diagnostics}
        bites={editing === 'A'}
        onWrite={writeDuration}
        {...(editing === 'A' ? { onRewrite: rewrite } : {})}
      />
    </div>
  );
}

type Edit = (next: string, doc: string) => void;

/** The banner's words, read when an edit fails (after the language may have changed). */
function useLatestT() {
  const t = useT();
  const tRef = useRef(t);
  tRef.current = t;
  return tRef;
}

/**
 * The problem list's one-click edits. A duration note's: its duration into the text on
 * screen (a Scenario document in front of a bare text), as one edit the editor can undo; the
 * writer loads on first use. The preStop search's: a change of variant A's text, as one edit.
 */
function useNoteEdits(edit: Edit) {
  const store = useStoreApi();
  const tRef = useLatestT();
  const writeDuration = useCallback(
    (note: DurationNote) => {
      void import('../../manifest/edit/setDuration.ts').then(({ setDuration }) => {
        const s = store.getState();
        const doc = s.editing;
        const now = doc === 'B' ? (s.compareText ?? '') : s.text;
        const r = setDuration(now, note.durationMs);
        if (r.reason) s.setBanner(tRef.current('durationNotWritten', { reason: r.reason }));
        else edit(r.text, doc);
      });
    },
    [store, edit, tRef],
  );
  const rewrite = useCallback(
    (change: (text: string) => string | null) => {
      const next = change(store.getState().text);
      if (next === null) store.getState().setBanner(tRef.current('preStopNotWritten'));
      else edit(next, 'A');
    },
    [store, edit, tRef],
  );
  return { writeDuration, rewrite };
}

/**
 * Monaco in `host`, loaded once the page has painted (megabytes of script: the chart first),
 * with the text and markers of the moment; `ready` once it shows.
 */
function useMonaco(edit: Edit, dark: boolean) {
  const store = useStoreApi();
  const tRef = useLatestT();
  const host = useRef<HTMLDivElement>(null);
  const handle = useRef<EditorHandle | null>(null);
  const [ready, setReady] = useState(false);
  const darkRef = useRef(dark);
  darkRef.current = dark;
  useEffect(() => {
    let disposed = false;
    const load = () =>
      import('./monacoEditor.ts')
        .then(({ createEditor }) => {
          if (disposed || !host.current) return;
          handle.current = createEditor(host.current, store.getState().text, edit, darkRef.current);
          handle.current.setMarkers(store.getState().diagnostics);
          setReady(true);
          document.body.dataset.editorReady = 'true';
        })
        .catch(() => store.getState().setBanner(tRef.current('editorNotLoaded')));
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => (timer = setTimeout(() => void load())));
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
      disposed = true;
      handle.current?.dispose();
      handle.current = null;
    };
  }, [store, edit, tRef]);
  return { host, handle, ready };
}

/** Puts the textarea's caret at a 1-based line and column (before Monaco has loaded). */
function revealInTextarea(el: HTMLTextAreaElement, line: number, column: number): void {
  const lines = el.value.split('\n');
  let at = 0;
  for (let i = 0; i < Math.min(line - 1, lines.length); i++) at += lines[i]!.length + 1;
  at += Math.max(0, column - 1);
  el.focus();
  el.setSelectionRange(at, at);
}
