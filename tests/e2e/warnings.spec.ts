// What will go wrong (issue 5): a preStop longer than the grace period is a warning on its
// line, and the warning jumps to the moment of the run where it bites.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { encodeShare } from '../../src/share/encode.ts';
import { BASE, openPage, sharedBrowser } from './browser.ts';
import { Playground } from './pages/playground.ts';

const browser = sharedBrowser();

const LONG_PRESTOP = `apiVersion: podterm.dev/v1
kind: Scenario
metadata: {name: long-prestop}
spec:
  duration: 40s
  actions:
    - {at: 2s, do: delete, target: pod/web}
---
apiVersion: v1
kind: Pod
metadata: {name: web}
spec:
  terminationGracePeriodSeconds: 10
  containers:
    - name: app
      image: nginx:1.27
      lifecycle:
        preStop:
          exec: {command: ["sleep", "20"]}
`;

describe('what will go wrong', () => {
  it('warns about a preStop longer than the grace period and shows where it bites', async () => {
    // The scenario arrives as a share link: typing it would meet the editor's auto-indent.
    const w = await openPage(browser(), `${BASE}#${encodeShare(LONG_PRESTOP)}`);
    const p = new Playground(w.page);
    await p.waitForTrace();
    const problems = p.problems();
    const warning = problems.getByText(
      /preStop takes 20 s but terminationGracePeriodSeconds is 10/,
    );
    await warning.waitFor({ timeout: 10_000 });
    assert.match(await warning.innerText(), /^Line 15:/);
    const bites = problems.getByRole('button', { name: /Where it bites: 12\.\d s/ });
    await bites.click();
    await p
      .narration()
      .getByText(/preStop of app cut short/)
      .waitFor();
    assert.deepEqual(w.errors, []);
    await w.page.context().close();
  });
});
