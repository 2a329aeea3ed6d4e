// The caption shows every line it has (issue 16): at 1280×720 and 1920×1080, in English,
// Japanese and Russian, in the playground, presenting (light and dark) and in the embed,
// at the first steps and (presenting) every lesson stop, each line of the caption — what
// happened, why, what changed in this version — lies inside the caption's box and on
// screen, none cut, and the lanes start below it. An embed in a short frame shows whole
// lines only (one, then an ellipsis). Presenting, the caption does not push the default
// preset's Pod rows off the screen: every row lies inside the window.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { BASE, sharedBrowser } from './browser.ts';
import { Playground } from './pages/playground.ts';
import { Presenter } from './pages/presenter.ts';

const browser = sharedBrowser();
const SIZES = [
  [1280, 720],
  [1920, 1080],
] as const;
const LANGS = ['en', 'ja', 'ru'];

/**
 * The caption's lines that are cut: across its box's edge, off screen, or hidden by the
 * lanes. `clamped`: lines wholly below the box are the ellipsis's (the short embed).
 */
function cutLines(page: Page, clamped = false) {
  return page.evaluate((clamped) => {
    const caption = document.querySelector('[data-testid="caption"]')!;
    const box = caption.getBoundingClientRect();
    const lanes = document.querySelector('.swimlane svg.lanes')?.getBoundingClientRect();
    const range = document.createRange();
    range.selectNodeContents(caption);
    const cut: string[] = [];
    let shown = 0;
    for (const r of range.getClientRects()) {
      if (r.width === 0 || r.height === 0) continue;
      if (clamped && r.top >= box.bottom - 0.5) continue;
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
      else shown++;
    }
    const scrolled = clamped ? 0 : caption.scrollHeight - caption.clientHeight;
    return {
      cut,
      shown,
      scrolled,
      notes: caption.querySelectorAll('[data-testid="version-note"]').length,
    };
  }, clamped);
}

/** The default preset's Pod rows that are not wholly inside the window and their box. */
function hiddenPodRows(page: Page) {
  return page.evaluate(() => {
    const box = document.querySelector('.pods-scroll')!.getBoundingClientRect();
    const bottom = Math.min(box.bottom, window.innerHeight);
    return [...document.querySelectorAll('.swimlane svg.pods .pod-row text.label')]
      .filter((t) => {
        const r = t.getBoundingClientRect();
        return r.top < box.top - 0.5 || r.bottom > bottom + 0.5;
      })
      .map((t) => `${t.textContent} ${Math.round(t.getBoundingClientRect().bottom)} > ${bottom}`);
  });
}

/** Opens the playground at a size, theme and language, with the keys free of the editor. */
async function open(width: number, height: number, lang: string, theme = 'light') {
  const { w } = await Playground.openAt(browser(), width, height);
  await w.page.getByTestId('theme').selectOption(theme);
  await w.page.getByTestId('language').selectOption(lang);
  await w.page.locator(`html[lang="${lang}"]`).waitFor();
  await new Playground(w.page).focusPage();
  return w;
}

/** Steps through the run's first moments, checking the caption at each. */
async function checkSteps(page: Page, where: string, steps: number, clamped = false) {
  let notes = 0;
  for (let i = 0; i < steps; i++) {
    await page.keyboard.press('ArrowRight');
    const c = await cutLines(page, clamped);
    notes += c.notes;
    assert.deepEqual(c.cut, [], `${where} step ${i + 1}: lines cut`);
    assert.ok(c.shown > 0, `${where} step ${i + 1}: a line shows`);
    assert.ok(c.scrolled <= 1, `${where} step ${i + 1}: the caption scrolls by ${c.scrolled} px`);
  }
  return notes;
}

describe('the caption', () => {
  for (const [width, height] of SIZES)
    for (const theme of ['light', 'dark'])
      it(`presenting, cuts no line and keeps the Pod rows on screen at ${width}×${height}, ${theme}`, async () => {
        for (const lang of LANGS) {
          const w = await open(width, height, lang, theme);
          await w.page.keyboard.press('p');
          await new Presenter(w.page).waitOpen();
          let notes = await checkSteps(w.page, lang, 4);
          const check = async (where: string) => {
            const c = await cutLines(w.page);
            notes += c.notes;
            assert.deepEqual(c.cut, [], `${lang} ${where}: lines cut`);
            assert.ok(c.scrolled <= 1, `${lang} ${where}: the caption scrolls by ${c.scrolled} px`);
            assert.deepEqual(
              await hiddenPodRows(w.page),
              [],
              `${lang} ${where}: Pod rows off screen`,
            );
          };
          // Every lesson stop (the version note comes at the endpoint's; the failure note
          // above the lanes appears on the way).
          await w.page.keyboard.press('Enter');
          const stops = await new Presenter(w.page).stopCount();
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

  for (const [width, height] of SIZES)
    it(`in the playground and the embed, cuts no line at ${width}×${height}`, async () => {
      for (const lang of LANGS) {
        const w = await open(width, height, lang);
        // The default preset's steps up to the endpoint's version note (10.2 s).
        const notes = await checkSteps(w.page, `${lang} playground`, 16);
        assert.ok(notes > 0, `${lang}: a step with a version note was seen`);
        // The embed reads the language chosen above.
        await w.page.goto(`${BASE}?embed=1`);
        const embed = new Playground(w.page);
        await embed.waitForTrace();
        await embed.focusPage();
        await checkSteps(w.page, `${lang} embed`, 16);
        assert.deepEqual(w.errors, []);
        await w.page.context().close();
      }
    });

  it('in an embed of 640×400, shows whole lines only', async () => {
    const w = await open(640, 400, 'ja');
    await w.page.goto(`${BASE}?embed=1`);
    const embed = new Playground(w.page);
    await embed.waitForTrace();
    await embed.focusPage();
    await checkSteps(w.page, 'embed 640×400', 16, true);
    const lines = await new Presenter(w.page).caption().evaluate((c) => {
      const height = parseFloat(getComputedStyle(c).lineHeight) || 16;
      return Math.round(c.clientHeight / height);
    });
    assert.equal(lines, 1, 'one line of caption in a short frame');
    await w.page.context().close();
  });
});
