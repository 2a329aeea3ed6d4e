// The `?` list of the swimlane's keys, the overview and the groups: a modal <dialog> (the
// browser gives it focus, a name from its heading and Esc to close). It and its words
// (navHelpWords.ts) load on its first opening (NavHelp.tsx, issue 29).
import { useEffect, useRef } from 'react';
import { useAppStore, useStoreApi } from '../../store/useAppStore.ts';
import { HELP_WORDS, type HelpKey } from '../i18n/navHelpWords.ts';

/** Each key (a HelpKey where the key's name is a word) and what it does. */
const KEYS: readonly [string | HelpKey, HelpKey][] = [
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

export function NavHelpDialog() {
  const store = useStoreApi();
  const open = useAppStore((s) => s.navHelp);
  const words = HELP_WORDS[useAppStore((s) => s.lang)];
  const w = (k: HelpKey) => words[k];
  const dialog = useRef<HTMLDialogElement>(null);

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
              <kbd>{key.startsWith('help.') ? w(key as HelpKey) : key}</kbd>
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
