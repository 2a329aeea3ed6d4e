// Every visible string translated (issue 13): in Japanese and in Russian, the main views
// (the default preset played to a moment with events, the process assumptions, against your
// cluster, the action panel, the gallery, compare, presenter mode, the export menu) show no
// English a person reads, Japanese renders with real glyphs on a machine without a CJK
// font, and the header is one line at 1280 px in every language.
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { BASE, openPage, sharedBrowser } from './browser.ts';
import { Playground } from './pages/playground.ts';
import { Presenter } from './pages/presenter.ts';
import { KEEP_NAMES, untranslated } from './pages/untranslated.ts';

const browser = sharedBrowser();

const PASTE = JSON.stringify({
  kind: 'List',
  items: [
    {
      involvedObject: { kind: 'Pod', name: 'web-1' },
      reason: 'Killing',
      message: 'Stopping container app',
      type: 'Normal',
      lastTimestamp: '2026-03-01T10:00:10Z',
    },
  ],
});

async function english(page: Page, view: string): Promise<string[]> {
  return (await untranslated(page)).map((f) => `${view} ${f}`);
}

async function walkEveryView(page: Page): Promise<string[]> {
  const found: string[] = [];
  // The default preset, at the deletion: the caption, the narration, kubectl's view.
  await page.locator('.controls input[type="range"]').fill('10300');
  await new Playground(page).narration().locator('.narration-what strong').waitFor();
  await page.locator('details.assumptions > summary').click();
  await page.locator('details.observed > summary').click();
  await page.locator('details.observed textarea').fill(PASTE);
  await page.locator('.observed-actions button').first().click();
  await page.locator('table.observed-diff').waitFor();
  found.push(...(await english(page, 'playground')));

  await page.locator('.ap-toggle').click();
  await page.locator('.ap-panel select').first().selectOption('delete');
  await page.locator('.ap-list, .ap-empty').first().waitFor();
  found.push(...(await english(page, 'actions')));
  await page.keyboard.press('Escape');

  await page.locator('.gallery-open').click();
  await page.locator('dialog.gallery section').first().waitFor();
  found.push(...(await english(page, 'gallery')));
  await page.keyboard.press('Escape');
  await page.locator('dialog.gallery').waitFor({ state: 'detached' });

  await page.locator('.controls button[aria-pressed]').nth(1).click();
  // A and B are both drawn in the compare panel: wait for B's (the one without the page's test id).
  await page
    .locator('.compare .swimlane:not([data-testid="swimlane"])')
    .waitFor({ timeout: 20_000 });
  found.push(...(await english(page, 'compare')));
  await page.locator('.controls button[aria-pressed]').nth(1).click();

  await new Presenter(page).enterByKeyboard();
  found.push(...(await english(page, 'presenter')));
  await page.keyboard.press('Escape');
  return found;
}

describe('every visible string translated', () => {
  for (const lang of ['ja', 'ru'] as const) {
    it(`leaves no English in ${lang}`, async () => {
      const w = await openPage(browser(), `${BASE}#l=${lang}`);
      await new Playground(w.page).waitForTrace();
      assert.equal(await w.page.locator('html').getAttribute('lang'), lang);
      const found = await walkEveryView(w.page);
      assert.deepEqual(found, [], `English on the ${lang} page:\n${found.join('\n')}`);
      assert.deepEqual(w.errors, []);
      await w.page.context().close();
    });
  }

  it('renders Japanese with real glyphs, from the bundled font', async () => {
    const w = await openPage(browser(), `${BASE}#l=ja`);
    await new Playground(w.page).waitForTrace();
    await w.page.locator('html.ja-font').waitFor({ state: 'attached' });
    await w.page.evaluate(KEEP_NAMES);
    const glyphs = await w.page.evaluate(async () => {
      await document.fonts.ready;
      const font = getComputedStyle(document.querySelector('.gallery-open')!).font;
      // A missing glyph is the same box for every character: two characters drawn alike
      // are boxes, not Japanese.
      const draw = (c: string, f: string): string => {
        const canvas = document.createElement('canvas');
        canvas.width = canvas.height = 40;
        const ctx = canvas.getContext('2d')!;
        ctx.font = f;
        ctx.fillText(c, 4, 30);
        return canvas.toDataURL();
      };
      return {
        loaded: document.fonts.check('14px "podterm Noto Sans JP"', '再生'),
        distinct: draw('再', font) !== draw('生', font),
        withoutFont: draw('再', '14px sans-serif') === draw('生', '14px sans-serif'),
      };
    });
    assert.deepEqual(glyphs, { loaded: true, distinct: true, withoutFont: true });
    mkdirSync('test-results', { recursive: true });
    await w.page.screenshot({ path: 'test-results/i18n-ja.png' });
    await w.page.context().close();
  });

  for (const lang of ['en', 'ja', 'ru'] as const) {
    it(`keeps the header on one line at 1280 px in ${lang}`, async () => {
      const w = await openPage(browser(), `${BASE}#l=${lang}`);
      await new Playground(w.page).waitForTrace();
      if (lang === 'ja') await w.page.locator('html.ja-font').waitFor({ state: 'attached' });
      const g = await w.page.evaluate(() => {
        const header = document.querySelector('.app > header')!;
        const box = header.getBoundingClientRect();
        const kids = [...header.children].map((c) => c.getBoundingClientRect());
        return {
          height: box.height,
          right: box.right,
          overflows: header.scrollWidth > header.clientWidth,
          centres: kids.map((k) => k.top + k.height / 2),
          tallest: Math.max(...kids.map((k) => k.height)),
          spans: kids.map((k) => [k.left, k.right] as const),
        };
      });
      assert.ok(g.height < 2 * g.tallest, `one line tall (${g.height} px)`);
      const spread = Math.max(...g.centres) - Math.min(...g.centres);
      assert.ok(spread <= 4, `every control on the same line (centres ${spread} px apart)`);
      assert.equal(g.overflows, false, 'nothing cut off');
      for (let i = 1; i < g.spans.length; i++)
        assert.ok(g.spans[i]![0] >= g.spans[i - 1]![1], `control ${i} does not overlap ${i - 1}`);
      assert.ok(g.spans.at(-1)![1] <= g.right, 'the last control inside the header');
      await w.page.context().close();
    });
  }
});
