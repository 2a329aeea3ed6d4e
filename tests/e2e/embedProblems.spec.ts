// The embed says what went wrong (issue 18): a document with errors shows them with their
// line instead of "Simulating…" forever, and a damaged link says so instead of showing the
// default scenario in silence.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { encodeShare } from '../../src/share/encode.ts';
import { BASE, openPage, sharedBrowser } from './browser.ts';

const browser = sharedBrowser();

describe('embed problems', () => {
  it('shows a broken document’s errors with their line', async () => {
    const broken = 'apiVersion: v1\nkind: Pod\nmetadata: {name: p}\nspec:\n  containers: [\n';
    const w = await openPage(browser(), `${BASE}?embed=1#${encodeShare(broken)}`);
    const problems = w.page.getByRole('list', { name: 'Problems' });
    await problems.waitFor({ timeout: 20_000 });
    assert.match(await problems.innerText(), /Line \d+:\d+/);
    assert.equal(await w.page.getByText('Simulating…').count(), 0);
    await w.page.context().close();
  });

  it('says a damaged link is damaged', async () => {
    const w = await openPage(browser(), `${BASE}?embed=1#s=1.@@@not-base64`);
    const alert = w.page.locator('.embed-problem[role="alert"]').first();
    await alert.waitFor({ timeout: 20_000 });
    assert.match(await alert.innerText(), /damaged/);
    await w.page.context().close();
  });
});
