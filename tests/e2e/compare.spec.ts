// Compare (issue 5): two variants on one time axis with a difference summary, shared as
// one link; a compare link whose variant is damaged still opens the scenario.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { encodeShare } from '../../src/share/encode.ts';
import { BASE, openPage, sharedBrowser } from './browser.ts';
import { Playground } from './pages/playground.ts';

const browser = sharedBrowser();

const A = readFileSync('src/presets/rollout-no-prestop.yaml', 'utf8');
const B = readFileSync('src/presets/prestop-sleep.yaml', 'utf8');

describe('compare', () => {
  it('shows two swimlanes and what differs, from one link', async () => {
    const w = await openPage(browser(), `${BASE}#${encodeShare(A, B)}`);
    const p = new Playground(w.page);
    await p.waitForTrace();
    const compare = w.page.getByRole('region', { name: 'Compare' });
    await compare
      .getByRole('region', { name: 'Swimlane of variant B' })
      .waitFor({ timeout: 20_000 });
    const summary = compare.getByRole('table', { name: 'Difference summary' });
    const failed = await summary.getByRole('row', { name: /Failed requests/ }).innerText();
    const [, a, b] = failed.split('\t');
    assert.ok(Number(a) > 0, `requests fail without preStop (${failed})`);
    assert.equal(Number(b), 0, 'and none with preStop sleep 5 s');
    // One playhead: stepping A moves B's.
    await w.page.keyboard.press('ArrowRight');
    const xA = await p.playheadX();
    const xB = await compare.locator('[data-testid="playhead"]').getAttribute('data-x');
    assert.equal(xB, xA);
    // Share carries both.
    await w.page.getByRole('button', { name: 'Share' }).click();
    const link = await w.page.getByLabel('Share link').inputValue();
    assert.match(link, /#s=1\.[\w-]+&c=1\.[\w-]+$/);
    assert.deepEqual(w.errors, []);
    await w.page.context().close();
  });

  it('a compare link with a damaged variant opens the scenario and says why', async () => {
    const w = await openPage(browser(), `${BASE}#${encodeShare(A)}&c=1.@@@`);
    const p = new Playground(w.page);
    await p.waitForTrace();
    await p
      .banner()
      .getByText(/compared variant cannot be read/)
      .waitFor();
    assert.equal(await w.page.getByRole('region', { name: 'Compare' }).count(), 0);
    await w.page.context().close();
  });
});
