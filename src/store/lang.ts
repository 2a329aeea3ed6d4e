// The page's languages: a piece of UI state the store owns (the i18n tables read it).
export const LANGS = ['en', 'ja', 'ru'] as const;
export type Lang = (typeof LANGS)[number];

export const isLang = (v: string | null | undefined): v is Lang =>
  (LANGS as readonly string[]).includes(v ?? '');
