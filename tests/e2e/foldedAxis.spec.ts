// The folded axis (issue 27): on the whole run of the default preset, "Fold quiet time"
// folds the quiet stretches to narrow breaks that say how long they lasted; no tick lies
// inside a fold or covers its words, and the ticks keep one rate outside the folds.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { BASE, openPage, sharedBrowser } from './browser.ts';
import { Playground } from './pages/playground.ts';

const browser = sharedBrowser();

describe('the folded axis', () => {
  it('folds the quiet stretches of the whole run, its ticks telling the truth', async () => {
    const w = await openPage(browser(), BASE);
    const p = new Playground(w.page);
    await p.waitForTrace();
    await w.page.getByRole('button', { name: 'Whole run' }).click();
    await w.page.getByLabel('Fold quiet time').check();
    await w.page.getByTestId('fold-breaks').waitFor();
    // tsx names the arrows below with esbuild's `__name`, which the page lacks.
    await w.page.evaluate('globalThis.__name ??= (f) => f');
    const seen = await w.page.evaluate(() => {
      const svg = document.querySelector('.swimlane svg.lanes')!;
      const box = (el: Element) => el.getBoundingClientRect();
      const ticks = [...svg.querySelectorAll('.axis text')].map((el) => ({
        s: Number((el.textContent ?? '').replace('s', '')),
        x: (box(el).left + box(el).right) / 2,
        l: box(el).left,
        r: box(el).right,
      }));
      const folds = [...svg.querySelectorAll('.fold-breaks .fold')].map((el) => ({
        from: Number(el.getAttribute('data-from')),
        to: Number(el.getAttribute('data-to')),
        l: box(el.querySelector('rect')!).left,
        r: box(el.querySelector('rect')!).right,
        text: el.querySelector('text')!.textContent ?? '',
        tl: box(el.querySelector('text')!).left,
        tr: box(el.querySelector('text')!).right,
      }));
      return { ticks, folds };
    });
    assert.ok(seen.folds.length > 0, 'a fold is drawn');
    for (const f of seen.folds) {
      assert.match(f.text, /^… \d+(\.\d)? s …$/);
      assert.equal(Number(f.text.split(' ')[1]), Math.round((f.to - f.from) / 100) / 10);
      for (const t of seen.ticks) {
        assert.ok(t.s * 1000 <= f.from || t.s * 1000 >= f.to, `no tick inside a fold (${t.s}s)`);
        assert.ok(t.r < f.tl || t.l > f.tr, `tick ${t.s}s clears the fold's words`);
      }
    }
    // One rate (px per second) between any two ticks with no fold between them.
    const rates: number[] = [];
    for (let i = 1; i < seen.ticks.length; i++) {
      const [a, b] = [seen.ticks[i - 1]!, seen.ticks[i]!];
      if (seen.folds.some((f) => a.s * 1000 <= f.from && b.s * 1000 >= f.to)) continue;
      rates.push((b.x - a.x) / (b.s - a.s));
    }
    assert.ok(rates.length > 1);
    for (const r of rates) assert.ok(Math.abs(r - rates[0]!) < 1, `rate ${r} vs ${rates[0]}`);
    for (let i = 1; i < seen.ticks.length; i++)
      assert.ok(seen.ticks[i]!.l > seen.ticks[i - 1]!.r, 'tick labels apart');
    await w.page.context().close();
  });
});
