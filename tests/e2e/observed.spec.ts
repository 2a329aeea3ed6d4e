// Against your cluster (issue 5): pasted `kubectl get events -o json` appears as marks on
// the lanes, aligned at the deletion, with its differences listed.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { BASE, openPage, sharedBrowser } from './browser.ts';
import { Playground } from './pages/playground.ts';

const browser = sharedBrowser();

const ev = (reason: string, message: string, at: string, type = 'Normal') => ({
  involvedObject: { kind: 'Pod', name: 'running-pod' },
  reason,
  message,
  type,
  lastTimestamp: `2026-03-01T10:00:${at}Z`,
});
const PASTE = JSON.stringify({
  kind: 'List',
  items: [
    ev('Started', 'Started container main', '01'),
    ev('Killing', 'Stopping container main', '10'),
    ev('FailedKillPod', 'error killing pod', '45', 'Warning'),
  ],
});

describe('against your cluster', () => {
  it('puts pasted events on the lanes and lists the differences', async () => {
    const w = await openPage(browser(), BASE);
    const p = new Playground(w.page);
    await p.waitForTrace();
    await w.page.getByLabel('Preset').selectOption('finalizer-1.27');
    await w.page.locator('[data-phase="Failed"]').first().waitFor({ state: 'attached' });
    await w.page.getByText('Against your cluster').click();
    await w.page.getByLabel('What your cluster printed').fill(PASTE);
    await w.page.getByRole('button', { name: 'Put on the lanes' }).click();
    const table = w.page.getByRole('table', { name: 'Differences' });
    await table.waitFor();
    const rows = await table.locator('tbody tr').allInnerTexts();
    assert.ok(
      rows.some((r) => /Event Killing.*same/s.test(r)),
      rows.join('\n'),
    );
    assert.ok(rows.some((r) => /Event FailedKillPod.*only in the cluster/s.test(r)));
    assert.equal(await w.page.getByTestId('observed-mark').count(), 3);
    // Something that is not kubectl output is explained, and nothing breaks.
    await w.page.getByLabel('What your cluster printed').fill('{"kind": "ConfigMap"}');
    await w.page.getByRole('button', { name: 'Put on the lanes' }).click();
    await w.page.locator('.observed-error').waitFor();
    assert.deepEqual(w.errors, []);
    await w.page.context().close();
  });
});
