// What a run is called on an export, a slide or an embed: a preset's title and lesson in
// the page's language; for any other text, its Scenario's metadata.name as the worker's
// parser read it (never a `name:` found by pattern in an annotation) and the comment the
// text opens with. A preset is known by its text once the presets' texts have loaded
// (presetTexts.ts: the default one at once).
import { presetOfText } from '../presetTexts.ts';
import type { Lang } from '../../store/lang.ts';
import { presetIn } from '../i18n/presets.ts';

export interface RunTitle {
  /** The preset's title or the Scenario's metadata.name; null when the text names none. */
  title: string | null;
  /** What the run shows: the preset's lesson or the text's opening comment. */
  lesson: string | null;
}

/** Longest opening comment kept as a lesson, in characters (a slide has two lines). */
const LESSON_MAX = 160;

/** `parsedName`: the run's Scenario metadata.name (SimulateResult.title), or null. */
export function runTitle(text: string, lang: Lang, parsedName: string | null): RunTitle {
  const preset = presetOfText(text);
  if (preset) {
    const { title, lesson } = presetIn(lang, preset);
    return { title, lesson };
  }
  return { title: parsedName, lesson: openingComment(text) };
}

/** The comment lines the text opens with, as one sentence or two, or null. */
export function openingComment(text: string): string | null {
  const lines: string[] = [];
  for (const line of text.split('\n')) {
    const m = /^\s*#\s?(.*)$/.exec(line);
    if (!m) break;
    lines.push(m[1]!.trim());
  }
  const all = lines.join(' ').replace(/\s+/g, ' ').trim();
  if (all === '') return null;
  if (all.length <= LESSON_MAX) return all;
  // Whole sentences that fit, else the start cut at a word.
  const sentences = all.match(/[^.!?]+[.!?]+(\s|$)/g) ?? [];
  let out = '';
  for (const s of sentences) {
    if ((out + s).trim().length > LESSON_MAX) break;
    out += s;
  }
  if (out.trim() !== '') return out.trim();
  return `${all.slice(0, LESSON_MAX).replace(/\s+\S*$/, '')}…`;
}
