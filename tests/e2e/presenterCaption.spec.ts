// Presenting, the caption shows every line it has (issue 16): at 1280×720 and 1920×1080, in
// English, Japanese and Russian, light and dark, at every lesson stop and the first steps,
// each line of the caption — what happened, why, what changed in this version — lies inside
// the caption's box and on screen, none cut, and the lanes start below it.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { BASE, openPage, sharedBrowser } from './browser.ts';
import { Playground } from './pages/playground.ts';

const browser = sharedBrowser();

/** The caption's lines that are cut: outside its box, off screen, or hidden by the lanes. */
function cutLines(page: Page) {
  return page.evaluate(() => {
    const caption = document.querySelector('[data-testid="caption"]')!;
    const box = caption.getBoundingClientRect();
    const lanes = document.querySelector('.swimlane svg.lanes')?.getBoundingClientRect();
    const range = document.createRange();
    range.selectNodeContents(caption);
    const cut: string[] = [];
    for (const r of range.getClientRects()) {
      if (r.width === 0 || r.height === 0) continue;
      const off =
        r.top < box.top - 0.5 ||
        r.bottom > box.bottom + 0.5 ||
        r.bottom > window.innerHeight ||
        r.right > box.right + 0.5 ||
        (lanes !== undefined && r.bottom > lanes.top + 0.5);
      if (off)
        cut.push(
          `${Math.round(r.top)}–${Math.round(r.bottom)} in ${Math.round(box.top)}–${Math.round(box.bottom)}`,
        );
    }
    const scrolled = caption.scrollHeight - caption.clientHeight;
    return {
      cut,
      scrolled,
      notes: caption.querySelectorAll('[data-testid="version-note"]').length,
    };
  });
}

describe('the presenter caption', () => {
  for (const [width, height] of [
    [1280, 720],
    [1920, 1080],
  ] as const)
    for (const theme of ['light', 'dark'])
      it(`cuts no line at ${width}×${height}, ${theme}, in every language`, async () => {
        for (const lang of ['en', 'ja', 'ru']) {
          const w = await openPage(browser(), BASE);
          await w.page.setViewportSize({ width, height });
          const p = new Playground(w.page);
          await p.waitForTrace();
          await w.page.getByTestId('theme').selectOption(theme);
          await w.page.getByTestId('language').selectOption(lang);
          await w.page.locator(`html[lang="${lang}"]`).waitFor();
          await w.page.locator('body').click({ position: { x: 5, y: 5 } });
          await w.page.keyboard.press('p');
          await w.page.locator('.app.presenter').waitFor();
          let notes = 0;
          const check = async (where: string) => {
            const c = await cutLines(w.page);
            notes += c.notes;
            assert.deepEqual(c.cut, [], `${lang} ${where}: lines cut`);
            assert.ok(c.scrolled <= 1, `${lang} ${where}: the caption scrolls by ${c.scrolled} px`);
          };
          // The first steps, then every lesson stop (the version note comes at the endpoint's).
          for (let i = 0; i < 4; i++) {
            await w.page.keyboard.press('ArrowRight');
            await check(`step ${i + 1}`);
          }
          await w.page.keyboard.press('Enter');
          const stops = Number((await w.page.getByTestId('stop-number').innerText()).split('/')[1]);
          await check('stop 1');
          for (let i = 2; i <= stops; i++) {
            await w.page.keyboard.press('Enter');
            await check(`stop ${i}`);
          }
          assert.ok(notes > 0, `${lang}: a stop with a version note was seen`);
          assert.deepEqual(w.errors, []);
          await w.page.context().close();
        }
      });
});
