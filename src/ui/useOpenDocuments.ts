// Opening a document: a preset, a gallery entry, a saved document or a link pasted into an
// open tab is shown as a document of its own, the one before it saved first (autosaver.ts),
// and runs at once in the playground's session.
import { useCallback, useEffect } from 'react';
import type { AppStore } from '../store/createAppStore.ts';
import type { RunSession } from '../page/runSession.ts';
import { readFold, readNav } from '../share/navParams.ts';
import type { Content } from './autosave/documents.ts';
import type { Autosaver } from './autosave/autosaver.ts';
import { useAutosave } from './autosave/useAutosave.ts';
import { forgetLink, startupText } from './startup.ts';

export interface OpenDocuments {
  autosaver: Autosaver;
  /** A picked text (a preset, a gallery entry) as a new document. */
  openDocument(text: string, compareText?: string | null): void;
  /** A saved document by its id; false when it is gone. */
  openSaved(id: string): boolean;
}

export function useOpenDocuments(store: AppStore, session: RunSession): OpenDocuments {
  const autosaver = useAutosave();
  const opened = useCallback(
    (c: Content) => {
      store.getState().setBanner(null);
      void session.run(c.text);
    },
    [session, store],
  );
  const openDocument = useCallback(
    (text: string, compareText: string | null = null) => {
      if (!autosaver.open({ text, compareText })) return; // storage full: the page says so
      // Picked, the text is a new document: a reload must show it, not a link again.
      forgetLink();
      opened({ text, compareText });
    },
    [autosaver, opened],
  );
  const openSaved = useCallback(
    (id: string) => {
      const c = autosaver.openSaved(id);
      if (!c) return false;
      forgetLink();
      opened(c);
      return true;
    },
    [autosaver, opened],
  );
  useLinkPasted(store, autosaver, opened);
  return { autosaver, openDocument, openSaved };
}

/**
 * A link pasted into an open tab changes only the fragment: load it like a fresh start, as
 * a new document (the one on screen was saved as the fragment changed: useAutosave).
 */
function useLinkPasted(store: AppStore, autosaver: Autosaver, opened: (c: Content) => void) {
  useEffect(() => {
    const onHash = async () => {
      const start = await startupText(location.hash);
      if (!start.fromLink) return;
      const c = { text: start.text, compareText: start.compareText };
      if (!autosaver.open(c)) return;
      opened(c);
      store.getState().setBanner(start.banner);
      store.getState().setLinkedNav(readNav(location.hash));
      store.getState().setFoldQuiet(readFold(location.hash));
    };
    const listener = () => void onHash();
    window.addEventListener('hashchange', listener);
    return () => window.removeEventListener('hashchange', listener);
  }, [autosaver, opened, store]);
}
