// Page object: the gallery of presets and stories (issue 17) — its button, its dialog, and
// a card's "compare" that opens the pair in Compare.
import type { Locator, Page } from 'playwright-core';

export class Gallery {
  constructor(readonly page: Page) {}

  button(): Locator {
    return this.page.getByRole('button', { name: 'Gallery' });
  }

  dialog(): Locator {
    return this.page.getByRole('dialog', { name: 'Gallery' });
  }

  /** Opens the gallery with its button; the dialog, once it is there. */
  async open(): Promise<Locator> {
    await this.button().click();
    await this.dialog().waitFor();
    return this.dialog();
  }

  /** Clicks a card's compare (`data-compare` names the preset) and waits for the dialog to close. */
  async compare(preset: string): Promise<void> {
    await this.dialog().locator(`[data-compare="${preset}"]`).click();
    await this.dialog().waitFor({ state: 'hidden' });
  }
}
