// The foreseen warnings (manifest/warnings/foresee.ts) in the page's language, from their
// params; English is the message the manifest wrote. Japanese and Russian load with the
// language (loadLanguage.ts: warningsJa.ts, warningsRu.ts), so the first load carries none.
import type { Foresight } from '../../manifest/warnings/foresight.ts';
import { format, type Lang } from './messages.ts';
import { otherLanguages } from './otherLanguages.ts';

type Table = Readonly<Record<Foresight['rule'], string>>;

const TABLES = otherLanguages<Table>({
  ja: () => import('./warningsJa.ts').then((m) => m.ja satisfies Table),
  ru: () => import('./warningsRu.ts').then((m) => m.ru satisfies Table),
});

/** Loads `lang`'s words for the warnings (once). */
export const loadWarningWords = TABLES.load;

/** The warning in `lang` (English until that language's words have loaded). */
export function warningText(lang: Lang, f: Foresight): string {
  const table = TABLES.of(lang);
  return table ? format(table[f.rule], f.params) : f.message;
}
