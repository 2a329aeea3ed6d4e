// The gallery (issue 5): presets grouped by story with a lesson and a thumbnail of the
// run; picking one loads it.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { CATALOG, STORIES } from '../../src/presets/catalog.ts';
import { BASE, openPage, sharedBrowser } from './browser.ts';
import { Playground } from './pages/playground.ts';

const browser = sharedBrowser();

describe('gallery', () => {
  it('groups the presets by story, draws a thumbnail of each and loads the one picked', async () => {
    const w = await openPage(browser(), BASE);
    const p = new Playground(w.page);
    await p.waitForTrace();
    await w.page.getByRole('button', { name: 'Gallery' }).click();
    const gallery = w.page.getByRole('dialog', { name: 'Gallery' });
    await gallery.waitFor();
    const stories = STORIES.filter((s) => CATALOG.some((c) => c.story === s));
    for (const s of stories) await gallery.getByRole('region', { name: s }).waitFor();
    await w.page.waitForFunction(
      (n) => document.querySelectorAll('.gallery svg.thumbnail').length === n,
      CATALOG.length,
      { timeout: 30_000 },
    );
    assert.ok(
      (await gallery.locator('svg.thumbnail rect').count()) > CATALOG.length,
      'every thumbnail draws Pod bars',
    );
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
});
