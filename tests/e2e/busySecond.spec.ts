// The busy second has room (issue 27): presenting at 1280×720 and 1920×1080, every lesson
// stop of every preset opens on a window where no two mark labels overlap and none is cut,
// neither by the chart's edge nor by the reveal (a label of a mark at or before the playhead
// shows whole over the curtain); and a failure band's label never tells of failures the
// playhead has not reached.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { readFileSync } from 'node:fs';
import { CATALOG } from '../../src/presets/catalog.ts';
import { encodeShare } from '../../src/share/encode.ts';
import { BASE, openPage, sharedBrowser } from './browser.ts';
import { Playground } from './pages/playground.ts';
import { Presenter } from './pages/presenter.ts';
import { SWIMLANE, Swimlane } from './pages/swimlane.ts';

const browser = sharedBrowser();

/** What a person would see wrong with the labels on the chart now: empty when it reads. */
async function labelProblems(page: Page): Promise<string[]> {
  // tsx names the arrows below with esbuild's `__name`, which the page lacks: given as a
  // string, this is sent as it is.
  await page.evaluate('globalThis.__name ??= (f) => f');
  return page.evaluate(({ lanes, lane, bandLabel }) => {
    const svg = document.querySelector<SVGSVGElement>(lanes)!;
    // The chart's drawing area on screen: its clip rectangle, scaled as the SVG is drawn.
    const box = svg.getBoundingClientRect();
    const k = box.width / svg.viewBox.baseVal.width;
    const rect = svg.querySelector('clipPath rect')!;
    const x0 = box.left + Number(rect.getAttribute('x')) * k;
    const clip = { left: x0, right: x0 + Number(rect.getAttribute('width')) * k };
    const curtain = svg.querySelector('.curtain rect')?.getBoundingClientRect();
    const edge = curtain ? curtain.left : Infinity;
    const boxOf = (el: Element) => {
      const r = el.getBoundingClientRect();
      return { text: el.textContent ?? '', l: r.left, r: r.right, t: r.top, b: r.bottom };
    };
    const revealed = [...svg.querySelectorAll('.revealed-labels text')].map(boxOf);
    const drawn = [...svg.querySelectorAll(`${lane} .glyph-label, ${lane} .span-label`)].map(boxOf);
    const bands = [...svg.querySelectorAll(bandLabel)].map(boxOf);
    const problems: string[] = [];
    // What shows: labels left of the curtain (a label under it is a mark still to come).
    const visible = [...drawn.filter((b) => b.l < edge - 0.5), ...revealed, ...bands].filter(
      (b, i, all) =>
        all.findIndex(
          (o) => o.text === b.text && Math.abs(o.l - b.l) < 1 && Math.abs(o.t - b.t) < 1,
        ) === i,
    );
    for (const b of drawn)
      if (
        b.l < edge - 0.5 &&
        b.r > edge + 0.5 &&
        !revealed.some((o) => o.text === b.text && Math.abs(o.l - b.l) < 1)
      )
        problems.push(`"${b.text}" is cut by the reveal`);
    for (const b of visible)
      if (b.l < clip.left - 1 || b.r > clip.right + 1)
        problems.push(`"${b.text}" is cut by the edge`);
    for (let i = 0; i < visible.length; i++)
      for (let j = i + 1; j < visible.length; j++) {
        const a = visible[i]!;
        const c = visible[j]!;
        if (a.l < c.r - 1 && c.l < a.r - 1 && a.t < c.b - 1 && c.t < a.b - 1)
          problems.push(`"${a.text}" overlaps "${c.text}"`);
      }
    return problems;
  }, SWIMLANE);
}

async function walkStops(page: Page, id: string): Promise<string[]> {
  const problems: string[] = [];
  const show = new Presenter(page);
  await show.enterByKeyboard();
  for (let i = 1; ; i++) {
    await page.keyboard.press('Enter');
    await show.waitForStop(i);
    // The zoom to the stop's moment is laid out before the frame is painted.
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => r(null))));
    for (const p of await labelProblems(page)) problems.push(`${id} stop ${i}: ${p}`);
    const [at, of] = await show.stopAt();
    if (at === of) break;
  }
  return problems;
}

describe('the busy second, presenting', () => {
  for (const [width, height] of [
    [1280, 720],
    [1920, 1080],
  ] as const)
    it(`labels every stop of every preset whole and apart at ${width}×${height}`, async () => {
      const w = await openPage(browser(), BASE);
      await w.page.setViewportSize({ width, height });
      const problems: string[] = [];
      for (const [n, preset] of CATALOG.entries()) {
        const text = readFileSync(`src/presets/${preset.file}`, 'utf8');
        await w.page.goto(`${BASE}?n=${n}#${encodeShare(text)}`);
        const p = new Playground(w.page);
        await p.waitForTrace();
        await p.waitForRunOfText();
        problems.push(...(await walkStops(w.page, preset.id)));
      }
      assert.deepEqual(problems, []);
      assert.deepEqual(w.errors, []);
      await w.page.context().close();
    });

  for (const lang of ['ja', 'ru'])
    it(`labels the default preset's stops whole and apart in ${lang}`, async () => {
      const w = await openPage(browser(), `${BASE}#l=${lang}`);
      const p = new Playground(w.page);
      await p.waitForTrace();
      assert.deepEqual(await walkStops(w.page, lang), []);
      await w.page.context().close();
    });

  it('keeps a failure band’s label hidden until the playhead reaches the band', async () => {
    const w = await openPage(browser(), BASE);
    const p = new Playground(w.page);
    await p.waitForTrace();
    const show = new Presenter(w.page);
    await show.enterByKeyboard();
    await w.page.keyboard.press('Enter');
    await w.page.keyboard.press('Enter');
    assert.match(await show.caption().innerText(), /deletionTimestamp/);
    assert.equal(await new Swimlane(w.page).bandLabels().count(), 0);
    await w.page.context().close();
  });
});
