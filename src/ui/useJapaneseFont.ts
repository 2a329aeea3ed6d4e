// The bundled Japanese glyphs (styles/fonts.css), loaded with the Japanese words (before the
// page says anything in Japanese: loadLanguage.ts) and named (the `ja-font` class) only once
// they are there. Chromium keeps the boxes of a text it shaped before the font came, and the
// chart is drawn at first paint, so the glyphs must be there before it. The hook says whether
// they are: the header is drawn anew when they come later (a failed load retried).
import { useEffect, useState } from 'react';
import type { Lang } from './i18n/messages.ts';

const FAMILY = 'podterm Noto Sans JP';
const NAMED = 'ja-font';

/** Loads the glyphs and names them; false where they cannot load (offline before a first visit). */
export async function loadJapaneseFont(): Promise<boolean> {
  if (typeof document === 'undefined' || !('fonts' in document)) return false; // not a page
  try {
    await document.fonts.load(`1em "${FAMILY}"`, '日本語');
  } catch {
    return false; // the system's fonts stay
  }
  document.documentElement.classList.add(NAMED);
  return true;
}

export function useJapaneseFont(lang: Lang): boolean {
  const [ready, setReady] = useState(() => document.documentElement.classList.contains(NAMED));
  useEffect(() => {
    if (lang !== 'ja' || ready) return;
    let live = true;
    void loadJapaneseFont().then((ok) => live && ok && setReady(true));
    return () => {
      live = false;
    };
  }, [lang, ready]);
  return ready;
}
