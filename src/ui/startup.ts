// Which text the page opens with: a share link wins, then the autosaved text, then the
// default preset. A bad link leaves the autosaved text alone and says why.
import { decodeCompare, decodeShare } from '../share/decode.ts';
import { DEFAULT_PRESET } from '../presets/index.ts';

export const AUTOSAVE_KEY = 'podterm.scenario.v1';

export interface Startup {
  text: string;
  /** From a link: not autosaved until the user edits it. */
  fromLink: boolean;
  banner: string | null;
  /** A compare link's second variant. */
  compareText: string | null;
}

export function readAutosave(): string | null {
  try {
    return localStorage.getItem(AUTOSAVE_KEY);
  } catch {
    return null;
  }
}

export function autosave(text: string): void {
  try {
    localStorage.setItem(AUTOSAVE_KEY, text);
  } catch {
    // storage full or disabled: the text stays in the editor
  }
}

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
    text: readAutosave() ?? DEFAULT_PRESET.text,
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
