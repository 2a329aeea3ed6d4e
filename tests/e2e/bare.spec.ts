// Bare manifests in the page (issue 14): pasted without a Scenario document they run for the
// duration they need and a note says why, with one click to add that Scenario document (one
// edit, undone by Ctrl+Z); the action picker shows the duration, raises it to cover an added
// action, and sets it as typed.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { readFileSync } from 'node:fs';
import { CATALOG } from '../../src/presets/catalog.ts';
import { addAction } from '../../src/manifest/edit/editActions.ts';
import { fitDuration } from '../../src/manifest/edit/fitDuration.ts';
import { setDuration } from '../../src/manifest/edit/setDuration.ts';
import { encodeShare } from '../../src/share/encode.ts';
import { simulateText } from '../../src/run/simulate.ts';
import { BASE, openPage, sharedBrowser, type Watched } from './browser.ts';
import { Playground } from './pages/playground.ts';

const browser = sharedBrowser();
const DEFAULT_TEXT = readFileSync(`src/presets/${CATALOG[0]!.file}`, 'utf8');

/** The kubernetes.io CronJob example (application/job/cronjob.yaml), as a user pastes it. */
const CRONJOB = `apiVersion: batch/v1
kind: CronJob
metadata:
  name: hello
spec:
  schedule: "* * * * *"
  jobTemplate:
    spec:
      template:
        spec:
          containers:
          - name: hello
            image: busybox:1.28
            imagePullPolicy: IfNotPresent
            command:
            - /bin/sh
            - -c
            - date; echo Hello from the Kubernetes cluster
          restartPolicy: OnFailure
`;

function clean(w: Watched): void {
  assert.deepEqual(w.external, [], 'no request may leave 127.0.0.1');
  assert.deepEqual(w.csp, [], 'no CSP violation');
  assert.deepEqual(w.errors, [], 'no console error');
}

describe('bare manifests', () => {
  it('run for what they do, say so, and get their Scenario document in one undoable click', async () => {
    // Shared as a link (a paste into Monaco would be re-indented by the editor).
    const w = await openPage(browser(), `${BASE}#${encodeShare(CRONJOB)}`);
    const p = new Playground(w.page);
    await p.waitForTrace();
    await p.waitForEditor();
    await p.waitForRunOfText();
    const expected = simulateText(CRONJOB).trace!;
    assert.equal(await p.duration(), expected.durationMs);
    assert.equal(expected.durationMs, 200_000, 'three runs of an every-minute CronJob');

    const problems = p.problems();
    await problems
      .getByRole('button', {
        name: /^Line 1:1 No Scenario document: podterm runs these manifests for 3m20s \(3 run/,
      })
      .waitFor();
    await problems.getByRole('button', { name: 'Add this Scenario document' }).click();
    const want = setDuration(CRONJOB, 200_000).text;
    assert.equal(await p.savedText(want), want);
    assert.ok(want.endsWith(`---\n${CRONJOB}`), 'the pasted text follows, byte for byte');
    await p.waitForRunOfText();
    assert.equal(await p.duration(), 200_000);
    await problems.getByRole('button', { name: 'Add this Scenario document' }).waitFor({
      state: 'detached',
    });

    // One edit: Ctrl+Z in the editor brings the pasted text back.
    await p.editorLines().click();
    await p.page.keyboard.press('Control+Z');
    assert.equal(await p.savedText(CRONJOB), CRONJOB);
    clean(w);
    await w.page.context().close();
  });

  it('the action picker shows the duration, raises it for a late action, and sets it', async () => {
    const w = await openPage(browser(), BASE);
    const p = new Playground(w.page);
    await p.waitForTrace();
    await p.waitForEditor();
    await p.page.getByRole('button', { name: 'Actions' }).click();
    const panel = p.addActionPanel();
    const duration = panel.getByLabel('Duration', { exact: true });
    await p.page.waitForFunction(
      () =>
        (document.querySelector('.ap-duration input') as HTMLInputElement | null)?.value === '60s',
    );

    // A Pod deleted at 55 s of a 60 s run: its grace and its replacement need more.
    await panel.getByLabel('Do', { exact: true }).selectOption('delete');
    const target = panel.getByLabel('Target', { exact: true });
    const pod = (await target.locator('option').allTextContents()).find((o) =>
      o.startsWith('Pod/'),
    )!;
    await target.selectOption(pod);
    await panel.getByLabel('At (s)', { exact: true }).fill('55');
    await panel.getByRole('button', { name: 'Add' }).click();
    const name = pod.slice('Pod/'.length);
    const fitted = fitDuration(
      addAction(DEFAULT_TEXT, { at: 55, do: 'delete', target: `pod/${name}` }).text,
    );
    assert.ok(fitted.changed && fitted.durationMs! > 60_000, 'the duration is raised');
    assert.equal(await p.savedText(fitted.text), fitted.text);
    await p.page.getByText(/; duration now \d/).waitFor();
    assert.equal(await duration.inputValue(), /duration: (\S+)/.exec(fitted.text)![1]);
    await p.waitForRunOfText();
    assert.equal(await p.duration(), fitted.durationMs);

    // Typed and set: the document says it.
    await duration.fill('2m');
    await panel.getByRole('button', { name: 'Set' }).click();
    const set = setDuration(fitted.text, 120_000).text;
    assert.equal(await p.savedText(set), set);
    await p.waitForRunOfText();
    assert.equal(await p.duration(), 120_000);
    assert.equal(await duration.inputValue(), '2m');
    clean(w);
    await w.page.context().close();
  });
});
