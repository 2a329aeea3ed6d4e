// The chain of causes while presenting (issue 27): each lesson stop selects its event and
// the chain is drawn faint and thin, and never over a mark's label. Measured at 1280×720 and
// 1920×1080 in English, Japanese and Russian, stop by stop: every point of every arrow and
// ring that falls within a label's box (as the page drew it) lies in a hole of the chain's
// mask, so no label is covered; and the chain is drawn at the stops that have one.
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
const LANGS = ['en', 'ja', 'ru'] as const;

/** The points of the chain painted within a label's box and not cut out by the mask. */
function covered(page: Page) {
  return page.evaluate(() => {
    const svg = document.querySelector<SVGSVGElement>('.swimlane svg.lanes')!;
    const chain = svg.querySelector('[data-testid="cause-chain"]');
    if (!chain) return { drawn: 0, faint: false, covered: [] as string[] };
    type Box = { x: number; y: number; width: number; height: number };
    const inside = (b: Box, x: number, y: number, shrink = 0) =>
      x > b.x + shrink &&
      x < b.x + b.width - shrink &&
      y > b.y + shrink &&
      y < b.y + b.height - shrink;
    const labels = [...svg.querySelectorAll<SVGTextElement>('text.glyph-label, text.span-label')]
      .map((t) => ({ text: t.textContent ?? '', box: t.getBBox() }))
      .filter((l) => l.box.width > 0);
    // Only the holes of the mask the arrows and rings are drawn with count.
    const masked = chain.querySelector('g[mask]')?.getAttribute('mask') ?? '';
    const mask = /^url\(#(.+)\)$/.exec(masked)?.[1];
    const holes = mask
      ? [
          ...(document.getElementById(mask)?.querySelectorAll<SVGRectElement>('rect.label-hole') ??
            []),
        ].map((r) => r.getBBox())
      : [];
    const points: [number, number][] = [];
    for (const path of chain.querySelectorAll<SVGPathElement>('path.cause-arrow')) {
      const len = path.getTotalLength();
      for (let d = 0; d <= len; d += 1) {
        const p = path.getPointAtLength(d);
        points.push([p.x, p.y]);
      }
    }
    for (const ring of chain.querySelectorAll<SVGCircleElement>('circle.cause-ring')) {
      const [cx, cy, r] = [ring.cx.baseVal.value, ring.cy.baseVal.value, ring.r.baseVal.value];
      for (let a = 0; a < 360; a += 3)
        points.push([
          cx + r * Math.cos((a * Math.PI) / 180),
          cy + r * Math.sin((a * Math.PI) / 180),
        ]);
    }
    const out: string[] = [];
    for (const [x, y] of points)
      for (const l of labels)
        if (inside(l.box, x, y, 0.5) && !holes.some((h) => inside(h, x, y)))
          out.push(`${l.text} at ${x.toFixed(1)},${y.toFixed(1)}`);
    return {
      drawn: chain.querySelectorAll('path.cause-arrow').length,
      faint: chain.classList.contains('faint'),
      covered: out.slice(0, 5),
    };
  });
}

describe('the chain of causes while presenting', () => {
  for (const [width, height] of SIZES)
    for (const lang of LANGS)
      it(`default preset at ${width}×${height} in ${lang}: faint arrows that cover no label`, async () => {
        const { w, p } = await Playground.openAt(browser(), width, height, BASE);
        const page = w.page;
        // tsx names the helpers declared inside page.evaluate with esbuild's __name: give the page one.
        await page.evaluate('window.__name = window.__name || ((f) => f)');
        await page.getByTestId('language').selectOption(lang);
        await page.locator(`html[lang="${lang}"]`).waitFor();
        await p.waitForTrace();
        await new Presenter(page).enterByKeyboard();
        const number = new Presenter(page).stopNumber();
        let withArrows = 0;
        for (let stop = 1; stop <= 20; stop++) {
          await page.keyboard.press('Enter');
          // The stop's zoom eases in; measure once it settled.
          await page.waitForTimeout(700);
          const seen = await covered(page);
          if (seen.drawn > 0) {
            withArrows++;
            assert.ok(seen.faint, `stop ${stop}: the chain is faint while presenting`);
          }
          assert.deepEqual(seen.covered, [], `stop ${stop}: no arrow or ring over a label`);
          const [at, of] = (await number.innerText()).split(' / ').map(Number);
          if (at === of) break;
        }
        assert.ok(withArrows >= 2, `the chain is drawn at the stops (${withArrows})`);
        assert.deepEqual(w.errors, [], 'no console errors');
        await page.close();
      });
});
