// Autosave that never loses work (issue 18): each tab keeps its own document, a share link
// opens as a new document beside the saved one, and a save that fails is shown.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { readFileSync } from 'node:fs';
import { CATALOG } from '../../src/presets/catalog.ts';
import { encodeShare } from '../../src/share/encode.ts';
import { hashText } from '../../src/ui/hashText.ts';
import { BASE, openPage, sharedBrowser } from './browser.ts';
import { Playground } from './pages/playground.ts';

const browser = sharedBrowser();

/** Every autosaved document's text (the slots in localStorage). */
const savedTexts = (p: Playground): Promise<string[]> =>
  p.page.evaluate(() =>
    Object.keys(localStorage)
      .filter((k) => k.startsWith('podterm.doc.'))
      .map((k) => localStorage.getItem(k)!),
  );

const DEFAULT_TEXT = readFileSync(`src/presets/${CATALOG[0]!.file}`, 'utf8');

/** Waits until the page holds exactly `text` (the app's fingerprint of the editor's text). */
const holds = (p: Playground, text: string) =>
  p.page.waitForFunction(
    (h) => document.querySelector('.app')?.getAttribute('data-text-hash') === h,
    hashText(text),
    { timeout: 10_000 },
  );

describe('autosave', () => {
  it('keeps each tab’s text: reloading one tab never shows another’s', async () => {
    const a = await openPage(browser(), BASE);
    const pa = new Playground(a.page);
    await pa.waitForEditor();
    await pa.typeAtEnd('\n# written in tab A\n');
    const b = await a.page.context().newPage();
    await b.goto(BASE);
    const pb = new Playground(b);
    await pb.waitForEditor();
    await pb.typeAtEnd('\n# written in tab B\n');
    await b.waitForTimeout(500);
    await a.page.reload();
    await pa.waitForEditor();
    // Tab A shows its own text, not B's (which was saved later).
    await holds(pa, `${DEFAULT_TEXT}\n# written in tab A\n`);
    assert.deepEqual(a.errors, []);
    await a.page.context().close();
  });

  it('opens a share link as a new document: editing it keeps the saved one', async () => {
    const w = await openPage(browser(), BASE);
    const p = new Playground(w.page);
    await p.waitForEditor();
    await p.typeAtEnd('\n# my own work\n');
    await w.page.waitForTimeout(500);
    const link = `${BASE}#${encodeShare('apiVersion: v1\nkind: Pod\nmetadata: {name: linked}\nspec: {containers: [{name: c, image: nginx}]}\n')}`;
    await w.page.goto(link);
    await p.waitForEditor();
    await p.typeAtEnd('\n# edited the link\n');
    await w.page.waitForTimeout(500);
    const texts = await savedTexts(p);
    assert.ok(
      texts.some((t) => t.includes('# my own work')),
      'the saved work is still there',
    );
    assert.ok(
      texts.some((t) => t.includes('# edited the link')),
      'the link is its own document',
    );
    await w.page.context().close();
  });

  it('says so when a save fails, and keeps the text in the editor', async () => {
    const w = await openPage(browser(), BASE);
    const p = new Playground(w.page);
    await p.waitForEditor();
    // A browser whose storage refuses every write (full, or disabled by policy).
    await w.page.evaluate(() => {
      Storage.prototype.setItem = () => {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      };
    });
    await p.typeAtEnd('\n# too big to keep\n');
    const problem = w.page.getByTestId('save-problem');
    await problem.waitFor();
    assert.match(await problem.innerText(), /Not saved in this browser/);
    await holds(p, `${DEFAULT_TEXT}\n# too big to keep\n`);
    await w.page.context().close();
  });
});
