// Which text the page opens with: a share link wins, then the tab's autosaved document,
// then the default preset. A link opens as a new document (its own slot), so editing it
// never replaces saved work; a bad link leaves the autosaved text alone and says why.
import { decodeCompare, decodeShare } from '../share/decode.ts';
import { DEFAULT_PRESET } from '../presets/index.ts';
import { Documents } from './autosave/documents.ts';

/** Storage, or null where the browser refuses it (private modes, disabled cookies). */
function storage(which: 'localStorage' | 'sessionStorage'): Storage | null {
  try {
    return globalThis[which] ?? null;
  } catch {
    return null;
  }
}

export interface Startup {
  text: string;
  /** From a link: a new document, saved in a slot of its own once edited. */
  fromLink: boolean;
  banner: string | null;
  /** A compare link's second variant. */
  compareText: string | null;
}

/** The page's autosaved documents (one slot per tab: autosave/documents.ts). */
export const documents = new Documents(
  storage('localStorage'),
  storage('sessionStorage'),
  () => Date.now(),
  () => crypto.randomUUID(),
);

export function startupText(hash: string): Startup {
  if (hash.includes('s=')) {
    const d = decodeShare(hash);
    if (!d.ok)
      return {
        text: DEFAULT_PRESET.text,
        fromLink: true,
        banner: `${d.message} The default scenario is shown instead.`,
        compareText: null,
      };
    // A compare whose second variant cannot be read still opens the first one.
    const c = decodeCompare(hash);
    return {
      text: d.text,
      fromLink: true,
      banner:
        c && !c.ok
          ? `The compared variant cannot be read: ${c.message} Only the scenario is shown.`
          : null,
      compareText: c?.ok ? c.text : null,
    };
  }
  return {
    text: documents.opening() ?? DEFAULT_PRESET.text,
    fromLink: false,
    banner: null,
    compareText: null,
  };
}

/** Drops a share link's fragment from the address bar (without a reload or hashchange). */
export function forgetLink(): void {
  if (!location.hash.includes('s=')) return;
  history.replaceState(history.state, '', `${location.pathname}${location.search}`);
}
