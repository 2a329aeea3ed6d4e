// The Documents list's words: every key in Japanese and Russian, with the same
// placeholders, not left in English; a save's time in the page's language.
import { describe, expect, it } from 'vitest';
import { DOCUMENT_WORDS, documentWords, savedTime } from '../../../src/ui/i18n/documentWords.ts';

const placeholders = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('documentWords', () => {
  it('has every key translated with its placeholders', () => {
    for (const lang of ['ja', 'ru'] as const)
      for (const [k, v] of Object.entries(DOCUMENT_WORDS.en)) {
        const tr = DOCUMENT_WORDS[lang][k as keyof typeof DOCUMENT_WORDS.en];
        expect(tr, `${lang}.${k}`).toBeTruthy();
        // Only a pattern of placeholders may read the same in every language.
        if (/[A-Za-z]/.test(v.replace(/\{\w+\}/g, ''))) expect(tr, `${lang}.${k}`).not.toBe(v);
        expect(placeholders(tr), `${lang}.${k}`).toEqual(placeholders(v));
      }
  });

  it('names the oldest document in the storage-full message', () => {
    expect(
      documentWords('en')('full', { name: 'web', first: '# a Pod', time: 'saved today' }),
    ).toContain('“web” (# a Pod; saved today)');
  });

  it('says when a document was saved, or that an earlier podterm saved it', () => {
    const at = Date.UTC(2026, 10, 28, 12, 0);
    expect(savedTime('en', at)).toMatch(/^saved Nov 28, 2026/);
    expect(savedTime('ja', at)).toMatch(/^2026\/11\/28 .* に保存$/);
    expect(savedTime('ru', 0)).toBe('сохранён прежней версией podterm');
  });
});
