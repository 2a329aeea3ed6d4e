// Opening a share link: the scenario (and a compare's variant) read from the fragment, or a
// message saying why it cannot be read and the default scenario instead. Loaded only when a
// link is opened, so the inflater stays out of the first load.
import { decodeCompare, decodeShare } from '../share/decode.ts';
import { DEFAULT_PRESET } from '../presets/defaultPreset.ts';

export interface Startup {
  text: string;
  /** From a link: a new document, saved in a slot of its own once edited. */
  fromLink: boolean;
  banner: string | null;
  /** A compare link's second variant. */
  compareText: string | null;
}

export function startupFromLink(hash: string): Startup {
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
