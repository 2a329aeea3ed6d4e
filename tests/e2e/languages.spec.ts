// Languages (issue 5): the switcher turns the UI, the narration and the warnings into
// Japanese and Russian; the choice travels in the share link; an unknown one is explained.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { encodeShare } from '../../src/share/encode.ts';
import { BASE, openPage, sharedBrowser } from './browser.ts';
import { Playground } from './pages/playground.ts';

const browser = sharedBrowser();

describe('languages', () => {
  it('Japanese and Russian change the UI, the narration and the warnings', async () => {
    const w = await openPage(browser(), BASE);
    const p = new Playground(w.page);
    await p.waitForTrace();
    await w.page.getByTestId('language').selectOption('ja');
    await w.page.getByRole('toolbar', { name: '再生' }).waitFor();
    assert.equal(await w.page.locator('html').getAttribute('lang'), 'ja');
    // From the start of the run (the chart opens on the story window), one step on.
    await p.seek(0);
    await w.page.getByRole('button', { name: '次のイベント' }).click();
    await p
      .narration()
      .getByText(/を作成|を割り当て|が起動|Ready/)
      .first()
      .waitFor();
    await w.page
      .getByText(/preStop なしで Service web の背後にある/)
      .first()
      .waitFor();
    await w.page.getByTestId('language').selectOption('ru');
    await w.page.getByRole('toolbar', { name: 'Воспроизведение' }).waitFor();
    await w.page
      .getByText(/стоит за Service web без preStop/)
      .first()
      .waitFor();
    // The action picker too: its words change, the `do:` values stay as the contract spells them.
    await w.page.getByRole('button', { name: 'Действия' }).click();
    const panel = w.page.getByRole('region', { name: 'Добавить действие' });
    await panel
      .getByRole('option', { name: 'drain (kubectl drain)' })
      .waitFor({ state: 'attached' });
    await panel
      .getByRole('option', { name: 'nodeLost (без предупреждения)' })
      .waitFor({ state: 'attached' });
    await panel.getByRole('button', { name: 'Закрыть действия' }).click();
    // The share link carries the choice.
    await w.page.getByRole('button', { name: 'Поделиться' }).click();
    assert.match(await w.page.getByLabel('Ссылка на сценарий').inputValue(), /&l=ru$/);
    assert.deepEqual(w.errors, []);
    await w.page.context().close();
  });

  it('a link in Japanese opens in Japanese; an unknown language is explained', async () => {
    const text = readFileSync('src/presets/default.yaml', 'utf8');
    const ja = await openPage(browser(), `${BASE}#${encodeShare(text)}&l=ja`);
    await new Playground(ja.page).waitForTrace();
    await ja.page.getByRole('toolbar', { name: '再生' }).waitFor();
    await ja.page.context().close();
    const xx = await openPage(browser(), `${BASE}#${encodeShare(text)}&l=xx`);
    const p = new Playground(xx.page);
    await p.waitForTrace();
    await p
      .banner()
      .getByText(/does not have \(xx\)/)
      .waitFor();
    await xx.page.getByRole('toolbar', { name: 'Playback' }).waitFor();
    await xx.page.context().close();
  });
});
