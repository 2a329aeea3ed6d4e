// Compare mode: a second variant (B) of the scenario, simulated beside the first (A) on
// the same time axis. The one editor shows either variant: `editing` says which, so B is
// edited in Monaco like A, with its own problems.
import type { Diagnostic } from '../manifest/read/diagnostics.ts';
import type { Trace } from '../trace/types.ts';

export type Variant = 'A' | 'B';

export interface CompareSlice {
  /** The second variant's text; null = not comparing. */
  compareText: string | null;
  /** B's last run (kept while B's text has errors, like A's). */
  compareTrace: Trace | null;
  /** B's problems, shown in the editor when it shows B. */
  compareDiagnostics: Diagnostic[];
  /** Which variant the editor shows and edits (always A when not comparing). */
  editing: Variant;
  setCompareText(text: string | null): void;
  setCompareTrace(trace: Trace | null): void;
  /** B was simulated: its problems, and its trace unless the text has errors. */
  setCompareResult(trace: Trace | null, diagnostics: Diagnostic[]): void;
  setEditing(variant: Variant): void;
}

export function compareSlice(
  set: (f: (s: CompareSlice) => Partial<CompareSlice>) => void,
): CompareSlice {
  return {
    compareText: null,
    compareTrace: null,
    compareDiagnostics: [],
    editing: 'A',
    setCompareText: (compareText) =>
      set(() =>
        compareText === null
          ? { compareText, compareTrace: null, compareDiagnostics: [], editing: 'A' }
          : { compareText },
      ),
    setCompareTrace: (compareTrace) => set(() => ({ compareTrace })),
    setCompareResult: (trace, compareDiagnostics) =>
      set((s) => ({ compareDiagnostics, compareTrace: trace ?? s.compareTrace })),
    setEditing: (editing) => set((s) => (s.compareText === null ? {} : { editing })),
  };
}
