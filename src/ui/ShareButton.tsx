// Copies a link that carries the whole scenario; shows it when the clipboard is refused.
import { useState } from 'react';
import { encodeShare } from '../share/encode.ts';
import { useStoreApi } from '../store/useAppStore.ts';

export function ShareButton() {
  const store = useStoreApi();
  const [link, setLink] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const share = async () => {
    const { text, compareText } = store.getState();
    const url = `${location.origin}${location.pathname}#${encodeShare(text, compareText)}`;
    setLink(url);
    try {
      await navigator.clipboard.writeText(url);
      setStatus('Link copied');
    } catch {
      setStatus('Copy this link');
    }
  };
  return (
    <div className="share">
      <button type="button" onClick={() => void share()}>
        Share
      </button>
      {link && (
        <input readOnly aria-label="Share link" value={link} onFocus={(e) => e.target.select()} />
      )}
      <span role="status">{status}</span>
    </div>
  );
}
