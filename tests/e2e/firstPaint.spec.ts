// The default preset's swimlane at first paint (issue 17): its run is computed when the page
// is built and drawn by the first render, without the worker; it is the very run the worker
// makes of the same text; Monaco is asked for only once the chart is on screen; a link still
// runs in the worker.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { simulateText } from '../../src/run/simulate.ts';
import { encodeShare } from '../../src/share/encode.ts';
import { BASE, openPage, sharedBrowser } from './browser.ts';
import { exported } from './exportCheck.ts';
import { Playground } from './pages/playground.ts';

const browser = sharedBrowser();
const DEFAULT = readFileSync('src/presets/default.yaml', 'utf8');
/** The events of the default preset's run, as the simulation makes it now. */
const EVENTS = simulateText(DEFAULT).trace!.events.length;

/** Opens `url` with the simulation worker's script refused: whatever is drawn came with the page. */
async function withoutWorker(url: string) {
  const w = await openPage(browser(), 'about:blank');
  await w.page.route(/simulate\.worker/, (r) => r.abort());
  await w.page.goto(url);
  return w;
}

describe('first paint', () => {
  it('draws the default preset’s run without the worker, in the page and the embed', async () => {
    for (const url of [BASE, `${BASE}?embed=1`]) {
      const w = await withoutWorker(url);
      const p = new Playground(w.page);
      await p.waitForTrace();
      assert.equal(await p.podRows(), 4, url);
      assert.equal(await p.eventCount(), EVENTS, url);
      // Drawn for the text on screen, with its problem and its narration: a whole run.
      assert.equal(await p.swimlane().getAttribute('data-text-hash'), await p.textHash());
      if (url === BASE) {
        assert.match(await p.problems().innerText(), /preStop/);
        await w.page.keyboard.press('End');
        assert.match(await p.narration().innerText(), /\d+\.\d s/);
      }
      await w.page.context().close();
    }
  });

  it('still simulates a link in the worker', async () => {
    const w = await withoutWorker(`${BASE}#${encodeShare(DEFAULT)}`);
    await w.page.getByText('Simulating…').waitFor();
    assert.equal(await new Playground(w.page).swimlane().count(), 0);
    await w.page.context().close();
  });

  it('is the run the worker makes of the same text, byte for byte', async () => {
    const built = await openPage(browser(), BASE);
    await new Playground(built.page).waitForTrace();
    const fromBuild = (await exported(built.page, 'JSON')).bytes.toString('utf8');
    const linked = await openPage(browser(), `${BASE}#${encodeShare(DEFAULT)}`);
    await new Playground(linked.page).waitForTrace();
    const fromWorker = (await exported(linked.page, 'JSON')).bytes.toString('utf8');
    assert.ok(fromBuild.length > 10_000);
    assert.equal(fromBuild, fromWorker);
    assert.deepEqual(built.errors, []);
    assert.deepEqual(linked.errors, []);
    await built.page.context().close();
    await linked.page.context().close();
  });

  it('asks for Monaco only once the chart is on screen', async () => {
    const w = await openPage(browser(), 'about:blank');
    // When the swimlane first appears, on the page's clock.
    await w.page.addInitScript(() => {
      new MutationObserver((_, o) => {
        if (!document.querySelector('[data-testid="swimlane"]')) return;
        (window as unknown as { drawnAt: number }).drawnAt = performance.now();
        o.disconnect();
      }).observe(document, { childList: true, subtree: true });
    });
    await w.page.goto(BASE);
    const p = new Playground(w.page);
    await p.waitForEditor();
    const drawnAt = await w.page.evaluate(() => (window as unknown as { drawnAt: number }).drawnAt);
    const monacoAt = await w.page.evaluate(
      () =>
        performance.getEntriesByType('resource').find((e) => /monacoEditor/.test(e.name))
          ?.startTime ?? -1,
    );
    assert.ok(drawnAt > 0 && monacoAt > drawnAt, `chart at ${drawnAt} ms, Monaco at ${monacoAt}`);
    assert.deepEqual(w.errors, []);
    await w.page.context().close();
  });
});
