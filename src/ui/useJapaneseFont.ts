// The bundled Japanese glyphs (styles/fonts.css), loaded when the page is in Japanese and
// named (the `ja-font` class) only once they are there. Returns whether they are: Chromium
// keeps the boxes of a text it shaped before the font came (seen on the header's first
// button, whose text node never lays out again), so the header is drawn anew then.
import { useEffect, useState } from 'react';
import type { Lang } from './i18n/messages.ts';

const FAMILY = 'podterm Noto Sans JP';

export function useJapaneseFont(lang: Lang): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (lang !== 'ja') return;
    let live = true;
    void document.fonts.load(`1em "${FAMILY}"`, '日本語').then(
      () => {
        if (!live) return;
        document.documentElement.classList.add('ja-font');
        setReady(true);
      },
      () => undefined, // not loadable (offline before the first visit): the system's fonts stay
    );
    return () => {
      live = false;
    };
  }, [lang]);
  return ready;
}
