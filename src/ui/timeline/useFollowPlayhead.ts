// While playing zoomed in, the window pages along with the playhead (as an audio editor
// does), so the playhead never runs off the edge. A store subscription, not a React
// render per frame.
import { useEffect } from 'react';
import { useStoreApi } from '../../store/useAppStore.ts';

/** Where the playhead lands after a page turn: a tenth into the new window. */
const LEAD = 0.1;

export function useFollowPlayhead(): void {
  const store = useStoreApi();
  useEffect(
    () =>
      store.subscribe((s) => {
        if (!s.playing || !s.view) return;
        const [a, b] = s.view;
        if (s.timeMs >= a && s.timeMs <= b) return;
        const w = b - a;
        const from = s.timeMs - w * LEAD;
        s.setView([from, from + w]);
      }),
    [store],
  );
}
