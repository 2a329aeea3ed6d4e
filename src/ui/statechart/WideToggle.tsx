// The statechart panel's "Wide" button: the panel takes the page's width and the editor
// steps aside, so a big machine (the Job controller's) is drawn with full-size labels on
// a 1280-pixel screen. A toggle, pressed again or closing the panel brings the editor back.
import { useAppStore, useStoreApi } from '../../store/useAppStore.ts';

export function WideToggle({ text, title }: { text: string; title: string }) {
  const wide = useAppStore((s) => s.chartWide);
  const store = useStoreApi();
  return (
    <button
      type="button"
      aria-pressed={wide}
      title={title}
      data-testid="statechart-wide"
      onClick={() => store.getState().setChartWide(!wide)}
    >
      {text}
    </button>
  );
}
