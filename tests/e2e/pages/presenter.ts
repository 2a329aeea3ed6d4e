// Page object: presenter mode (issue 13) — entering it, its lesson stops, its caption.
import type { Locator, Page } from 'playwright-core';

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
    await this.page.locator('body').click({ position: { x: 5, y: 5 } });
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

  caption(): Locator {
    return this.page.getByTestId('caption');
  }

  /** "Predict": the question put to the room before the next stop is shown. */
  predictPrompt(): Locator {
    return this.page.getByTestId('predict-prompt');
  }
}
