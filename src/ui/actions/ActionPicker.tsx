// The action picker (issue 4): a header button that opens a small panel to add the
// contract's actions (delete, drain, rollout, …) with their parameters, and to remove
// them. It writes into the document, so what is shared is always the document.
import { useId, useRef } from 'react';
import { useAppStore, useStoreApi } from '../../store/useAppStore.ts';
import { ActionPanel } from './ActionPanel.tsx';
import { useActionWords } from './actionWords.ts';

export function ActionPicker({ onEdit }: { onEdit: (text: string) => void }) {
  const store = useStoreApi();
  const open = useAppStore((s) => s.actionPickerOpen);
  const toggle = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const w = useActionWords();
  const close = () => {
    store.getState().setActionPickerOpen(false);
    toggle.current?.focus();
  };
  return (
    <div
      className="ap"
      onKeyDown={(e) => {
        // Escape closes the panel, as menus do; the page's own shortcuts stay with the page.
        if (e.key === 'Escape' && open) {
          e.stopPropagation();
          close();
        }
      }}
    >
      <button
        ref={toggle}
        type="button"
        className="ap-toggle"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => store.getState().setActionPickerOpen(!open)}
      >
        {w.t('actions')}
      </button>
      {open && <ActionPanel id={panelId} onEdit={onEdit} onClose={close} />}
    </div>
  );
}
