// A phone opens the run (issue 27): a share link at 360–430 px wide, and at 768 px (a
// tablet), opens on the swimlane and its caption at full width, the editor behind a tab;
// two fingers pan and pinch the time axis while one scrolls the page (as a map in a page
// does) — also when a finger of the pinch starts on a mark that the zoom then draws anew —,
// a tap on a mark shows its caption; presenting works too. Nothing overlaps, no text under 12 px, no sideways page scroll — in English,
// Japanese and Russian, light and dark.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { encodeShare } from '../../src/share/encode.ts';
import { BASE, sharedBrowser } from './browser.ts';
import { Presenter } from './pages/presenter.ts';
import { boxOf, layoutProblems } from './geometry.ts';

const browser = sharedBrowser();
const TEXT = readFileSync('src/presets/default.yaml', 'utf8');
const LINK = `${BASE}#${encodeShare(TEXT)}`;

const TABS = {
  en: { run: 'Timeline', editor: 'Editor' },
  ja: { run: 'タイムライン', editor: 'エディタ' },
  ru: { run: 'Хронология', editor: 'Редактор' },
} as const;

type Lang = keyof typeof TABS;

const NEXT_STOP = { en: 'next stop', ja: '次の停止点', ru: 'следующая остановка' } as const;

async function openPhone(
  width: number,
  height: number,
  lang: Lang,
  scheme: 'light' | 'dark',
): Promise<Page> {
  const context = await browser().newContext({
    viewport: { width, height },
    colorScheme: scheme,
    hasTouch: true,
    isMobile: width < 800,
  });
  const page = await context.newPage();
  await page.goto(`${LINK}&l=${lang}`);
  await page.getByTestId('swimlane').waitFor({ timeout: 20_000 });
  await page.waitForFunction(() => document.fonts.status === 'loaded');
  return page;
}

/** The visible window's text under the lanes ("9.0–13.0 s"), read as numbers. */
async function windowOf(page: Page): Promise<[number, number]> {
  const text = await page.locator('.zoom .window').innerText();
  const [a, b] = text.replace(' s', '').split('–').map(Number);
  return [a!, b!];
}

/** Touch points on the lanes, sent as the browser's own touch events. */
async function touch(page: Page, steps: { x: number; y: number }[][]): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  const points = (ps: { x: number; y: number }[]) => ps.map((p, id) => ({ ...p, id }));
  await cdp.send('Input.dispatchTouchEvent', {
    type: 'touchStart',
    touchPoints: points(steps[0]!),
  });
  for (const s of steps.slice(1))
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: points(s) });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

/** One finger swiped up from (x, y) scrolls the run's column, as anywhere on a page. */
async function swipeScrolls(page: Page, x: number, y: number): Promise<void> {
  const top = await page.evaluate(() => document.querySelector('.run')!.scrollTop);
  await touch(page, [[{ x, y }], ...[1, 2, 3, 4, 5, 6].map((i) => [{ x, y: y - i * 30 }])]);
  await page.waitForFunction(
    (was) => {
      const run = document.querySelector('.run')!;
      // As far as the column scrolls (a tablet's overflows by little).
      const room = run.scrollHeight - run.clientHeight - was;
      return run.scrollTop >= was + Math.min(40, room - 1);
    },
    top,
    { timeout: 5_000 },
  );
}

/** Waits until the run's column has not scrolled between two frames. */
async function columnStill(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const top = document.querySelector('.run')!.scrollTop;
    const w = window as unknown as { lastRunTop?: number };
    const still = w.lastRunTop === top;
    w.lastRunTop = top;
    return still;
  });
}

/** The centre of the first glyph drawn on the lanes (a mark), in page coordinates. */
async function markOnScreen(page: Page): Promise<{ x: number; y: number } | null> {
  return page.evaluate(() => {
    const svg = document.querySelector<SVGSVGElement>('[data-testid="swimlane"] svg.lanes')!;
    const lanes = svg.getBoundingClientRect();
    for (const glyph of svg.querySelectorAll<SVGGraphicsElement>('[data-lane] path.glyph')) {
      const box = glyph.getBoundingClientRect();
      if (box.width === 0 || box.top < lanes.top + 20 || box.bottom > innerHeight - 60) continue;
      // Probe for a point the glyph itself is under: its path is many small shapes.
      for (let x = box.left; x < box.right; x += 2)
        for (let y = box.top; y < box.bottom; y += 2)
          if (document.elementFromPoint(x, y) === glyph) return { x, y };
    }
    return null;
  });
}

const SIZES = [
  [360, 740],
  [390, 844],
  [430, 932],
  [768, 1024],
] as const;

describe('a phone opens the run', () => {
  SIZES.forEach(([width, height], i) => {
    (['en', 'ja', 'ru'] as const).forEach((lang, j) => {
      const scheme = (i + j) % 2 === 0 ? 'light' : 'dark';
      it(`${width}×${height} ${lang} ${scheme}: the run at full width, the editor behind a tab`, async () => {
        const page = await openPhone(width, height, lang, scheme);
        assert.deepEqual(await layoutProblems(page), []);
        const lanes = await boxOf(page, '[data-testid="swimlane"] > svg.lanes');
        assert.ok(lanes.width >= width - 24, `the lanes take the width (${lanes.width})`);
        assert.ok(lanes.top < height - 160, `the lanes are on the screen (top ${lanes.top})`);
        const caption = await boxOf(page, '.caption:not(.sizer)');
        assert.ok(caption.width >= width - 32, `the caption takes the width (${caption.width})`);
        assert.equal(await page.locator('.editor-pane').isVisible(), false, 'editor behind');

        await page.getByRole('tab', { name: TABS[lang].editor }).click();
        await page.locator('.editor-pane').waitFor();
        assert.equal(await page.getByTestId('swimlane').isVisible(), false);
        const editor = await boxOf(page, '.editor-pane');
        assert.ok(editor.width >= width - 2, `the editor takes the width (${editor.width})`);
        assert.deepEqual(await layoutProblems(page), []);
        if (lang === 'en') {
          // "Where it bites" in the problem list shows that moment of the run.
          await page.getByRole('button', { name: /^Where it bites/ }).click();
          await page.getByTestId('swimlane').waitFor();
          assert.equal(await page.locator('.editor-pane').isVisible(), false);
          await page.getByRole('tab', { name: TABS[lang].editor }).click();
        }
        await page.getByRole('tab', { name: TABS[lang].run }).click();
        await page.getByTestId('swimlane').waitFor();
        await page.context().close();
      });
    });
  });

  for (const [width, height] of [
    [390, 844],
    [768, 1024],
  ] as const)
    it(`${width}: two fingers pan and pinch the time axis, one scrolls, a tap on a mark shows its caption`, async () => {
      const page = await openPhone(width, height, 'en', 'light');
      const lanes = await boxOf(page, '[data-testid="swimlane"] > svg.lanes');
      // On the first group's header band, clear of marks (a pinch that starts on a mark: the
      // next test).
      const y = lanes.top + 40;
      const mid = lanes.left + lanes.width * 0.7;
      const before = await windowOf(page);
      // Two fingers spread apart: the window narrows.
      await touch(page, [
        [
          { x: mid - 20, y },
          { x: mid + 20, y },
        ],
        [
          { x: mid - 40, y },
          { x: mid + 40, y },
        ],
        [
          { x: mid - 70, y },
          { x: mid + 70, y },
        ],
      ]);
      const pinched = await windowOf(page);
      assert.ok(
        pinched[1] - pinched[0] < (before[1] - before[0]) * 0.8,
        `pinched: ${before.join('–')} → ${pinched.join('–')}`,
      );
      // Two fingers dragged right: earlier time comes into view.
      const two = (dx: number) => [
        { x: mid - 30 + dx, y },
        { x: mid + 30 + dx, y },
      ];
      await touch(page, [two(-60), two(0), two(60)]);
      const panned = await windowOf(page);
      assert.ok(panned[0] < pinched[0], `panned: ${pinched.join('–')} → ${panned.join('–')}`);

      // One finger swiped up over the lanes scrolls the run's column, as anywhere on a page.
      await swipeScrolls(page, lanes.left + lanes.width / 2, y + 200);

      // A tap on the deletion's mark (the delete action shares its moment): the caption tells
      // what happened there.
      await page.getByRole('button', { name: 'Story' }).click();
      // The swipe's glide may still move the column: aim once it has stood still for a frame
      // (a clean-clone CI once waited 30 s for the caption after this tap, and passed when run
      // again; a tap aimed while the column still moved is the likeliest cause).
      await columnStill(page);
      const mark = await page.evaluate(() => {
        const svg = document.querySelector<SVGSVGElement>('[data-testid="swimlane"] svg.lanes')!;
        const glyph = svg.querySelector('[data-lane] path.glyph[data-shape="diamond"]');
        if (!glyph) return null;
        // The first diamond of the path (deletionTimestamp): its first point, a glyph's top.
        const [mx, my] = (glyph.getAttribute('d') ?? '')
          .slice(1)
          .split(/[ ,lLhvZ]/)
          .map(Number);
        const pt = svg.createSVGPoint();
        pt.x = mx!;
        pt.y = my! + 6;
        const s = pt.matrixTransform(svg.getScreenCTM()!);
        return { x: s.x, y: s.y };
      });
      assert.ok(mark, 'a deletion mark is drawn');
      await page.touchscreen.tap(mark.x, mark.y);
      await page.waitForFunction(() =>
        /^10\.0 s · api-server: (deletionTimestamp|action)/.test(
          document.querySelector('[data-testid="caption"]')?.textContent ?? '',
        ),
      );
      assert.deepEqual(await layoutProblems(page), []);
      await page.context().close();
    });

  for (const [width, height] of [
    [390, 844],
    [768, 1024],
  ] as const)
    it(`${width}: a pinch that starts on a mark leaves one finger scrolling the page`, async () => {
      const page = await openPhone(width, height, 'en', 'light');
      const mark = await markOnScreen(page);
      assert.ok(mark, 'a mark is drawn on the lanes');
      const before = await windowOf(page);
      // The first finger on the mark, the second beside it; spread apart: the window narrows
      // and the marks under the fingers are drawn anew (or not at all) as they leave it.
      await touch(page, [
        [mark, { x: mark.x + 40, y: mark.y }],
        [
          { x: mark.x - 30, y: mark.y },
          { x: mark.x + 70, y: mark.y },
        ],
        [
          { x: mark.x - 80, y: mark.y },
          { x: mark.x + 120, y: mark.y },
        ],
      ]);
      const pinched = await windowOf(page);
      assert.ok(
        pinched[1] - pinched[0] < (before[1] - before[0]) * 0.8,
        `pinched: ${before.join('–')} → ${pinched.join('–')}`,
      );
      const lanes = await boxOf(page, '[data-testid="swimlane"] > svg.lanes');
      await swipeScrolls(
        page,
        lanes.left + lanes.width / 2,
        Math.min(lanes.top + 240, height - 40),
      );
      await page.context().close();
    });

  for (const [width, height] of [
    [360, 740],
    [390, 844],
    [768, 1024],
  ] as const)
    for (const lang of ['en', 'ru'] as const)
      it(`${width} ${lang}: presenting shows the lanes, nothing overlaps`, async () => {
        const page = await openPhone(width, height, lang, lang === 'en' ? 'dark' : 'light');
        await page.locator('.controls button[aria-pressed]').first().click();
        const show = new Presenter(page);
        await show.waitOpen();
        // No Enter key on a phone: the next stop is a button.
        await page.getByRole('button', { name: NEXT_STOP[lang] }).tap();
        await show.stopNumber().waitFor();
        assert.match(await show.stopNumber().innerText(), /^1 \/ \d+$/);
        await page.waitForTimeout(300);
        assert.deepEqual(await layoutProblems(page), []);
        const lanes = await boxOf(page, '[data-testid="swimlane"] > svg.lanes');
        assert.ok(lanes.top < height - 200, `the lanes are on the screen (top ${lanes.top})`);
        assert.ok(lanes.width >= width - 24, `the lanes take the width (${lanes.width})`);
        await page.screenshot({ path: `/tmp/pt/phone-present-${width}-${lang}.png` });
        await page.context().close();
      });
});
