// Export buttons beside the zoom: SVG, PNG, trace JSON. An empty run says why instead.
import { useStoreApi } from '../../store/useAppStore.ts';
import type { Trace } from '../../trace/types.ts';
import { useT } from '../i18n/useT.ts';

export function ExportMenu({ trace }: { trace: Trace }) {
  const store = useStoreApi();
  const t = useT();
  const base = `podterm-${trace.kubernetesVersion}`;
  const run = (what: 'svg' | 'png' | 'json') => async () => {
    // The exporter (an off-screen render, canvas encoding) loads on the first export.
    const { cannotExport, download, svgToPng, swimlaneSvg, traceJson } =
      await import('./exportRun.ts');
    const why = cannotExport(trace, store.getState().lang);
    if (why) return store.getState().setBanner(why);
    try {
      if (what === 'json') return download(traceJson(trace), `${base}.trace.json`);
      const svg = swimlaneSvg(trace, store);
      if (what === 'svg')
        return download(new Blob([svg], { type: 'image/svg+xml' }), `${base}.svg`);
      download(await svgToPng(svg, trace), `${base}.png`);
    } catch (e) {
      store
        .getState()
        .setBanner(t('exportFailed', { error: e instanceof Error ? e.message : String(e) }));
    }
  };
  return (
    <div className="export" role="group" aria-label={t('exportGroup')}>
      <button type="button" onClick={run('svg')} title={t('exportSvg')}>
        SVG
      </button>
      <button type="button" onClick={run('png')} title={t('exportPng')}>
        PNG
      </button>
      <button type="button" onClick={run('json')} title={t('exportJson')}>
        JSON
      </button>
    </div>
  );
}
