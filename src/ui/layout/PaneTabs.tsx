// On a narrow screen, the tabs that switch between the run and the editor (panes.ts).
import type { Pane } from '../../store/paneSlice.ts';
import { useAppStore, useStoreApi } from '../../store/useAppStore.ts';
import { useT } from '../i18n/useT.ts';

const PANES: readonly { pane: Pane; key: 'paneRun' | 'paneEditor' }[] = [
  { pane: 'run', key: 'paneRun' },
  { pane: 'editor', key: 'paneEditor' },
];

export function PaneTabs() {
  const store = useStoreApi();
  const t = useT();
  const shown = useAppStore((s) => s.pane);
  return (
    <div className="pane-tabs" role="tablist" aria-label={t('panes')}>
      {PANES.map(({ pane, key }) => (
        <button
          key={pane}
          type="button"
          role="tab"
          aria-selected={shown === pane}
          onClick={() => store.getState().setPane(pane)}
        >
          {t(key)}
        </button>
      ))}
    </div>
  );
}
