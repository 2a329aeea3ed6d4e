// Which of the page's panes a window shows (issue 27). Wide, the editor sits beside the
// run; narrower than NARROW_PX (a phone at 360–430 px, a tablet at 768 px), the run takes
// the whole width and the editor waits behind a tab. Presenting shows the run alone at any
// width. Pure, so the rule is tested without a DOM.
import type { Pane } from '../../store/paneSlice.ts';
import { isNarrow } from '../../chart/breakpoints.ts';

export { isNarrow, NARROW_PX, PHONE_PX } from '../../chart/breakpoints.ts';

export interface Panes {
  /** Tabs to switch between the panes. */
  tabs: boolean;
  editor: boolean;
  run: boolean;
}

export function panesFor(width: number, pane: Pane, presenting: boolean): Panes {
  if (presenting) return { tabs: false, editor: false, run: true };
  if (!isNarrow(width)) return { tabs: false, editor: true, run: true };
  return { tabs: true, editor: pane === 'editor', run: pane === 'run' };
}
