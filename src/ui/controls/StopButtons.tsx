// Presenting on a phone or a tablet, which has no Enter key: the previous and next lesson
// stop as buttons beside the stop line (what Shift+Enter and Enter do on a keyboard).
import { useStoreApi } from '../../store/useAppStore.ts';
import { isNarrow } from '../layout/panes.ts';
import { useWindowWidth } from '../layout/useWindowWidth.ts';
import type { timelineWords } from '../i18n/timelineWords.ts';

export function StopButtons({ w }: { w: ReturnType<typeof timelineWords> }) {
  const store = useStoreApi();
  if (!isNarrow(useWindowWidth())) return null;
  return (
    <span className="stop-buttons">
      <button
        type="button"
        aria-label={w('keys.back')}
        title={w('keys.back')}
        onClick={() => store.getState().prevStop()}
      >
        ‹
      </button>
      <button
        type="button"
        aria-label={w('keys.next')}
        title={w('keys.next')}
        onClick={() => store.getState().nextStop()}
      >
        ›
      </button>
    </span>
  );
}
