// Export (issue 5): the swimlane as a valid SVG and PNG, the trace as JSON.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { BASE, openPage, sharedBrowser } from './browser.ts';
import { Playground } from './pages/playground.ts';

const browser = sharedBrowser();

async function exported(page: Page, name: string): Promise<{ file: string; bytes: Buffer }> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('group', { name: 'Export' }).getByRole('button', { name }).click(),
  ]);
  return { file: download.suggestedFilename(), bytes: readFileSync((await download.path())!) };
}

describe('export', () => {
  it('gives a valid SVG and PNG of the whole swimlane and the trace as JSON', async () => {
    const w = await openPage(browser(), BASE);
    const p = new Playground(w.page);
    await p.waitForTrace();

    const svg = await exported(w.page, 'SVG');
    assert.match(svg.file, /^podterm-1\.\d+\.svg$/);
    const text = svg.bytes.toString('utf8');
    // Parsed by the browser's XML parser: no parse error, real content, styles inlined.
    const check = await w.page.evaluate((s) => {
      const doc = new DOMParser().parseFromString(s, 'image/svg+xml');
      return {
        error: doc.querySelector('parsererror') !== null,
        root: doc.documentElement.nodeName,
        rects: doc.querySelectorAll('rect').length,
        classes: doc.querySelectorAll('[class]').length,
      };
    }, text);
    assert.deepEqual(
      { ...check, rects: check.rects > 10 },
      { error: false, root: 'svg', rects: true, classes: 0 },
    );

    const png = await exported(w.page, 'PNG');
    assert.equal(png.file.endsWith('.png'), true);
    assert.deepEqual(
      [...png.bytes.subarray(0, 8)],
      [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
    );
    assert.ok(png.bytes.readUInt32BE(16) >= 2000, 'PNG width at 2× of the 1,400 px export');

    const json = await exported(w.page, 'JSON');
    const trace = JSON.parse(json.bytes.toString('utf8')) as { podterm: number; events: unknown[] };
    assert.equal(trace.podterm, 2);
    assert.ok(trace.events.length > 50);
    assert.deepEqual(w.errors, []);
    assert.deepEqual(w.csp, []);
    await w.page.context().close();
  });
});
