// Variant B's own store: its selection is its own (indexes into B's trace), while the
// playhead, the window, the language, presenter mode and what is revealed are A's, both
// ways: stepping or playing A moves B's playhead; a click, a drag or a zoom on B moves A's.
import { useEffect, useMemo } from 'react';
import { createAppStore, type AppStore } from '../../store/createAppStore.ts';
import { sameView } from '../../store/playback.ts';

export function useVariantStore(store: AppStore): AppStore {
  const storeB = useMemo(() => createAppStore(''), []);
  useEffect(() => {
    const follow = () => {
      const a = store.getState();
      const b = storeB.getState();
      if (
        a.timeMs !== b.timeMs ||
        !sameView(a.view, b.view) ||
        a.lang !== b.lang ||
        a.revealRun !== b.revealRun ||
        a.curtain !== b.curtain ||
        a.presenter !== b.presenter ||
        b.playing
      )
        storeB.setState({
          timeMs: a.timeMs,
          view: a.view,
          lang: a.lang,
          revealRun: a.revealRun,
          curtain: a.curtain,
          presenter: a.presenter,
          playing: false,
        });
    };
    const lead = () => {
      const a = store.getState();
      const b = storeB.getState();
      if (!sameView(a.view, b.view)) a.setView(b.view);
      if (a.timeMs !== b.timeMs) a.setTime(b.timeMs);
    };
    follow();
    const stopFollowing = store.subscribe(follow);
    const stopLeading = storeB.subscribe(lead);
    return () => {
      stopFollowing();
      stopLeading();
    };
  }, [store, storeB]);
  return storeB;
}
