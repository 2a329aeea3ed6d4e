// The one place wall time becomes simulated time (raftscope's loop: model += wall × speed).
import { useEffect } from 'react';
import { useAppStore, useStoreApi } from '../../store/useAppStore.ts';

export function usePlayback(): void {
  const playing = useAppStore((s) => s.playing);
  const store = useStoreApi();
  useEffect(() => {
    if (!playing) return;
    let last = performance.now();
    let frame = requestAnimationFrame(function tick(now) {
      store.getState().advance(now - last);
      last = now;
      if (store.getState().playing) frame = requestAnimationFrame(tick);
    });
    return () => cancelAnimationFrame(frame);
  }, [playing, store]);
}

/** Space plays/pauses, ←/→ step — unless the user is typing somewhere. */
export function usePlaybackKeys(): void {
  const store = useStoreApi();
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const t = e.target as HTMLElement | null;
      if (
        t &&
        (t.closest('input, textarea, select, [contenteditable], .monaco-editor') ||
          e.ctrlKey ||
          e.metaKey ||
          e.altKey)
      )
        return;
      const s = store.getState();
      if (e.key === ' ') s.togglePlay();
      else if (e.key === 'ArrowRight') s.step(1);
      else if (e.key === 'ArrowLeft') s.step(-1);
      else return;
      e.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [store]);
}
