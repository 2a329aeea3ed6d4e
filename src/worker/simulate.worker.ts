// Simulation off the UI thread: the page posts the text, the worker answers with the
// trace and diagnostics, tagged with the request's id so the page can drop stale answers.
// A hostile document is bounded by the event cap.
import { simulateText, type SimulateResult } from '../run/simulate.ts';

export interface SimRequest {
  id: number;
  text: string;
}

export type SimResponse = SimulateResult & { id: number };

const MAX_EVENTS = 1_000_000;

self.onmessage = (e: MessageEvent<SimRequest>) => {
  const { id, text } = e.data;
  const response: SimResponse = { id, ...simulateText(text, { maxEvents: MAX_EVENTS }) };
  (self as unknown as Worker).postMessage(response);
};
