// The editor's schema (issue 5): completion offers the keys of the object at the cursor
// (and the values of a field), hover documents a key, and an unknown field is marked.
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { encodeShare } from '../../src/share/encode.ts';
import { BASE, openPage, sharedBrowser } from './browser.ts';
import { Playground } from './pages/playground.ts';

const browser = sharedBrowser();

const JOB = `apiVersion: podterm.dev/v1
kind: Scenario
spec:
  kubernetesVersion: "1.27"
---
apiVersion: batch/v1
kind: Job
metadata: {name: report}
spec:
  backoffLimit: 2
  template:
    spec:
      restartPolicy: Never
      containers: [{name: main, image: busybox}]
`;

describe('editor schema', () => {
  it('completes keys and values, documents a key on hover, marks an unknown field', async () => {
    const w = await openPage(browser(), `${BASE}#${encodeShare(JOB)}`);
    const p = new Playground(w.page);
    await p.waitForTrace();
    await p.waitForEditor();
    const editor = w.page.locator('.monaco-editor').first();
    // A new key under spec: the Job's fields, those of a newer version after the others.
    await w.page.getByText('backoffLimit', { exact: true }).click();
    await w.page.keyboard.press('End');
    await w.page.keyboard.press('Enter');
    await w.page.keyboard.type('comp');
    await w.page.keyboard.press('Control+Space');
    const suggest = editor.locator('.suggest-widget.visible');
    await suggest.getByText('completionMode').first().waitFor();
    await suggest.getByText('completions').first().waitFor();
    await w.page.keyboard.press('Enter');
    // The value: the enum of completionMode.
    await w.page.keyboard.press('Control+Space');
    await suggest.getByText('Indexed', { exact: true }).waitFor();
    await w.page.keyboard.press('Escape');
    // Hover: what backoffLimit means.
    await w.page.getByText('backoffLimit', { exact: true }).hover();
    const hover = w.page.locator('.monaco-hover').filter({ hasText: 'spec.backoffLimit' });
    await hover.getByText(/Retries before the Job fails/).waitFor();
    // A typo is a warning in the problem list.
    await p.typeAtEnd('  paralelism: 2\n');
    await w.page
      .getByText(/unknown field "spec.paralelism" \(did you mean "parallelism"\?\)/)
      .waitFor();
    assert.deepEqual(w.errors, []);
    await w.page.context().close();
  });
});

describe('the field tree stays out of the first load', () => {
  // The built page (the e2e runner builds it before any spec): the scripts index.html
  // loads are the first load; the API's field docs must be in another chunk, fetched with
  // the editor (issue 14), and that chunk must exist, or the check proves nothing.
  const DOC = 'IANA_SVC_NAME and unique within the pod';
  it('keeps the API docs in a chunk of their own', () => {
    const html = readFileSync(join('dist', 'index.html'), 'utf8');
    const first = [...html.matchAll(/(?:src|href)="\.?\/?(assets\/[^"]+\.js)"/g)].map((m) => m[1]!);
    assert.ok(first.length > 0, 'index.html loads no script');
    for (const f of first)
      assert.ok(!readFileSync(join('dist', f), 'utf8').includes(DOC), `${f} holds the field docs`);
    const all = readdirSync(join('dist', 'assets')).filter((f) => f.endsWith('.js'));
    const holders = all.filter((f) =>
      readFileSync(join('dist', 'assets', f), 'utf8').includes(DOC),
    );
    assert.ok(holders.length > 0, 'no chunk holds the field docs');
  });
});
