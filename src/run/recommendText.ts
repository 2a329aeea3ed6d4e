// The preStop search (recommendPreStop.ts) from a document's text, as the CLI and the
// worker call it: the same reading and overrides as simulateText.
import { loadScenario } from '../manifest/load/loadScenario.ts';
import type { Diagnostic } from '../manifest/read/diagnostics.ts';
import { recommendPreStop, type PreStopAdvice, type PreStopTry } from './recommendPreStop.ts';
import type { RunOptions } from './runScenario.ts';
import type { SimulateOptions } from './simulate.ts';

export type { PreStopAdvice, PreStopTry, PreStopTarget } from './recommendPreStop.ts';

export interface RecommendResult {
  /** null when the document cannot be simulated (see diagnostics). */
  advice: PreStopAdvice | null;
  diagnostics: Diagnostic[];
}

export function recommendText(
  text: string,
  options: Pick<SimulateOptions, 'version' | 'untilMs' | 'maxEvents'> = {},
  onTry?: (t: PreStopTry) => void,
): RecommendResult {
  const loaded = loadScenario(
    text,
    options.version === undefined ? {} : { version: options.version },
  );
  if (!loaded.model) return { advice: null, diagnostics: loaded.diagnostics };
  const run: RunOptions = {};
  if (options.untilMs !== undefined) run.untilMs = options.untilMs;
  if (options.maxEvents !== undefined) run.maxEvents = options.maxEvents;
  return { advice: recommendPreStop(loaded.model, run, onTry), diagnostics: loaded.diagnostics };
}
