// The page's words in English, Japanese and Russian (one table a language: messagesEn.ts,
// messagesJa.ts, messagesRu.ts). Kubernetes terms (Pod, SIGTERM, preStop, Deployment,
// DisruptionTarget…) stay as Kubernetes spells them. `{name}` marks a value put in at run time.
import { isLang, type Lang } from '../../store/lang.ts';
import { en, type Messages } from './messagesEn.ts';

export type { MessageKey, Messages } from './messagesEn.ts';

export { LANGS, isLang, type Lang } from '../../store/lang.ts';

export const LANG_NAMES: Readonly<Record<Lang, string>> = {
  en: 'English',
  ja: '日本語',
  ru: 'Русский',
};

/**
 * Each language's table. English is in the first load; Japanese and Russian load when first
 * chosen (loadMessages, awaited before the page switches to them), so until then their
 * entries read English.
 */
export const MESSAGES: Record<Lang, Messages> = { en, ja: en, ru: en };

const LOADERS: Readonly<Record<Lang, () => Promise<Messages>>> = {
  en: () => Promise.resolve(en),
  ja: () => import('./messagesJa.ts').then((m) => m.ja),
  ru: () => import('./messagesRu.ts').then((m) => m.ru),
};

/** Loads `lang`'s table (once); the page awaits it before it says anything in `lang`. */
export async function loadMessages(lang: Lang): Promise<void> {
  if (MESSAGES[lang] !== en || lang === 'en') return;
  MESSAGES[lang] = await LOADERS[lang]();
}

/** `{name}` placeholders filled from `vars`. */
export function format(template: string, vars: Record<string, string | number> = {}): string {
  return template.replace(/\{(\w+)\}/g, (m, k: string) => (k in vars ? String(vars[k]) : m));
}

/** The browser's preferred language if podterm has it, else English. */
export function browserLang(languages: readonly string[]): Lang {
  for (const l of languages) {
    const base = l.toLowerCase().split('-')[0];
    if (isLang(base)) return base;
  }
  return 'en';
}

/** The `l=` of a share link: the language, an unknown one (to explain), or none. */
export function langFromLink(hash: string): { lang: Lang } | { unknown: string } | null {
  const param = hash
    .replace(/^#/, '')
    .split('&')
    .find((p) => p.startsWith('l='));
  if (!param) return null;
  const v = param.slice(2);
  return isLang(v) ? { lang: v } : { unknown: v.slice(0, 20) };
}
