// Page object: Compare (issue 19) — variant B beside the playground's run, its swimlane and
// the table of what differs.
import type { Locator, Page } from 'playwright-core';

export class Compare {
  constructor(readonly page: Page) {}

  region(): Locator {
    return this.page.getByRole('region', { name: 'Compare' });
  }

  /** Variant B's swimlane, in the Compare panel (the playground's own is variant A's). */
  swimlaneB(): Locator {
    return this.region().getByRole('region', { name: 'Swimlane of variant B' });
  }

  /** The table of what differs between A's run and B's. */
  differenceSummary(): Locator {
    return this.region().getByRole('table', { name: 'Difference summary' });
  }

  /** The editor's tab of a variant. */
  tab(variant: 'A' | 'B'): Locator {
    return this.page.getByRole('tab', { name: variant });
  }
}
