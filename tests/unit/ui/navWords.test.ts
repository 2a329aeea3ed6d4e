// The navigation words and the `?` list's words: every key in Japanese and Russian, with the
// same placeholders, and not left in English.
import { describe, expect, it } from 'vitest';
import { NAV_WORDS, navWords } from '../../../src/ui/i18n/navWords.ts';
import { HELP_WORDS } from '../../../src/ui/i18n/navHelpWords.ts';

const placeholders = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('navWords', () => {
  it('has every key translated with its placeholders', () => {
    for (const table of [NAV_WORDS, HELP_WORDS] as const)
      for (const lang of ['ja', 'ru'] as const)
        for (const [k, v] of Object.entries(table.en)) {
          const tr = (table[lang] as Record<string, string>)[k]!;
          expect(tr, `${lang}.${k}`).toBeTruthy();
          expect(tr, `${lang}.${k}`).not.toBe(v);
          expect(placeholders(tr), `${lang}.${k}`).toEqual(placeholders(v));
        }
  });

  it('fills its placeholders', () => {
    expect(navWords('en')('group.node', { node: 'node-a' })).toBe('Node node-a');
    expect(navWords('ru')('group.count', { n: 3 })).toBe('дорожек: 3');
  });
});
