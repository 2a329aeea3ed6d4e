// Assumptions shown (issues 5 and 25): what podterm inferred about each container and about
// the request path, changed with one click; the annotation or the Scenario key lands in the
// text and the run follows it.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { BASE, openPage, sharedBrowser } from './browser.ts';
import { Playground } from './pages/playground.ts';
import { encodeShare } from '../../src/share/encode.ts';

const browser = sharedBrowser();

describe('assumptions', () => {
  it('one click makes a shell exit on SIGTERM, and the run follows the new annotation', async () => {
    const w = await openPage(browser(), BASE);
    const p = new Playground(w.page);
    await p.waitForTrace();
    await w.page.getByLabel('Preset').selectOption('finalizer-1.27');
    await w.page.locator('[data-phase="Failed"]').first().waitFor({ state: 'attached' });
    const summary = w.page.getByText(/What podterm assumed/);
    await summary.click();
    const item = w.page.locator('.assumptions li').first();
    assert.match(await item.innerText(), /SIGTERM is ignored/);
    const before = await p.textHash();
    await item.getByRole('combobox').selectOption('exit');
    await w.page.waitForFunction(
      (h) =>
        document.querySelector('[data-testid="swimlane"]')?.getAttribute('data-text-hash') !== h,
      before,
    );
    // The shell now exits 0 at once on SIGTERM: from 1.27 the Pod ends Succeeded.
    await w.page.locator('[data-phase="Succeeded"]').first().waitFor({ state: 'attached' });
    assert.match(
      await w.page.locator('.assumptions li').first().innerText(),
      /As the annotation says/,
    );
    assert.deepEqual(w.errors, []);
    await w.page.context().close();
  });

  it('one click on a request-path value writes the Scenario key, and the run takes the new hop', async () => {
    const w = await openPage(browser(), BASE);
    const p = new Playground(w.page);
    await p.waitForTrace();
    await w.page.getByLabel('Preset').selectOption('alb-ip-prestop-5s');
    const served = w.page.locator('.assumptions li', { hasText: 'is served by' });
    await served.waitFor({ state: 'attached' });
    await w.page.getByText(/What podterm assumed/).click();
    const group = served.getByRole('group', { name: /Write dataPlane\.loadBalancer/ });
    assert.equal(
      await group.getByRole('button', { name: 'aws-alb' }).getAttribute('aria-pressed'),
      'true',
    );
    const before = await p.textHash();
    await group.getByRole('button', { name: 'gke-neg' }).click();
    await w.page.waitForFunction(
      (h) =>
        document.querySelector('[data-testid="swimlane"]')?.getAttribute('data-text-hash') !== h,
      before,
    );
    await p.waitForRunOfText();
    // The text now says it (autosaved as the user's own edit).
    await w.page.waitForFunction(() =>
      Object.keys(localStorage).some((k) =>
        localStorage.getItem(k)?.includes('    loadBalancer: gke-neg\n'),
      ),
    );
    // Chosen, the hop is no longer assumed; GKE's own preset is.
    const notes = await w.page.locator('.assumptions').innerText();
    assert.doesNotMatch(notes, /is served by/);
    assert.match(notes, /GKE container-native load balancing \(NEG\): /);
    assert.deepEqual(w.errors, []);
    await w.page.context().close();
  });

  it('one click makes an undecided file probe fail, through podterm.dev/health', async () => {
    const text = `apiVersion: v1
kind: Pod
metadata: {name: app}
spec:
  containers:
    - name: app
      image: example/app
      command: [/app/server]
      readinessProbe: {exec: {command: [cat, /tmp/ready]}}
`;
    const w = await openPage(browser(), `${BASE}#${encodeShare(text)}`);
    const p = new Playground(w.page);
    await p.waitForTrace();
    await w.page.getByText(/What podterm assumed/).click();
    const item = w.page.locator('.assumptions li', { hasText: 'cannot tell whether the image' });
    assert.match(await item.innerText(), /readiness probe `?cat \/tmp\/ready`? is taken to pass/);
    const before = await p.textHash();
    await item.getByRole('combobox', { name: 'Probes of Pod/app app' }).selectOption('0s');
    await w.page.waitForFunction(
      (h) =>
        document.querySelector('[data-testid="swimlane"]')?.getAttribute('data-text-hash') !== h,
      before,
    );
    await p.waitForRunOfText();
    await w.page.waitForFunction(() =>
      Object.keys(localStorage).some((k) =>
        localStorage.getItem(k)?.includes('podterm.dev/health.app: unhealthy-after=0s'),
      ),
    );
    assert.deepEqual(w.errors, []);
    await w.page.context().close();
  });
});
