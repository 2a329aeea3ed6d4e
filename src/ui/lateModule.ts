// A part of the page that loads after its first paint (issue 29: the first load stays under
// 150 KB gzip): asked for once, by whoever needs it first, and remembered, so a caller can
// also ask whether it has come without waiting (lateCauses.ts, timeline/lateGestures.ts).

export interface LateModule<M> {
  /** The module, loading it the first time it is asked for. */
  load(): Promise<M>;
  /** The module if it has loaded, else null. */
  now(): M | null;
}

/** `importer` is a dynamic `import()`: Vite makes the module a chunk of its own. */
export function lateModule<M>(importer: () => Promise<M>): LateModule<M> {
  let loaded: M | null = null;
  let loading: Promise<M> | null = null;
  return {
    load: () => (loading ??= importer().then((m) => (loaded = m))),
    now: () => loaded,
  };
}
