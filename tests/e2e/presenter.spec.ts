// Presenter mode (issue 5): the editor goes, the keys step, the laser moves between lanes,
// and "predict the next step" hides the future until Enter.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { BASE, openPage, sharedBrowser } from './browser.ts';
import { Playground } from './pages/playground.ts';

const browser = sharedBrowser();

describe('presenter mode', () => {
  it('is driven by the keyboard alone', async () => {
    const w = await openPage(browser(), BASE);
    const p = new Playground(w.page);
    await p.waitForTrace();
    await w.page.locator('body').click({ position: { x: 5, y: 5 } });
    await w.page.keyboard.press('p');
    await w.page.locator('.app.presenter').waitFor();
    assert.equal(await w.page.locator('.editor-pane').isVisible(), false, 'the editor is hidden');
    // ↓ points the laser at the first lane, ↓ again at the second.
    await w.page.keyboard.press('ArrowDown');
    const laser = w.page.getByTestId('lane-focus');
    const first = await laser.getAttribute('data-lane');
    await w.page.keyboard.press('ArrowDown');
    assert.notEqual(await laser.getAttribute('data-lane'), first);
    // Step, hide what comes next, reveal it.
    const t0 = await p.time();
    await w.page.keyboard.press('ArrowRight');
    assert.notEqual(await p.time(), t0);
    await w.page.keyboard.press('h');
    await w.page.getByTestId('curtain').waitFor();
    await w.page.keyboard.press('Enter');
    await w.page.getByTestId('curtain').waitFor({ state: 'detached' });
    await w.page.keyboard.press('Escape');
    await w.page.locator('.app.presenter').waitFor({ state: 'detached' });
    assert.equal(await w.page.locator('.editor-pane').isVisible(), true);
    assert.deepEqual(w.errors, []);
    await w.page.context().close();
  });
});
