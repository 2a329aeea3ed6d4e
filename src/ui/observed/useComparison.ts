// The comparison of a pasted capture with the run, loaded on first use: matching by role
// and kubectl's own formatters are only needed once someone pastes what their cluster
// printed, so they stay out of the page's first load (≤ 150 KB gzip).
import { useEffect, useState } from 'react';
import type { Observation } from '../../observed/parseObserved.ts';
import type { Trace } from '../../trace/types.ts';
import type { Comparison } from '../../observed/compareObserved.ts';

type Compare = (trace: Trace, observed: readonly Observation[]) => Comparison;
let loaded: Compare | null = null;

/** The comparison of `observed` with `trace`, or null while there is none (or it loads). */
export function useComparison(
  trace: Trace,
  observed: readonly Observation[] | null,
): Comparison | null {
  const [compare, setCompare] = useState<Compare | null>(() => loaded);
  useEffect(() => {
    if (!observed || compare) return;
    let live = true;
    void import('../../observed/compareObserved.ts').then((m) => {
      loaded = m.comparisonOf;
      if (live) setCompare(() => m.comparisonOf);
    });
    return () => {
      live = false;
    };
  }, [observed, compare]);
  return observed && compare ? compare(trace, observed) : null;
}
