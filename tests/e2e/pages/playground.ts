// Page object: what a user sees and does, by accessible names.
import type { Browser, Page } from 'playwright-core';
import { BASE, openPage, type Watched } from '../browser.ts';

export class Playground {
  constructor(readonly page: Page) {}

  /** Opens the playground in a window of `width`×`height` and waits for its first run. */
  static async openAt(
    browser: Browser,
    width: number,
    height: number,
    url = BASE,
  ): Promise<{ w: Watched; p: Playground }> {
    const w = await openPage(browser, url);
    await w.page.setViewportSize({ width, height });
    const p = new Playground(w.page);
    await p.waitForTrace();
    return { w, p };
  }

  swimlane() {
    return this.page.getByTestId('swimlane');
  }

  async waitForTrace(): Promise<void> {
    await this.swimlane().waitFor({ state: 'visible', timeout: 20_000 });
  }

  async waitForEditor(): Promise<void> {
    await this.page.waitForFunction(() => document.body.dataset.editorReady === 'true', null, {
      timeout: 20_000,
    });
  }

  async eventCount(): Promise<number> {
    return Number(await this.swimlane().getAttribute('data-event-count'));
  }

  /** Waits until the swimlane draws `n` Pod rows (a preset or edit has been simulated). */
  async waitForPodRows(n: number): Promise<void> {
    await this.page.waitForFunction(
      (rows) =>
        document.querySelector('[data-testid="swimlane"]')?.getAttribute('data-pod-rows') ===
        String(rows),
      n,
    );
  }

  async podRows(): Promise<number> {
    return Number(await this.swimlane().getAttribute('data-pod-rows'));
  }

  textHash(): Promise<string | null> {
    return this.page.locator('.app').getAttribute('data-text-hash');
  }

  time(): Promise<string> {
    return this.page.getByTestId('time').innerText();
  }

  /** The text autosaved for this tab (its own slot), once the debounced save has run. */
  async savedText(want?: string): Promise<string | null> {
    const read = () =>
      localStorage.getItem(`podterm.doc.${sessionStorage.getItem('podterm.tab') ?? ''}`);
    if (want !== undefined)
      await this.page.waitForFunction(
        (w) => localStorage.getItem(`podterm.doc.${sessionStorage.getItem('podterm.tab')}`) === w,
        want,
      );
    return this.page.evaluate(read);
  }

  /** Waits until the swimlane shows the run of the text now in the editor. */
  async waitForRunOfText(): Promise<void> {
    await this.page.waitForFunction(
      () =>
        document.querySelector('[data-testid="swimlane"]')?.getAttribute('data-text-hash') ===
        document.querySelector('.app')?.getAttribute('data-text-hash'),
    );
  }

  /** Moves the playhead with the time slider, as a user drags it (ms of virtual time). */
  async seek(ms: number): Promise<void> {
    const slider = this.page.locator('.controls input[type="range"]');
    await slider.fill(String(ms));
    // Let go of it, as a mouse does: the arrow keys step events again.
    await slider.evaluate((el) => (el as HTMLElement).blur());
  }

  playheadX(): Promise<string | null> {
    return this.swimlane().getByTestId('playhead').getAttribute('data-x');
  }

  /** The Share button of the top bar (it opens the link to copy). */
  shareButton() {
    return this.page.getByRole('button', { name: 'Share' });
  }

  /** The link to copy that Share shows. */
  shareLink() {
    return this.page.getByLabel('Share link');
  }

  /** Presses Share and reads the link it shows. */
  async share(): Promise<string> {
    await this.shareButton().click();
    return this.shareLink().inputValue();
  }

  /** The caption over the lanes: what happened at the playhead, why, what changed. */
  caption() {
    return this.page.getByTestId('caption');
  }

  /** The narration of the selected event: what, why, the docs page, kubectl's view. */
  narration() {
    return this.page.getByTestId('narration');
  }

  /** Clicks a corner of the page, which takes the focus from the editor: the page's keys work. */
  async focusPage(): Promise<void> {
    await this.page.locator('body').click({ position: { x: 5, y: 5 } });
  }

  /** The panel listing the document's problems (errors and warnings, by line). */
  problems() {
    return this.page.getByRole('region', { name: 'Problems' });
  }

  /** The panel that adds an action to the scenario (kubectl delete, drain, …). */
  addActionPanel() {
    return this.page.getByRole('region', { name: 'Add an action' });
  }

  /** The editor's pane (hidden in presenter mode and on a phone's chart tab). */
  editorPane() {
    return this.page.locator('.editor-pane');
  }

  /** The lines Monaco draws (Monaco's own class: the editor has no role for its text). */
  editorLines() {
    return this.page.locator('.monaco-editor .view-lines');
  }

  /** Inserts text at the end of the Monaco editor (as a paste: no bracket auto-closing). */
  async typeAtEnd(text: string): Promise<void> {
    await this.editorLines().click();
    await this.page.keyboard.press('Control+End');
    await this.page.keyboard.insertText(text);
  }

  /** The run's virtual duration in ms, as the swimlane draws it. */
  async duration(): Promise<number> {
    return Number(await this.swimlane().getAttribute('data-duration'));
  }

  /** The statechart panel (issue 16). */
  statechart() {
    return this.page.getByRole('region', { name: 'Statechart' });
  }

  /** Opens the statechart panel and waits for its diagram. */
  async openStatechart(): Promise<void> {
    await this.page.getByRole('button', { name: 'Statechart' }).click();
    await this.statechartDrawn();
  }

  async statechartDrawn(): Promise<void> {
    await this.statechart().locator('svg.statechart-svg').waitFor({ timeout: 20_000 });
  }

  /** The statechart's drawing of one machine (`pod`, `kubelet`, `job`…). */
  machine(name: string) {
    return this.statechart().locator(`svg[data-machine="${name}"]`);
  }

  /**
   * The statechart's states, arrows and arrow labels: the diagram gives them classes only,
   * named here.
   */
  statechartStates() {
    return this.statechart().locator('.sc-state');
  }

  /** The arrows; `which` narrows them: `.taken`, `.candidate`, `[data-transitions]`. */
  statechartEdges(which = '') {
    return this.statechart().locator(`.sc-edge${which}`);
  }

  statechartLabels() {
    return this.statechart().locator('.sc-label');
  }

  /** The ids of the states the shown machine is in (`pod.object.Terminating`), sorted. */
  async litStates(): Promise<string[]> {
    const ids = await this.statechart()
      .locator('[aria-current="true"]')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-state') ?? ''));
    return ids.sort();
  }

  /** Waits until the lit states differ from `before` (the light follows the playhead). */
  async waitForLitChange(before: string[]): Promise<string[]> {
    await this.page.waitForFunction(
      (was) =>
        [...document.querySelectorAll('[data-testid="statechart"] [aria-current="true"]')]
          .map((e) => e.getAttribute('data-state'))
          .sort()
          .join(' ') !== was,
      before.join(' '),
    );
    return this.litStates();
  }

  banner() {
    // the page's own alert (Monaco keeps empty role="alert" live regions of its own)
    return this.page.locator('.banner[role="alert"]');
  }
}
