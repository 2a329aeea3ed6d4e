// The swimlane as it plays (issue 13): the chart opens on the story window, events light up
// as the playhead passes them, requests fly to the endpoints (refused ones bounce back),
// the lane of the latest event is lit, and reveal mode hides what lies after the playhead.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { BASE, openPage, sharedBrowser } from './browser.ts';
import { Playground } from './pages/playground.ts';

const browser = sharedBrowser();

describe('the swimlane as it plays', () => {
  it('opens on the story and moves as the run plays', async () => {
    const w = await openPage(browser(), BASE);
    const p = new Playground(w.page);
    await p.waitForTrace();
    // The default preset's story: the deletion at 10 s to the last kube-proxy update.
    assert.equal(await p.swimlane().locator('.zoom .window').innerText(), '9.0–13.0 s');
    const labels = await p.swimlane().locator('.axis text').allTextContents();
    assert.equal(new Set(labels).size, labels.length, `tick labels repeat: ${labels.join(', ')}`);
    // Labelled spans tell the story without hovering — in the rows of the groups a short
    // window opens folded (defaultFolds.ts) once the reader opens them.
    const folded = w.page.locator('.group-heads .group-head[aria-expanded="false"]');
    while ((await folded.count()) > 0) await folded.first().click();
    for (const text of ['Terminating', 'routing to the Pod', 'rules removed'])
      assert.ok(
        (await p.swimlane().locator('.span-label', { hasText: text }).count()) > 0,
        `a span says "${text}"`,
      );
    assert.match(
      await w.page.getByTestId('failure-note').innerText(),
      /16 requests refused: the Pod closed its listener while node-a's kube-proxy and node-b's kube-proxy still routed to it/,
    );

    // Play from just before the deletion: rings, flying requests and a lit lane appear.
    await p.seek(9800);
    await w.page.getByRole('button', { name: 'Play' }).click();
    const seen = { rings: 0, refused: 0, served: 0, atPods: 0, lanes: new Set<string>() };
    for (let i = 0; i < 40; i++) {
      const frame = await w.page.evaluate(() => ({
        rings: document.querySelectorAll('[data-testid="recent-ring"]').length,
        refused: document.querySelectorAll('.request-flow .refused').length,
        atPods: document.querySelectorAll('[data-testid="pod-request-flow"] .flight').length,
        served: document.querySelectorAll('.request-flow .served').length,
        lane: document.querySelector('[data-testid="lane-lit"]')?.getAttribute('data-row') ?? '',
      }));
      seen.rings = Math.max(seen.rings, frame.rings);
      seen.refused = Math.max(seen.refused, frame.refused);
      seen.served = Math.max(seen.served, frame.served);
      seen.atPods = Math.max(seen.atPods, frame.atPods);
      if (frame.lane) seen.lanes.add(frame.lane);
      await w.page.waitForTimeout(60);
    }
    assert.ok(seen.rings > 0, 'events light up as the playhead passes them');
    assert.ok(seen.served > 0, 'served requests fly to the endpoints');
    assert.ok(seen.refused > 0, 'refused requests bounce back');
    assert.ok(seen.atPods > 0, 'requests reach the Pod rows');
    assert.ok(seen.lanes.size >= 2, `the lit lane moves: ${[...seen.lanes].join(', ')}`);
    await w.page.getByRole('button', { name: 'Pause' }).click();
    assert.deepEqual(w.errors, []);
    await w.page.context().close();
  });

  it('hides what lies after the playhead in reveal mode', async () => {
    const w = await openPage(browser(), BASE);
    const p = new Playground(w.page);
    await p.waitForTrace();
    await p.seek(10_500);
    await w.page.getByLabel('Reveal as it plays').check();
    const cover = await w.page.evaluate(() => {
      const svg = document.querySelector('.swimlane svg.lanes')!;
      const curtain = svg.querySelector('[data-testid="curtain"] rect')!.getBoundingClientRect();
      const playhead = svg.querySelector('[data-testid="playhead"]')!.getBoundingClientRect();
      // The kube-proxy "rules" glyph at 11.1 s lies after the playhead: the curtain covers it.
      const later = [...svg.querySelectorAll('.glyph-label')].find(
        (t) => t.textContent === 'rules',
      )!;
      const box = later.getBoundingClientRect();
      const style = getComputedStyle(svg.querySelector('[data-testid="curtain"] rect')!);
      return {
        fromPlayhead: curtain.left - playhead.left,
        covers: box.left >= curtain.left && box.right <= curtain.right,
        opacity: Number(style.opacity) * Number(style.fillOpacity || 1),
      };
    });
    assert.ok(Math.abs(cover.fromPlayhead) <= 3, 'the curtain starts at the playhead');
    assert.ok(cover.covers, 'what comes later is under it');
    assert.equal(cover.opacity, 1, 'hidden, not veiled');
    await w.page.context().close();
  });
});
