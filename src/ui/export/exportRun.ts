// Export the run: the swimlane as SVG or PNG, a slide as PNG, the trace as JSON. The SVG is
// rendered off screen, then the page's CSS (classes, custom properties) is written into
// each element's style, so the file looks the same anywhere.
import { createElement, type ReactElement } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import type { Trace } from '../../trace/types.ts';
import type { AppStore } from '../../store/createAppStore.ts';
import { MESSAGES, type Lang } from '../i18n/messages.ts';
import { ExportView, exportSize, type ExportScene, type ExportSize } from './ExportView.tsx';
import { runTitle } from './runTitle.ts';
import { SLIDE, SlideView } from './SlideView.tsx';
import { svgFileText } from './svgFile.ts';

export { download } from './svgFile.ts';

/** Why there is nothing to export, or null. */
export function cannotExport(trace: Trace | null, lang: Lang = 'en'): string | null {
  if (!trace) return MESSAGES[lang].nothingToExportYet;
  if (trace.events.length === 0) return MESSAGES[lang].nothingToExport;
  return null;
}

/** What the person sees now: the window, the language, the run's title, the folding. */
export function sceneOf(trace: Trace, store: AppStore): ExportScene {
  const s = store.getState();
  return {
    trace,
    view: s.view,
    lang: s.lang,
    title: runTitle(s.text, s.lang, s.runName),
    folded: s.presenter,
  };
}

export interface RenderedSvg extends ExportSize {
  svg: string;
}

/** The file: the swimlane as on screen with its title and legend. */
export const swimlaneSvg = (scene: ExportScene): RenderedSvg =>
  renderSvg(createElement(ExportView, { scene }), exportSize(scene));

/** The 1920×1080 slide. */
export const slideSvg = (scene: ExportScene): RenderedSvg =>
  renderSvg(createElement(SlideView, { scene }), SLIDE);

function renderSvg(view: ReactElement, size: ExportSize): RenderedSvg {
  const host = document.createElement('div');
  host.style.cssText = 'position:absolute;left:-100000px;top:0;';
  document.body.append(host);
  const root = createRoot(host);
  try {
    flushSync(() => root.render(view));
    return { svg: svgFileText(host.querySelector('svg')!), ...size };
  } finally {
    root.unmount();
    host.remove();
  }
}

/** The SVG drawn on a canvas at `scale`× and encoded as PNG. */
export async function svgToPng({ svg, width, height }: RenderedSvg, scale = 2): Promise<Blob> {
  const img = new Image();
  img.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
  await img.decode();
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(width * scale);
  canvas.height = Math.round(height * scale);
  const ctx = canvas.getContext('2d')!;
  ctx.scale(scale, scale);
  ctx.drawImage(img, 0, 0, width, height);
  return new Promise((resolve, reject) =>
    canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('PNG encoding failed'))), 'image/png'),
  );
}

export function traceJson(trace: Trace): Blob {
  return new Blob([JSON.stringify(trace, null, 1)], { type: 'application/json' });
}
