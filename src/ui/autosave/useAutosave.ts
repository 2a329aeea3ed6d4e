// The page's autosave (autosaver.ts) on the browser's timers, saved at once when the tab is
// hidden or closed (visibilitychange, pagehide) and when a link is pasted into the address
// bar (hashchange, before the link opens), so the last edit before any of them is kept.
// Another tab's save refreshes the Documents list (the storage event). An edit of A or B
// drops a link from the address bar: a reload shows the user's own text, not the link.
import { useEffect, useMemo } from 'react';
import { useStoreApi } from '../../store/useAppStore.ts';
import { documents, forgetLink } from '../startup.ts';
import { Autosaver, type Timers } from './autosaver.ts';

const WINDOW_TIMERS: Timers = {
  set: (run, ms) => window.setTimeout(run, ms),
  clear: (handle) => window.clearTimeout(handle as number | undefined),
};

export function useAutosave(): Autosaver {
  const store = useStoreApi();
  const autosaver = useMemo(
    () => new Autosaver(documents, store, WINDOW_TIMERS, forgetLink),
    [store],
  );
  useEffect(() => {
    const stop = autosaver.start();
    const flush = () => void autosaver.flush();
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') flush();
    };
    const onStorage = () => {
      if (store.getState().documentsOpen) autosaver.refresh();
    };
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', flush);
    // Capturing, so it runs before the page's own hashchange listener opens the link.
    window.addEventListener('hashchange', flush, true);
    window.addEventListener('storage', onStorage);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', flush);
      window.removeEventListener('hashchange', flush, true);
      window.removeEventListener('storage', onStorage);
      stop();
      flush();
    };
  }, [autosaver, store]);
  return autosaver;
}
