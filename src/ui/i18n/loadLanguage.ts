// A language's tables, loaded before the page says anything in it: English is in the first
// load, Japanese and Russian come on first use (the page awaits this before switching), with
// the bundled Japanese glyphs for a machine that has none.
import type { Lang } from '../../store/lang.ts';
import { loadMessages } from './messages.ts';
import { loadTimelineWords } from './timelineWords.ts';
import { loadDurationWords } from './durationNotes.ts';
import { loadAssumptionWords } from './assumptionWords.ts';
import { loadExplanationWords } from './explanationWords.ts';
import { loadPresetWords } from './presets.ts';
import { loadCauseWords } from './causeWords.ts';
import { loadWarningWords } from './warnings.ts';
import { loadDocTitles } from './eventWords.ts';
import { loadDescribeWords } from '../timeline/describe.ts';
import { loadJapaneseFont } from '../useJapaneseFont.ts';

export async function loadLanguage(lang: Lang): Promise<void> {
  await Promise.all([
    loadMessages(lang),
    loadTimelineWords(lang),
    loadDurationWords(lang),
    loadAssumptionWords(lang),
    loadExplanationWords(lang),
    loadPresetWords(lang),
    loadCauseWords(lang),
    loadWarningWords(lang),
    loadDocTitles(lang),
    loadDescribeWords(lang),
    lang === 'ja' ? loadJapaneseFont() : null,
  ]);
}
