// The playground in real Chromium against the built page on `vite preview` (which sends
// the production CSP): the preset draws, playback moves, errors keep the last trace, a
// share link reproduces the run, a bad link is explained, nothing leaves 127.0.0.1.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { readFileSync } from 'node:fs';
import { CATALOG } from '../../src/presets/catalog.ts';
import { simulateText } from '../../src/run/simulate.ts';
import { addAction } from '../../src/manifest/edit/editActions.ts';
import { BASE, openPage, sharedBrowser, type Watched } from './browser.ts';
import { Playground } from './pages/playground.ts';

const browser = sharedBrowser();

const DEFAULT_TEXT = readFileSync(`src/presets/${CATALOG[0]!.file}`, 'utf8');

/** Every test ends here: nothing left 127.0.0.1, the CSP refused nothing, no errors. */
function clean(w: Watched): void {
  assert.deepEqual(w.external, [], 'no request may leave 127.0.0.1');
  assert.deepEqual(w.csp, [], 'no CSP violation');
  assert.deepEqual(w.errors, [], 'no console error');
}

describe('podterm playground', () => {
  it('is served with a CSP that allows only its own origin', async () => {
    const res = await fetch(BASE);
    const csp = res.headers.get('content-security-policy') ?? '';
    assert.match(csp, /default-src 'self'/);
    assert.match(csp, /worker-src 'self'/);
    assert.doesNotMatch(csp, /https?:/);
  });

  it('opens on the default preset, simulated and drawn', async () => {
    const w = await openPage(browser(), BASE);
    const p = new Playground(w.page);
    await p.waitForTrace();
    assert.ok((await p.podRows()) >= 4, 'three pods and the replacement');
    assert.ok((await p.eventCount()) > 50);
    await p.page.getByRole('img', { name: /Swimlane of/ }).waitFor();
    await p.waitForEditor();
    await p.page
      .getByRole('textbox', { name: 'Scenario editor' })
      .first()
      .waitFor({ state: 'attached' });
    clean(w);
    await w.page.context().close();
  });

  it('Play moves the playhead and becomes Pause; arrow keys step', async () => {
    const w = await openPage(browser(), BASE);
    const p = new Playground(w.page);
    await p.waitForTrace();
    const x0 = await p.playheadX();
    await p.page.getByRole('button', { name: 'Play' }).click();
    await p.page.getByRole('button', { name: 'Pause' }).waitFor();
    await p.page.waitForTimeout(600);
    assert.notEqual(await p.playheadX(), x0);
    assert.notEqual(await p.time(), 't = 0.0 s');
    await p.page.getByRole('button', { name: 'Pause' }).click();
    const t1 = await p.time();
    await p.page.locator('header h1').click();
    // A step goes to the next event, which can fall in the same tenth of a second as the
    // paused playhead: a few steps must move the time shown.
    let t2 = t1;
    for (let i = 0; i < 3 && t2 === t1; i++) {
      await p.page.keyboard.press('ArrowRight');
      t2 = await p.time();
    }
    assert.notEqual(t2, t1);
    clean(w);
    await w.page.context().close();
  });

  it('a broken line shows a problem at its line and keeps the last trace, dimmed', async () => {
    const w = await openPage(browser(), BASE);
    const p = new Playground(w.page);
    await p.waitForTrace();
    await p.waitForEditor();
    const before = await p.eventCount();
    const broken = '\nfoo: [unclosed';
    // Where the simulation itself puts the error for the edited text.
    const want = simulateText(DEFAULT_TEXT + broken).diagnostics.find(
      (d) => d.severity === 'error',
    );
    assert.ok(want, 'the edit is an error');
    await p.typeAtEnd(broken);
    // The first error (the default scenario's own warnings stay listed too).
    const problem = p.problems().locator('li.error').getByRole('button').first();
    await problem.waitFor({ timeout: 10_000 });
    assert.match(await problem.innerText(), new RegExp(`Line ${want.line}:${want.column}\\b`));
    await p.page.locator('.swimlane.stale').waitFor({ timeout: 10_000 });
    assert.equal(await p.eventCount(), before, 'the last trace stays');
    await p.page
      .locator('.monaco-editor .squiggly-error')
      .first()
      .waitFor({ state: 'attached', timeout: 10_000 });
    clean(w);
    await w.page.context().close();
  });

  it('Share gives a link that reproduces the same text and trace', async () => {
    const w = await openPage(browser(), BASE);
    const p = new Playground(w.page);
    await p.waitForTrace();
    await p.page.getByLabel('Preset').selectOption('ignore-sigterm');
    await p.waitForPodRows(1);
    const hash = await p.textHash();
    const events = await p.eventCount();
    const link = await p.share();
    assert.match(link, /^http:\/\/127\.0\.0\.1:\d+\/#s=1\.[A-Za-z0-9_-]+$/);
    // The context grants clipboard access: the link was copied too.
    await p.page.getByRole('status').filter({ hasText: 'Link copied' }).waitFor();
    assert.equal(await p.page.evaluate(() => navigator.clipboard.readText()), link);
    const w2 = await openPage(browser(), link);
    const p2 = new Playground(w2.page);
    await p2.waitForTrace();
    assert.equal(await p2.textHash(), hash);
    assert.equal(await p2.eventCount(), events);
    clean(w);
    clean(w2);
    await w.page.context().close();
    await w2.page.context().close();
  });

  it('the version picker writes kubernetesVersion into the text and re-simulates', async () => {
    const w = await openPage(browser(), BASE);
    const p = new Playground(w.page);
    await p.waitForTrace();
    await p.page.getByLabel('Preset').selectOption('finalizer-1.26');
    await p.waitForPodRows(1);
    // On 1.26 the killed pod stays Running; from 1.27 it ends Failed (#115331).
    await p.page.locator('[data-phase="Failed"]').waitFor({ state: 'detached' });
    const drawn = await p.textHash();
    await p.page.getByLabel('Kubernetes version').selectOption('1.27');
    await p.page.waitForFunction(
      (before) =>
        document.querySelector('[data-testid="swimlane"]')?.getAttribute('data-text-hash') !==
        before,
      drawn,
    );
    await p.page.locator('[data-phase="Failed"]').first().waitFor({ state: 'attached' });
    clean(w);
    await w.page.context().close();
  });

  it('the version picker offers 1.37 down to 1.21 and the patches that differ, and writes one', async () => {
    const w = await openPage(browser(), BASE);
    const p = new Playground(w.page);
    await p.waitForTrace();
    await p.page.getByLabel('Preset').selectOption('statefulset-max-unavailable-1.37');
    await p.waitForPodRows(5);
    const picker = p.page.getByLabel('Kubernetes version');
    const offered = await picker.locator('option').allTextContents();
    assert.deepEqual(offered.slice(0, 6), ['1.37', '1.36', '1.36.2', '1.35', '1.35.3', '1.34']);
    assert.equal(offered.at(-1), '1.21');
    assert.equal(await picker.inputValue(), '1.37');
    const drawn = await p.textHash();
    await picker.selectOption('1.35.3');
    await p.page.waitForFunction(
      (before) =>
        document.querySelector('[data-testid="swimlane"]')?.getAttribute('data-text-hash') !==
        before,
      drawn,
    );
    // The document says it, where the reader sees it: in the editor's text.
    await p.page
      .locator('.monaco-editor .view-lines', { hasText: 'kubernetesVersion: "1.35.3"' })
      .waitFor();
    assert.equal(await picker.inputValue(), '1.35.3');
    clean(w);
    await w.page.context().close();
  });

  it('the action picker adds a drain of a node: the text gains it and the run shows it', async () => {
    const w = await openPage(browser(), BASE);
    const p = new Playground(w.page);
    await p.waitForTrace();
    await p.waitForEditor();
    const drawn = await p.swimlane().getAttribute('data-text-hash');
    await p.page.getByRole('button', { name: 'Actions' }).click();
    const panel = p.addActionPanel();
    await panel.getByLabel('Do', { exact: true }).selectOption('drain');
    await panel.getByLabel('Target', { exact: true }).selectOption('Node/node-a');
    await panel.getByLabel('At (s)', { exact: true }).fill('20');
    await panel.getByRole('button', { name: 'Add' }).click();
    await panel
      .getByRole('button', { name: /^Remove action 2: 20s drain node\/node-a$/ })
      .waitFor();
    // The document is what changed: the editor's text (autosaved as typed) is the picker's.
    const want = addAction(DEFAULT_TEXT, { at: 20, do: 'drain', target: 'node/node-a' }).text;
    assert.equal(await p.savedText(want), want);
    await p.page.waitForFunction(
      (before) =>
        document.querySelector('[data-testid="swimlane"]')?.getAttribute('data-text-hash') !==
        before,
      drawn,
    );
    assert.equal(await p.eventCount(), simulateText(want).trace!.events.length);
    // The drain cordons the node: the node lane appears, and at 20 s the caption names the action.
    await p.swimlane().locator('[data-lane="node"]').waitFor({ state: 'attached' });
    await p.page.keyboard.press('Escape');
    await p.addActionPanel().waitFor({ state: 'detached' });
    await p.page.getByLabel('Time', { exact: true }).fill('19900');
    await p.page.locator('header h1').click();
    await p.page.keyboard.press('ArrowRight');
    assert.match(await p.caption().innerText(), /action: drain node\/node-a/);
    // Remove undoes it, keyboard only: the document is the preset again.
    await p.page.getByRole('button', { name: 'Actions' }).focus();
    await p.page.keyboard.press('Enter');
    await p.page.getByRole('button', { name: /^Remove action 2:/ }).focus();
    await p.page.keyboard.press('Enter');
    await p.page.getByRole('button', { name: /^Remove action 2:/ }).waitFor({ state: 'detached' });
    assert.equal(await p.savedText(DEFAULT_TEXT), DEFAULT_TEXT);
    clean(w);
    await w.page.context().close();
  });

  it('a corrupted link explains itself, loads the default and keeps the autosaved text', async () => {
    const w = await openPage(browser(), BASE);
    await w.page.evaluate(() => localStorage.setItem('podterm.scenario.v1', 'kind: Pod # mine'));
    await w.page.goto(`${BASE}#s=1.@@@not-base64`);
    const p = new Playground(w.page);
    await p.banner().waitFor();
    assert.match(await p.banner().innerText(), /damaged/);
    await p.waitForTrace();
    assert.ok((await p.podRows()) >= 4);
    assert.equal(
      await w.page.evaluate(() => localStorage.getItem('podterm.scenario.v1')),
      'kind: Pod # mine',
    );
    clean(w);
    await w.page.context().close();
  });
  it('the theme follows the system until one is chosen, and the choice is remembered', async () => {
    const w = await openPage(browser(), BASE);
    const p = new Playground(w.page);
    await p.waitForTrace();
    await p.waitForEditor();
    const theme = () => w.page.locator('html').getAttribute('data-theme');
    await w.page.emulateMedia({ colorScheme: 'dark' });
    await w.page.waitForFunction(() => document.documentElement.dataset.theme === 'dark');
    await w.page.getByLabel('Theme').selectOption('light');
    assert.equal(await theme(), 'light');
    assert.equal(
      await w.page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor),
      'rgb(255, 255, 255)',
    );
    await w.page.getByLabel('Theme').selectOption('dark');
    await w.page.emulateMedia({ colorScheme: 'light' });
    await w.page.reload();
    await p.waitForEditor();
    assert.equal(await theme(), 'dark');
    // Monaco follows: its dark theme's background.
    await w.page.locator('.monaco-editor.vs-dark').first().waitFor();
    clean(w);
    await w.page.context().close();
  });
});
