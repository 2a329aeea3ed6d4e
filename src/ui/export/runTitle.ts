// What a run is called on an export, a slide or an embed: a preset's title and lesson in
// the page's language;
// for any other text, its Scenario's metadata.name and the comment it opens with. Read
// without parsing the YAML, so the embed's first load stays small.
import { PRESETS } from '../../presets/index.ts';
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

export function runTitle(text: string, lang: Lang): RunTitle {
  const preset = PRESETS.find((p) => p.text === text);
  if (preset) {
    const { title, lesson } = presetIn(lang, preset);
    return { title, lesson };
  }
  return { title: scenarioName(text), lesson: openingComment(text) };
}

/** metadata.name of the text's `kind: Scenario` document, or null. */
export function scenarioName(text: string): string | null {
  for (const doc of text.split(/^---[ \t]*(?:#.*)?$/m)) {
    if (!/^kind:[ \t]*["']?Scenario["']?[ \t]*(?:#.*)?$/m.test(doc)) continue;
    const flow = /^metadata:[ \t]*\{[^}]*?\bname:[ \t]*["']?([^"',}\s]+)/m.exec(doc);
    if (flow) return flow[1]!;
    const block = /^metadata:[ \t]*(?:#.*)?\n((?:(?:[ \t]+.*)?\n?)*)/m.exec(doc);
    if (!block) continue;
    const lines = block[1]!.split('\n').filter((l) => l.trim() !== '' && !/^\s*#/.test(l));
    const indent = /^[ \t]*/.exec(lines[0] ?? '')![0];
    for (const l of lines) {
      const m = /^([ \t]*)name:[ \t]*["']?([^"'#\s]+)/.exec(l);
      if (m && m[1] === indent) return m[2]!;
    }
  }
  return null;
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
