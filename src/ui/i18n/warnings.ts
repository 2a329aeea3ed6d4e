// The foreseen warnings (manifest/warnings/foresee.ts) in the page's language, from their
// params; English is the message the manifest wrote. Japanese and Russian load with the
// language (loadLanguage.ts: warningsJa.ts, warningsRu.ts), so the first load carries none.
import type { Foresight } from '../../manifest/warnings/foresight.ts';
import { format, type Lang } from './messages.ts';

type Table = Readonly<Record<Foresight['rule'], string>>;

const TABLES: Partial<Record<Lang, Table>> = {};

const LOADERS = {
  ja: () => import('./warningsJa.ts').then((m) => m.ja satisfies Table),
  ru: () => import('./warningsRu.ts').then((m) => m.ru satisfies Table),
};

/** Loads `lang`'s words for the warnings (once). */
export async function loadWarningWords(lang: Lang): Promise<void> {
  if (lang === 'en' || TABLES[lang]) return;
  TABLES[lang] = await LOADERS[lang]();
}

/** The warning in `lang` (English until that language's words have loaded). */
export function warningText(lang: Lang, f: Foresight): string {
  const table = lang === 'en' ? undefined : TABLES[lang];
  return table ? format(table[f.rule], f.params) : f.message;
}
