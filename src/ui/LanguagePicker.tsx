// The page's language: English, Japanese or Russian. The choice is remembered and goes
// into share links.
import { LANGS, LANG_NAMES, isLang } from './i18n/messages.ts';
import { useT } from './i18n/useT.ts';
import { useAppStore, useStoreApi } from '../store/useAppStore.ts';

export const LANG_KEY = 'podterm.lang';

export function LanguagePicker() {
  const store = useStoreApi();
  const lang = useAppStore((s) => s.lang);
  const t = useT();
  return (
    <label className="presets">
      {t('language')}
      <select
        aria-label="Language"
        value={lang}
        onChange={(e) => {
          if (!isLang(e.target.value)) return;
          store.getState().setLang(e.target.value);
          try {
            localStorage.setItem(LANG_KEY, e.target.value);
          } catch {
            // storage disabled: the choice lasts for this page
          }
        }}
      >
        {LANGS.map((l) => (
          <option key={l} value={l} lang={l}>
            {LANG_NAMES[l]}
          </option>
        ))}
      </select>
    </label>
  );
}
