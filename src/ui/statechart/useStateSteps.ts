// Presenting with the statechart in place of the lanes, Enter goes to the machine's next
// change of state and Shift+Enter to the previous one; with "predict" on (h), Enter first
// asks the room which state comes next (the ways out of the lit states are dashed).
import { useEffect } from 'react';
import { useStoreApi } from '../../store/useAppStore.ts';
import { changeTime, type StateLog } from '../../statechart/stateLog.ts';

/** Where Enter belongs to the control itself. */
const OWN_KEYS = 'input, textarea, select, button, [contenteditable], .monaco-editor, .sc-state';

export function useStateSteps(log: StateLog, actor: number, active: boolean): void {
  const store = useStoreApi();
  useEffect(() => {
    if (!active) return;
    const onKey = (e: KeyboardEvent) => {
      const t = e.target as HTMLElement | null;
      if (e.key !== 'Enter' || e.ctrlKey || e.metaKey || e.altKey || t?.closest(OWN_KEYS)) return;
      e.preventDefault();
      const s = store.getState();
      const direction = e.shiftKey ? -1 : 1;
      const next = changeTime(log, actor, s.timeMs, direction);
      if (next === null) return s.setCurtain(false);
      if (direction > 0 && s.predict && !s.curtain) return s.setCurtain(true);
      s.setTime(next);
      s.setCurtain(false);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [store, log, actor, active]);
}
