// Which text the page opens with: a share link wins, then the tab's autosaved document
// (with its Compare's variant B), then the default preset. A link opens as a new document (its own slot), so editing it
// never replaces saved work; a bad link leaves the autosaved text alone and says why.
import { isShareFragment } from '../share/fragment.ts';
import { DEFAULT_PRESET } from '../presets/defaultPreset.ts';
import { Documents } from './autosave/documents.ts';
import type { Startup } from './linkStartup.ts';

/** Storage, or null where the browser refuses it (private modes, disabled cookies). */
function storage(which: 'localStorage' | 'sessionStorage'): Storage | null {
  try {
    return globalThis[which] ?? null;
  } catch {
    return null;
  }
}

export type { Startup } from './linkStartup.ts';

/** The page's autosaved documents (one slot per tab: autosave/documents.ts). */
export const documents = new Documents(
  storage('localStorage'),
  storage('sessionStorage'),
  () => Date.now(),
  () => crypto.randomUUID(),
);

/** Whether the fragment carries a scenario (a share link). */
export const hasLink = isShareFragment;

/**
 * The text a page opens with: a share link's (read by linkStartup.ts, loaded only when
 * there is one: the inflater stays out of the first load), else the tab's document.
 */
export async function startupText(hash: string): Promise<Startup> {
  if (hasLink(hash)) return (await import('./linkStartup.ts')).startupFromLink(hash);
  const saved = documents.opening();
  return {
    text: saved?.text ?? DEFAULT_PRESET.text,
    fromLink: false,
    banner: null,
    // A document saved while comparing opens with its variant B.
    compareText: saved?.compareText ?? null,
  };
}

/** Drops a share link's fragment from the address bar (without a reload or hashchange). */
export function forgetLink(): void {
  if (!hasLink(location.hash)) return;
  history.replaceState(history.state, '', `${location.pathname}${location.search}`);
}
