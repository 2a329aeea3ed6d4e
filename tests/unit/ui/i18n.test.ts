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
import type { Foresight, ForesightRule } from '../../../src/manifest/foresight.ts';

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
    };
    for (const rule of rules) {
      const f = { rule, params, message: 'en' } as unknown as Foresight;
      for (const lang of ['ja', 'ru'] as const) expect(warningText(lang, f)).not.toMatch(/\{\w+\}/);
      expect(warningText('en', f)).toBe('en');
    }
  });
});
