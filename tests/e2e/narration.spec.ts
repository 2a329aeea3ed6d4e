// The narration follows the playhead (issue 5): stepping explains each event with its
// reason, the version note and what kubectl would print at that moment.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { BASE, openPage, sharedBrowser } from './browser.ts';
import { Playground } from './pages/playground.ts';

const browser = sharedBrowser();

describe('narration', () => {
  it('follows the playhead and shows kubectl get pod and the version note', async () => {
    const w = await openPage(browser(), BASE);
    const p = new Playground(w.page);
    await p.waitForTrace();
    await w.page.getByLabel('Preset').selectOption('finalizer-1.27');
    // Its run on screen (one Pod; the default has four): a run that lands after the seek
    // below would move the playhead into its story window, past the first events.
    await p.waitForPodRows(1);
    const narration = p.narration();
    await narration.waitFor();
    // From the start of the run (the chart opens on the story), step to the kill: the
    // narration moves with each step.
    await p.waitForRunOfText();
    await p.seek(0);
    const seen = new Set<string>();
    let phaseNote = '';
    for (let i = 0; i < 40 && !phaseNote; i++) {
      await w.page.keyboard.press('ArrowRight');
      const text = await narration.innerText();
      seen.add(text.split('\n')[0]!);
      if (/phase Failed/.test(text)) phaseNote = text;
    }
    assert.ok(seen.size > 5, 'the narration changes as the playhead steps');
    assert.match(phaseNote, /Since 1\.27 \(#115331\)/);
    assert.match(phaseNote, /\$ kubectl get pod\nNAME\s+READY\s+STATUS/);
    assert.match(phaseNote, /running-pod\s+0\/1\s+Terminating/);
    assert.equal(
      await narration.getByRole('link').first().getAttribute('href'),
      'https://kubernetes.io/docs/concepts/workloads/pods/pod-lifecycle/#pod-phase',
    );
    assert.deepEqual(w.errors, []);
    assert.deepEqual(w.csp, []);
    await w.page.context().close();
  });
});
