// Presenter mode (issue 13): the editor goes, the chart takes most of a 1080p screen with
// lane labels of 20 px or more, idle lanes fold away, and the keyboard alone walks the
// run's lesson stops (Enter), with "predict" asking the room first, a list of the keys
// (?), the laser on a lane (↑/↓), and what comes after the playhead hidden.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { BASE, openPage, sharedBrowser } from './browser.ts';
import { Playground } from './pages/playground.ts';
import { Presenter } from './pages/presenter.ts';
import { SWIMLANE } from './pages/swimlane.ts';

const browser = sharedBrowser();

describe('presenter mode', () => {
  it('is driven by the keyboard alone, stop by stop', async () => {
    const w = await openPage(browser(), BASE);
    const p = new Playground(w.page);
    await p.waitForTrace();
    const show = new Presenter(w.page);
    await show.enterByKeyboard();
    assert.equal(await p.editorPane().isVisible(), false, 'the editor is hidden');
    // What lies after the playhead is hidden, not veiled.
    await w.page.getByTestId('curtain').waitFor();
    // ↓ points the laser at the first lane, ↓ again at the second.
    await w.page.keyboard.press('ArrowDown');
    const laser = w.page.getByTestId('lane-focus');
    const first = await laser.getAttribute('data-lane');
    await w.page.keyboard.press('ArrowDown');
    assert.notEqual(await laser.getAttribute('data-lane'), first);
    // Enter walks the lesson stops: the action first, then the deletionTimestamp.
    const number = show.stopNumber();
    await w.page.keyboard.press('Enter');
    assert.match(await number.innerText(), /^1 \/ \d+$/);
    assert.match(await w.page.getByTestId('presenter-stops').innerText(), /The action/);
    assert.match(await p.time(), /\b10\.0 s$/);
    await w.page.keyboard.press('Enter');
    assert.match(await number.innerText(), /^2 \/ /);
    assert.match(await show.caption().innerText(), /deletionTimestamp/);
    // Predict: Enter first asks the room, the next Enter reveals the next stop.
    await w.page.keyboard.press('h');
    await w.page.keyboard.press('Enter');
    await show.predictPrompt().waitFor();
    assert.match(await number.innerText(), /^2 \/ /, 'asking does not move on');
    await w.page.keyboard.press('Enter');
    await show.predictPrompt().waitFor({ state: 'detached' });
    assert.match(await number.innerText(), /^3 \/ /);
    // Shift+Enter goes back.
    await w.page.keyboard.press('Shift+Enter');
    assert.match(await number.innerText(), /^2 \/ /);
    // ? lists the keys; Esc closes the list, then leaves presenter mode.
    await w.page.keyboard.press('?');
    await w.page.getByRole('dialog', { name: 'Keys' }).waitFor();
    await w.page.keyboard.press('Escape');
    await w.page.getByRole('dialog', { name: 'Keys' }).waitFor({ state: 'detached' });
    await w.page.keyboard.press('Escape');
    await show.waitClosed();
    assert.equal(await p.editorPane().isVisible(), true);
    assert.deepEqual(w.errors, []);
    await w.page.context().close();
  });

  it('fills a 1080p projector: the chart takes most of the screen, labels of 20 px or more', async () => {
    const w = await openPage(browser(), BASE);
    await w.page.setViewportSize({ width: 1920, height: 1080 });
    const p = new Playground(w.page);
    await p.waitForTrace();
    await new Presenter(w.page).enterByKeyboard();
    const geometry = await w.page.evaluate((sel) => {
      const lanes = document.querySelector(sel.lanes)!.getBoundingClientRect();
      const pods = document.querySelector(`${sel.pods} svg`)?.getBoundingClientRect();
      const label = document.querySelector(`${sel.lanes} ${sel.lane} ${sel.laneLabel}`)!;
      const rows = [...document.querySelectorAll(`${sel.lanes} ${sel.lane}`)].map((g) =>
        g.getAttribute('data-row'),
      );
      return {
        chartArea: lanes.width * lanes.height + (pods ? pods.width * pods.height : 0),
        labelPx: label.getBoundingClientRect().height,
        rows,
      };
    }, SWIMLANE);
    assert.ok(
      geometry.chartArea >= 0.6 * 1920 * 1080,
      `the chart covers ${Math.round((100 * geometry.chartArea) / (1920 * 1080))}% of the screen`,
    );
    assert.ok(geometry.labelPx >= 20, `lane labels are ${geometry.labelPx.toFixed(1)} px tall`);
    // Lanes where nothing of the story happens fold away (the deployment controller here).
    assert.equal(geometry.rows.includes('deployment-controller'), false);
    assert.ok(geometry.rows.includes('kube-proxy node-a'));
    await w.page.context().close();
  });
});
