// axe-core on the main views (issue 5): the playground, presenter mode, the gallery, the
// narration with a selected event, a compare, the statechart panel, and the embed view, in
// light and dark.
// axe is injected as an inline script, which the page's CSP (rightly) refuses: this one
// context bypasses the CSP, every other spec runs under it.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { encodeShare } from '../../src/share/encode.ts';
import { BASE, sharedBrowser } from './browser.ts';
import { Gallery } from './pages/gallery.ts';
import { Compare } from './pages/compare.ts';
import { Presenter } from './pages/presenter.ts';

const AXE = readFileSync('node_modules/axe-core/axe.min.js', 'utf8');
const browser = sharedBrowser();

async function open(
  url: string,
  colorScheme: 'light' | 'dark',
  viewport = { width: 1280, height: 720 },
): Promise<Page> {
  const phone = viewport.width < 800;
  const context = await browser().newContext({
    viewport,
    bypassCSP: true,
    colorScheme,
    hasTouch: phone,
    isMobile: phone,
  });
  const page = await context.newPage();
  await page.goto(url);
  await page.getByTestId('swimlane').waitFor();
  return page;
}

/** axe's violations (WCAG 2.1 A/AA), one line each, so a failure says what and where. */
async function violations(page: Page): Promise<string[]> {
  await page.addScriptTag({ content: AXE });
  const result = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (o: object) => Promise<{
            violations: { id: string; help: string; nodes: { target: string[] }[] }[];
          }>;
        };
      }
    ).axe;
    return axe.run({
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    });
  });
  return result.violations.map(
    (v) =>
      `${v.id}: ${v.help} at ${v.nodes
        .slice(0, 3)
        .map((n) => n.target.join(' '))
        .join(', ')}`,
  );
}

describe('accessibility (axe-core)', () => {
  for (const scheme of ['light', 'dark'] as const) {
    it(`the playground, its narration and presenter mode have no violations (${scheme})`, async () => {
      const page = await open(BASE, scheme);
      await page.keyboard.press('ArrowRight');
      assert.deepEqual(await violations(page), []);
      await page.keyboard.press('p');
      await new Presenter(page).waitOpen();
      assert.deepEqual(await violations(page), []);
      await page.context().close();
    });
  }

  for (const scheme of ['light', 'dark'] as const) {
    it(`the open action picker, with its list, has no violations (${scheme})`, async () => {
      const page = await open(BASE, scheme);
      await page.getByRole('button', { name: 'Actions' }).click();
      const panel = page.getByRole('region', { name: 'Add an action' });
      await panel.getByRole('list', { name: 'Actions in the document' }).waitFor();
      await panel.getByLabel('Do', { exact: true }).selectOption('delete');
      assert.deepEqual(await violations(page), []);
      await page.screenshot({ path: `/tmp/pt/picker-${scheme}.png` }).catch(() => undefined);
      await page.context().close();
    });
  }

  for (const scheme of ['light', 'dark'] as const)
    it(`the statechart panel, lit, has no violations (${scheme})`, async () => {
      const page = await open(BASE, scheme);
      await page.getByRole('button', { name: 'Statechart' }).click();
      await page.locator('[data-testid="statechart"] [aria-current="true"]').first().waitFor();
      assert.deepEqual(await violations(page), []);
      await page.context().close();
    });

  for (const scheme of ['light', 'dark'] as const)
    it(`a phone's run, its editor tab, presenting and the gallery have no violations (${scheme})`, async () => {
      const page = await open(BASE, scheme, { width: 390, height: 844 });
      assert.deepEqual(await violations(page), []);
      await page.getByRole('tab', { name: 'Editor' }).click();
      await page.locator('.editor-pane').waitFor();
      assert.deepEqual(await violations(page), []);
      await page.getByRole('tab', { name: 'Timeline' }).click();
      await page.getByRole('button', { name: 'Present' }).click();
      await page.getByRole('button', { name: 'next stop' }).click();
      await new Presenter(page).stopNumber().waitFor();
      assert.deepEqual(await violations(page), []);
      await page.keyboard.press('Escape');
      await new Gallery(page).open();
      assert.deepEqual(await violations(page), []);
      await page.context().close();
    });

  for (const scheme of ['light', 'dark'] as const)
    it(`the keys' help, the Documents list and a phone's ⋯ menu have no violations (${scheme})`, async () => {
      const page = await open(BASE, scheme);
      await page.locator('.nav-help-button').click();
      await page.locator('dialog[open]').waitFor();
      assert.deepEqual(await violations(page), []);
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: 'Documents', exact: true }).click();
      await page.getByRole('dialog', { name: 'Documents saved in this browser' }).waitFor();
      assert.deepEqual(await violations(page), []);
      await page.context().close();

      const phone = await open(BASE, scheme, { width: 390, height: 844 });
      await phone.getByLabel('More: version, actions, language, theme, share').click();
      await phone.locator('details.header-more[open]').waitFor();
      assert.deepEqual(await violations(phone), []);
      await phone.context().close();
    });

  it('the gallery, a compare and the embed view have no violations', async () => {
    const page = await open(BASE, 'light');
    await new Gallery(page).open();
    assert.deepEqual(await violations(page), []);
    await page.context().close();

    const text = readFileSync('src/presets/prestop-sleep.yaml', 'utf8');
    const cmp = await open(`${BASE}#${encodeShare(text, text)}`, 'light');
    await new Compare(cmp).swimlaneB().waitFor();
    assert.deepEqual(await violations(cmp), []);
    await cmp.context().close();

    const embed = await open(`${BASE}?embed=1#${encodeShare(text)}`, 'dark');
    assert.deepEqual(await violations(embed), []);
    await embed.context().close();
  });
});
