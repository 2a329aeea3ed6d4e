// The story fits one screen beside the editor (issue 27): at 1280×720 the default preset's
// lanes and its traffic row — where the failed requests are — show without scrolling, in
// English, Japanese and Russian. The groups' headers are thin rows of their title, and the
// quietest groups open folded when the window is short (a click unfolds them, and then the
// page no longer folds for the reader); at 1920×1080 nothing needs folding.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { encodeShare } from '../../src/share/encode.ts';
import { BASE, sharedBrowser } from './browser.ts';
import { Playground } from './pages/playground.ts';
import { Presenter } from './pages/presenter.ts';

const browser = sharedBrowser();

const box = async (page: Page, selector: string) => {
  const b = await page.locator(selector).first().boundingBox();
  assert.ok(b, `${selector} is drawn`);
  return b;
};

const inView = (page: Page, b: { y: number; height: number }, what: string) => {
  const h = page.viewportSize()!.height;
  assert.ok(b.y >= 0 && b.y + b.height <= h, `${what}: ${b.y}–${b.y + b.height} outside 0–${h}`);
};

const FAILED = { en: '16 failed', ja: '16 件失敗', ru: 'отказов: 16' } as const;

describe('the story on one screen', () => {
  for (const lang of ['en', 'ja', 'ru'] as const)
    it(`1280×720 ${lang}: the traffic row and its failed requests show without scrolling`, async () => {
      const { w, p } = await Playground.openAt(browser(), 1280, 720, `${BASE}#l=${lang}`);
      const page = p.page;
      await page.waitForFunction(() => document.fonts.status === 'loaded');
      const traffic = await box(page, '[data-testid="swimlane"] svg.lanes g.traffic');
      inView(page, traffic, 'the traffic row');
      assert.ok(traffic.height >= 40, `the traffic chart is drawn whole (${traffic.height} px)`);
      // What a person reads there: the count of failed requests, inside the window.
      const failed = page.locator('svg.lanes text.band-label', { hasText: FAILED[lang] }).first();
      inView(page, (await failed.boundingBox())!, `its label "${FAILED[lang]}"`);
      // The story's lanes stay: the deletion on the API server's row, above the traffic.
      const api = await box(page, 'svg.lanes .lane[data-row="api-server"] .label');
      inView(page, api, 'the API server row');
      // An open group's header is a thin row of its title, not a lane's height.
      for (const head of await page.locator('.group-heads .group-head[aria-expanded="true"]').all())
        assert.ok((await head.boundingBox())!.height <= 20, 'an open header is thin');
      // The playback controls are one row (a second one, the Statechart button alone on it,
      // pushed every lane down), and so the Pods group and its first Pod show too. Not in
      // Japanese: its font's lines are taller (the page header, the caption's five lines, the
      // bars: 48 px in all), and the Pods group starts at the fold there.
      const tops = await page
        .locator('main > .controls > button')
        .evaluateAll((els) => els.map((e) => Math.round(e.getBoundingClientRect().top)));
      assert.ok(tops.length >= 5, 'the playback buttons are drawn');
      assert.ok(Math.max(...tops) - Math.min(...tops) <= 4, `one row of buttons: tops ${tops}`);
      // The chart's bar starts where the lane labels do, not against the editor's divider,
      // and a row it wraps to starts there too.
      const run = (await box(page, 'main > .run')).x;
      const zoom = (await box(page, '.swimlane-bar .zoom')).x;
      const out = (await box(page, '.swimlane-bar .export')).x;
      assert.ok(zoom - run >= 6, `the bar's first button clears the divider: ${zoom - run} px`);
      assert.ok(out === zoom || out > zoom + 100, `a wrapped row lines up: ${out} / ${zoom}`);
      if (lang !== 'ja') {
        inView(page, await box(page, '.pods-head'), 'the Pods group');
        inView(page, await box(page, 'svg.pods .pod-row'), 'the first Pod row');
      }
      await page.screenshot({ path: `/tmp/pt/layout-fit-1280-${lang}.png` });
      // A folded group unfolds with a click and stays open: the reader's choice wins.
      const shut = page.locator('.group-heads .group-head[aria-expanded="false"]').first();
      if ((await shut.count()) > 0) {
        const key = await shut.getAttribute('data-group');
        await shut.click();
        const head = page.locator(`.group-heads .group-head[data-group="${key}"]`);
        assert.equal(await head.getAttribute('aria-expanded'), 'true');
        await page.setViewportSize({ width: 1280, height: 700 });
        await page.waitForTimeout(300);
        assert.equal(await head.getAttribute('aria-expanded'), 'true', 'not folded again');
      }
      await w.page.context().close();
    });

  it('1920×1080: every group open, the traffic row and the Pod rows on the screen', async () => {
    const { w, p } = await Playground.openAt(browser(), 1920, 1080);
    const page = p.page;
    assert.equal(
      await page.locator('.group-heads .group-head[aria-expanded="false"]').count(),
      0,
      'nothing folded',
    );
    inView(page, await box(page, '[data-testid="swimlane"] svg.lanes g.traffic'), 'traffic');
    inView(page, await box(page, '.pods-scroll svg.pods'), 'the Pod rows');
    await w.page.context().close();
  });

  it('the share link carries "Fold quiet time", and a link with it opens folded', async () => {
    const { w, p } = await Playground.openAt(browser(), 1280, 720);
    const page = p.page;
    await page.getByRole('button', { name: 'Whole run' }).click();
    const toggle = page.getByRole('checkbox', { name: 'Fold quiet time' });
    await toggle.check();
    await page.getByTestId('fold-breaks').waitFor();
    const link = await p.share();
    assert.match(link, /&fold=1/);
    const other = await page.context().newPage();
    await other.setViewportSize({ width: 1280, height: 720 });
    await other.goto(link);
    await other.getByTestId('swimlane').waitFor();
    // What the reader sees: the breaks on the axis, saying how long each quiet stretch was.
    const breaks = other.getByTestId('fold-breaks');
    await breaks.waitFor();
    assert.match((await breaks.locator('text').first().textContent()) ?? '', /\d/);
    assert.equal(await other.getByRole('checkbox', { name: 'Fold quiet time' }).isChecked(), true);
    // Unfolded, the link says nothing of it and opens unfolded.
    await toggle.uncheck();
    await p.shareButton().click();
    // The new link replaces the old one once it is made (the deflater is loaded on demand).
    await page.waitForFunction(
      () =>
        !(document.querySelector<HTMLInputElement>('.share-out input')?.value ?? '').includes(
          'fold=',
        ),
    );
    const plain = await p.shareLink().inputValue();
    assert.doesNotMatch(plain, /fold=/);
    await other.goto('about:blank');
    await other.goto(plain);
    await other.getByTestId('swimlane').waitFor();
    await other.waitForTimeout(500);
    assert.equal(await other.getByTestId('fold-breaks').count(), 0, 'nothing folded');
    await w.page.context().close();
  });

  /** The overview's whole-run band and the lanes' plotted time, on screen. */
  const spans = (page: Page) =>
    page.evaluate(() => {
      const bg = document.querySelector('svg.overview .overview-bg')!.getBoundingClientRect();
      const lanes = document.querySelector('[data-testid="swimlane"] svg.lanes')!;
      // The lanes' clip: the plotted time, in the drawing's units (scaled on screen).
      const rect = lanes.querySelector('clipPath rect')!;
      const box = lanes.getBoundingClientRect();
      const k = box.width / (lanes as SVGSVGElement).viewBox.baseVal.width;
      const x = Number(rect.getAttribute('x')) + 2;
      const clip = {
        left: box.left + x * k,
        right: box.left + (x + Number(rect.getAttribute('width')) - 4) * k,
      };
      const strip = document.querySelector('svg.overview')!.getBoundingClientRect();
      const brush = document.querySelector('svg.overview .overview-brush .selection');
      return {
        bg: [bg.left, bg.right],
        plot: [clip.left, clip.right],
        height: strip.height,
        brush: brush?.getBoundingClientRect().width ?? 0,
      };
    });

  it('presenting at 1280×720, no overview, and the controls read apart in Russian', async () => {
    const { w, p } = await Playground.openAt(browser(), 1280, 720, `${BASE}#l=ru`);
    const page = p.page;
    await new Presenter(page).enterByKeyboard();
    assert.equal(await page.locator('svg.overview').isVisible(), false);
    // In the presenter's larger type the time's reading and "Скорость" ran together ("t = 9.0 s
    // Скорость", 6 px apart): the reading ends its group, with a gap the room sees.
    const time = await box(page, 'main > .controls .time');
    const speed = await box(page, 'main > .controls .speed');
    const gap = speed.x - (time.x + time.width);
    assert.ok(gap >= 16, `the time and Speed are ${gap} px apart`);
    await w.page.context().close();
  });

  for (const [width, height] of [[1920, 1080]] as const)
    it(`presenting at ${width}×${height}, a thin overview lines up with the lanes`, async () => {
      const { w, p } = await Playground.openAt(browser(), width, height);
      const page = p.page;
      await new Presenter(page).enterByKeyboard();
      for (let i = 0; i < 5; i++) await page.keyboard.press('Enter');
      await page.waitForTimeout(400);
      const s = await spans(page);
      assert.ok(s.height > 0 && s.height <= 20, `thin: ${s.height} px`);
      // The run's start and end over the lanes' (the chart is scaled up: so is the strip).
      assert.ok(Math.abs(s.bg[0]! - s.plot[0]!) <= 3, `left edges ${s.bg[0]} / ${s.plot[0]}`);
      assert.ok(
        s.bg[1]! <= s.plot[1]! + 8 && s.bg[1]! >= s.plot[1]! - 16,
        `right ${s.bg[1]} / ${s.plot[1]}`,
      );
      assert.ok(s.brush > 0, 'the stop’s window shows on it');
      inView(page, (await page.locator('svg.lanes g.traffic').boundingBox())!, 'traffic');
      await w.page.context().close();
    });

  it('the embed draws the overview where it has room, and not in a 640×400 frame', async () => {
    const { w, p } = await Playground.openAt(
      browser(),
      1280,
      720,
      `${BASE}?embed=1#${encodeShare(readFileSync('src/presets/default.yaml', 'utf8'))}`,
    );
    const page = p.page;
    const s = await spans(page);
    assert.ok(s.height > 0 && s.height <= 20, `thin: ${s.height} px`);
    assert.ok(Math.abs(s.bg[0]! - s.plot[0]!) <= 3, 'it lines up with the lanes');
    await page.setViewportSize({ width: 640, height: 400 });
    await page.waitForTimeout(300);
    assert.equal(await page.locator('svg.overview').isVisible(), false, 'none in a short frame');
    await w.page.context().close();
  });
});
