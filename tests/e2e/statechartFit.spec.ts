// The statechart fits its panel (issue 16): at 1280×720 and 1920×1080 the Pod's machine
// (three parallel regions) and the biggest machine (the Job controller's) are drawn inside
// the panel's box — nothing past its right edge, no scrolling across — at a size still read
// from across a room, with no state box, "any state" box or label over another.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { sharedBrowser } from './browser.ts';
import { Playground } from './pages/playground.ts';

const browser = sharedBrowser();

/** The diagram's geometry on screen, measured against the panel's visible box. */
function geometry(page: Page) {
  return page.evaluate(() => {
    const scroll = document.querySelector('[data-testid="statechart-scroll"]')!;
    const box = scroll.getBoundingClientRect();
    const svg = scroll.querySelector<SVGSVGElement>('svg.statechart-svg')!;
    const scale = svg.getBoundingClientRect().width / svg.viewBox.baseVal.width;
    // The visible box: the scroll box's inside, less its borders and any scroll bar.
    const left = box.left + scroll.clientLeft;
    const top = box.top + scroll.clientTop;
    const visible = {
      left,
      top,
      right: left + scroll.clientWidth,
      bottom: top + scroll.clientHeight,
    };
    const items: { name: string; r: DOMRect }[] = [];
    for (const g of svg.querySelectorAll('.sc-state.leaf, .sc-any'))
      items.push({
        name: g.getAttribute('data-state') ?? g.textContent ?? '',
        r: g.querySelector('rect')!.getBoundingClientRect(),
      });
    for (const g of svg.querySelectorAll('.sc-label'))
      items.push({
        name: `label ${g.textContent}`,
        r: g.querySelector('rect')!.getBoundingClientRect(),
      });
    // A compound state's or region's title: nothing may sit on it either.
    for (const t of svg.querySelectorAll('.sc-state.box > .sc-key'))
      items.push({ name: `title ${t.textContent}`, r: t.getBoundingClientRect() });
    const outside = items
      .filter(
        ({ r }) =>
          r.left < visible.left - 0.5 ||
          r.right > visible.right + 0.5 ||
          r.top < visible.top - 0.5 ||
          r.bottom > visible.bottom + 0.5,
      )
      .map((i) => i.name);
    const overlaps: string[] = [];
    items.forEach((a, i) =>
      items.slice(i + 1).forEach((b) => {
        const x = Math.min(a.r.right, b.r.right) - Math.max(a.r.left, b.r.left);
        const y = Math.min(a.r.bottom, b.r.bottom) - Math.max(a.r.top, b.r.top);
        if (x > 1 && y > 1) overlaps.push(`${a.name} × ${b.name}`);
      }),
    );
    const labelPx = Number(svg.querySelector('.sc-label text')!.getAttribute('font-size')) * scale;
    return {
      items: items.length,
      outside,
      overlaps,
      across: scroll.scrollWidth - scroll.clientWidth,
      labelPx,
      machine: svg.getAttribute('data-machine'),
    };
  });
}

const SIZES = [
  [1280, 720, 10],
  [1920, 1080, 13],
] as const;

describe('the statechart fits its panel', () => {
  for (const [width, height, px] of SIZES) {
    it(`the Pod's machine at ${width}×${height}`, async () => {
      const { w, p } = await Playground.openAt(browser(), width, height);
      await p.openStatechart();
      await p.seek(12_500);
      await p.statechart().locator('svg[data-machine="pod"]').waitFor();
      const g = await geometry(w.page);
      assert.equal(g.machine, 'pod');
      assert.ok(g.items >= 15, `${g.items} boxes and labels`);
      assert.equal(g.across, 0, 'no scrolling across');
      assert.deepEqual(g.outside, [], 'inside the panel');
      assert.deepEqual(g.overlaps, [], 'nothing over anything');
      assert.ok(g.labelPx >= 12, `labels are ${g.labelPx.toFixed(1)} px`);
      assert.deepEqual(w.errors, []);
      await w.page.context().close();
    });

    it(`the Job controller's machine, the biggest, at ${width}×${height}`, async () => {
      const { w, p } = await Playground.openAt(browser(), width, height);
      await w.page.getByTestId('preset').selectOption('job-backoff');
      await p.openStatechart();
      const pick = p.statechart().locator('select').first();
      const job = await pick
        .locator('option')
        .evaluateAll((os) => os.map((o) => o.textContent ?? '').find((t) => t.startsWith('Job/')));
      await pick.selectOption(job!);
      await p.statechart().locator('svg[data-machine="job"]').waitFor();
      const g = await geometry(w.page);
      assert.ok(g.items >= 40, `${g.items} boxes and labels`);
      assert.equal(g.across, 0, 'no scrolling across');
      assert.deepEqual(g.outside, [], 'inside the panel');
      assert.deepEqual(g.overlaps, [], 'nothing over anything');
      assert.ok(g.labelPx >= px, `labels are ${g.labelPx.toFixed(1)} px`);
      // Wide: the panel takes the page's width, the labels their full size; pressed again,
      // the editor is back where it was.
      const editor = () => w.page.locator('.editor-pane').boundingBox();
      const before = await editor();
      const narrow = (await p.statechart().locator('svg[data-machine="job"]').boundingBox())!;
      await p.statechart().getByTestId('statechart-wide').click();
      await w.page.waitForFunction(
        (was) =>
          (document.querySelector('svg[data-machine="job"]')?.getBoundingClientRect().width ?? 0) >
          was,
        narrow.width + 50,
      );
      const wide = await geometry(w.page);
      assert.equal(wide.across, 0, 'wide: no scrolling across');
      assert.deepEqual(wide.outside, [], 'wide: inside the panel');
      assert.deepEqual(wide.overlaps, [], 'wide: nothing over anything');
      assert.ok(wide.labelPx >= 12, `wide: labels are ${wide.labelPx.toFixed(1)} px`);
      assert.equal(await editor(), null, 'wide: the editor steps aside');
      await p.statechart().getByTestId('statechart-wide').click();
      assert.deepEqual(await editor(), before, 'the editor is back');
      assert.deepEqual(w.errors, []);
      await w.page.context().close();
    });
  }
});
