// Nothing is drawn over the chart (issue 13): at 1280×720 and 1920×1080 the panels around
// the swimlane (controls, caption, narration, "Against your cluster") are laid out beside
// or below its drawing, never over it.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { sharedBrowser } from './browser.ts';
import { Playground } from './pages/playground.ts';

const browser = sharedBrowser();

/** Pairs of boxes (by selector) that overlap, the chart's SVGs against every panel. */
const overlaps = (page: Playground['page']) =>
  page.evaluate(() => {
    // The controls stay on top while the run column scrolls; measure it unscrolled.
    document.querySelector('.run')!.scrollTop = 0;
    const charts = [...document.querySelectorAll('[data-testid="swimlane"] > svg, .pods-scroll')];
    const panels = [
      ...document.querySelectorAll(
        '.controls, .caption, .narration, details.observed, .assumptions, .legend, .swimlane-bar',
      ),
    ];
    const out: string[] = [];
    for (const c of charts)
      for (const p of panels) {
        const a = c.getBoundingClientRect();
        const b = p.getBoundingClientRect();
        if (b.width === 0 || b.height === 0) continue;
        const inter =
          Math.min(a.right, b.right) - Math.max(a.left, b.left) > 1 &&
          Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 1;
        if (inter) out.push(`${c.getAttribute('class')} × ${p.getAttribute('class')}`);
      }
    return out;
  });

describe('layout', () => {
  for (const [width, height] of [
    [1280, 720],
    [1920, 1080],
  ] as const)
    it(`draws nothing over the chart at ${width}×${height}, with "Against your cluster" open`, async () => {
      const { w, p } = await Playground.openAt(browser(), width, height);
      await p.seek(10_300);
      await w.page.locator('details.observed > summary').click();
      await w.page.locator('details.observed textarea').waitFor();
      assert.deepEqual(await overlaps(w.page), []);
      // The chart's box holds its drawing: the lanes' SVG is not cut by its container.
      const cut = await w.page.evaluate(() => {
        const svg = document.querySelector('[data-testid="swimlane"] > svg.lanes')!;
        const host = document.querySelector('[data-testid="swimlane"]')!;
        return svg.getBoundingClientRect().bottom - host.getBoundingClientRect().bottom;
      });
      assert.ok(cut <= 0, `the lanes' drawing runs ${cut} px past the swimlane's box`);
      await w.page.context().close();
    });
});
