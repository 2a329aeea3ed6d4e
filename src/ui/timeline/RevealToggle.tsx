// Reveal mode outside presenter mode: hide what lies after the playhead, so a run can be
// told step by step on the normal page too (presenting, it is always on).
import { useAppStore, useStoreApi } from '../../store/useAppStore.ts';
import { timelineWords } from '../i18n/timelineWords.ts';

export function RevealToggle() {
  const store = useStoreApi();
  const on = useAppStore((s) => s.revealRun);
  const presenting = useAppStore((s) => s.presenter);
  const w = timelineWords(useAppStore((s) => s.lang));
  if (presenting) return null;
  return (
    <label className="reveal-toggle" title={w('revealTitle')}>
      <input
        type="checkbox"
        checked={on}
        onChange={(e) => store.getState().setRevealRun(e.target.checked)}
      />
      {w('reveal')}
    </label>
  );
}
