// Export buttons beside the zoom: SVG, PNG, trace JSON. An empty run says why instead.
import { useStoreApi } from '../../store/useAppStore.ts';
import type { Trace } from '../../trace/types.ts';

export function ExportMenu({ trace }: { trace: Trace }) {
  const store = useStoreApi();
  const base = `podterm-${trace.kubernetesVersion}`;
  const run = (what: 'svg' | 'png' | 'json') => async () => {
    // The exporter (an off-screen render, canvas encoding) loads on the first export.
    const { cannotExport, download, svgToPng, swimlaneSvg, traceJson } =
      await import('./exportRun.ts');
    const why = cannotExport(trace);
    if (why) return store.getState().setBanner(why);
    try {
      if (what === 'json') return download(traceJson(trace), `${base}.trace.json`);
      const svg = swimlaneSvg(trace, store);
      if (what === 'svg')
        return download(new Blob([svg], { type: 'image/svg+xml' }), `${base}.svg`);
      download(await svgToPng(svg, trace), `${base}.png`);
    } catch (e) {
      store.getState().setBanner(`Export failed: ${e instanceof Error ? e.message : String(e)}`);
    }
  };
  return (
    <div className="export" role="group" aria-label="Export">
      <button type="button" onClick={run('svg')} title="The swimlane as SVG">
        SVG
      </button>
      <button type="button" onClick={run('png')} title="The swimlane as PNG">
        PNG
      </button>
      <button type="button" onClick={run('json')} title="The trace as JSON">
        JSON
      </button>
    </div>
  );
}
