// What podterm assumed about each process, in the page's language. The trace says it in
// English; Japanese and Russian read the sentence back phrase by phrase (assumptions.ts,
// with manifest/process/assumptions.ts's parser), which loads with the language (loadLanguage.ts),
// so the first load carries none of it.
import type { Lang } from '../../store/lang.ts';

type Say = (lang: Lang, text: string) => string;

let say: Say | null = null;

/** Loads the reader and the Japanese and Russian phrases (once; English needs neither). */
export async function loadAssumptionWords(lang: Lang): Promise<void> {
  if (lang === 'en' || say) return;
  say = (await import('./assumptions.ts')).assumptionIn;
}

/** An assumption sentence of the trace in `lang` (English until that language has loaded). */
export function assumptionIn(lang: Lang, text: string): string {
  return lang === 'en' || !say ? text : say(lang, text);
}
