// The `?` list of the swimlane's keys, the overview and the groups: a modal <dialog> (the
// browser gives it focus, a name from its heading and Esc to close), opened by `?` anywhere
// but where one types, or by the button in the swimlane's bar. Presenting, `?` is the
// presenter's own list (PresenterStops.tsx).
import { useEffect, useRef } from 'react';
import { useAppStore, useStoreApi } from '../../store/useAppStore.ts';
import { navWords, type NavKey } from '../i18n/navWords.ts';

/** Each key (a NavKey where the key's name is a word) and what it does. */
const KEYS: readonly [string | NavKey, NavKey][] = [
  ['W S  + −', 'help.zoom'],
  ['help.wheelKey', 'help.wheel'],
  ['A D', 'help.pan'],
  ['F', 'help.fit'],
  ['. ,', 'help.nextPrev'],
  ['↑ ↓', 'help.lane'],
  ['Home End', 'help.ends'],
  ['→ ←', 'help.step'],
  ['Space', 'help.play'],
  ['0', 'help.whole'],
  ['?', 'help.this'],
];

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
  const w = navWords(useAppStore((s) => s.lang));
  const dialog = useRef<HTMLDialogElement>(null);

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

  useEffect(() => {
    const d = dialog.current;
    if (!d) return;
    if (open && !d.open) d.showModal();
    else if (!open && d.open) d.close();
  }, [open]);

  return (
    <dialog
      ref={dialog}
      className="nav-help"
      data-testid="nav-help"
      aria-labelledby="nav-help-title"
      onClose={() => store.getState().setNavHelp(false)}
    >
      <h2 id="nav-help-title">{w('help.title')}</h2>
      <p>{w('help.focus')}</p>
      <dl>
        {KEYS.map(([key, what]) => (
          <div key={key}>
            <dt>
              <kbd>{key.startsWith('help.') ? w(key as NavKey) : key}</kbd>
            </dt>
            <dd>{w(what)}</dd>
          </div>
        ))}
      </dl>
      <p>{w('help.overview')}</p>
      <p>{w('help.groups')}</p>
      <p>{w('help.chain')}</p>
      <p>{w('help.filters')}</p>
      <form method="dialog">
        <button type="submit" autoFocus>
          {w('help.close')}
        </button>
      </form>
    </dialog>
  );
}
