// The editor's side of the store: the text as typed, its problems, whether a run of it is
// under way, where the editor should put the cursor, and a message for the user.
import type { Diagnostic } from '../manifest/read/diagnostics.ts';

export interface EditorSlice {
  text: string;
  diagnostics: Diagnostic[];
  simulating: boolean;
  /** Where the editor should put the cursor (a click in the problem list). */
  reveal: { line: number; column: number; seq: number } | null;
  /** A message for the user (a damaged link, an editor that could not load). */
  banner: string | null;
  setText(text: string): void;
  setSimulating(on: boolean): void;
  setBanner(message: string | null): void;
  revealLine(line: number, column: number): void;
}

export function editorSlice(
  set: (f: (s: EditorSlice) => Partial<EditorSlice>) => void,
  initialText: string,
): EditorSlice {
  return {
    text: initialText,
    diagnostics: [],
    simulating: false,
    reveal: null,
    banner: null,
    setText: (text) => set(() => ({ text })),
    setSimulating: (simulating) => set(() => ({ simulating })),
    setBanner: (banner) => set(() => ({ banner })),
    revealLine: (line, column) =>
      set((s) => ({ reveal: { line, column, seq: (s.reveal?.seq ?? 0) + 1 } })),
  };
}
