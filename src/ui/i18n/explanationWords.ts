// A trace event's "why" and "what changed in this version" in the page's language. The trace
// says them in English (the contract's language); Japanese and Russian read the sentence
// back into its template (explanations.ts, with the simulation's templates and the version
// facts), which loads with the language (loadLanguage.ts), so the first load carries none of it.
import type { KubeVersion } from '../../versions/version.ts';
import type { Lang } from '../../store/lang.ts';

type Explanations = typeof import('./explanations.ts');

let words: Explanations | null = null;

/** Loads the reader and the Japanese and Russian sentences (once; English needs neither). */
export async function loadExplanationWords(lang: Lang): Promise<void> {
  if (lang === 'en' || words) return;
  words = await import('./explanations.ts');
}

/** A trace event's `why` in `lang` (English until that language has loaded). */
export function whyIn(lang: Lang, text: string): string {
  return lang === 'en' || !words ? text : words.whyIn(lang, text);
}

/** A trace event's `changed` note, for a trace of Kubernetes `v`. */
export function changedIn(lang: Lang, text: string, v: KubeVersion): string {
  return lang === 'en' || !words ? text : words.changedIn(lang, text, v);
}
