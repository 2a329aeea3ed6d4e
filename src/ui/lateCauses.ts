// The chain of causes (story/causes/: which event led to which) and the two views that tell
// it (timeline/CauseArrows.tsx over the lanes, controls/CauseList.tsx under the caption),
// about 7 KB gzip, are read only once an event is selected: they load after the first paint
// (issue 29), asked for by the first swimlane drawn (useCauses). A selection made before they
// have come shows its chain as soon as they do; an F pressed before waits for them.
import { lazy, useEffect, useState } from 'react';
import { lateModule } from './lateModule.ts';

export type Causes = typeof import('../story/causes.ts');

const causes = lateModule<Causes>(() => import('../story/causes.ts'));

/** The chain of causes (loaded once). */
export const loadCauses = causes.load;
/** The chain of causes if it has loaded, else null. */
export const causesNow = causes.now;

const arrows = () => import('./timeline/CauseArrows.tsx');
const list = () => import('./controls/CauseList.tsx');

/** The selected event's arrows (under a Suspense: nothing until they have loaded). */
export const CauseArrows = lazy(() => arrows().then((m) => ({ default: m.CauseArrows })));
/** The selected event's chain in words (under a Suspense). */
export const CauseList = lazy(() => list().then((m) => ({ default: m.CauseList })));

/** The chain of causes once loaded (null until then), asked for after the first render. */
export function useCauses(): Causes | null {
  const [loaded, setLoaded] = useState(causesNow);
  useEffect(() => {
    const now = causesNow();
    if (now) {
      setLoaded(now);
      return;
    }
    let live = true;
    void loadCauses().then((m) => live && setLoaded(m));
    // The views too, so the first selection draws at once.
    void arrows();
    void list();
    return () => {
      live = false;
    };
  }, []);
  return loaded;
}
