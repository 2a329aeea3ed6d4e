// A big run stays usable (issue 17): a rolling update of 5,000 replicas simulates in the
// worker with a progress bar that advances; Cancel stops it and leaves the run before it on
// screen; run again to the end, the chart holds 10,000 Pods but draws only the rows in view,
// and scrolling the list draws others; its PNG is a picture a canvas can encode, its first
// Pod rows and a line counting the rest (the file caps its rows).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { rolloutScenario } from '../../bench/scenarios.ts';
import { encodeShare } from '../../src/share/encode.ts';
import { BASE, openPage, sharedBrowser } from './browser.ts';
import { exported, pixelStats } from './exportCheck.ts';
import { Playground } from './pages/playground.ts';

const browser = sharedBrowser();

/** 5,000 replicas behind a Service on 100 nodes, clients at 50 requests/s, a new image at 10 s. */
const ROLLOUT_5000 = rolloutScenario(5000, 1, 50);

/** The virtual time the progress bar says the run has reached, in ms. */
const progressAt = (page: Playground['page']): Promise<number> =>
  page.getByRole('group', { name: 'Simulation progress' }).getAttribute('data-at-ms').then(Number);

/** The names of the Pod rows in the DOM. */
const rowNames = (page: Playground['page']): Promise<string[]> =>
  page.locator('.pod-row').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-pod') ?? ''));

describe('a 5,000-Pod run', () => {
  it('shows its progress, can be cancelled, and draws only the rows in view', async () => {
    const w = await openPage(browser(), BASE);
    const p = new Playground(w.page);
    const page = w.page;
    await p.waitForTrace();
    const before = await p.swimlane().getAttribute('data-text-hash');
    const rowsBefore = await p.podRows();

    // Opened as a link: simulated in the worker, its progress shown as it goes.
    await page.evaluate((h) => (location.hash = h), encodeShare(ROLLOUT_5000));
    const bar = page.getByRole('progressbar', { name: 'Simulation progress' });
    await bar.waitFor({ timeout: 30_000 });
    assert.equal(await bar.getAttribute('max'), '60000');
    const first = await progressAt(page);
    await page.waitForFunction(
      (was) =>
        Number(document.querySelector('.run-progress')?.getAttribute('data-at-ms') ?? -1) > was,
      first,
      { timeout: 60_000 },
    );
    assert.match(
      await page.getByRole('group', { name: 'Simulation progress' }).innerText(),
      /Simulating: \d+\.\d s of 60\.0 s, [\d,]+ events/,
    );

    // Cancel: the run stops, the one before stays on screen (dimmed), and can be run again.
    await page.getByRole('button', { name: 'Cancel', exact: true }).click();
    await page.getByText('Simulation cancelled: showing the previous run.').waitFor();
    assert.equal(await bar.count(), 0);
    assert.equal(await p.swimlane().getAttribute('data-text-hash'), before);
    assert.equal(await p.podRows(), rowsBefore);
    assert.match((await p.swimlane().getAttribute('class')) ?? '', /\bstale\b/);

    await page.getByRole('button', { name: 'Run again' }).click();
    await bar.waitFor({ timeout: 30_000 });
    // 5,000 old Pods and their 5,000 replacements.
    await page.waitForFunction(
      () =>
        document.querySelector('[data-testid="swimlane"]')?.getAttribute('data-pod-rows') ===
        '10000',
      null,
      { timeout: 150_000, polling: 500 },
    );
    await p.waitForRunOfText();
    assert.equal(await bar.count(), 0);

    // 10,000 Pods in the chart, a screenful of rows in the DOM.
    const top = await rowNames(page);
    assert.ok(top.length > 10 && top.length <= 100, `${top.length} rows in the DOM`);
    assert.ok((await p.swimlane().locator('*').count()) < 3000);
    const list = p.swimlane().locator('.pods-scroll');
    await list.evaluate((el) => el.scrollTo({ top: el.scrollHeight / 2 }));
    await page.waitForFunction(
      (was) => document.querySelector('.pod-row')?.getAttribute('data-pod') !== was,
      top[0]!,
    );
    const middle = await rowNames(page);
    assert.ok(middle.length <= 100, `${middle.length} rows in the DOM`);
    assert.equal(
      middle.filter((n) => top.includes(n)).length,
      0,
      'other Pods in the middle of the list',
    );

    // Exported, the run is a file a person can open: a few hundred Pod rows, the rest
    // counted, drawn in colour (not a blank or black canvas).
    const svg = (await exported(page, 'SVG')).bytes.toString('utf8');
    assert.match(svg, /\+9,?600 more Pods/);
    const png = await exported(page, 'PNG');
    const px = await pixelStats(page, png.bytes);
    assert.ok(px.height < 32_767, `PNG of ${px.width}×${px.height}`);
    assert.ok(px.green > 0.05, `Running green covers ${px.green}`);
    assert.ok(px.black < 0.04, `black covers ${px.black}`);
    assert.deepEqual(w.errors, []);
    await page.context().close();
  });
});
