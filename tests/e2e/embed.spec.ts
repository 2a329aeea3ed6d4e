// The embed view (issue 5): `?embed=1` shows the swimlane and the controls of the linked
// scenario, without the editor.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { encodeShare } from '../../src/share/encode.ts';
import { BASE, openPage, sharedBrowser } from './browser.ts';
import { Playground } from './pages/playground.ts';

const browser = sharedBrowser();

describe('embed view', () => {
  it('has the swimlane and controls of the linked run and no editor', async () => {
    const text = readFileSync('src/presets/drain-pdb.yaml', 'utf8');
    const w = await openPage(browser(), `${BASE}?embed=1#${encodeShare(text)}`);
    const p = new Playground(w.page);
    await p.waitForTrace();
    await w.page.getByRole('toolbar', { name: 'Playback' }).waitFor();
    assert.equal(await w.page.locator('.editor-pane, .monaco-editor, textarea').count(), 0);
    assert.ok((await p.eventCount()) > 20);
    const full = await w.page.getByRole('link', { name: 'Open in podterm' }).getAttribute('href');
    assert.doesNotMatch(full!, /embed=1/);
    assert.deepEqual(w.errors, []);
    await w.page.context().close();
  });
});
