// Installable and usable offline (issue 5): after the first load the service worker has
// cached the page, Monaco and the workers; with the network gone a reload still edits,
// simulates and draws.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { BASE, openPage, sharedBrowser } from './browser.ts';
import { Playground } from './pages/playground.ts';

const browser = sharedBrowser();

describe('offline', () => {
  it('works with the network unplugged after the first load', async () => {
    const w = await openPage(browser(), BASE);
    const p = new Playground(w.page);
    await p.waitForTrace();
    await p.waitForEditor();
    // The worker is installed and controls the page.
    await w.page.evaluate(async () => {
      await navigator.serviceWorker.ready;
      if (!navigator.serviceWorker.controller)
        await new Promise((r) => navigator.serviceWorker.addEventListener('controllerchange', r));
    });
    const manifest = await w.page.evaluate(async () => {
      const href = document.querySelector('link[rel="manifest"]')!.getAttribute('href')!;
      return (await fetch(href)).json();
    });
    assert.equal(manifest.display, 'standalone');
    await w.page.context().setOffline(true);
    await w.page.reload();
    await p.waitForTrace();
    await p.waitForEditor();
    assert.ok((await p.eventCount()) > 50, 'the worker simulates offline');
    await w.page.getByLabel('Preset').selectOption('drain-pdb');
    await w.page.waitForFunction(
      () =>
        Number(document.querySelector('[data-testid="swimlane"]')?.getAttribute('data-pod-rows')) >=
        4,
    );
    assert.deepEqual(w.errors, []);
    await w.page.context().close();
  });
});
