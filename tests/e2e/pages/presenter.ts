// Page object: presenter mode (issue 13) — entering it, its lesson stops, its caption.
import type { Locator, Page } from 'playwright-core';
import { Playground } from './playground.ts';

export class Presenter {
  constructor(readonly page: Page) {}

  /**
   * The page in presenter mode. The app's root says so by its class only (it has no role or
   * test id of its own): this is the one place a spec names it.
   */
  root(): Locator {
    return this.page.locator('.app.presenter');
  }

  /** Enters presenter mode with the `p` key, after a click on the page takes the focus. */
  async enterByKeyboard(): Promise<void> {
    await new Playground(this.page).focusPage();
    await this.page.keyboard.press('p');
    await this.waitOpen();
  }

  async waitOpen(): Promise<void> {
    await this.root().waitFor();
  }

  async waitClosed(): Promise<void> {
    await this.root().waitFor({ state: 'detached' });
  }

  /** `n / total`: the lesson stop shown. */
  stopNumber(): Locator {
    return this.page.getByTestId('stop-number');
  }

  /** How many lesson stops the run has (the total of `n / total`). */
  async stopCount(): Promise<number> {
    return Number((await this.stopNumber().innerText()).split('/')[1]);
  }

  /** Waits until stop `n` is shown (`n / total`). */
  async waitForStop(n: number): Promise<void> {
    await this.page.waitForFunction(
      (n) =>
        document.querySelector('[data-testid="stop-number"]')?.textContent?.startsWith(`${n} /`),
      n,
    );
  }

  /** Where the stop shown is and how many there are: `[n, total]`. */
  async stopAt(): Promise<[number, number]> {
    const [at, of] = (await this.stopNumber().innerText()).split(' / ').map(Number);
    return [at!, of!];
  }

  caption(): Locator {
    return new Playground(this.page).caption();
  }

  /** "Predict": the question put to the room before the next stop is shown. */
  predictPrompt(): Locator {
    return this.page.getByTestId('predict-prompt');
  }
}
