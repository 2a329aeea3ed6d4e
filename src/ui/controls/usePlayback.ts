// The one place wall time becomes simulated time (raftscope's loop: model += wall × speed).
import { foldedLayoutOf } from '../../chart/layout.ts';
import { useEffect } from 'react';
import { useAppStore, useStoreApi } from '../../store/useAppStore.ts';
import { zoomedView } from '../../chart/view.ts';

/** A frame after a long pause (a background tab) must not jump the playhead to the end. */
const MAX_FRAME_MS = 100;

export function usePlayback(): void {
  const playing = useAppStore((s) => s.playing);
  const store = useStoreApi();
  useEffect(() => {
    if (!playing) return;
    let last = performance.now();
    let frame = requestAnimationFrame(function tick(now) {
      store.getState().advance(Math.min(MAX_FRAME_MS, Math.max(0, now - last)));
      last = now;
      if (store.getState().playing) frame = requestAnimationFrame(tick);
    });
    return () => cancelAnimationFrame(frame);
  }, [playing, store]);
}

/** Where a key press must not be taken from: typing, and controls that use the key. */
const OWN_KEYS = 'input, textarea, select, [contenteditable], .monaco-editor';

/**
 * Space plays/pauses, ←/→ step, Home/End go to the ends, +/−/0 zoom, p presenter mode
 * (there Enter goes to the next lesson stop and Shift+Enter or Backspace back, h turns
 * "predict" on and off, ↑/↓ move the lane highlight, ? lists the keys, Esc leaves) — unless
 * the user is typing somewhere. `s` opens the statechart (presenting: in place of the lanes,
 * where Enter steps from state to state). On a focused button, space is left to the button (it clicks
 * it), so it never acts twice. The embed passes `presenterKey` false: it has no presenter.
 */
export function usePlaybackKeys(presenterKey = true): void {
  const store = useStoreApi();
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const t = e.target as HTMLElement | null;
      if (e.ctrlKey || e.metaKey || e.altKey || t?.closest(OWN_KEYS)) return;
      if (e.key === ' ' && t?.closest('button, summary, a[href]')) return;
      const s = store.getState();
      const duration = s.trace?.durationMs ?? 0;
      if (e.key === ' ') s.togglePlay();
      else if (e.key === 'ArrowRight') s.step(1);
      else if (e.key === 'ArrowLeft') s.step(-1);
      else if (e.key === 'Home') s.setTime(0);
      else if (e.key === 'End') s.setTime(duration);
      else if (e.key === '+' || e.key === '=') s.setView(zoomedView(s.view, duration, 2, s.timeMs));
      else if (e.key === '-') s.setView(zoomedView(s.view, duration, 0.5, s.timeMs));
      else if (e.key === '0') s.setView(null);
      else if (e.key === 'p' && presenterKey) s.setPresenter(!s.presenter);
      else if (e.key === 's' && presenterKey && s.presenter) s.setChartInPlace(!s.chartInPlace);
      else if (e.key === 's' && presenterKey) s.setChartOpen(!s.chartOpen);
      // The statechart in place of the lanes steps its own machine on Enter.
      else if (s.presenter && s.chartInPlace && e.key === 'Enter') return;
      else if (s.presenter && (e.key === 'ArrowDown' || e.key === 'ArrowUp'))
        s.moveLaneFocus(
          e.key === 'ArrowDown' ? 1 : -1,
          s.trace ? foldedLayoutOf(s.trace).lanes.length : 0,
        );
      else if (s.presenter && e.key === 'Enter' && !e.shiftKey) s.nextStop();
      else if (s.presenter && (e.key === 'Backspace' || e.key === 'Enter')) s.prevStop();
      else if (s.presenter && e.key === 'h') s.setPredict(!s.predict);
      else if (s.presenter && e.key === '?') s.setKeysHelp(!s.keysHelp);
      else if (s.presenter && e.key === 'Escape') {
        // Esc closes the key list first, then leaves presenter mode.
        if (s.keysHelp) s.setKeysHelp(false);
        else s.setPresenter(false);
      } else return;
      e.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [store, presenterKey]);
}
