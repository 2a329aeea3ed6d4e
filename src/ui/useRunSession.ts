// The page's run sessions (page/runSession.ts) as React holds them: one per view that owns
// a worker — the playground's (A) and Compare's B — each with its own worker, the same big-
// trace preparation, released when the view goes.
import { useEffect, useMemo } from 'react';
import type { AppStore } from '../store/createAppStore.ts';
import { createSimulator } from '../worker/simulator.ts';
import {
  createRunSession,
  intoVariantB,
  type RunSession,
  type RunSessionOptions,
} from '../page/runSession.ts';
import { prepareTrace } from './prepareTrace.ts';

function useSession(store: AppStore, options: RunSessionOptions): RunSession {
  // The options are fixed for the session's life: the stores they name are the session's.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const session = useMemo(() => createRunSession(store, createSimulator(), options), [store]);
  useEffect(() => () => session.dispose(), [session]);
  return session;
}

/** The playground's run: its answer is the page's run; the statechart panel asks for its log. */
export function usePlaygroundSession(store: AppStore): RunSession {
  return useSession(store, {
    prepare: prepareTrace,
    // While the statechart panel is open, the run records what every machine does too.
    recordStates: () => store.getState().chartOpen,
  });
}

/** Compare's B: its progress in its own store (`storeB`), its answer in the page's. */
export function useVariantBSession(store: AppStore, storeB: AppStore): RunSession {
  return useSession(storeB, { prepare: prepareTrace, deliver: intoVariantB(store, storeB) });
}
