// Page object: the swimlane's parts (issue 27) — the lanes, their group heads, the overview's
// brush, the Pod rows, the selected event's ring, the list of keys.
import type { Locator, Page } from 'playwright-core';

/**
 * The parts the page gives neither a role nor a test id (the lanes' SVG has role="img", but
 * its name changes with the run), named here only. Code that runs in the page takes them as
 * arguments.
 */
export const SWIMLANE = {
  /** The lanes' SVG (the Pod rows have their own, in `pods`). */
  lanes: '[data-testid="swimlane"] svg.lanes',
  /** One lane's row (`data-row`: `api-server`, `kube-proxy node-a`, `group:control`…). */
  lane: '.lane',
  /** A lane's name, in the label column. */
  laneLabel: '.label',
  /** An event's mark on a lane. */
  mark: 'path.glyph',
  /** The scrolling box of the Pod rows. */
  pods: '.pods-scroll',
  /** The ring around the selected event. */
  ring: '.selected-ring',
  /** A failure band's label on the lanes. */
  bandLabel: '.band-label',
  /** d3-brush's own parts: the window and the whole strip. */
  brushWindow: '.selection',
  brushStrip: '.overlay',
} as const;

export class Swimlane {
  constructor(readonly page: Page) {}

  root(): Locator {
    return this.page.getByTestId('swimlane');
  }

  lanes(): Locator {
    return this.page.locator(SWIMLANE.lanes);
  }

  /** Every lane row drawn, or the one of `row`. */
  lane(row?: string): Locator {
    return this.lanes().locator(
      row === undefined ? SWIMLANE.lane : `${SWIMLANE.lane}[data-row="${row}"]`,
    );
  }

  /** A lane's name, in the label column. */
  laneLabel(row: string): Locator {
    return this.lane(row).locator(SWIMLANE.laneLabel);
  }

  /** The marks (events) drawn on a lane. */
  marks(row: string): Locator {
    return this.lane(row).locator(SWIMLANE.mark);
  }

  /** The fold button of a group of lanes (`control`, `pods`…). */
  groupHead(group: string): Locator {
    return this.page.getByTestId('group-head').and(this.page.locator(`[data-group="${group}"]`));
  }

  /** The Pod rows (their scrolling box). */
  podRows(): Locator {
    return this.page.locator(SWIMLANE.pods);
  }

  /** The selected event's ring on the lanes. */
  selectedRing(): Locator {
    return this.lanes().locator(SWIMLANE.ring);
  }

  bandLabels(): Locator {
    return this.root().locator(SWIMLANE.bandLabel);
  }

  brush(): Locator {
    return this.page.getByTestId('overview-brush');
  }

  /** The brush's window and the strip it moves on, as drawn. */
  async brushBoxes() {
    const sel = await this.brush().locator(SWIMLANE.brushWindow).boundingBox();
    const all = await this.brush().locator(SWIMLANE.brushStrip).boundingBox();
    return { sel: sel!, all: all! };
  }

  /** Clicks an empty spot of the lanes (beside the marks), which gives the chart the keys. */
  async focus(): Promise<void> {
    const box = (await this.lanes().boundingBox())!;
    await this.page.mouse.click(box.x + 100, box.y + 10);
  }

  /** The list of the keys (`?`), by its title in the page's language. */
  keysDialog(title = 'Keys of the swimlane'): Locator {
    return this.page.getByRole('dialog', { name: title });
  }

  keysButton(): Locator {
    return this.page.getByRole('button', { name: 'Keys (?)' });
  }

  /** Waits until the list of the keys is closed (a closed <dialog> stays in the page). */
  async waitKeysClosed(): Promise<void> {
    await this.page.waitForFunction(
      () => !document.querySelector('[data-testid="nav-help"]')?.hasAttribute('open'),
    );
  }
}
