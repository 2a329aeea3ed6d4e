// The smallest preStop sleep (issue 5's offer beside the kube-proxy warning): one click
// searches it in the recommender's worker, one more writes it into the text. The writer
// (and the yaml library it needs) loads on that second click, not with the page: the text
// on screen must then hold the hook, and its run fail no request.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { encodeShare } from '../../src/share/encode.ts';
import { BASE, openPage, sharedBrowser } from './browser.ts';
import { Playground } from './pages/playground.ts';

const browser = sharedBrowser();
const NO_PRESTOP = readFileSync('src/presets/default.yaml', 'utf8');

describe('the smallest preStop sleep', () => {
  it('is found, then written into the text on screen, and the new run fails no request', async () => {
    const w = await openPage(browser(), `${BASE}#${encodeShare(NO_PRESTOP)}`);
    const p = new Playground(w.page);
    await p.waitForTrace();
    await p.problems().getByRole('button', { name: 'Find the smallest preStop sleep' }).click();
    const write = p.problems().getByRole('button', { name: /^Write preStop sleep: \d+ s$/ });
    await write.waitFor({ timeout: 60_000 });
    const seconds = /(\d+) s$/.exec(await write.innerText())![1]!;
    await write.click();
    await p.waitForRunOfText();
    // The hook in the container's lifecycle, block or flow style; the autosave holds what
    // the editor shows once its debounce has run.
    const hook = `preStop:\\s*\\{?\\s*sleep:\\s*\\{?\\s*seconds: ${seconds}\\b`;
    await w.page.waitForFunction(
      (h) =>
        new RegExp(h).test(
          localStorage.getItem(`podterm.doc.${sessionStorage.getItem('podterm.tab')}`) ?? '',
        ),
      hook,
    );
    assert.match((await p.savedText()) ?? '', new RegExp(hook));
    assert.doesNotMatch(await p.swimlane().innerText(), /\d+ failed/);
    assert.deepEqual(w.errors, []);
    await w.page.context().close();
  });
});
