// Documents you can find again (issue 31): a full storage deletes no other tab's document
// and says so; a preset opens as a new document and the Documents list reaches the one
// before; Compare's B survives a reload; keys typed just before a pasted link stay in their
// own document, which the list opens again.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { CATALOG } from '../../src/presets/catalog.ts';
import { encodeShare } from '../../src/share/encode.ts';
import { hashText } from '../../src/ui/hashText.ts';
import { BASE, openPage, sharedBrowser } from './browser.ts';
import { Compare } from './pages/compare.ts';
import { Playground } from './pages/playground.ts';

const browser = sharedBrowser();
const DEFAULT_TEXT = readFileSync(`src/presets/${CATALOG[0]!.file}`, 'utf8');
const LINKED =
  'apiVersion: v1\nkind: Pod\nmetadata: {name: linked}\nspec: {containers: [{name: c, image: nginx}]}\n';

/** Waits until the page holds exactly `text` (the app's fingerprint of the editor's text). */
const holds = (p: Playground, text: string) =>
  p.page.waitForFunction(
    (h) => document.querySelector('.app')?.getAttribute('data-text-hash') === h,
    hashText(text),
    { timeout: 10_000 },
  );

/** Every autosaved text (the slots in localStorage). */
const savedTexts = (page: Page): Promise<string[]> =>
  page.evaluate(() =>
    Object.keys(localStorage)
      .filter((k) => k.startsWith('podterm.doc.'))
      .map((k) => localStorage.getItem(k)!),
  );

/** Another page of the origin fills its storage to the last character it takes. */
const fillStorage = (page: Page) =>
  page.evaluate(() => {
    let i = 0;
    for (let size = 1 << 20; size >= 1; size >>= 1)
      for (;;)
        try {
          localStorage.setItem(`filler.${i++}`, 'f'.repeat(size));
        } catch {
          break;
        }
  });

const documentsList = (page: Page) =>
  page.getByRole('dialog', { name: 'Documents saved in this browser' });

async function openDocuments(page: Page) {
  await page.getByRole('button', { name: 'Documents', exact: true }).click();
  const list = documentsList(page);
  await list.waitFor();
  return list;
}

describe('documents', () => {
  it('(1) a full storage deletes no other tab’s document: it says so and offers the oldest', async () => {
    const x = await openPage(browser(), BASE);
    const px = new Playground(x.page);
    await px.waitForEditor();
    await px.typeAtEnd('\n# tab X\n');
    const textX = `${DEFAULT_TEXT}\n# tab X\n`;
    await x.page.waitForFunction(
      (t) => Object.keys(localStorage).some((k) => localStorage.getItem(k) === t),
      textX,
    );
    // Tab Y: a share link, then the origin's storage filled, then keys.
    const y = await x.page.context().newPage();
    await y.goto(`${BASE}#${encodeShare(LINKED)}`);
    const py = new Playground(y);
    await py.waitForEditor();
    await fillStorage(y);
    await py.typeAtEnd('# typed in Y\n');
    const problem = y.getByTestId('save-problem');
    await problem.waitFor();
    const said = await problem.innerText();
    assert.match(said, /Storage in this browser is full: this document is not saved/);
    // The oldest other document, named with its first line.
    assert.match(said, /“delete-one-pod” \(# /);
    assert.ok((await savedTexts(y)).includes(textX), 'X’s document is still saved');
    // X reloads with its own text.
    await x.page.reload();
    await px.waitForEditor();
    await holds(px, textX);
    // Download it, then remove it: Y's document is saved in its place.
    const [file] = await Promise.all([
      y.waitForEvent('download'),
      problem.getByRole('button', { name: 'Download “delete-one-pod”' }).click(),
    ]);
    assert.equal(file.suggestedFilename(), 'delete-one-pod.yaml');
    assert.equal(readFileSync((await file.path())!, 'utf8'), textX);
    await problem.getByRole('button', { name: 'Remove “delete-one-pod”' }).click();
    await problem.waitFor({ state: 'detached' });
    assert.deepEqual(await savedTexts(y), [`${LINKED}# typed in Y\n`]);
    await x.page.context().close();
  });

  it('(2) a preset opens as a new document; the Documents list opens the one before', async () => {
    const w = await openPage(browser(), BASE);
    const p = new Playground(w.page);
    await p.waitForEditor();
    await p.typeAtEnd('\n# my own work\n');
    const mine = `${DEFAULT_TEXT}\n# my own work\n`;
    await w.page.getByLabel('Preset').selectOption('drain-pdb');
    const drain = readFileSync(
      `src/presets/${CATALOG.find((c) => c.id === 'drain-pdb')!.file}`,
      'utf8',
    );
    await holds(p, drain);
    await w.page.reload();
    await p.waitForEditor();
    await holds(p, drain); // the reload shows what was picked
    assert.ok((await savedTexts(w.page)).includes(mine), 'the typed text is saved');
    const list = await openDocuments(w.page);
    const row = list.getByRole('listitem', { name: /^delete-one-pod, saved / });
    assert.match(await row.innerText(), /^# /m);
    await row.getByRole('button', { name: 'Open' }).click();
    await list.waitFor({ state: 'hidden' });
    await holds(p, mine);
    await p.waitForRunOfText();
    await w.page.context().close();
  });

  it('(3) Compare’s B is saved with its A: a reload keeps B, and editing A keeps the compare', async () => {
    const w = await openPage(browser(), BASE);
    const p = new Playground(w.page);
    await p.waitForEditor();
    await w.page.getByRole('button', { name: 'Compare', exact: true }).click();
    const compare = new Compare(w.page);
    await compare.tab('B').click();
    await p.typeAtEnd('\n# only in B\n');
    await w.page.waitForTimeout(500);
    await w.page.reload();
    await p.waitForEditor();
    const laneB = compare.swimlaneB();
    await laneB.waitFor({ timeout: 20_000 });
    await compare.tab('B').click();
    // B's end, where it was typed.
    await p.editorLines().click();
    await w.page.keyboard.press('Control+End');
    await p.editorLines().getByText('# only in B').waitFor();
    // Edit A as well: the compare is still there after a reload.
    await compare.tab('A').click();
    await p.typeAtEnd('# and in A\n');
    await holds(p, `${DEFAULT_TEXT}# and in A\n`);
    await w.page.waitForTimeout(500);
    await w.page.reload();
    await p.waitForEditor();
    await holds(p, `${DEFAULT_TEXT}# and in A\n`);
    await laneB.waitFor({ timeout: 20_000 });
    await w.page.context().close();
  });

  it('(4) keys typed just before a pasted link stay in their document, which the list reaches', async () => {
    const w = await openPage(browser(), BASE);
    const p = new Playground(w.page);
    await p.waitForEditor();
    await p.typeAtEnd('\n# my work\n');
    await w.page.waitForTimeout(500);
    // The last keys, and at once (well under the 300 ms autosave) a link in the address bar.
    await p.page.keyboard.insertText('# last keys\n');
    await w.page.evaluate((h) => (location.hash = h), `#${encodeShare(LINKED)}`);
    await holds(p, LINKED);
    await p.typeAtEnd('# the link, edited\n');
    await w.page.waitForTimeout(500);
    const texts = await savedTexts(w.page);
    const mine = `${DEFAULT_TEXT}\n# my work\n# last keys\n`;
    assert.ok(texts.includes(mine), 'the last keys are in my document');
    assert.ok(texts.includes(`${LINKED}# the link, edited\n`), 'the link is its own document');
    const list = await openDocuments(w.page);
    assert.equal(await list.getByRole('listitem').count(), 2);
    await list
      .getByRole('listitem', { name: /^delete-one-pod, / })
      .getByRole('button', { name: 'Open' })
      .click();
    await holds(p, mine);
    await w.page.context().close();
  });
});
