// The action picker (issue 4): a header button that opens a small panel to add the
// contract's actions (delete, drain, rollout, …) with their parameters, and to remove
// them. It writes into the document, so what is shared is always the document.
import { Suspense, lazy, useId, useRef } from 'react';
import { useAppStore, useStoreApi } from '../../store/useAppStore.ts';
import { useT } from '../i18n/useT.ts';

// The panel (its forms and words) loads when first opened: it is not part of the first load.
const ActionPanel = lazy(() =>
  import('./ActionPanel.tsx').then((m) => ({ default: m.ActionPanel })),
);

export function ActionPicker({ onEdit }: { onEdit: (text: string) => void }) {
  const store = useStoreApi();
  const open = useAppStore((s) => s.actionPickerOpen);
  const toggle = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const t = useT();
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
        {t('actions')}
      </button>
      {open && (
        <Suspense fallback={null}>
          <ActionPanel id={panelId} onEdit={onEdit} onClose={close} />
        </Suspense>
      )}
    </div>
  );
}
