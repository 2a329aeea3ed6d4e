// Simulation off the UI thread: the page posts the text, the worker answers with the
// trace and diagnostics, tagged with the request's id so the page can drop stale answers.
// A long run says how far it has got meanwhile (the page's progress bar and its Cancel,
// which ends this worker). A hostile document is bounded by the one event cap every run has.
// A big result is sent in parts (resultParts.ts), so the page decodes it without freezing.
import { simulateText, type RunProgress, type SimulateResult } from '../run/simulate.ts';
import { splitResult, type ResultPart } from './resultParts.ts';

export interface SimRequest {
  id: number;
  text: string;
  /** Record what every statechart actor does (the statechart panel is open). */
  states?: boolean;
}

/** The last message of an answer; `parts` ResultPart messages came before it. */
type SimResponse = SimulateResult & { id: number; parts: number };

/** How far request `id` has got (sent while a long run runs, every PROGRESS_MS). */
interface SimProgress {
  id: number;
  progress: RunProgress;
}

/** A run shorter than this says nothing: no bar flashes while the user types. */
const FIRST_PROGRESS_MS = 300;
/** Wall time between two progress messages: the bar moves smoothly, the page stays idle. */
const PROGRESS_MS = 100;

export type SimMessage = SimResponse | SimProgress | ResultPart;

const post = (m: SimMessage): void => (self as unknown as Worker).postMessage(m);

self.onmessage = (e: MessageEvent<SimRequest>) => {
  const { id, text, states } = e.data;
  let next = performance.now() + FIRST_PROGRESS_MS;
  const onProgress = (progress: RunProgress): void => {
    const now = performance.now();
    if (now < next) return;
    next = now + PROGRESS_MS;
    post({ id, progress });
  };
  // The same cap as the CLI's (runScenario's MAX_EVENTS): the same document, the same trace.
  const result = simulateText(text, { recordStates: states === true, onProgress });
  for (const m of splitResult(id, result)) post(m);
};
