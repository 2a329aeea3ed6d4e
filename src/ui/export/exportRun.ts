// Export the run: the swimlane as SVG or PNG, the trace as JSON. The SVG is rendered off
// screen with every row, then the page's CSS (classes, custom properties) is written into
// each element's style, so the file looks the same anywhere.
import { createElement } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import type { Trace } from '../../trace/types.ts';
import type { AppStore } from '../../store/createAppStore.ts';
import { StoreContext } from '../../store/useAppStore.ts';
import { EXPORT_WIDTH, ExportView, exportHeight } from './ExportView.tsx';
import { MESSAGES, type Lang } from '../i18n/messages.ts';

const STYLED = [
  'fill',
  'fill-opacity',
  'stroke',
  'stroke-width',
  'stroke-dasharray',
  'stroke-opacity',
  'stroke-linecap',
  'stroke-linejoin',
  'paint-order',
  'opacity',
  'font-family',
  'font-size',
  'font-weight',
  'text-anchor',
  'dominant-baseline',
  'visibility',
];

/** Why there is nothing to export, or null. */
export function cannotExport(trace: Trace | null, lang: Lang = 'en'): string | null {
  if (!trace) return MESSAGES[lang].nothingToExportYet;
  if (trace.events.length === 0) return MESSAGES[lang].nothingToExport;
  return null;
}

export function swimlaneSvg(trace: Trace, store: AppStore): string {
  const host = document.createElement('div');
  host.style.cssText = 'position:absolute;left:-100000px;top:0;';
  document.body.append(host);
  const root = createRoot(host);
  try {
    flushSync(() =>
      root.render(
        createElement(
          StoreContext.Provider,
          { value: store },
          createElement(ExportView, { trace }),
        ),
      ),
    );
    const svg = host.querySelector('svg')!;
    for (const el of [svg, ...svg.querySelectorAll<SVGElement>('*')]) {
      const cs = getComputedStyle(el);
      const style = STYLED.map((p) => `${p}:${cs.getPropertyValue(p)}`).join(';');
      el.setAttribute('style', style);
      el.removeAttribute('class');
    }
    return `<?xml version="1.0" encoding="UTF-8"?>\n${new XMLSerializer().serializeToString(svg)}`;
  } finally {
    root.unmount();
    host.remove();
  }
}

/** The SVG drawn on a canvas at `scale`× and encoded as PNG. */
export async function svgToPng(svg: string, trace: Trace, scale = 2): Promise<Blob> {
  const { total } = exportHeight(trace);
  const img = new Image();
  img.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
  await img.decode();
  const canvas = document.createElement('canvas');
  canvas.width = EXPORT_WIDTH * scale;
  canvas.height = total * scale;
  const ctx = canvas.getContext('2d')!;
  ctx.scale(scale, scale);
  ctx.drawImage(img, 0, 0);
  return new Promise((resolve, reject) =>
    canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('PNG encoding failed'))), 'image/png'),
  );
}

export function traceJson(trace: Trace): Blob {
  return new Blob([JSON.stringify(trace, null, 1)], { type: 'application/json' });
}

export function download(blob: Blob, name: string): void {
  const a = document.createElement('a');
  a.href = URL.createObjectURL(blob);
  a.download = name;
  a.click();
  setTimeout(() => URL.revokeObjectURL(a.href), 0);
}
