// Document in, trace out: the one call the CLI, the Web Worker and the tests make.
import type { KubeVersion } from '../versions/version.ts';
import { loadScenario } from '../manifest/load/loadScenario.ts';
import type { Diagnostic } from '../manifest/read/diagnostics.ts';
import { foresee } from '../manifest/warnings/foresee.ts';
import { isDurationNote } from '../manifest/duration/durationNote.ts';
import { runScenario, type RunOptions } from './runScenario.ts';
import type { RunProgress } from './progress.ts';
import type { Trace } from '../trace/types.ts';
import type { StateLog } from '../statechart/stateLog.ts';

export interface SimulateOptions {
  /** Override the Scenario's kubernetesVersion (CLI --version, a share link's pin). */
  version?: KubeVersion;
  /** Override the Scenario's duration (CLI --until), in ms. */
  untilMs?: number;
  /** Stop after this many trace events (a hostile document must not hang the worker). */
  maxEvents?: number;
  /** Count state-machine transitions into `trace.stats` (benchmarks). */
  countTransitions?: boolean;
  /** Record what every statechart actor does (`states`, for the statechart panel). */
  recordStates?: boolean;
  /** Told how far the run has got, now and then (the page's progress bar). */
  onProgress?: (progress: RunProgress) => void;
}

export type { RunProgress } from './progress.ts';

export interface SimulateResult {
  /** null when the document has errors that prevent simulating it. */
  trace: Trace | null;
  /** Every problem found, errors and warnings and notices, with lines. */
  diagnostics: Diagnostic[];
  /** What every statechart actor did, when asked (a side table: not part of the trace). */
  states?: StateLog;
  /** The Scenario document's metadata.name as written (loadScenario): the run's title. */
  title?: string;
}

export function simulateText(text: string, options: SimulateOptions = {}): SimulateResult {
  const loaded = loadScenario(
    text,
    options.version === undefined ? {} : { version: options.version },
  );
  const titled = loaded.title === undefined ? {} : { title: loaded.title };
  if (!loaded.model) return { trace: null, diagnostics: loaded.diagnostics, ...titled };
  try {
    const run: RunOptions = { countTransitions: options.countTransitions ?? false };
    if (options.maxEvents !== undefined) run.maxEvents = options.maxEvents;
    if (options.untilMs !== undefined) run.untilMs = options.untilMs;
    if (options.onProgress) run.onProgress = options.onProgress;
    let states: StateLog | undefined;
    if (options.recordStates) run.recordStates = (log) => (states = log);
    // What will go wrong: the classic mistakes, warned about before anything runs. An
    // --until of the caller's replaces the duration podterm chose, and its note with it.
    const told = loaded.diagnostics.filter((d) => run.untilMs === undefined || !isDurationNote(d));
    const diagnostics = [...told, ...foresee(loaded.model)];
    const trace = runScenario(loaded.model, run);
    return states ? { trace, diagnostics, states, ...titled } : { trace, diagnostics, ...titled };
  } catch (e) {
    // A bug of ours must still leave the user a message with a place, never a blank page.
    const message = `podterm could not simulate this document: ${e instanceof Error ? e.message : String(e)}`;
    return {
      ...titled,
      trace: null,
      diagnostics: [
        ...loaded.diagnostics,
        { severity: 'error', message, line: 1, column: 1, endLine: 1, endColumn: 1 },
      ],
    };
  }
}
