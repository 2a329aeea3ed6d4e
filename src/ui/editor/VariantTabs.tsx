// Comparing, which variant the one editor shows: A (the scenario) or B (the variant the
// compare panel runs beside it). Each keeps its own text, undo history and problems.
import { useAppStore, useStoreApi } from '../../store/useAppStore.ts';
import type { Variant } from '../../store/compareSlice.ts';
import { useT } from '../i18n/useT.ts';

const VARIANTS: readonly Variant[] = ['A', 'B'];

export function VariantTabs() {
  const store = useStoreApi();
  const t = useT();
  const comparing = useAppStore((s) => s.compareText !== null);
  const editing = useAppStore((s) => s.editing);
  const errorsB = useAppStore((s) => s.compareDiagnostics.some((d) => d.severity === 'error'));
  if (!comparing) return null;
  return (
    <div className="variant-tabs" role="tablist" aria-label={t('compare')}>
      {VARIANTS.map((v) => (
        <button
          key={v}
          type="button"
          role="tab"
          aria-selected={editing === v}
          className={v === 'B' && errorsB ? 'has-errors' : undefined}
          onClick={() => store.getState().setEditing(v)}
        >
          {v}
        </button>
      ))}
    </div>
  );
}
