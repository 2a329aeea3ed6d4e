// The reader's place in a share link: the time window and the selected event
// (`&w=9000-13000&sel=42`, in ms and as an index into the run's events), and whether quiet
// time is folded (`&fold=1`, the store's foldQuiet), beside the scenario's `s=`. Untrusted: anything but small non-negative integers in order is
// ignored, and a link without them opens as before.
export interface LinkedNav {
  /** [from, to] in ms, from < to. */
  view: readonly [number, number] | null;
  selected: number | null;
}

/** One hour of virtual time in ms: the longest run there is (as playbackParams.ts). */
const MAX_T = 3_600_000;
/** More events than any run holds: a bigger index is not one. */
const MAX_EVENT = 10_000_000;

function param(hash: string, key: string): string | null {
  for (const p of hash.replace(/^#/, '').split('&'))
    if (p.startsWith(`${key}=`)) return p.slice(key.length + 1);
  return null;
}

function int(text: string | undefined | null, max: number): number | null {
  if (typeof text !== 'string' || !/^\d{1,9}$/.test(text)) return null;
  const n = Number(text);
  return n <= max ? n : null;
}

export function readNav(hash: string): LinkedNav {
  const parts = param(hash, 'w')?.split('-') ?? [];
  const from = parts.length === 2 ? int(parts[0], MAX_T) : null;
  const to = parts.length === 2 ? int(parts[1], MAX_T) : null;
  return {
    view: from !== null && to !== null && from < to ? [from, to] : null,
    selected: int(param(hash, 'sel'), MAX_EVENT),
  };
}

/** The fragment's tail for a window and a selection; empty when there is neither. */
export function writeNav(p: LinkedNav): string {
  const w = p.view ? `&w=${Math.round(p.view[0])}-${Math.round(p.view[1])}` : '';
  return `${w}${p.selected === null ? '' : `&sel=${p.selected}`}`;
}

/** `&fold=1` when quiet time is folded (the store's foldQuiet); nothing when it is not. */
export const writeFold = (on: boolean): string => (on ? '&fold=1' : '');

/** Whether a link folds quiet time: only `fold=1` does (anything else is an old link's "no"). */
export const readFold = (hash: string): boolean => param(hash, 'fold') === '1';
