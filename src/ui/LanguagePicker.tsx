// The page's language: English, Japanese or Russian. The choice is remembered and goes
// into share links.
import { LANGS, LANG_NAMES } from './i18n/messages.ts';
import { loadLanguage } from './i18n/loadLanguage.ts';
import { useT } from './i18n/useT.ts';
import { StoredChoice } from './StoredChoice.tsx';
import { useAppStore, useStoreApi } from '../store/useAppStore.ts';

export const LANG_KEY = 'podterm.lang';

export function LanguagePicker() {
  const store = useStoreApi();
  const lang = useAppStore((s) => s.lang);
  const t = useT();
  return (
    <StoredChoice
      label={t('language')}
      ariaLabel={t('language')}
      testId="language"
      value={lang}
      options={LANGS.map((l) => ({ value: l, name: LANG_NAMES[l], lang: l }))}
      storageKey={LANG_KEY}
      onChange={(l) => void loadLanguage(l).then(() => store.getState().setLang(l))}
    />
  );
}
