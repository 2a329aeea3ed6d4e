// The gallery reads (issue 27): every card's title and lesson stay inside the card in
// English, Japanese and Russian — wrapped, or clamped with the whole text on hover and
// focus — and each thumbnail fills the width of its card; on a phone, a tablet and a
// laptop screen, light and dark.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { BASE, sharedBrowser } from './browser.ts';
import { allowNamedFunctions, layoutProblems } from './geometry.ts';

const browser = sharedBrowser();

const GALLERY = { en: 'Gallery', ja: 'ギャラリー', ru: 'Галерея' } as const;

/** What in the open gallery's cards runs out of its card, is cut, or leaves its box empty. */
async function cardProblems(page: Page): Promise<string[]> {
  await allowNamedFunctions(page);
  return page.evaluate(() => {
    const out: string[] = [];
    const cards = [...document.querySelectorAll<HTMLElement>('dialog.gallery li')];
    const inside = (a: DOMRect, b: DOMRect) =>
      a.left >= b.left - 0.5 &&
      a.right <= b.right + 0.5 &&
      a.top >= b.top - 0.5 &&
      a.bottom <= b.bottom + 0.5;
    for (const li of cards) {
      const id = li.querySelector('[data-preset]')?.getAttribute('data-preset') ?? '?';
      for (const button of li.querySelectorAll<HTMLElement>('button')) {
        const box = button.getBoundingClientRect();
        for (const text of button.querySelectorAll<HTMLElement>('strong, .lesson, .pair-title')) {
          const r = text.getBoundingClientRect();
          if (!inside(r, box)) out.push(`${id}: "${text.textContent}" runs out of its card`);
          const cut =
            text.scrollHeight > text.clientHeight + 1 || text.scrollWidth > text.clientWidth + 1;
          const whole = [text.title, button.title].some((t) => t.includes(text.textContent ?? ''));
          if (cut && !whole) out.push(`${id}: "${text.textContent}" is cut, with no whole text`);
        }
        if (button.scrollWidth > button.clientWidth + 1)
          out.push(`${id}: the button's text is wider than the button`);
      }
      const thumb = li.querySelector('svg.thumbnail');
      const button = li.querySelector<HTMLElement>('button[data-preset]');
      if (thumb && button) {
        const pad = parseFloat(getComputedStyle(button).paddingLeft) * 2;
        const room = button.clientWidth - pad;
        const w = thumb.getBoundingClientRect().width;
        if (w < room - 2) out.push(`${id}: the thumbnail is ${w} px of ${room}`);
      }
    }
    for (let i = 0; i < cards.length; i++)
      for (let j = i + 1; j < cards.length; j++) {
        const a = cards[i]!.getBoundingClientRect();
        const b = cards[j]!.getBoundingClientRect();
        const w = Math.min(a.right, b.right) - Math.max(a.left, b.left);
        const h = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
        if (w > 1 && h > 1) out.push(`card ${i} over card ${j}`);
      }
    return out.slice(0, 12);
  });
}

describe('gallery cards', () => {
  const sizes = [
    [1280, 720],
    [390, 844],
    [768, 1024],
  ] as const;
  sizes.forEach(([width, height], i) =>
    (['en', 'ja', 'ru'] as const).forEach((lang, j) => {
      const scheme = (i + j) % 2 === 0 ? 'light' : 'dark';
      it(`${width}×${height} ${lang} ${scheme}: titles and lessons in their cards, thumbnails fill them`, async () => {
        const context = await browser().newContext({
          viewport: { width, height },
          colorScheme: scheme,
          hasTouch: width < 800,
          isMobile: width < 800,
        });
        const page = await context.newPage();
        await page.goto(`${BASE}#l=${lang}`);
        await page.getByTestId('swimlane').waitFor({ timeout: 20_000 });
        await page.getByRole('button', { name: GALLERY[lang] }).click();
        await page.getByRole('dialog', { name: GALLERY[lang] }).waitFor();
        await page.waitForFunction(() => document.fonts.status === 'loaded');
        assert.deepEqual(await cardProblems(page), []);
        assert.deepEqual(await layoutProblems(page), []);
        // Hovered or focused, a clamped lesson shows whole.
        const lesson = page.locator('dialog.gallery .lesson').first();
        await page.locator('dialog.gallery button[data-preset]').first().focus();
        const shown = await lesson.evaluate((el) => el.scrollHeight <= el.clientHeight + 1);
        assert.ok(shown, 'the focused card shows its whole lesson');
        await page.screenshot({ path: `/tmp/pt/gallery-${width}-${lang}.png` });
        await context.close();
      });
    }),
  );
});
