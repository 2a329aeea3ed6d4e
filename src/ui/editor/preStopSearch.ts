// The page's preStop search without React: ask the worker (a search is several runs, never
// on the page's thread), follow its tries in the store, say the answer in the page's
// language, and write the sleep it found into the text (setPreStopSleep.ts, loaded on the
// click: it brings the yaml library, ~30 KB gzip, which the page's first load leaves out).
import type { Foresight } from '../../manifest/warnings/foresight.ts';
import type { AppStore } from '../../store/createAppStore.ts';
import type { PreStopSearch } from '../../store/preStopSearchSlice.ts';
import {
  createRecommender,
  type PreStopAdvice,
  type Recommender,
} from '../../worker/recommender.ts';
import type { MessageKey } from '../i18n/messages.ts';
import type { T } from '../i18n/useT.ts';

/** The warnings a preStop sleep answers: the search is offered beside them. */
export const OFFERED_BY: ReadonlySet<Foresight['rule']> = new Set([
  'preStopShorterThanHop',
  'terminatingHopNoPreStop',
  'noPreStopBehindService',
]);

let shared: Recommender | null = null;

/** Searches the text on screen; the store follows the tries and takes the answer. */
export async function searchPreStop(store: AppStore, rec?: Recommender): Promise<void> {
  const text = store.getState().text;
  store.getState().searchStarted(text);
  const r = await (rec ?? (shared ??= createRecommender())).recommend(text, (t) =>
    store.getState().searchTried(text, t),
  );
  if (r) store.getState().searchDone(text, r.advice);
}

type Found = Extract<PreStopAdvice, { kind: 'found' }>;

/** Writes the sleep found on every target; null when one cannot be written. */
export type PreStopWriter = (text: string, advice: Found) => string | null;

/** The writer, its module loaded on first use (the yaml library with it). */
export async function preStopWriter(): Promise<PreStopWriter> {
  const { setPreStopSleep } = await import('../../manifest/edit/setPreStopSleep.ts');
  return (text, advice) => {
    let out: string | null = text;
    for (const t of advice.targets) {
      out = setPreStopSleep(out, t.object, t.container, advice.seconds, advice.sleepAction);
      if (out === null) return null;
    }
    return out;
  };
}

const NOTHING: Readonly<Record<'traffic' | 'workload' | 'action', MessageKey>> = {
  traffic: 'preStopNoTraffic',
  workload: 'preStopNoWorkload',
  action: 'preStopNoAction',
};

/** What the search says now, in the page's words. */
export function searchWords(t: T, s: PreStopSearch): string {
  const tried = s.tries.map((x) => x.seconds).join(', ');
  const a = s.advice;
  if (s.status === 'searching') return t('preStopSearching', { tried: tried || '…' });
  if (!a) return t('preStopFailed');
  if (a.kind === 'notApplicable') return t(NOTHING[a.missing]);
  if (a.kind === 'none') return t('preStopNone', { max: a.maxSeconds, tried });
  return t('preStopFound', { seconds: a.seconds, tried });
}
