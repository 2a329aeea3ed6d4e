// Light or dark, or the system's setting (the default). Remembered in this browser only:
// a share link carries the scenario, not how the reader likes their screen.
import { useEffect, useState } from 'react';
import type { ThemeChoice } from '../store/createAppStore.ts';
import { useAppStore, useStoreApi } from '../store/useAppStore.ts';
import { useT } from './i18n/useT.ts';
import { StoredChoice } from './StoredChoice.tsx';

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
    <StoredChoice
      label={t('theme')}
      ariaLabel={t('theme')}
      testId="theme"
      value={theme}
      options={CHOICES.map((c) => ({ value: c, name: names[c] }))}
      storageKey={THEME_KEY}
      onChange={(c) => store.getState().setTheme(c)}
    />
  );
}
