// Export buttons beside the zoom: the swimlane as SVG or PNG, a 1920×1080 slide, the trace
// as JSON. An empty run says why instead. Each file shows what is on screen (exportRun.ts).
import { useAppStore, useStoreApi } from '../../store/useAppStore.ts';
import type { Trace } from '../../trace/types.ts';
import { exportWords } from '../i18n/exportWords.ts';
import type { MessageKey } from '../i18n/messages.ts';
import { useT } from '../i18n/useT.ts';
import { loadPresets } from '../presetTexts.ts';

type What = 'svg' | 'png' | 'slide' | 'json';

/** Each button: what it exports, its label (the slide's is a word, translated) and title. */
const BUTTONS: readonly [What, string, MessageKey | null][] = [
  ['svg', 'SVG', 'exportSvg'],
  ['png', 'PNG', 'exportPng'],
  ['slide', '', null],
  ['json', 'JSON', 'exportJson'],
];

export function ExportMenu({ trace }: { trace: Trace }) {
  const store = useStoreApi();
  const t = useT();
  const w = exportWords(useAppStore((s) => s.lang));
  const base = `podterm-${trace.kubernetesVersion}`;
  const run = (what: What) => async () => {
    // The exporter (an off-screen render, canvas encoding) loads on the first export.
    // The presets' texts too: the file's title names the preset the run is (runTitle.ts).
    const [{ cannotExport, download, sceneOf, slideSvg, svgToPng, swimlaneSvg, traceJson }] =
      await Promise.all([import('./exportRun.ts'), loadPresets()]);
    const lang = store.getState().lang;
    const why = cannotExport(trace, lang);
    if (why) return store.getState().setBanner(why);
    try {
      if (what === 'json') return download(traceJson(trace), `${base}.trace.json`);
      const scene = sceneOf(trace, store);
      if (what === 'slide')
        return download(await svgToPng(slideSvg(scene), 1), `${base}-slide.png`);
      const file = swimlaneSvg(scene);
      if (what === 'svg')
        return download(new Blob([file.svg], { type: 'image/svg+xml' }), `${base}.svg`);
      download(await svgToPng(file), `${base}.png`);
    } catch (e) {
      const error = e instanceof Error ? e.message : String(e);
      store.getState().setBanner(t('exportFailed', { error }));
    }
  };
  return (
    <div className="export" role="group" aria-label={t('exportGroup')}>
      {BUTTONS.map(([what, label, title]) => (
        <button
          key={what}
          type="button"
          onClick={run(what)}
          title={title ? t(title) : w('slideTitle')}
        >
          {label || w('slide')}
        </button>
      ))}
    </div>
  );
}
