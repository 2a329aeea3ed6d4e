// The swimlane's navigation state (issue 27): the lane groups folded by the reader, the
// lane the `.`/`,` keys walk, the `?` list of keys, and a share link's window and
// selection waiting for its run. Plain state → state updates, as the other slices.
import type { LinkedNav } from '../share/navParams.ts';
import type { Trace } from '../trace/types.ts';
import { clampView, type View, type ViewMode } from './playback.ts';

/** The fields of the store a link's place moves. */
interface NavFields {
  timeMs: number;
  playing: boolean;
  selected: number | null;
  view: View | null;
  viewMode: ViewMode;
}

export interface NavSlice {
  /** Keys of the folded lane groups (chart/laneGroups.ts): `control`, `node:<name>`, `path`, `pods`. */
  foldedGroups: readonly string[];
  /** The reader folded or unfolded a group: the window's default folds (defaultFolds.ts) stop. */
  foldsTouched: boolean;
  /** The lane row (its label) that `.` and `,` walk, chosen by a click or ↑/↓ on the swimlane. */
  navLane: string | null;
  /** The `?` list of the swimlane's keys is open. */
  navHelp: boolean;
  /** A share link's window and selection, waiting for its run. */
  linkedNav: LinkedNav | null;
  toggleGroup(key: string): void;
  /** The groups a short window opens folded; ignored once the reader has folded one. */
  setDefaultFolds(keys: readonly string[]): void;
  setNavLane(label: string | null): void;
  setNavHelp(on: boolean): void;
  /** Applied when the link's run arrives (createAppStore's setResult). */
  setLinkedNav(p: LinkedNav | null): void;
}

type State = NavFields & NavSlice;

/** What a link's window and selection change in a run; an event it does not have is ignored. */
export function applyNav(trace: Trace, p: LinkedNav): Partial<State> {
  const out: Partial<State> = {};
  if (p.view) {
    // A window as wide as the run (or wider) is the whole run.
    const view = clampView(p.view, trace);
    Object.assign(out, { view, viewMode: view ? 'custom' : 'whole' });
  }
  const e = p.selected === null ? undefined : trace.events[p.selected];
  if (e) Object.assign(out, { selected: p.selected, timeMs: e.t, playing: false });
  return out;
}

/** A new run: the link's place if one is waiting, else nothing to change. */
export function applyLinkedNav(s: State, trace: Trace): Partial<State> {
  return s.linkedNav ? { ...applyNav(trace, s.linkedNav), linkedNav: null } : {};
}

export function navSlice(set: (f: (s: State) => Partial<State>) => void): NavSlice {
  return {
    foldedGroups: [],
    foldsTouched: false,
    navLane: null,
    navHelp: false,
    linkedNav: null,
    toggleGroup: (key) =>
      set((s) => ({
        foldedGroups: s.foldedGroups.includes(key)
          ? s.foldedGroups.filter((k) => k !== key)
          : [...s.foldedGroups, key],
        foldsTouched: true,
      })),
    setDefaultFolds: (keys) =>
      set((s) => {
        if (s.foldsTouched) return {};
        // The Pods' fold is the reader's alone; the lane groups' are the window's.
        const pods = s.foldedGroups.filter((k) => k === 'pods');
        const next = [...pods, ...keys];
        const same =
          next.length === s.foldedGroups.length && next.every((k) => s.foldedGroups.includes(k));
        return same ? {} : { foldedGroups: next };
      }),
    setNavLane: (navLane) => set((s) => (s.navLane === navLane ? {} : { navLane })),
    setNavHelp: (navHelp) => set(() => ({ navHelp })),
    setLinkedNav: (linkedNav) => set(() => ({ linkedNav })),
  };
}
