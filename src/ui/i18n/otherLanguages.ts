// A table of words in Japanese and Russian that loads with the language (loadLanguage.ts),
// not with the page: English needs no table (the caller's own words are the English), so
// the first load carries none of the others' (issue 29). One loader for the duration note's,
// the warnings' and the presets' words.
import type { Lang } from '../../store/lang.ts';
import type { Other } from './whys.ts';

export interface OtherLanguages<T> {
  /** Loads `lang`'s table (once; nothing for English). */
  load(lang: Lang): Promise<void>;
  /** `lang`'s table once loaded; undefined for English or before. */
  of(lang: Lang): T | undefined;
}

/** `loaders`: each language's dynamic `import()` of its table (a chunk of its own). */
export function otherLanguages<T>(loaders: Record<Other, () => Promise<T>>): OtherLanguages<T> {
  const tables: Partial<Record<Other, T>> = {};
  return {
    async load(lang) {
      if (lang === 'en' || tables[lang]) return;
      tables[lang] = await loaders[lang]();
    },
    of: (lang) => (lang === 'en' ? undefined : tables[lang]),
  };
}
