// The run the page draws at first paint: the default preset's, computed when the page was
// built (vite.config.ts builtRun). The simulation is deterministic, so it is the very run
// the worker would answer for the same text; the page shows it without waiting for the
// worker to load and simulate. A link opens as before (simulated in the worker), and so
// does any text but the default preset's.
import built from 'virtual:podterm-built-run';
import type { SimulateResult } from '../worker/simulator.ts';
import { DEFAULT_PRESET } from '../presets/defaultPreset.ts';
import { hashText } from './hashText.ts';

interface BuiltRun {
  /** hashText of the text it ran: the build read the same file the page bundles. */
  textHash: string;
  trace: SimulateResult['trace'];
  diagnostics: SimulateResult['diagnostics'];
}

/** The built run of `text`, or null when the build has none for it. */
export function builtRunOf(text: string, fromLink: boolean): SimulateResult | null {
  const run = built as BuiltRun | null;
  if (!run || fromLink || text !== DEFAULT_PRESET.text || hashText(text) !== run.textHash)
    return null;
  return { trace: run.trace, diagnostics: run.diagnostics };
}
