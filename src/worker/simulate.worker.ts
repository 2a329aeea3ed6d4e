// Simulation off the UI thread: the page posts the text, the worker answers with the
// trace and diagnostics. A hostile document is bounded by the event cap.
import { simulateText } from '../sim/simulate.ts';

export interface SimRequest {
  id: number;
  text: string;
}

const MAX_EVENTS = 1_000_000;

self.onmessage = (e: MessageEvent<SimRequest>) => {
  const { id, text } = e.data;
  const result = simulateText(text, { maxEvents: MAX_EVENTS });
  (self as unknown as Worker).postMessage({ id, ...result });
};
