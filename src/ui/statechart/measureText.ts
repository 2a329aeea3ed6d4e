// Text widths in the page's own font, measured on a canvas: the diagram's boxes and labels
// are sized from them, so no state name or guard is cut (labels.ts estimates, for tests).
// A page in Japanese draws its kana and kanji in the bundled subset font (styles/fonts.css):
// the measure names it too, and the panel waits for it (fontReady) before laying out.
import type { Lang } from '../../store/lang.ts';
import { estimateWidth, type Measure } from '../../statechart/labels.ts';

const JA_FONT = '"podterm Noto Sans JP"';

let ctx: CanvasRenderingContext2D | null | undefined;

export function measureIn(lang: Lang): Measure {
  return (text, px, bold = false) => {
    ctx ??= document.createElement('canvas').getContext('2d');
    if (!ctx) return estimateWidth(text, px, bold);
    let family = getComputedStyle(document.documentElement).fontFamily || 'sans-serif';
    if (lang === 'ja' && !family.includes(JA_FONT)) family = `${family}, ${JA_FONT}`;
    ctx.font = `${bold ? '600 ' : ''}${px}px ${family}`;
    // A pixel of slack each side: the SVG's text may round differently from the canvas.
    return ctx.measureText(text).width + 2;
  };
}

/** Resolves once the glyphs the diagram is measured in are loaded (Japanese's own font). */
export function fontReady(lang: Lang): Promise<unknown> {
  if (lang !== 'ja') return Promise.resolve();
  return document.fonts.load(`1em ${JA_FONT}`, '日本語').catch(() => undefined);
}
