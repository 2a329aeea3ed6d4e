// The duration note (manifest/duration/durationNote.ts) in the page's language: English is the
// message the manifest wrote (the CLI's words); Japanese and Russian load with the language
// (loadLanguage.ts), so the first load carries none of these words.
import {
  noteText,
  type DurationNote,
  type DurationWord,
} from '../../manifest/duration/durationNote.ts';
import type { Lang } from '../../store/lang.ts';
import { otherLanguages } from './otherLanguages.ts';

type Table = Readonly<Record<DurationWord, string>>;

const TABLES = otherLanguages<Table>({
  ja: () => import('./durationWordsJa.ts').then((m) => m.ja),
  ru: () => import('./durationWordsRu.ts').then((m) => m.ru),
});

/** Loads `lang`'s words for the note (once). */
export const loadDurationWords = TABLES.load;

/** The note in `lang` (English until that language's words have loaded). */
export function durationNoteText(lang: Lang, note: DurationNote): string {
  const table = TABLES.of(lang);
  return table ? noteText(table, note) : note.message;
}
