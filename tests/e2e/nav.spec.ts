// Navigating the swimlane as the best trace viewers do (issue 27), measured as a person
// sees it at 1280×720 and 1920×1080: the keys move the window (the axis' tick labels and
// the marks' x move), the overview's brush is the window and dragging it moves the lanes,
// a folded group's lanes leave the drawing, the share link brings the window and the
// selection back, and the `?` list opens and closes. axe checks the new parts.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { BASE, sharedBrowser } from './browser.ts';
import { Playground } from './pages/playground.ts';
import { SWIMLANE, Swimlane } from './pages/swimlane.ts';

const browser = sharedBrowser();
const SIZES = [
  [1280, 720],
  [1920, 1080],
] as const;
const AXE = readFileSync('node_modules/axe-core/axe.min.js', 'utf8');

/** The window the lanes show, read from the axis: the seconds at its first and last pixel. */
async function shownWindow(page: Page): Promise<{ from: number; to: number; perPx: number }> {
  return page.evaluate((lanes) => {
    const svg = document.querySelector(lanes)!;
    const ticks = [...svg.querySelectorAll('.axis g')].map((g) => ({
      x: Number(/translate\(([-\d.]+)/.exec(g.getAttribute('transform') ?? '')![1]),
      s: parseFloat(g.querySelector('text')!.textContent!),
    }));
    const [a, b] = [ticks[0]!, ticks[ticks.length - 1]!];
    const perPx = (b.s - a.s) / (b.x - a.x);
    const clip = svg.querySelector('clipPath rect')!;
    const left = Number(clip.getAttribute('x')) + 2;
    const right = left + Number(clip.getAttribute('width')) - 4;
    return { from: a.s + (left - a.x) * perPx, to: a.s + (right - a.x) * perPx, perPx };
  }, SWIMLANE.lanes);
}

/** The selected event's ring: where it is drawn. */
async function ring(page: Page): Promise<{ cx: number; cy: number } | null> {
  return page.evaluate((selector) => {
    const r = document.querySelector(selector);
    return r ? { cx: Number(r.getAttribute('cx')), cy: Number(r.getAttribute('cy')) } : null;
  }, `${SWIMLANE.lanes} ${SWIMLANE.ring}`);
}

const near = (a: number, b: number, eps: number, what: string) =>
  assert.ok(Math.abs(a - b) <= eps, `${what}: ${a} vs ${b} (±${eps})`);

describe('swimlane navigation', () => {
  for (const [width, height] of SIZES) {
    it(`W/S zoom around the pointer, A/D pan, Home/End and the brush follow (${width}×${height})`, async () => {
      const { w, p } = await Playground.openAt(browser(), width, height);
      const page = p.page;
      const chart = new Swimlane(page);
      await chart.focus();
      const before = await shownWindow(page);
      const lanes = (await chart.lanes().boundingBox())!;
      // The pointer over the lanes, a third of the way in: the time under it stays put.
      const px = lanes.x + 190 + (lanes.width - 200) / 3;
      await page.mouse.move(px, lanes.y + 60);
      const under = before.from + (px - lanes.x - 190) * before.perPx;
      await page.keyboard.press('w');
      const zoomed = await shownWindow(page);
      near(before.perPx / zoomed.perPx, 1.5, 0.05, 'W narrows the window 1.5 times');
      near(
        zoomed.from + (px - lanes.x - 190) * zoomed.perPx,
        under,
        before.perPx * 3,
        'the time under the pointer',
      );
      await page.keyboard.press('d');
      const panned = await shownWindow(page);
      near(
        panned.from - zoomed.from,
        (zoomed.to - zoomed.from) * 0.2,
        zoomed.perPx * 3,
        'D pans a fifth later',
      );
      near(panned.perPx, zoomed.perPx, zoomed.perPx * 0.01, 'panning keeps the zoom');
      await page.keyboard.press('a');
      near((await shownWindow(page)).from, zoomed.from, zoomed.perPx * 3, 'A pans back');
      await page.keyboard.press('s');
      near((await shownWindow(page)).perPx, before.perPx, before.perPx * 0.02, 'S zooms back out');
      assert.equal(await p.statechart().count(), 0, 's on the chart is not the statechart key');

      // The brush is the window: its rectangle spans the window's share of the strip.
      const shown = await shownWindow(page);
      const duration = (await p.duration()) / 1000;
      const { sel, all } = await chart.brushBoxes();
      near(sel.x, all.x + (all.width * shown.from) / duration, 3, 'brush left edge');
      near(sel.width, (all.width * (shown.to - shown.from)) / duration, 3, 'brush width');

      await page.keyboard.press('End');
      const atEnd = await shownWindow(page);
      near(atEnd.to, duration, atEnd.perPx * 3, 'End shows the end of the run');
      await page.keyboard.press('Home');
      near((await shownWindow(page)).from, 0, shown.perPx * 3, 'Home shows the start');
      assert.deepEqual(w.errors, []);
      await page.context().close();
    });

    it(`dragging the brush moves the lanes, its edge resizes them (${width}×${height})`, async () => {
      const { p } = await Playground.openAt(browser(), width, height);
      const page = p.page;
      const chart = new Swimlane(page);
      const start = await shownWindow(page);
      const { sel, all } = await chart.brushBoxes();
      const duration = (await p.duration()) / 1000;
      // Drag the window 80 px later on the strip.
      await page.mouse.move(sel.x + sel.width / 2, sel.y + sel.height / 2);
      await page.mouse.down();
      await page.mouse.move(sel.x + sel.width / 2 + 40, sel.y + sel.height / 2, { steps: 4 });
      await page.mouse.move(sel.x + sel.width / 2 + 80, sel.y + sel.height / 2, { steps: 4 });
      await page.mouse.up();
      const moved = await shownWindow(page);
      near(
        moved.from - start.from,
        (80 * duration) / all.width,
        start.perPx * 4 + 0.05,
        'the lanes moved with the brush',
      );
      near(moved.perPx, start.perPx, start.perPx * 0.02, 'a move keeps the width');
      // Drag its right edge 60 px further: the window widens.
      const after = await chart.brushBoxes();
      const edge = after.sel.x + after.sel.width - 1;
      await page.mouse.move(edge, after.sel.y + after.sel.height / 2);
      await page.mouse.down();
      await page.mouse.move(edge + 60, after.sel.y + after.sel.height / 2, { steps: 5 });
      await page.mouse.up();
      const wider = await shownWindow(page);
      near(
        wider.to - wider.from - (moved.to - moved.from),
        (60 * duration) / all.width,
        0.3,
        'the edge widened the window',
      );
      await page.context().close();
    });

    it(`. and , walk the lane, F fits, a folded group leaves the drawing (${width}×${height})`, async () => {
      const { p } = await Playground.openAt(browser(), width, height);
      const page = p.page;
      const chart = new Swimlane(page);
      await chart.focus();
      await page.keyboard.press('ArrowDown'); // the first lane: the API server's
      // Walk the lane: each press selects its next event, on the same row, never earlier.
      const walked: { cx: number; cy: number }[] = [];
      for (let i = 0; i < 4; i++) {
        await page.keyboard.press('.');
        walked.push((await ring(page))!);
      }
      assert.ok(walked[0], 'the first event of the lane is selected');
      for (const r of walked)
        assert.equal(r.cy, walked[0]!.cy, 'every next event is on the same lane');
      for (let i = 1; i < walked.length; i++)
        assert.ok(
          walked[i]!.cx >= walked[i - 1]!.cx,
          `later or at once: ${walked.map((r) => r.cx)}`,
        );
      assert.ok(walked[3]!.cx > walked[0]!.cx, `the walk moves on: ${walked.map((r) => r.cx)}`);
      for (let i = 0; i < 3; i++) await page.keyboard.press(',');
      near((await ring(page))!.cx, walked[0]!.cx, 0.5, ', goes back');
      const wide = await shownWindow(page);
      await page.keyboard.press('f');
      const fitted = await shownWindow(page);
      assert.ok(fitted.to - fitted.from < wide.to - wide.from, 'F narrows to the neighbourhood');
      const r = (await ring(page))!;
      const lanes = (await chart.lanes().boundingBox())!;
      assert.ok(r.cx > 190 && r.cx < lanes.width, 'the selected event is in the window');

      // Fold the control plane: its lanes leave the drawing, one summary row stays.
      const rowsBefore = await chart.lane().count();
      const head = chart.groupHead('control');
      assert.equal(await head.getAttribute('aria-expanded'), 'true');
      const apiBox = await chart.laneLabel('api-server').boundingBox();
      assert.ok(apiBox, 'the API server lane is drawn');
      await head.focus();
      await page.keyboard.press('Enter');
      assert.equal(await head.getAttribute('aria-expanded'), 'false');
      assert.equal(await chart.lane('api-server').count(), 0, 'folded: no API server lane');
      const rowsAfter = await chart.lane().count();
      assert.ok(rowsAfter < rowsBefore, `fewer rows: ${rowsAfter} < ${rowsBefore}`);
      const summary = chart.marks('group:control');
      assert.ok((await summary.count()) > 0, 'the summary row carries the group’s marks');
      const laneSvg = await chart.lanes().boundingBox();
      await page.screenshot({ path: `/tmp/pt/nav-folded-${width}.png` });
      await page.keyboard.press('Enter');
      assert.equal(await chart.lane('api-server').count(), 1, 'unfolded again');
      assert.ok(
        (await chart.lanes().boundingBox())!.height > laneSvg!.height,
        'the lanes take their room again',
      );
      // The Pods fold too.
      const pods = chart.groupHead('pods');
      await pods.click();
      assert.equal(await chart.podRows().isVisible(), false, 'folded: no Pod rows');
      await pods.click();
      assert.equal(await chart.podRows().isVisible(), true);
      await page.context().close();
    });
  }

  it('the share link carries the window and the selection; a hostile one is ignored', async () => {
    const { p } = await Playground.openAt(browser(), 1280, 720);
    const page = p.page;
    await new Swimlane(page).focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('.');
    await page.keyboard.press('w');
    await page.keyboard.press('w');
    const shown = await shownWindow(page);
    const picked = (await ring(page))!;
    const link = await p.share();
    assert.match(link, /&w=\d+-\d+&sel=\d+$/);
    const other = await page.context().newPage();
    await other.setViewportSize({ width: 1280, height: 720 });
    await other.goto(link);
    const otherChart = new Swimlane(other);
    await otherChart.root().waitFor();
    await otherChart.selectedRing().waitFor({ state: 'attached' });
    const again = await shownWindow(other);
    near(again.from, shown.from, shown.perPx * 2, 'the same window');
    near(again.to, shown.to, shown.perPx * 2, 'the same window');
    const r = (await ring(other))!;
    near(r.cx, picked.cx, 1, 'the same event selected');
    near(r.cy, picked.cy, 1, 'the same event selected');
    await other.close();

    const hostile = await page.context().newPage();
    await hostile.setViewportSize({ width: 1280, height: 720 });
    const plain = link.replace(/&w=.*$/, '');
    await hostile.goto(`${plain}&w=99999999999-<script>&sel=-1&sel=1e9`);
    const hostileChart = new Swimlane(hostile);
    await hostileChart.root().waitFor();
    await hostile.waitForFunction(
      (lanes) => document.querySelectorAll(`${lanes} .axis g`).length > 1,
      SWIMLANE.lanes,
    );
    assert.equal(await hostileChart.selectedRing().count(), 0, 'nothing selected');
    assert.equal(
      await new Playground(hostile).banner().count(),
      0,
      'no banner: the scenario opened',
    );
    await page.context().close();
  });

  for (const [lang, title, header] of [
    ['ja', 'スイムレーンのキー操作', 'コントロールプレーン'],
    ['ru', 'Клавиши дорожек', 'Плоскость управления'],
  ] as const)
    it(`the key list and the group headers speak ${lang}`, async () => {
      const { p } = await Playground.openAt(browser(), 1280, 720, `${BASE}#l=${lang}`);
      const page = p.page;
      const chart = new Swimlane(page);
      const head = chart.groupHead('control');
      assert.equal(await head.getAttribute('title'), header);
      await page.keyboard.press('?');
      const dialog = chart.keysDialog(title);
      await dialog.waitFor();
      const text = await dialog.innerText();
      assert.doesNotMatch(text, /wheel|zoom|pan|Close/, 'no English left in the list');
      await page.screenshot({ path: `/tmp/pt/nav-help-${lang}.png` });
      await page.keyboard.press('Escape');
      await page.context().close();
    });

  for (const scheme of ['light', 'dark'] as const)
    it(`? lists the keys in a dialog that Esc closes; axe finds nothing (${scheme})`, async () => {
      const context = await browser().newContext({
        viewport: { width: 1280, height: 720 },
        bypassCSP: true,
        colorScheme: scheme,
      });
      const page = await context.newPage();
      await page.goto(BASE);
      const chart = new Swimlane(page);
      await chart.root().waitFor();
      await chart.groupHead('control').click();
      await page.keyboard.press('?');
      const dialog = chart.keysDialog();
      await dialog.waitFor();
      assert.ok(await dialog.getByText('the start / end of the run').isVisible());
      await page.screenshot({ path: `/tmp/pt/nav-help-${scheme}.png` });
      await page.addScriptTag({ content: AXE });
      const found = await page.evaluate(async () => {
        const axe = (
          window as unknown as {
            axe: {
              run: (
                o: object,
              ) => Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }>;
            };
          }
        ).axe;
        const r = await axe.run({
          runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
        });
        return r.violations.map(
          (v) =>
            `${v.id} at ${v.nodes
              .slice(0, 3)
              .map((n) => n.target.join(' '))
              .join(', ')}`,
        );
      });
      assert.deepEqual(found, []);
      await page.keyboard.press('Escape');
      await chart.waitKeysClosed();
      await chart.keysButton().click();
      await dialog.waitFor();
      await page.keyboard.press('Escape');
      await chart.waitKeysClosed();
      await context.close();
    });
});
