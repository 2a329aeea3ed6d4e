// The preStop search (run/recommendPreStop.ts) off the UI thread: several runs of the
// scenario, so never on the page's thread. Each value tried is posted as it is known (the
// page shows the search going), then the answer, tagged with the request's id.
import { recommendText, type PreStopTry, type RecommendResult } from '../run/recommendText.ts';

export interface RecommendRequest {
  id: number;
  text: string;
}

export type RecommendMessage =
  { id: number; tried: PreStopTry } | { id: number; result: RecommendResult };

const post = (m: RecommendMessage): void => (self as unknown as Worker).postMessage(m);

self.onmessage = (e: MessageEvent<RecommendRequest>) => {
  const { id, text } = e.data;
  const result = recommendText(text, {}, (tried) => post({ id, tried }));
  post({ id, result });
};
