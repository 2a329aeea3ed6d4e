// Web Storage as the documents use it: the part of Storage they need (so tests pass a
// memory storage), the browsers' names for a full storage, and writes of several keys that
// leave nothing half written.

export type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> &
  Partial<Pick<Storage, 'key' | 'length'>>;

/** A write refused because the origin's storage is full (each browser names it its way). */
export function isQuotaError(e: unknown): boolean {
  if (!(e instanceof Error)) return false;
  const code = (e as { code?: unknown }).code;
  return (
    e.name === 'QuotaExceededError' ||
    e.name === 'NS_ERROR_DOM_QUOTA_REACHED' ||
    code === 22 ||
    code === 1014
  );
}

/** Writes each key (null removes it); on a refusal puts back what was there, then throws. */
export function writeAll(store: Store, writes: [string, string | null][]): void {
  const done: [string, string | null][] = [];
  try {
    for (const [key, value] of writes) {
      const before = store.getItem(key);
      if (value === null) store.removeItem(key);
      else store.setItem(key, value);
      done.push([key, before]);
    }
  } catch (e) {
    for (const [key, before] of done.reverse()) {
      try {
        if (before === null) store.removeItem(key);
        else store.setItem(key, before);
      } catch {
        // what was there fitted before: a refusal here leaves the newer value
      }
    }
    throw e;
  }
}
