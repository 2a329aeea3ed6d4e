// The preStop search the page asked for (worker/recommender.ts): which text it was for (an
// answer for an older text is not shown), the values tried so far, and the answer.
import type { PreStopAdvice, PreStopTry } from '../worker/recommender.ts';

export interface PreStopSearch {
  text: string;
  status: 'searching' | 'done' | 'failed';
  tries: PreStopTry[];
  advice: PreStopAdvice | null;
}

export interface PreStopSearchSlice {
  preStopSearch: PreStopSearch | null;
  searchStarted(text: string): void;
  searchTried(text: string, tried: PreStopTry): void;
  /** The answer; null advice: the document could not be searched. */
  searchDone(text: string, advice: PreStopAdvice | null): void;
}

type Set = (f: (s: PreStopSearchSlice) => Partial<PreStopSearchSlice>) => void;

const forText = (s: PreStopSearchSlice, text: string): PreStopSearch | null =>
  s.preStopSearch?.text === text ? s.preStopSearch : null;

export function preStopSearchSlice(set: Set): PreStopSearchSlice {
  return {
    preStopSearch: null,
    searchStarted: (text) =>
      set(() => ({ preStopSearch: { text, status: 'searching', tries: [], advice: null } })),
    searchTried: (text, tried) =>
      set((s) => {
        const cur = forText(s, text);
        return cur ? { preStopSearch: { ...cur, tries: [...cur.tries, tried] } } : {};
      }),
    searchDone: (text, advice) =>
      set((s) => {
        const cur = forText(s, text);
        if (!cur) return {};
        const status = advice ? 'done' : 'failed';
        return {
          preStopSearch: {
            ...cur,
            status,
            advice,
            tries: advice && 'tries' in advice ? advice.tries : cur.tries,
          },
        };
      }),
  };
}
