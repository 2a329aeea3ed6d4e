// What loads after the first paint (issue 29): the first load stays under its limit; the
// swimlane is drawn before d3's gestures (zoom, brush) and the chain of causes have come,
// and what the reader does before they have is not lost: a wheel over the lanes and a click
// beside the overview's window act once the gestures arrive, a selection draws its arrows
// once the causes do, and the `?` list opens on first use.
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { BASE, sharedBrowser } from './browser.ts';
import { FIRST_LOAD_LIMIT_KB, firstLoadJsGzipKB, firstLoadScripts } from './firstLoad.ts';
import { Playground } from './pages/playground.ts';
import { Swimlane } from './pages/swimlane.ts';

const browser = sharedBrowser();

/**
 * Opens the page with the chunk whose name matches `held` kept back until `release()`. No
 * service worker: it would answer the chunk from its cache, past the hold.
 */
async function withHeld(b: Browser, held: RegExp) {
  const context = await b.newContext({
    viewport: { width: 1280, height: 720 },
    serviceWorkers: 'block',
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  let release!: () => void;
  const released = new Promise<void>((r) => (release = r));
  let asked = false;
  await page.route(held, async (route) => {
    asked = true;
    await released;
    await route.continue();
  });
  await page.goto(BASE);
  await new Playground(page).waitForTrace();
  return { page, errors, release, asked: () => asked };
}

const windowText = (page: Page) => page.locator('.swimlane-bar .zoom .window').innerText();

describe('after the first paint', () => {
  it(`keeps the first load under ${FIRST_LOAD_LIMIT_KB} KB gzip, without what loads later`, () => {
    const kb = firstLoadJsGzipKB();
    assert.ok(kb <= FIRST_LOAD_LIMIT_KB, `first load ${kb} KB gzip`);
    const code = firstLoadScripts()
      .map((f) => readFileSync(join('dist', f), 'utf8'))
      .join('\n');
    // d3-zoom's and d3-brush's event names; another preset's text (drain-pdb.yaml's opening).
    for (const late of ['wheel.zoom', 'mousedown.brush', '# kubectl drain (drain.go evictPods)'])
      assert.ok(!code.includes(late), `${late} is in the first load`);
    // Each late part is a chunk of its own (statically imported, it would join the page's).
    const chunks = readdirSync('dist/assets').join(' ');
    for (const late of ['gestures', 'causes', 'CauseArrows', 'NavHelpDialog'])
      assert.match(chunks, new RegExp(`\\b${late}-[\\w-]+\\.js\\b`), `no ${late} chunk`);
  });

  it('zooms with a wheel turned over the lanes before the gestures had loaded', async () => {
    const w = await withHeld(browser(), /\/assets\/gestures-[^/]*\.js$/);
    const before = await windowText(w.page);
    const box = (await new Swimlane(w.page).lanes().boundingBox())!;
    await w.page.mouse.move(box.x + box.width * 0.6, box.y + 60);
    await w.page.mouse.wheel(0, -400);
    assert.ok(w.asked(), 'the gestures were asked for once the chart was drawn');
    assert.equal(await windowText(w.page), before, 'nothing acts while they load');
    w.release();
    await w.page.waitForFunction(
      ([text]) => document.querySelector('.swimlane-bar .zoom .window')?.textContent !== text,
      [before],
    );
    assert.deepEqual(w.errors, []);
    await w.page.context().close();
  });

  it('moves the window to a click beside it on the overview before the brush had loaded', async () => {
    const w = await withHeld(browser(), /\/assets\/gestures-[^/]*\.js$/);
    const before = await windowText(w.page);
    const strip = (await w.page.getByTestId('overview').boundingBox())!;
    await w.page.mouse.click(strip.x + strip.width * 0.9, strip.y + strip.height / 2);
    w.release();
    await w.page.getByTestId('overview-brush').locator('.overlay').waitFor({ state: 'attached' });
    await w.page.waitForFunction(
      ([text]) => document.querySelector('.swimlane-bar .zoom .window')?.textContent !== text,
      [before],
    );
    const [from] = (await windowText(w.page)).split('–').map(parseFloat);
    assert.ok(from! > 40, `the window moved to the click: ${await windowText(w.page)}`);
    assert.deepEqual(w.errors, []);
    await w.page.context().close();
  });

  it('draws a selection’s chain of causes once they have loaded', async () => {
    const w = await withHeld(browser(), /\/assets\/causes-[^/]*\.js$/);
    const chart = new Swimlane(w.page);
    await w.page.getByTestId('filter-failed-next').click(); // selects the first failed request
    await chart.focus();
    await w.page.keyboard.press('f'); // waits for the chain, then fits it
    assert.equal(await w.page.getByTestId('cause-chain').count(), 0);
    w.release();
    await w.page.getByTestId('cause-chain').waitFor();
    await w.page.getByTestId('cause-list').waitFor();
    await chart.keysButton().click();
    await chart.keysDialog().waitFor();
    assert.deepEqual(w.errors, []);
    await w.page.context().close();
  });
});
