// The Content-Security-Policy travels with the files (issue 18): dist/index.html carries it
// as a meta tag, so on a static host without headers an injected inline handler still
// does not run, and the page itself still works under it.
import assert from 'node:assert/strict';
import { resolve } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Server } from 'node:http';
import { openPage, sharedBrowser } from './browser.ts';
import { Playground } from './pages/playground.ts';
import { serveStatic } from './staticServer.ts';

const browser = sharedBrowser();
let served: { base: string; server: Server };

describe('the policy on a plain static host', () => {
  before(async () => {
    served = await serveStatic(resolve('dist'));
  });
  after(() => served.server.close());

  it('runs the page and refuses an injected handler', async () => {
    const w = await openPage(browser(), served.base);
    const p = new Playground(w.page);
    await p.waitForTrace();
    const response = await w.page.request.get(served.base);
    assert.equal(response.headers()['content-security-policy'], undefined, 'no header here');
    assert.match(
      await response.text(),
      /<meta http-equiv="Content-Security-Policy"[^>]*script-src 'self'/,
    );
    await w.page.evaluate(() => {
      document.body.insertAdjacentHTML(
        'beforeend',
        '<img src="data:," onerror="window.__injected = true" alt="">',
      );
    });
    await w.page.waitForTimeout(300);
    assert.equal(
      await w.page.evaluate(() => (window as { __injected?: boolean }).__injected),
      undefined,
    );
    assert.ok(
      w.csp.some((v) => v.startsWith('script-src')),
      `the browser reported the refusal: ${w.csp.join('; ')}`,
    );
    await w.page.context().close();
  });
});
