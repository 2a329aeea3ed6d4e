// Copies a link that carries the whole scenario; shows it when the clipboard is refused.
import { useState } from 'react';
import { encodeShare } from '../share/encode.ts';
import { writePlayback } from '../share/playbackParams.ts';
import { useStoreApi } from '../store/useAppStore.ts';
import { useT } from './i18n/useT.ts';

export function ShareButton() {
  const store = useStoreApi();
  const t = useT();
  const [link, setLink] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const share = async () => {
    const { text, compareText, lang, presenter, stop, timeMs } = store.getState();
    const l = lang === 'en' ? '' : `&l=${lang}`;
    const place = writePlayback({ presenter, stop, t: timeMs });
    const url = `${location.origin}${location.pathname}#${encodeShare(text, compareText)}${l}${place}`;
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
