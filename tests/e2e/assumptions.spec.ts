// Assumptions shown (issue 5): what podterm inferred about each container, changed with
// one click; the annotation lands in the text and the run follows it.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { BASE, openPage, sharedBrowser } from './browser.ts';
import { Playground } from './pages/playground.ts';

const browser = sharedBrowser();

describe('assumptions', () => {
  it('one click makes a shell exit on SIGTERM, and the run follows the new annotation', async () => {
    const w = await openPage(browser(), BASE);
    const p = new Playground(w.page);
    await p.waitForTrace();
    await w.page.getByLabel('Preset').selectOption('finalizer-1.27');
    await w.page.locator('[data-phase="Failed"]').first().waitFor({ state: 'attached' });
    const summary = w.page.getByText(/Assumed process behaviour/);
    await summary.click();
    const item = w.page.locator('.assumptions li').first();
    assert.match(await item.innerText(), /SIGTERM is ignored/);
    const before = await p.textHash();
    await item.getByRole('combobox').selectOption('exit');
    await w.page.waitForFunction(
      (h) =>
        document.querySelector('[data-testid="swimlane"]')?.getAttribute('data-text-hash') !== h,
      before,
    );
    // The shell now exits 0 at once on SIGTERM: from 1.27 the Pod ends Succeeded.
    await w.page.locator('[data-phase="Succeeded"]').first().waitFor({ state: 'attached' });
    assert.match(
      await w.page.locator('.assumptions li').first().innerText(),
      /As the annotation says/,
    );
    assert.deepEqual(w.errors, []);
    await w.page.context().close();
  });
});
