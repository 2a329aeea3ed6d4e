// The `?` list of the swimlane's keys: opened by `?` anywhere but where one types, or by the
// button in the swimlane's bar. Presenting, `?` is the presenter's own list
// (PresenterStops.tsx). The list itself (NavHelpDialog.tsx, with its words in three
// languages) loads on its first opening (issue 29), and stays in the page once it has.
import { Suspense, lazy, useEffect, useState } from 'react';
import { useAppStore, useStoreApi } from '../../store/useAppStore.ts';
import { navWords } from '../i18n/navWords.ts';

const NavHelpDialog = lazy(() =>
  import('./NavHelpDialog.tsx').then((m) => ({ default: m.NavHelpDialog })),
);

const TYPING = 'input, textarea, select, [contenteditable], .monaco-editor';

export function NavHelpButton() {
  const store = useStoreApi();
  const w = navWords(useAppStore((s) => s.lang));
  return (
    <button
      type="button"
      className="nav-help-button"
      aria-haspopup="dialog"
      onClick={() => store.getState().setNavHelp(true)}
    >
      {w('help.button')}
    </button>
  );
}

export function NavHelp() {
  const store = useStoreApi();
  const open = useAppStore((s) => s.navHelp);
  // Once opened, the list stays mounted (closed), as a <dialog> does.
  const [asked, setAsked] = useState(open);
  if (open && !asked) setAsked(true);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const t = e.target as HTMLElement | null;
      if (e.key !== '?' || e.ctrlKey || e.metaKey || e.altKey || t?.closest(TYPING)) return;
      const s = store.getState();
      if (s.presenter) return;
      s.setNavHelp(!s.navHelp);
      e.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [store]);

  return asked ? (
    <Suspense fallback={null}>
      <NavHelpDialog />
    </Suspense>
  ) : null;
}
