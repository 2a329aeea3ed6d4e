// The embed view (issues 5 and 13): `?embed=1` shows the linked run read-only, for slides
// and blogs: its title and lesson, playback controls only, the swimlane; in a 640×400
// iframe nothing overlaps, the chart fits the width and the lanes keep their size.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import type { Locator } from 'playwright-core';
import { encodeShare } from '../../src/share/encode.ts';
import { BASE, openPage, sharedBrowser } from './browser.ts';
import { Playground } from './pages/playground.ts';

const browser = sharedBrowser();

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

const box = async (l: Locator): Promise<Box> => {
  const b = await l.boundingBox();
  assert.ok(b, 'on the page');
  return b;
};

const overlap = (a: Box, b: Box): boolean =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

describe('embed view', () => {
  it('has the swimlane and controls of the linked run and no editor', async () => {
    const text = readFileSync('src/presets/drain-pdb.yaml', 'utf8');
    const w = await openPage(browser(), `${BASE}?embed=1#${encodeShare(text)}`);
    const p = new Playground(w.page);
    await p.waitForTrace();
    await w.page.getByRole('toolbar', { name: 'Playback' }).waitFor();
    assert.equal(await w.page.locator('.editor-pane, .monaco-editor, textarea').count(), 0);
    assert.ok((await p.eventCount()) > 20);
    const full = await w.page.getByRole('link', { name: 'Open in podterm' }).getAttribute('href');
    assert.doesNotMatch(full!, /embed=1/);
    assert.deepEqual(w.errors, []);
    await w.page.context().close();
  });

  it("is titled with the Scenario's metadata.name as parsed, never an annotation's name", async () => {
    // Flow style with a `name:` inside the annotations first: a pattern would take it.
    const text = [
      '# Delete a Pod. Watch the endpoints.',
      'apiVersion: podterm.dev/v1',
      'kind: Scenario',
      'metadata: {annotations: {name: not-this-one}, name: my-own-run}',
      'spec: {duration: 20s, actions: [{at: 5s, do: delete, target: pod/web}]}',
      '---',
      'apiVersion: v1',
      'kind: Pod',
      'metadata: {name: web}',
      'spec: {containers: [{name: app, image: nginx}]}',
    ].join('\n');
    const w = await openPage(browser(), `${BASE}?embed=1#${encodeShare(text)}`);
    await new Playground(w.page).waitForTrace();
    const heading = w.page.getByRole('heading', { level: 1 });
    await w.page.waitForFunction(
      () => document.querySelector('.embed-title h1')?.textContent === 'my-own-run',
    );
    assert.equal(await heading.innerText(), 'my-own-run');
    assert.ok(await heading.isVisible());
    assert.equal(await w.page.getByText('not-this-one').count(), 0);
    assert.deepEqual(w.errors, []);
    await w.page.context().close();
  });

  it('fits a 640×400 iframe: titled, read-only, nothing over the chart', async () => {
    const w = await openPage(browser(), `${BASE}?embed=1`);
    await w.page.setViewportSize({ width: 640, height: 400 });
    const p = new Playground(w.page);
    await p.waitForTrace();
    const page = w.page;

    // The title and the lesson of the run, at the top, inside the frame.
    const title = page.getByRole('heading', { name: 'Delete one Pod under traffic' });
    const t = await box(title);
    assert.ok(t.y >= 0 && t.y + t.height <= 60 && t.x >= 0, `title at ${JSON.stringify(t)}`);
    assert.ok(await page.getByText('Without preStop, requests fail').isVisible());

    // Read-only: playback, zoom and export only.
    for (const name of ['Present', 'Compare', 'Actions'])
      assert.equal(await page.getByRole('button', { name, exact: true }).count(), 0, name);
    assert.equal(await page.getByRole('checkbox', { name: 'Reveal as it plays' }).count(), 0);
    assert.equal(
      await page.locator('.assumptions, .action-picker, select[aria-label="Preset"]').count(),
      0,
    );
    assert.equal(await page.getByRole('group', { name: 'Export' }).getByRole('button').count(), 4);

    // The chart fits the width, and the link out covers none of it.
    const lanes = await box(page.locator('.swimlane svg.lanes'));
    assert.ok(lanes.x >= 0 && lanes.x + lanes.width <= 640, `lanes at ${JSON.stringify(lanes)}`);
    const link = await box(page.getByRole('link', { name: 'Open in podterm' }));
    assert.ok(
      link.x + link.width <= 640 && link.y + link.height <= 400,
      'the link is in the frame',
    );
    for (const svg of await page.locator('.swimlane svg').all()) {
      if (!(await svg.isVisible())) continue;
      assert.ok(!overlap(link, await box(svg)), 'the link does not cover the swimlane');
    }
    // Readable lanes: drawn at their own size (not shrunk to fit), the traffic in the frame.
    const drawn = await page
      .locator('.swimlane svg.lanes')
      .evaluate(
        (el) => el.getBoundingClientRect().width / (el as SVGSVGElement).viewBox.baseVal.width,
      );
    assert.ok(Math.abs(drawn - 1) < 0.01, `lanes drawn at ${drawn}×`);
    // The story's point, the refused requests, shows without scrolling.
    const refused = await box(page.locator('.swimlane .band-label').first());
    assert.ok(refused.y + refused.height <= 400, `refused requests at ${refused.y}`);
    const labelPx = await page
      .locator('.swimlane .lane .label')
      .first()
      .evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
    assert.ok(labelPx >= 11, `lane labels at ${labelPx} px`);
    // Nothing spills sideways: no horizontal scroll in the frame.
    assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= 640));
    assert.deepEqual(w.errors, []);
    await w.page.context().close();
  });
});
