// A phone's screen goes to the run (issue 27): at 390×844 the header is one line (the rest
// behind ⋯) and the playback two, so the chart starts high; presenting, the caption stands
// over the lanes, read without scrolling; Compare is one column — A, B, then what differs —
// with no text under 12 px and nothing laid over anything; and no button's words break over
// two lines, on a phone or at 1280×720 ("‹ Step" in two reads as two buttons).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { encodeShare } from '../../src/share/encode.ts';
import { BASE, sharedBrowser } from './browser.ts';
import { Playground } from './pages/playground.ts';
import { Presenter } from './pages/presenter.ts';
import { boxOf, layoutProblems } from './geometry.ts';

const browser = sharedBrowser();
const TEXT = readFileSync('src/presets/default.yaml', 'utf8');
const A = readFileSync('src/presets/rolling-update-no-prestop.yaml', 'utf8');
const B = readFileSync('src/presets/rolling-update-prestop.yaml', 'utf8');

type Lang = 'en' | 'ja' | 'ru';
const NEXT_STOP = { en: 'next stop', ja: '次の停止点', ru: 'следующая остановка' } as const;
const LANGUAGE = { en: 'Language', ja: '言語', ru: 'Язык' } as const;

async function open(
  url: string,
  width: number,
  height: number,
  scheme: 'light' | 'dark' = 'light',
): Promise<Page> {
  const phone = width < 800;
  const context = await browser().newContext({
    viewport: { width, height },
    colorScheme: scheme,
    hasTouch: phone,
    isMobile: phone,
  });
  const page = await context.newPage();
  await page.goto(url);
  await page.getByTestId('swimlane').first().waitFor({ timeout: 20_000 });
  await page.waitForFunction(() => document.fonts.status === 'loaded');
  return page;
}

/** Buttons (and the header's gallery, tabs) whose words take more than one line. */
const brokenButtons = (page: Page) =>
  page.evaluate(() => {
    const out: string[] = [];
    for (const b of document.querySelectorAll('header button, .controls button, [role="tab"]')) {
      const r = b.getBoundingClientRect();
      if (r.width === 0) continue;
      const range = document.createRange();
      range.selectNodeContents(b);
      const tops = new Set([...range.getClientRects()].map((q) => Math.round(q.top)));
      if (tops.size > 1) out.push(`"${b.textContent}" in ${tops.size} lines`);
    }
    return out;
  });

describe('a phone’s screen goes to the run', () => {
  (['en', 'ja', 'ru'] as const).forEach((lang: Lang, i) => {
    const scheme = i % 2 === 0 ? 'light' : 'dark';
    it(`390×844 ${lang} ${scheme}: a one-line header, the chart near the top, the rest behind ⋯`, async () => {
      const page = await open(`${BASE}#${encodeShare(TEXT)}&l=${lang}`, 390, 844, scheme);
      assert.deepEqual(await layoutProblems(page), []);
      const header = await boxOf(page, '.app > header');
      assert.ok(header.height <= 48, `the header is one line (${header.height} px)`);
      // Before: the header's four lines put the chart's top at 277 px and its lanes at 436.
      const chart = await boxOf(page, '[data-testid="swimlane"]');
      assert.ok(chart.top <= 200, `the chart starts at ${chart.top} px`);
      const lanes = await boxOf(page, '[data-testid="swimlane"] > svg.lanes');
      assert.ok(lanes.top <= 380, `the lanes start at ${lanes.top} px`);
      assert.deepEqual(await brokenButtons(page), []);
      // Behind ⋯: the language and the share, reachable and working.
      const language = page.getByLabel(LANGUAGE[lang], { exact: true });
      assert.equal(await language.isVisible(), false, 'the language waits behind ⋯');
      await page.locator('.header-more > summary').tap();
      await language.waitFor();
      await language.selectOption('en');
      await page.getByRole('tab', { name: 'Timeline' }).waitFor();
      assert.equal(await new Playground(page).shareButton().isVisible(), true);
      await page.screenshot({ path: `/tmp/pt/phone-header-${lang}.png` });
      await page.context().close();
    });

    it(`390×844 ${lang}: presenting, the caption shows over the lanes without scrolling`, async () => {
      const page = await open(`${BASE}#${encodeShare(TEXT)}&l=${lang}`, 390, 844, scheme);
      await page.locator('.controls button[aria-pressed]').first().tap();
      await new Presenter(page).waitOpen();
      for (let n = 0; n < 5; n++) {
        await page.getByRole('button', { name: NEXT_STOP[lang] }).tap();
        await page.waitForTimeout(150);
      }
      assert.match(await new Presenter(page).stopNumber().innerText(), /^5 \/ \d+$/);
      const caption = await boxOf(page, '[data-testid="caption"]');
      const lanes = await boxOf(page, '[data-testid="swimlane"] > svg.lanes');
      assert.ok(caption.height > 20, 'the caption is drawn');
      assert.ok(
        caption.top >= 0 && caption.bottom <= 844,
        `on screen: ${caption.top}–${caption.bottom}`,
      );
      assert.ok(caption.bottom <= lanes.top + 1, `above the lanes, not over their marks`);
      assert.ok(lanes.top < 844 - 300, `the lanes show under it (top ${lanes.top})`);
      // What the room reads: the stop's event, in the caption's first line.
      const first = await page.evaluate(() => {
        const c = document.querySelector('[data-testid="caption"]')!;
        const r = c.querySelector('strong')!.getBoundingClientRect();
        return { top: r.top, bottom: r.bottom, text: c.querySelector('strong')!.textContent };
      });
      assert.match(first.text ?? '', /10\.2 s/);
      assert.ok(first.bottom <= 844 && first.top >= caption.top - 1, 'its first line shows');
      assert.deepEqual(await layoutProblems(page), []);
      await page.screenshot({ path: `/tmp/pt/phone-present-caption-${lang}.png` });
      await page.context().close();
    });

    it(`390×844 ${lang}: Compare in one column, A then B then what differs, text of 12 px or more`, async () => {
      const page = await open(`${BASE}#${encodeShare(A, B)}&l=${lang}`, 390, 844, scheme);
      await page.locator('.compare .compare-runs .swimlane').nth(1).waitFor({ timeout: 20_000 });
      await page.waitForTimeout(300);
      const charts = await page
        .locator('.compare-runs .swimlane')
        .evaluateAll((els) => els.map((e) => e.getBoundingClientRect().toJSON() as DOMRect));
      assert.equal(charts.length, 2);
      const [a, b] = charts as [DOMRect, DOMRect];
      assert.ok(Math.abs(a.left - b.left) <= 1 && a.width >= 370, 'one column, the width each');
      assert.ok(b.top >= a.bottom - 1, 'B under A');
      const summary = await boxOf(page, '.compare-summary');
      assert.ok(summary.top >= b.bottom - 1, `what differs under the charts (${summary.top})`);
      // Both charts' smallest text reads at 12 px or more (layoutProblems counts drawn size).
      const smallest = await page.evaluate(() =>
        Math.min(
          ...[...document.querySelectorAll('.compare-runs svg text')]
            .filter((t) => t.getBoundingClientRect().width > 0)
            .map((t) => {
              const k = (t as SVGGraphicsElement).getScreenCTM()?.a ?? 1;
              return parseFloat(getComputedStyle(t).fontSize) * k;
            }),
        ),
      );
      assert.ok(smallest >= 11.95, `the charts' smallest text is ${smallest.toFixed(1)} px`);
      assert.deepEqual(await layoutProblems(page), []);
      await page.screenshot({ path: `/tmp/pt/phone-compare-${lang}.png`, fullPage: true });
      await page.context().close();
    });
  });

  for (const lang of ['en', 'ja', 'ru'] as const)
    it(`1280×720 ${lang}: no button's words break over two lines`, async () => {
      const page = await open(`${BASE}#l=${lang}`, 1280, 720);
      assert.deepEqual(await brokenButtons(page), []);
      await page.context().close();
    });
});
