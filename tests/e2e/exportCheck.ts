// What an exported image shows, measured in the page: a PNG decoded on a canvas and its
// pixels counted against the theme's own colours; an SVG parsed and its shapes, legend,
// heading and inlined styles read. The numbers are what a person sees in the file.
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';

/** Clicks an Export button and returns the downloaded file. */
export async function exported(page: Page, name: string): Promise<{ file: string; bytes: Buffer }> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('group', { name: 'Export' }).getByRole('button', { name, exact: true }).click(),
  ]);
  return { file: download.suggestedFilename(), bytes: readFileSync((await download.path())!) };
}

export interface PixelStats {
  width: number;
  height: number;
  /** Shares of all pixels (0–1): near the theme's failed-request red, Running green… */
  red: number;
  green: number;
  /** Near-black (every channel under 60). */
  black: number;
  /** Light (every channel over 200): light text on a dark background. */
  light: number;
  /** The most common colour and its share. */
  top: string;
  topShare: number;
  colours: number;
  bg: string;
}

/**
 * tsx compiles these files keeping function names: a named helper inside a function sent to
 * the page calls `__name`, which the page lacks. Given as a string, this is sent as it is.
 */
const keepNames = (page: Page) => page.evaluate('globalThis.__name ??= (f) => f');

/** Decodes `png` on a canvas in the page and counts its pixels. */
export async function pixelStats(page: Page, png: Buffer): Promise<PixelStats> {
  await keepNames(page);
  return page.evaluate(async (b64) => {
    const bytes = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
    const bmp = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
    const canvas = new OffscreenCanvas(bmp.width, bmp.height);
    const ctx = canvas.getContext('2d')!;
    ctx.drawImage(bmp, 0, 0);
    const d = ctx.getImageData(0, 0, bmp.width, bmp.height).data;
    const css = getComputedStyle(document.documentElement);
    const rgb = (name: string): number[] => {
      const probe = document.createElement('i');
      probe.style.color = css.getPropertyValue(name);
      document.body.append(probe);
      const m = getComputedStyle(probe).color.match(/\d+/g)!.map(Number);
      probe.remove();
      return m.slice(0, 3);
    };
    const reds = [rgb('--alert'), rgb('--tone-kill')];
    const green = rgb('--phase-running');
    const near = (r: number, g: number, b: number, c: number[]) =>
      Math.hypot(r - c[0]!, g - c[1]!, b - c[2]!) < 40;
    let red = 0;
    let greens = 0;
    let black = 0;
    let light = 0;
    const counts = new Map<number, number>();
    for (let i = 0; i < d.length; i += 4) {
      const r = d[i]!;
      const g = d[i + 1]!;
      const b = d[i + 2]!;
      if (reds.some((c) => near(r, g, b, c))) red++;
      if (near(r, g, b, green)) greens++;
      if (r < 60 && g < 60 && b < 60) black++;
      if (r > 200 && g > 200 && b > 200) light++;
      const key = (r << 16) | (g << 8) | b;
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    const n = d.length / 4;
    const [topKey, topCount] = [...counts].sort((a, b) => b[1] - a[1])[0]!;
    const hex = (k: number) => `#${k.toString(16).padStart(6, '0')}`;
    const [br, bg, bb] = rgb('--bg');
    return {
      width: bmp.width,
      height: bmp.height,
      red: red / n,
      green: greens / n,
      black: black / n,
      light: light / n,
      top: hex(topKey),
      topShare: topCount / n,
      colours: counts.size,
      bg: hex((br! << 16) | (bg! << 8) | bb!),
    };
  }, png.toString('base64'));
}

export interface SvgFacts {
  error: boolean;
  root: string;
  width: number;
  height: number;
  rects: number;
  classes: number;
  shapes: string[];
  /** Glyph paths whose fill and stroke are both none or black: drawn without their tone. */
  untoned: number;
  spans: number;
  bands: number;
  legend: number;
  texts: string[];
  /** Elements with no fill or no stroke in their inlined style. */
  unstyled: string[];
  /** Text whose fill is within 3:1 contrast of the background. */
  lowContrast: string[];
  window: string | null;
}

/** Parses the exported SVG in the page and reads what it draws. */
export async function svgFacts(page: Page, svg: string): Promise<SvgFacts> {
  await keepNames(page);
  return page.evaluate((s) => {
    const doc = new DOMParser().parseFromString(s, 'image/svg+xml');
    const root = doc.documentElement;
    const style = (el: Element, p: string): string =>
      new RegExp(`(?:^|;)${p}:([^;]*)`).exec(el.getAttribute('style') ?? '')?.[1]?.trim() ?? '';
    const lum = (c: string): number => {
      const [r, g, b] = (c.match(/[\d.]+/g) ?? ['0', '0', '0']).map(Number).map((v) => {
        const x = v / 255;
        return x <= 0.03928 ? x / 12.92 : ((x + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
    };
    const bg = style(root.querySelector(':scope > rect')!, 'fill');
    const contrast = (c: string) => {
      const [a, b] = [lum(c), lum(bg)].sort((x, y) => y - x);
      return (a! + 0.05) / (b! + 0.05);
    };
    const glyphs = [...doc.querySelectorAll('path[data-shape]')];
    const drawn = ['rect', 'path', 'text', 'line', 'circle', 'polygon', 'polyline'];
    return {
      error: doc.querySelector('parsererror') !== null,
      root: root.nodeName,
      width: Number(root.getAttribute('width')),
      height: Number(root.getAttribute('height')),
      rects: doc.querySelectorAll('rect').length,
      classes: doc.querySelectorAll('[class]').length,
      shapes: [...new Set(glyphs.map((g) => g.getAttribute('data-shape')!))].sort(),
      untoned: glyphs.filter((g) =>
        ['fill', 'stroke'].every((p) => /^(none|rgb\(0, 0, 0\))$/.test(style(g, p))),
      ).length,
      spans: doc.querySelectorAll('rect[data-state]').length,
      bands: doc.querySelectorAll('rect[data-band]').length,
      legend: doc.querySelectorAll('[aria-label="What the marks mean"] [data-legend]').length,
      texts: [...doc.querySelectorAll('text')].map((t) => t.textContent ?? ''),
      unstyled: [...doc.querySelectorAll(drawn.join(','))]
        .filter((el) => !style(el, 'fill') || !style(el, 'stroke'))
        .map((el) => el.nodeName),
      lowContrast: [...doc.querySelectorAll('text')]
        .filter((t) => contrast(style(t, 'fill')) < 3)
        .map((t) => `${t.textContent} (${style(t, 'fill')} on ${bg})`),
      window: doc.querySelector('[data-window]')?.getAttribute('data-window') ?? null,
    };
  }, svg);
}
