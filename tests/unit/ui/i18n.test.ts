// Languages: every message exists in Japanese and Russian with the same placeholders;
// the browser's language picks the default; a link's `l=` is read or explained.
import { beforeAll, describe, expect, it } from 'vitest';
import {
  LANGS,
  MESSAGES,
  browserLang,
  format,
  langFromLink,
} from '../../../src/ui/i18n/messages.ts';
import { loadLanguage } from '../../../src/ui/i18n/loadLanguage.ts';
import { warningText } from '../../../src/ui/i18n/warnings.ts';
import type { Foresight, ForesightRule } from '../../../src/manifest/warnings/foresight.ts';
import { DURATION_WORDS } from '../../../src/manifest/duration/durationWords.ts';
import { isDurationNote } from '../../../src/manifest/duration/durationNote.ts';
import { loadScenario } from '../../../src/manifest/load/loadScenario.ts';
import { durationNoteText } from '../../../src/ui/i18n/durationNotes.ts';
import { ja as durationJa } from '../../../src/ui/i18n/durationWordsJa.ts';
import { ru as durationRu } from '../../../src/ui/i18n/durationWordsRu.ts';
import { CATALOG } from '../../../src/presets/catalog.ts';
import { STORIES } from '../../../src/presets/stories.ts';
import { presetIn, storyIn, type PresetWords } from '../../../src/ui/i18n/presets.ts';
import type { Lang } from '../../../src/store/lang.ts';
import { ja as presetsJa } from '../../../src/ui/i18n/presetWordsJa.ts';
import { ru as presetsRu } from '../../../src/ui/i18n/presetWordsRu.ts';

const placeholders = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

// Japanese and Russian load on first use, as the page loads them.
beforeAll(async () => {
  await loadLanguage('ja');
  await loadLanguage('ru');
});

describe('messages', () => {
  it('every key is translated, keeps its placeholders and is not left in English', () => {
    for (const lang of LANGS) {
      for (const [k, v] of Object.entries(MESSAGES.en)) {
        const tr = MESSAGES[lang][k as keyof typeof MESSAGES.en];
        expect(tr, `${lang}.${k}`).toBeTruthy();
        expect(placeholders(tr), `${lang}.${k}`).toEqual(placeholders(v));
      }
    }
    const same = Object.keys(MESSAGES.en).filter(
      (k) =>
        MESSAGES.ja[k as keyof typeof MESSAGES.en] === MESSAGES.en[k as keyof typeof MESSAGES.en],
    );
    expect(same).toEqual(['kubernetes']); // a Kubernetes term, spelled as Kubernetes spells it
  });

  it('formats placeholders and leaves unknown ones visible', () => {
    expect(format('Line {line}:{column}', { line: 3, column: 1 })).toBe('Line 3:1');
    expect(format('{nope}')).toBe('{nope}');
  });

  it('takes the browser’s language when podterm has it', () => {
    expect(browserLang(['ja-JP', 'en'])).toBe('ja');
    expect(browserLang(['de-DE', 'ru'])).toBe('ru');
    expect(browserLang(['de-DE'])).toBe('en');
  });

  it('reads l= from a link, and names an unknown one', () => {
    expect(langFromLink('#s=1.abc&l=ru')).toEqual({ lang: 'ru' });
    expect(langFromLink('#s=1.abc&l=xx')).toEqual({ unknown: 'xx' });
    expect(langFromLink('#s=1.abc')).toBeNull();
  });
});

describe('warnings in every language', () => {
  const rules: ForesightRule[] = [
    'preStopLongerThanGrace',
    'shellIgnoresSigterm',
    'noPreStopBehindService',
    'backoffLimitDefault',
    'twoDeadlines',
    'pdbBlocksEvictions',
    'memoryOverLimit',
  ];
  it('fills every placeholder of every rule', () => {
    const params = {
      object: 'web',
      container: 'app',
      hook: 40,
      grace: 30,
      service: 'web',
      job: 60,
      pod: 20,
      pods: 2,
      held: '250 MiB',
      limit: '100 MiB',
      ms: 3,
    };
    for (const rule of rules) {
      const f = { rule, params, message: 'en' } as unknown as Foresight;
      for (const lang of ['ja', 'ru'] as const) expect(warningText(lang, f)).not.toMatch(/\{\w+\}/);
      expect(warningText('en', f)).toBe('en');
    }
  });
});

describe('the duration note in every language', () => {
  const TABLES = { ja: durationJa, ru: durationRu };

  it('every word is translated with the same placeholders', () => {
    for (const [lang, table] of Object.entries(TABLES)) {
      expect(Object.keys(table).sort(), lang).toEqual(Object.keys(DURATION_WORDS).sort());
      for (const [k, v] of Object.entries(DURATION_WORDS)) {
        const tr = table[k as keyof typeof DURATION_WORDS];
        expect(placeholders(tr), `${lang}.${k}`).toEqual(placeholders(v));
        expect(tr, `${lang}.${k}`).not.toBe(v);
      }
    }
  });

  it('says the CLI’s words in English and its own in Japanese and Russian', () => {
    const note = loadScenario(
      'apiVersion: batch/v1\nkind: CronJob\nmetadata: {name: hello}\nspec:\n  schedule: "* * * * *"\n  jobTemplate:\n    spec:\n      template:\n        spec:\n          restartPolicy: Never\n          containers: [{name: c, image: busybox}]\n',
    ).diagnostics.find(isDurationNote)!;
    expect(durationNoteText('en', note)).toBe(note.message);
    expect(durationNoteText('ja', note)).toMatch(
      /^Scenario ドキュメントがない: .* 3m20s .*CronJob "hello"/,
    );
    expect(durationNoteText('ru', note)).toMatch(
      /^Нет документа Scenario: .*3m20s.*CronJob "hello"/,
    );
    for (const lang of ['ja', 'ru'] as const)
      expect(durationNoteText(lang, note)).not.toMatch(/\{\w+\}/);
  });
});

describe('the presets in every language', () => {
  it('every preset has its title and lesson, every story group its name, once loaded', () => {
    const tables: [Lang, PresetWords][] = [
      ['ja', presetsJa],
      ['ru', presetsRu],
    ];
    for (const [lang, table] of tables) {
      expect(Object.keys(table.stories).sort(), lang).toEqual([...STORIES].sort());
      expect(Object.keys(table.presets).sort(), lang).toEqual(CATALOG.map((p) => p.id).sort());
      for (const p of CATALOG) {
        // Loaded by beforeAll, as the page loads a language before it switches to it.
        expect(presetIn(lang, p), `${lang}.${p.id}`).toEqual(table.presets[p.id]);
        expect(presetIn(lang, p).title, `${lang}.${p.id}`).not.toBe(p.title);
      }
      for (const s of STORIES) expect(storyIn(lang, s)).toBe(table.stories[s]);
    }
  });
});
