// Light or dark, or the system's setting (the default). Remembered in this browser only:
// a share link carries the scenario, not how the reader likes their screen.
import { useEffect, useState } from 'react';
import type { ThemeChoice } from '../store/createAppStore.ts';
import { useAppStore, useStoreApi } from '../store/useAppStore.ts';
import { useT } from './i18n/useT.ts';

export const THEME_KEY = 'podterm.theme';
const CHOICES: readonly ThemeChoice[] = ['system', 'light', 'dark'];
const DARK_QUERY = '(prefers-color-scheme: dark)';

export const isThemeChoice = (v: string | null): v is ThemeChoice =>
  (CHOICES as readonly (string | null)[]).includes(v);

/** The theme in effect: the choice, or the system's when the choice is `system`. */
export function useResolvedTheme(): 'light' | 'dark' {
  const choice = useAppStore((s) => s.theme);
  const [systemDark, setSystemDark] = useState(() => matchMedia(DARK_QUERY).matches);
  useEffect(() => {
    const q = matchMedia(DARK_QUERY);
    const on = (): void => setSystemDark(q.matches);
    q.addEventListener('change', on);
    return () => q.removeEventListener('change', on);
  }, []);
  return choice === 'system' ? (systemDark ? 'dark' : 'light') : choice;
}

export function ThemePicker() {
  const store = useStoreApi();
  const theme = useAppStore((s) => s.theme);
  const t = useT();
  const names = { system: t('themeSystem'), light: t('themeLight'), dark: t('themeDark') };
  return (
    <label className="presets">
      {t('theme')}
      <select
        aria-label="Theme"
        value={theme}
        onChange={(e) => {
          if (!isThemeChoice(e.target.value)) return;
          store.getState().setTheme(e.target.value);
          try {
            localStorage.setItem(THEME_KEY, e.target.value);
          } catch {
            // storage disabled: the choice lasts for this page
          }
        }}
      >
        {CHOICES.map((c) => (
          <option key={c} value={c}>
            {names[c]}
          </option>
        ))}
      </select>
    </label>
  );
}
