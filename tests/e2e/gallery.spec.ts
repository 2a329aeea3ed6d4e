// The gallery (issues 5 and 13): presets grouped by story with a lesson and a thumbnail of
// the run, drawn at once (computed when the page is built) and showing failed requests in
// red; picking one loads it.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { CATALOG } from '../../src/presets/catalog.ts';
import { STORIES } from '../../src/presets/stories.ts';
import { BASE, openPage, sharedBrowser } from './browser.ts';
import { Compare } from './pages/compare.ts';
import { Gallery } from './pages/gallery.ts';
import { Playground } from './pages/playground.ts';
import type { Locator, Page } from 'playwright-core';

/** Pixels of a thumbnail that are clearly red (failed requests), counted off a screenshot. */
async function redPixels(page: Page, thumbnail: Locator): Promise<number> {
  const png = (await thumbnail.screenshot()).toString('base64');
  return page.evaluate(async (b64) => {
    const img = new Image();
    img.src = `data:image/png;base64,${b64}`;
    await img.decode();
    const canvas = document.createElement('canvas');
    canvas.width = img.width;
    canvas.height = img.height;
    const g = canvas.getContext('2d')!;
    g.drawImage(img, 0, 0);
    const d = g.getImageData(0, 0, canvas.width, canvas.height).data;
    let n = 0;
    for (let i = 0; i < d.length; i += 4)
      if (d[i]! > 150 && d[i]! - d[i + 1]! > 80 && d[i]! - d[i + 2]! > 80) n++;
    return n;
  }, png);
}

const browser = sharedBrowser();

describe('gallery', () => {
  it('groups the presets by story, draws a thumbnail of each and loads the one picked', async () => {
    const w = await openPage(browser(), BASE);
    const p = new Playground(w.page);
    await p.waitForTrace();
    const gallery = await new Gallery(w.page).open();
    const stories = STORIES.filter((s) => CATALOG.some((c) => c.story === s));
    for (const s of stories) await gallery.getByRole('region', { name: s }).waitFor();
    // At once: every thumbnail is there as soon as the gallery is, none waits for a run.
    assert.equal(await gallery.locator('svg.thumbnail').count(), CATALOG.length);
    assert.equal(await gallery.locator('.thumbnail.pending').count(), 0);
    assert.ok(
      (await gallery.locator('svg.thumbnail rect').count()) > CATALOG.length,
      'every thumbnail draws Pod bars',
    );
    // Refused requests show in red; with preStop sleep none are refused, and none is red.
    const thumb = (id: string) => gallery.locator(`[data-preset="${id}"] svg.thumbnail`);
    for (const [without, sleep] of [
      ['default', 'prestop-sleep'],
      ['rolling-update-no-prestop', 'rolling-update-prestop'],
    ] as const) {
      const red = await redPixels(w.page, thumb(without));
      assert.ok(red >= 20, `${without}: failed requests in red (${red} red pixels)`);
      assert.equal(await redPixels(w.page, thumb(sleep)), 0, `${sleep}: nothing red`);
    }
    await gallery.locator('[data-preset="drain-pdb"]').click();
    await gallery.waitFor({ state: 'hidden' });
    await w.page.waitForFunction(
      () =>
        (document.querySelector('select[aria-label="Preset"]') as HTMLSelectElement).value ===
        'drain-pdb',
    );
    assert.deepEqual(w.errors, []);
    assert.deepEqual(w.csp, []);
    await w.page.context().close();
  });

  it('opens the rolling update without preStop against the one with it, as a compare', async () => {
    const w = await openPage(browser(), BASE);
    const p = new Playground(w.page);
    await p.waitForTrace();
    const gallery = new Gallery(w.page);
    await gallery.open();
    await gallery.compare('rolling-update-no-prestop');
    const compare = new Compare(w.page);
    await compare.swimlaneB().waitFor({ timeout: 20_000 });
    assert.equal(
      await w.page.getByRole('combobox', { name: 'Preset' }).inputValue(),
      'rolling-update-no-prestop',
    );
    await p.waitForPodRows(6); // A is the rolling update's run (the default preset has 4)
    const summary = compare.differenceSummary();
    const row = summary.getByRole('row', { name: /Failed requests/ });
    await w.page.waitForFunction(
      () =>
        !document
          .querySelector('.compare-summary tbody td:nth-child(3)')
          ?.textContent?.includes('…'),
    );
    const [, a, b] = (await row.innerText()).split('\t');
    assert.ok(Number(a) >= 15, `refused without preStop (${a})`);
    assert.equal(Number(b), 0, 'none with preStop sleep 5 s');
    assert.deepEqual(w.errors, []);
    await w.page.context().close();
  });
});
