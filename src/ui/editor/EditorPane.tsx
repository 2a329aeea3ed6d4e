// The scenario text: a plain textarea at once (so nothing waits for Monaco), replaced by
// Monaco when it has loaded. Diagnostics become markers and a problem list.
import { useEffect, useRef, useState } from 'react';
import { useAppStore, useStoreApi } from '../../store/useAppStore.ts';
import type { EditorHandle } from './monacoEditor.ts';
import { ProblemList } from './ProblemList.tsx';
import { useResolvedTheme } from '../ThemePicker.tsx';
import { useT } from '../i18n/useT.ts';

export function EditorPane({ onEdit }: { onEdit: (text: string) => void }) {
  const text = useAppStore((s) => s.text);
  const diagnostics = useAppStore((s) => s.diagnostics);
  const reveal = useAppStore((s) => s.reveal);
  const store = useStoreApi();
  const t = useT();
  const tRef = useRef(t);
  tRef.current = t;
  const host = useRef<HTMLDivElement>(null);
  const handle = useRef<EditorHandle | null>(null);
  const fallback = useRef<HTMLTextAreaElement>(null);
  const [ready, setReady] = useState(false);
  const theme = useResolvedTheme();
  const themeRef = useRef(theme);
  themeRef.current = theme;
  const onEditRef = useRef(onEdit);
  onEditRef.current = onEdit;

  useEffect(() => {
    let disposed = false;
    import('./monacoEditor.ts')
      .then(({ createEditor }) => {
        if (disposed || !host.current) return;
        handle.current = createEditor(
          host.current,
          store.getState().text,
          (t) => onEditRef.current(t),
          themeRef.current === 'dark',
        );
        handle.current.setMarkers(store.getState().diagnostics);
        setReady(true);
        document.body.dataset.editorReady = 'true';
      })
      .catch(() => store.getState().setBanner(tRef.current('editorNotLoaded')));
    return () => {
      disposed = true;
      handle.current?.dispose();
      handle.current = null;
    };
  }, [store]);

  useEffect(() => handle.current?.setText(text), [text]);
  useEffect(() => handle.current?.setDark(theme === 'dark'), [theme, ready]);
  useEffect(() => handle.current?.setMarkers(diagnostics), [diagnostics, ready]);
  useEffect(() => {
    if (!reveal) return;
    if (handle.current) handle.current.reveal(reveal.line, reveal.column);
    else if (fallback.current) revealInTextarea(fallback.current, reveal.line, reveal.column);
  }, [reveal]);

  return (
    <div className="editor-pane">
      {!ready && (
        <textarea
          ref={fallback}
          className="fallback"
          aria-label={t('scenarioEditor')}
          spellCheck={false}
          value={text}
          onChange={(e) => onEdit(e.target.value)}
        />
      )}
      <div ref={host} className="monaco-host" style={ready ? undefined : { display: 'none' }} />
      <ProblemList diagnostics={diagnostics} />
    </div>
  );
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
