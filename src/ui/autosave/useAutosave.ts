// Saving as the user types: at most every SAVE_MS, and at once when the tab is hidden or
// closed (visibilitychange, pagehide), so the last edit before the browser goes is kept. A
// failed save is put in the store, where the page shows it.
import { useCallback, useEffect, useRef } from 'react';
import { useStoreApi } from '../../store/useAppStore.ts';
import { documents } from '../startup.ts';

const SAVE_MS = 300;

export function useAutosave(): (text: string) => void {
  const store = useStoreApi();
  const pending = useRef<string | null>(null);
  const timer = useRef<number | undefined>(undefined);
  const flush = useCallback(() => {
    window.clearTimeout(timer.current);
    const text = pending.current;
    if (text === null) return;
    pending.current = null;
    const saved = documents.save(text);
    store.getState().setSaveError(saved.ok ? null : saved.reason);
  }, [store]);
  useEffect(() => {
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') flush();
    };
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', flush);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [flush]);
  return useCallback(
    (text: string) => {
      pending.current = text;
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(flush, SAVE_MS);
    },
    [flush],
  );
}
