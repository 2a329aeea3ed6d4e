// Copies a link that carries the whole scenario; shows it when the clipboard is refused.
import { useState } from 'react';
import { writePlayback } from '../share/playbackParams.ts';
import { writeFold, writeNav } from '../share/navParams.ts';
import type { View, ViewMode } from '../store/playback.ts';
import { useStoreApi } from '../store/useAppStore.ts';
import { useT } from './i18n/useT.ts';

/** The window a link carries: the reader's own, or the whole run; the story is the default. */
function linkedWindow(mode: ViewMode, view: View | null, durationMs: number): View | null {
  if (mode === 'custom') return view;
  return mode === 'whole' && durationMs > 0 ? [0, durationMs] : null;
}

export function ShareButton() {
  const store = useStoreApi();
  const t = useT();
  const [link, setLink] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const share = async () => {
    const { text, compareText, lang, presenter, stop, timeMs, view, viewMode, selected, trace } =
      store.getState();
    const fold = writeFold(store.getState().foldQuiet);
    const l = lang === 'en' ? '' : `&l=${lang}`;
    // Presenting, the lesson stop is the place; else the reader's own window and selection.
    const place = presenter
      ? writePlayback({ presenter, stop, t: timeMs })
      : writeNav({ view: linkedWindow(viewMode, view, trace?.durationMs ?? 0), selected });
    // The deflater loads on the first share: it stays out of the first load.
    const { encodeShare } = await import('../share/encode.ts');
    const url = `${location.origin}${location.pathname}#${encodeShare(text, compareText)}${l}${place}${fold}`;
    setLink(url);
    try {
      await navigator.clipboard.writeText(url);
      setStatus(t('linkCopied'));
    } catch {
      setStatus(t('copyLink'));
    }
  };
  return (
    <div className="share">
      <button type="button" onClick={() => void share()}>
        {t('share')}
      </button>
      {/* Below the button, over the page: the header keeps its one line. */}
      <div className="share-out">
        {link && (
          <input
            readOnly
            aria-label={t('shareLink')}
            value={link}
            onFocus={(e) => e.target.select()}
          />
        )}
        <span role="status">{status}</span>
      </div>
    </div>
  );
}
