// Monaco, bundled (no CDN): the editor API, the YAML grammar, and its worker as a same-
// origin module, so the page works offline under `default-src 'self'`. Loaded lazily.
import * as monaco from 'monaco-editor/editor/editor.api';
import 'monaco-editor/languages/definitions/yaml/register';
// editor.api alone has no suggest widget and no hover: the contributions that show them.
import 'monaco-editor/editor/contrib/suggest/browser/suggestController';
import 'monaco-editor/editor/contrib/hover/browser/hoverContribution';
import 'monaco-editor/editor/contrib/snippet/browser/snippetController2';
import EditorWorker from 'monaco-editor/editor/editor.worker?worker';
import type { Diagnostic } from '../../manifest/read/diagnostics.ts';
import { registerSchemaHelp } from './schemaHelp.ts';

(self as unknown as { MonacoEnvironment: unknown }).MonacoEnvironment = {
  getWorker: () => new EditorWorker(),
};

export interface EditorHandle {
  setMarkers(diagnostics: Diagnostic[]): void;
  /** Shows the text of `doc` (a compare variant: "A", "B"), each in a model of its own. */
  show(doc: string, text: string): void;
  setDark(dark: boolean): void;
  reveal(line: number, column: number): void;
  dispose(): void;
}

const SEVERITY = {
  error: monaco.MarkerSeverity.Error,
  warning: monaco.MarkerSeverity.Warning,
  info: monaco.MarkerSeverity.Info,
} as const;

/**
 * vs-dark with comments light enough for WCAG AA contrast (4.5:1) on its background;
 * the presets open with comments, and axe-core checks the page in dark mode.
 */
monaco.editor.defineTheme('podterm-dark', {
  base: 'vs-dark',
  inherit: true,
  rules: [{ token: 'comment', foreground: '9CCB86' }],
  colors: {},
});

registerSchemaHelp(monaco);

const themeName = (dark: boolean): string => (dark ? 'podterm-dark' : 'vs');

/**
 * The editor, one Monaco model per document it shows (A, and B when comparing): switching
 * keeps each one's undo history, cursor and scroll. `onChange` says which one was edited.
 */
export function createEditor(
  el: HTMLElement,
  text: string,
  onChange: (text: string, doc: string) => void,
  dark: boolean,
): EditorHandle {
  const docs = documentModels(onChange);
  const views = new Map<string, monaco.editor.ICodeEditorViewState | null>();
  let doc = 'A';
  const editor = monaco.editor.create(el, {
    model: docs.modelOf(doc, text),
    ariaLabel: 'Scenario editor',
    automaticLayout: true,
    minimap: { enabled: false },
    fontSize: 13,
    tabSize: 2,
    scrollBeyondLastLine: false,
    // YAML's plain scalars are string tokens: suggest there too, as keys are typed.
    quickSuggestions: { other: true, strings: true, comments: false },
    theme: themeName(dark),
  });
  const model = () => editor.getModel()!;
  return {
    setMarkers: (ds) => monaco.editor.setModelMarkers(model(), 'podterm', ds.map(markerOf)),
    show: (next, t) => {
      if (next !== doc) {
        views.set(doc, editor.saveViewState());
        doc = next;
        editor.setModel(docs.modelOf(next, t));
        editor.restoreViewState(views.get(next) ?? null);
      }
      docs.replace(model(), t);
    },
    reveal: (line, column) => {
      editor.setPosition({ lineNumber: line, column });
      editor.revealLineInCenter(line);
      editor.focus();
    },
    // One theme for every Monaco editor of the page (Monaco's themes are global).
    setDark: (d) => monaco.editor.setTheme(themeName(d)),
    dispose: () => {
      editor.dispose();
      docs.dispose();
    },
  };
}

/** A diagnostic as a Monaco marker (an empty range widened to one character, so it shows). */
const markerOf = (d: Diagnostic): monaco.editor.IMarkerData => ({
  severity: SEVERITY[d.severity],
  message: d.message,
  startLineNumber: d.line,
  startColumn: d.column,
  endLineNumber: d.endLine,
  endColumn: d.endLine === d.line && d.endColumn <= d.column ? d.column + 1 : d.endColumn,
});

/**
 * The documents' models, each made on its first show. A text set from outside (a preset, a
 * link, the other document's run) replaces the model's as one edit and is not reported back
 * through `onChange` as the user's.
 */
function documentModels(onChange: (text: string, doc: string) => void) {
  let applying = false;
  const models = new Map<string, monaco.editor.ITextModel>();
  const modelOf = (doc: string, initial: string): monaco.editor.ITextModel => {
    let m = models.get(doc);
    if (!m) {
      const model = monaco.editor.createModel(initial, 'yaml');
      model.onDidChangeContent(() => {
        if (!applying) onChange(model.getValue(), doc);
      });
      models.set(doc, (m = model));
    }
    return m;
  };
  const replace = (m: monaco.editor.ITextModel, t: string) => {
    if (m.getValue() === t) return;
    applying = true;
    // An edit, not setValue: a preset or a pasted link replaces the text, and Ctrl+Z
    // brings the user's own text back.
    m.pushStackElement();
    m.pushEditOperations([], [{ range: m.getFullModelRange(), text: t }], () => null);
    m.pushStackElement();
    applying = false;
  };
  const dispose = () => {
    for (const m of models.values()) m.dispose();
  };
  return { modelOf, replace, dispose };
}
