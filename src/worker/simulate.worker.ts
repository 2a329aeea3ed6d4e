// Simulation off the UI thread: the page posts the text, the worker answers with the
// trace and diagnostics, tagged with the request's id so the page can drop stale answers.
// A hostile document is bounded by the one event cap every run has.
import { simulateText, type SimulateResult } from '../run/simulate.ts';

export interface SimRequest {
  id: number;
  text: string;
  /** Record what every statechart actor does (the statechart panel is open). */
  states?: boolean;
}

export type SimResponse = SimulateResult & { id: number };

self.onmessage = (e: MessageEvent<SimRequest>) => {
  const { id, text, states } = e.data;
  // The same cap as the CLI's (runScenario's MAX_EVENTS): the same document, the same trace.
  const response: SimResponse = { id, ...simulateText(text, { recordStates: states === true }) };
  (self as unknown as Worker).postMessage(response);
};
