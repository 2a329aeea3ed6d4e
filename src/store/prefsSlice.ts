// The reader's settings: the page's language and its theme.
import type { Lang } from './lang.ts';

export type ThemeChoice = 'system' | 'light' | 'dark';

export interface PrefsSlice {
  /** The page's language (browser default, a switcher, the share link's `l=`). */
  lang: Lang;
  /** Light or dark: the system's setting unless the user chose one. */
  theme: ThemeChoice;
  setLang(lang: Lang): void;
  setTheme(theme: ThemeChoice): void;
}

export function prefsSlice(set: (f: (s: PrefsSlice) => Partial<PrefsSlice>) => void): PrefsSlice {
  return {
    lang: 'en',
    theme: 'system',
    setLang: (lang) => set(() => ({ lang })),
    setTheme: (theme) => set(() => ({ theme })),
  };
}
