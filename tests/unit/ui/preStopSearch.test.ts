// The page's preStop search without React: the store follows the tries of the search for
// the text on screen, drops an answer for an older text, words it in each language, and
// the one click writes the sleep into the text. The worker's side is a fake worker here.
import { describe, expect, it } from 'vitest';
import { createAppStore } from '../../../src/store/createAppStore.ts';
import { recommendText } from '../../../src/run/recommendText.ts';
import { createRecommender, type WorkerFactory } from '../../../src/worker/recommender.ts';
import type { RecommendMessage, RecommendRequest } from '../../../src/worker/recommend.worker.ts';
import { preStopWriter, searchPreStop, searchWords } from '../../../src/ui/editor/preStopSearch.ts';
import { format, type MessageKey } from '../../../src/ui/i18n/messages.ts';
import { en } from '../../../src/ui/i18n/messagesEn.ts';
import { ja } from '../../../src/ui/i18n/messagesJa.ts';
import { ru } from '../../../src/ui/i18n/messagesRu.ts';
import { loadScenario } from '../../../src/manifest/load/loadScenario.ts';
import { hopDoc } from '../helpers/hopScenario.ts';

/** A worker that runs the search on this thread, as recommend.worker.ts does in its own. */
const inline: WorkerFactory = () => {
  const w = {
    onmessage: null as ((e: MessageEvent<RecommendMessage>) => void) | null,
    onerror: null,
    terminate: () => undefined,
    postMessage: (r: RecommendRequest) =>
      queueMicrotask(() => {
        const send = (m: RecommendMessage) => w.onmessage?.({ data: m } as MessageEvent);
        const result = recommendText(r.text, {}, (tried) => send({ id: r.id, tried }));
        send({ id: r.id, result });
      }),
  };
  return w as unknown as ReturnType<WorkerFactory>;
};

const TEXT = hopDoc({
  dataPlane: 'ingress: ingress-nginx, settings: {sync-rate-limit: 0.1}',
  drain: 2,
  preStop: 2,
});
const words =
  (table: Record<MessageKey, string>) => (k: MessageKey, v?: Record<string, string | number>) =>
    format(table[k], v);

describe('the page’s preStop search', () => {
  it('follows the tries, takes the answer, and words it in en, ja and ru', async () => {
    const store = createAppStore();
    store.getState().setText(TEXT);
    await searchPreStop(store, createRecommender(inline));
    const s = store.getState().preStopSearch!;
    expect(s).toMatchObject({ status: 'done', advice: { kind: 'found', seconds: 7 } });
    expect(s.tries.map((x) => x.seconds)).toEqual([0, 1, 2, 4, 8, 6, 7]);
    expect(searchWords(words(en), s)).toBe(
      'A preStop sleep of 7 s gives no failed request here (tried 0, 1, 2, 4, 8, 6, 7 s)',
    );
    expect(searchWords(words(ja), s)).toContain('preStop.sleep 7 秒');
    expect(searchWords(words(ru), s)).toContain('preStop.sleep 7 с');
  });

  it('drops an answer for a text that has changed since', async () => {
    const store = createAppStore();
    store.getState().setText(TEXT);
    const pending = searchPreStop(store, createRecommender(inline));
    store.getState().searchStarted('another text');
    await pending;
    expect(store.getState().preStopSearch).toMatchObject({
      text: 'another text',
      status: 'searching',
    });
  });

  it('writes the sleep found into the text, and the run then has it', async () => {
    const { advice } = recommendText(TEXT);
    if (advice?.kind !== 'found') throw new Error('no advice');
    const out = (await preStopWriter())(TEXT, advice)!;
    expect(out).toContain('preStop: {sleep: {seconds: 7}}');
    const c = loadScenario(out).model!.deployments[0]!.template.containers[0]!;
    expect(c.preStop).toMatchObject({ hook: 'sleep', durationMs: 7000 });
  });
});
