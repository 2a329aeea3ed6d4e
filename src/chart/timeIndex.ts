// Finding a time in a list sorted by time: the playback layers ask for "everything up to
// the playhead" every frame, so a binary search, never a scan.

/** The index of the first entry with `t` after `at` (the list's length when there is none). */
export function firstAfter(list: readonly { t: number }[], at: number): number {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (list[mid]!.t <= at) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
