// Geometry read off the page as a reader sees it (issue 27): the page scrolling sideways,
// text smaller than 12 px on screen (an SVG's text counts at its drawn size), text cut by
// its box or by the window's edge, and parts laid over one another. Each finding is one
// line that says what and where, so a failing test tells what to fix.
import type { Page } from 'playwright-core';

/**
 * tsx names the functions a page function declares with a helper (`__name`) the page does
 * not have: given to the page first, a probe may name its parts.
 */
export async function allowNamedFunctions(page: Page): Promise<void> {
  await page.evaluate('globalThis.__name ??= (f) => f');
}

/** What a probe found wrong; empty when the page reads. */
export async function layoutProblems(page: Page, minPx = 12): Promise<string[]> {
  await allowNamedFunctions(page);
  return page.evaluate((min) => {
    const out: string[] = [];
    const vw = document.documentElement.clientWidth;
    const name = (el: Element): string => {
      const cls = typeof el.className === 'string' ? el.className : el.getAttribute('class');
      const text = (el.textContent ?? '').trim().slice(0, 24);
      return `${el.tagName.toLowerCase()}${cls ? `.${cls.split(' ').join('.')}` : ''} "${text}"`;
    };
    const seen = (el: Element): boolean => {
      if (el.closest('.monaco-editor, [aria-hidden="true"], option, .tooltip')) return false;
      // Inside a closed <details>, only its summary shows.
      const closed = el.closest('details:not([open])');
      if (closed && !closed.querySelector(':scope > summary')?.contains(el)) return false;
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0) return false;
      const st = getComputedStyle(el);
      return st.visibility !== 'hidden' && Number(st.opacity) > 0;
    };
    const ownText = (el: Element): boolean =>
      [...el.childNodes].some((n) => n.nodeType === 3 && (n.textContent ?? '').trim() !== '');

    if (document.documentElement.scrollWidth > vw + 1)
      out.push(`the page scrolls sideways: ${document.documentElement.scrollWidth} > ${vw}`);

    // A modal dialog open (the gallery): what it shows is what is read.
    const root = document.querySelector('dialog[open]') ?? document.body;
    const texts = [...root.querySelectorAll('*')].filter((el) => ownText(el) && seen(el));
    for (const el of texts) {
      const st = getComputedStyle(el);
      let px = parseFloat(st.fontSize);
      if (el instanceof SVGGraphicsElement) px *= el.getScreenCTM()?.a ?? 1;
      if (px < min - 0.05) out.push(`text of ${px.toFixed(1)} px: ${name(el)}`);
      const r = el.getBoundingClientRect();
      if (r.right > vw + 1 || r.left < -1) out.push(`text past the window's edge: ${name(el)}`);
      // Cut: hidden by its box (a box that scrolls, like a kubectl table's, shows it all).
      const hides = (o: string) => o === 'hidden' || o === 'clip';
      if (el instanceof HTMLElement && (hides(st.overflowX) || hides(st.overflowY))) {
        const clipped =
          el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1;
        const whole = el.title.trim() !== '' || !!el.closest('[title]');
        if (clipped && !whole) out.push(`text cut: ${name(el)}`);
      }
    }

    // An SVG's row labels stay in their column, left of the plotted time.
    for (const svg of root.querySelectorAll<SVGSVGElement>(
      '.swimlane svg.lanes, .swimlane svg.pods',
    )) {
      if (!seen(svg)) continue;
      const clip = svg.querySelector('clipPath rect');
      const box = svg.getBoundingClientRect();
      const vb = svg.viewBox.baseVal;
      if (!clip || !vb.width) continue;
      const left = box.left + Number(clip.getAttribute('x')) * (box.width / vb.width);
      for (const label of svg.querySelectorAll('text.label, text.sublabel'))
        if (seen(label) && label.getBoundingClientRect().right > left + 1)
          out.push(`a row label runs into the lanes: ${name(label)}`);
    }

    // Parts laid over one another (not one inside the other).
    const parts = [
      ...root.querySelectorAll(
        'button, select, input, textarea, output, label, summary, h1, h2, [role="tab"], .tagline, .caption, .failure-note, .legend li, .presenter-stops p, .swimlane > svg, .pods-scroll, .editor-pane',
      ),
    ].filter((el) => seen(el) && !el.closest('.pods-scroll svg, dialog:not([open])'));
    for (let i = 0; i < parts.length; i++)
      for (let j = i + 1; j < parts.length; j++) {
        const a = parts[i]!;
        const b = parts[j]!;
        if (a.contains(b) || b.contains(a)) continue;
        // A lane group's fold button is its header row's label, laid on that row of the chart.
        const onChart = (x: Element, y: Element) =>
          x.matches('.group-head') && y.matches('.swimlane > svg.lanes');
        if (onChart(a, b) || onChart(b, a)) continue;
        const ra = a.getBoundingClientRect();
        const rb = b.getBoundingClientRect();
        const w = Math.min(ra.right, rb.right) - Math.max(ra.left, rb.left);
        const h = Math.min(ra.bottom, rb.bottom) - Math.max(ra.top, rb.top);
        if (w > 1 && h > 1) out.push(`${name(a)} over ${name(b)}`);
      }
    return [...new Set(out)].slice(0, 12);
  }, minPx);
}

/** The on-screen box of the first element matching `selector` (zeros when there is none). */
export function boxOf(page: Page, selector: string) {
  return page.evaluate((sel) => {
    const r = document.querySelector(sel)?.getBoundingClientRect();
    return r
      ? { left: r.left, top: r.top, width: r.width, height: r.height, bottom: r.bottom }
      : { left: 0, top: 0, width: 0, height: 0, bottom: 0 };
  }, selector);
}
