// Text widths in the page's own font, measured on a canvas: the diagram's boxes and labels
// are sized from them, so no state name or guard is cut (diagram.ts estimates, for tests).
import { estimateWidth } from './diagram.ts';

let ctx: CanvasRenderingContext2D | null | undefined;

export function measureText(text: string, px: number, bold = false): number {
  ctx ??= document.createElement('canvas').getContext('2d');
  if (!ctx) return estimateWidth(text, px, bold);
  const family = getComputedStyle(document.documentElement).fontFamily || 'sans-serif';
  ctx.font = `${bold ? '600 ' : ''}${px}px ${family}`;
  // A pixel of slack each side: the SVG's text may round differently from the canvas.
  return ctx.measureText(text).width + 2;
}
