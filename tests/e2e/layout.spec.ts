// Nothing is drawn over the chart (issues 13 and 27): at 1280×720 and 1920×1080 the panels
// around the swimlane (controls, caption, narration, "Against your cluster") are laid out
// beside or below its drawing, never over it — measured as the reader sees the page, with
// the run column scrolled where opening the panel and pasting into it left it: what shows
// of the chart (its part inside the scrolled column) is covered by nothing.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { sharedBrowser } from './browser.ts';
import { allowNamedFunctions } from './geometry.ts';
import { Playground } from './pages/playground.ts';

const browser = sharedBrowser();

/** What `kubectl get events -o json` printed for the deleted Pod. */
const PASTE = JSON.stringify({
  kind: 'List',
  items: [
    ['Killing', 'Stopping container app', '10'],
    ['Unhealthy', 'Readiness probe failed', '11'],
  ].map(([reason, message, at]) => ({
    involvedObject: { kind: 'Pod', name: 'web-68468686c5-r4sdb' },
    reason,
    message,
    type: 'Normal',
    lastTimestamp: `2026-03-01T10:00:${at}Z`,
  })),
});

/** Pairs of boxes (by selector) that overlap, the chart's SVGs against every panel. */
const overlaps = async (page: Playground['page']) => {
  await allowNamedFunctions(page);
  return page.evaluate(() => {
    /** The part of `el` its scrolled ancestors show. */
    const shown = (el: Element) => {
      const r = el.getBoundingClientRect();
      let [left, top, right, bottom] = [r.left, r.top, r.right, r.bottom];
      for (let p = el.parentElement; p; p = p.parentElement) {
        if (getComputedStyle(p).overflowY === 'visible') continue;
        const q = p.getBoundingClientRect();
        [left, top] = [Math.max(left, q.left), Math.max(top, q.top)];
        [right, bottom] = [Math.min(right, q.right), Math.min(bottom, q.bottom)];
      }
      return { left, top, right, bottom };
    };
    const charts = [...document.querySelectorAll('[data-testid="swimlane"] > svg, .pods-scroll')];
    const panels = [
      ...document.querySelectorAll(
        '.controls, .caption, .narration, details.observed, .assumptions, .legend, .swimlane-bar',
      ),
    ];
    const out: string[] = [];
    for (const c of charts)
      for (const p of panels) {
        const a = shown(c);
        const b = p.getBoundingClientRect();
        if (b.width === 0 || b.height === 0 || a.bottom <= a.top) continue;
        const inter =
          Math.min(a.right, b.right) - Math.max(a.left, b.left) > 1 &&
          Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 1;
        if (inter) out.push(`${c.getAttribute('class')} × ${p.getAttribute('class')}`);
      }
    return out;
  });
};

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
      // A paste in it, put on the lanes: the differences table grows under the chart.
      await w.page.locator('details.observed textarea').fill(PASTE);
      await w.page.getByRole('button', { name: 'Put on the lanes' }).click();
      await w.page.getByRole('table', { name: 'Differences' }).waitFor();
      await w.page.locator('details.observed textarea').focus();
      assert.deepEqual(await overlaps(w.page), []);
      await w.page.screenshot({ path: `/tmp/pt/layout-observed-${width}.png` });
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
