// The words of causes and filters: every key in Japanese and Russian, its placeholders kept,
// and every link kind the chain can give has its words.
import { beforeAll, describe, expect, it } from 'vitest';
import { CAUSE_KEYS, causeWord, linkWord } from '../../../src/ui/i18n/causeWords.ts';
import { loadLanguage } from '../../../src/ui/i18n/loadLanguage.ts';
import { causesOf, type LinkKind } from '../../../src/story/causes.ts';
import { presetTrace } from '../helpers/presets.ts';

const placeholders = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

beforeAll(async () => {
  await loadLanguage('ja');
  await loadLanguage('ru');
});

describe('cause words', () => {
  it('are translated with the same placeholders', () => {
    for (const lang of ['ja', 'ru'] as const)
      for (const k of CAUSE_KEYS) {
        const en = causeWord('en', k);
        const tr = causeWord(lang, k);
        expect(tr, `${lang} ${k}`).not.toBe(en);
        expect(placeholders(tr), `${lang} ${k}`).toEqual(placeholders(en));
      }
  });

  it('say every link of the default preset’s run in each language', () => {
    const kinds = new Set<LinkKind>();
    for (const links of causesOf(presetTrace('default')).out.values())
      for (const l of links) kinds.add(l.kind);
    expect(kinds.size).toBeGreaterThan(6);
    for (const kind of kinds)
      for (const lang of ['en', 'ja', 'ru'] as const)
        expect(linkWord(lang, kind)).not.toMatch(/^link\./);
    expect(linkWord('ru', 'grace')).toContain('SIGKILL');
    expect(causeWord('ja', 'filter.next', { what: causeWord('ja', 'filter.failed') })).toBe(
      '次へ: 失敗したリクエスト',
    );
  });
});
