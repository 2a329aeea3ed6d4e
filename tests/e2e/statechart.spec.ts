// The live statechart (issue 16): on the default preset the panel shows the deleted Pod's
// machine, drawn from its definition (every state and transition), lit at the playhead —
// the light moves between 5 s and 12.5 s — with the transition that brought it there and
// the Kubernetes function it follows; the keyboard alone chooses machines and states; it
// exports as SVG, takes the lanes' place when presenting (predict first), and at 1280×720
// and 1920×1080 overlaps nothing and cuts no text.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { BASE, openPage, sharedBrowser } from './browser.ts';
import { Playground } from './pages/playground.ts';
import { Presenter } from './pages/presenter.ts';

const browser = sharedBrowser();

/** Presses Tab (or Shift+Tab) until the focused element matches `selector`, or fails. */
async function tabTo(page: Page, selector: string, key = 'Tab', limit = 80): Promise<void> {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press(key);
    if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return;
  }
  assert.fail(`Tab never reached ${selector}`);
}

describe('the statechart panel', () => {
  it('shows the deleted Pod’s machine from its definition, lit at the playhead', async () => {
    const w = await openPage(browser(), BASE);
    const p = new Playground(w.page);
    await p.waitForTrace();
    await p.openStatechart();
    const panel = p.statechart();
    // The Pod machine: its three regions and every state of them, and its transitions.
    const states = await p
      .statechartStates()
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-state')));
    for (const id of ['pod.phase.Running', 'pod.ready.Ready', 'pod.object.Terminating'])
      assert.ok(states.includes(id), `${id} in ${states.join(', ')}`);
    assert.equal(states.length, 12, 'three regions and their nine states');
    // Every transition that changes state is on an arrow (those between the same two states
    // share one, its label listing each); the other four are listed in their state's box.
    const onArrows = await p
      .statechartEdges('[data-transitions]')
      .evaluateAll((els) => els.flatMap((e) => e.getAttribute('data-transitions')!.split(' ')));
    // Eleven: Running → Pending came with RestartAllContainers (1.36: init containers run again).
    assert.equal(new Set(onArrows).size, 11, 'every transition to a state is on an arrow');
    assert.match((await p.statechartLabels().first().textContent()) ?? '', /[A-Z_]+/);

    await p.seek(5000);
    const before = await p.litStates();
    assert.ok(before.includes('pod.object.Live') && before.includes('pod.phase.Running'));
    await p.seek(12_500);
    const after = await p.waitForLitChange(before);
    // It is the deleted Pod: at 12.5 s its object is gone (or going).
    assert.ok(
      after.some((s) => /pod\.object\.(Terminating|Removed)/.test(s)),
      after.join(' '),
    );
    // The transition that brought it there, with the Kubernetes function it follows.
    const via = await panel.getByTestId('statechart-via').first().innerText();
    assert.match(via, /→/);
    assert.match(via, /follows \S+\.go/);
    assert.ok((await p.statechartEdges('.taken').count()) >= 1, 'the transition is lit');
    assert.deepEqual(w.errors, []);
    assert.deepEqual(w.csp, []);
    await w.page.context().close();
  });

  it('works from the keyboard alone: open, choose the machine, go to a state', async () => {
    const w = await openPage(browser(), BASE);
    const p = new Playground(w.page);
    await p.waitForTrace();
    await p.focusPage();
    // s opens it (the toolbar's button too; Tab from the top stops in the editor, which
    // keeps Tab for indenting, so the keyboard comes back up from the end of the page).
    await w.page.keyboard.press('s');
    await p.statechartDrawn();
    // The machine choice: the radios of the Pod's machines, arrow keys between them.
    await tabTo(w.page, '[data-testid="statechart"] input[type="radio"]', 'Shift+Tab');
    await w.page.keyboard.press('ArrowRight');
    await p.machine('kubelet').waitFor();
    // Each state is focusable; Enter moves the playhead to when the worker starts killing.
    await tabTo(w.page, '[data-state="kubelet.Killing"]');
    const label = await w.page.evaluate(() => document.activeElement?.getAttribute('aria-label'));
    assert.match(label ?? '', /^Killing/);
    await w.page.keyboard.press('Enter');
    assert.match(await p.time(), /\b10\.1 s$/);
    // Killing ends at once here (SIGTERM exits the app at once): the light is on Killed.
    assert.ok((await p.litStates()).includes('kubelet.Killed'));
    // s closes it again.
    await p.focusPage();
    await w.page.keyboard.press('s');
    await p.statechart().waitFor({ state: 'detached' });
    assert.deepEqual(w.errors, []);
    await w.page.context().close();
  });

  for (const [width, height] of [
    [1280, 720],
    [1920, 1080],
  ] as const)
    it(`overlaps nothing and cuts no text at ${width}×${height}`, async () => {
      const { w, p } = await Playground.openAt(browser(), width, height);
      await p.openStatechart();
      await p.seek(12_500);
      const g = await w.page.evaluate(() => {
        const panel = document.querySelector('[data-testid="statechart"]')!.getBoundingClientRect();
        const lanes = [...document.querySelectorAll('.swimlane svg, .swimlane .legend')].map((e) =>
          e.getBoundingClientRect(),
        );
        const overlaps = lanes.filter((r) => r.bottom > panel.top + 0.5 && r.top < panel.bottom);
        // Each text inside its box: state names and listed transitions, and edge labels.
        const cut: string[] = [];
        for (const text of document.querySelectorAll<SVGTextElement>('.statechart-svg text')) {
          const holder = text.closest('.sc-state, .sc-any, .sc-label, .sc-lines');
          // A state's listed transitions are drawn beside its button, over its box.
          const host = holder?.classList.contains('sc-lines')
            ? holder.previousElementSibling
            : holder;
          const box = host?.querySelector('rect');
          if (!box) continue;
          const t = text.getBBox();
          const r = box.getBBox();
          if (t.x < r.x - 0.5 || t.x + t.width > r.x + r.width + 0.5) cut.push(text.textContent!);
        }
        return { overlaps: overlaps.length, cut, width: panel.width };
      });
      assert.equal(g.overlaps, 0, 'the panel is under the lanes, not over them');
      assert.deepEqual(g.cut, []);
      assert.ok(g.width > width * 0.5, 'the panel takes the run column');
      assert.deepEqual(w.errors, []);
      await w.page.context().close();
    });

  it('exports the statechart as SVG, lit, with a title and legend', async () => {
    const w = await openPage(browser(), BASE);
    const p = new Playground(w.page);
    await p.waitForTrace();
    await p.openStatechart();
    await p.seek(12_500);
    await p.waitForLitChange([]);
    const download = w.page.waitForEvent('download');
    await p.statechart().getByRole('button', { name: 'Export the statechart as SVG' }).click();
    const file = await download;
    assert.match(file.suggestedFilename(), /^podterm-1\.34-pod-Pod-web-.*\.svg$/);
    const svg = readFileSync((await file.path())!, 'utf8');
    assert.match(svg, /^<\?xml/);
    assert.match(svg, /Pod object machine of Pod\/web-/);
    assert.match(svg, /active state/);
    assert.match(svg, />Terminating</);
    assert.doesNotMatch(svg, /class="/, 'styles are inlined');
    await w.page.context().close();
  });

  it('takes the place of the lanes when presenting, asking for the next state first', async () => {
    const w = await openPage(browser(), BASE);
    const p = new Playground(w.page);
    await p.waitForTrace();
    const show = new Presenter(w.page);
    await show.enterByKeyboard();
    await w.page.keyboard.press('s');
    await p.statechartDrawn();
    assert.equal(await p.swimlane().count(), 0, 'the statechart is where the lanes were');
    await p.seek(5000);
    const before = await p.litStates();
    await w.page.keyboard.press('h');
    await w.page.keyboard.press('Enter');
    await show.predictPrompt().waitFor();
    assert.match(await show.predictPrompt().innerText(), /Which state/);
    assert.match(await p.time(), /\b5\.0 s$/, 'asking does not move on');
    assert.ok((await p.statechartEdges('.candidate').count()) >= 1);
    await w.page.keyboard.press('Enter');
    const after = await p.waitForLitChange(before);
    assert.ok(after.includes('pod.object.Terminating'), after.join(' '));
    assert.match(await p.time(), /\b10\.0 s$/);
    await w.page.keyboard.press('s');
    await p.waitForTrace();
    assert.deepEqual(w.errors, []);
    await w.page.context().close();
  });
});
