// The presets' titles and lessons and the gallery's story groups in the page's language:
// the catalog keeps the English (presets/catalog.ts); Japanese and Russian load with the
// language (presetWordsJa.ts, presetWordsRu.ts, through loadLanguage.ts), so the first
// load carries none of their words.
import type { PresetInfo, Story } from '../../presets/stories.ts';
import type { Lang } from './messages.ts';
import { otherLanguages } from './otherLanguages.ts';

interface Said {
  title: string;
  lesson: string;
}

export interface PresetWords {
  stories: Readonly<Record<Story, string>>;
  /** By preset id; a preset not listed keeps the catalog's English. */
  presets: Readonly<Record<string, Said>>;
}

const TABLES = otherLanguages<PresetWords>({
  ja: () => import('./presetWordsJa.ts').then((m) => m.ja satisfies PresetWords),
  ru: () => import('./presetWordsRu.ts').then((m) => m.ru satisfies PresetWords),
});

/** Loads `lang`'s words for the presets (once). */
export const loadPresetWords = TABLES.load;

/** A preset's title and lesson in `lang` (the catalog's English for a preset not listed). */
export function presetIn(lang: Lang, p: PresetInfo): Said {
  return TABLES.of(lang)?.presets[p.id] ?? p;
}

/** A gallery group's name in `lang`. */
export function storyIn(lang: Lang, story: Story): string {
  return TABLES.of(lang)?.stories[story] ?? story;
}
