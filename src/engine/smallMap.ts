// A Map for the few entries a Pod keeps one of per container (its containers' actors, probe
// and readiness states): made once, read by key. V8 gives an empty Map a hash table of 4
// buckets besides the object (about 180 bytes even for one entry, three per Pod); this keeps
// keys and values in arrays of exactly their size (a Pod of one container: one slot each).
// A lookup walks the keys, which for a Pod's handful of containers is as quick as hashing.
// Iteration keeps insertion order, as a Map's. SmallSet below: the same for a Set.

const EMPTY: readonly never[] = Object.freeze([]);

/** `list` and then `last`, in a new array of exactly their size. */
function withOneMore<T>(list: readonly T[], last: T): T[] {
  const n = list.length;
  const out = new Array<T>(n + 1);
  for (let i = 0; i < n; i++) out[i] = list[i]!;
  out[n] = last;
  return out;
}

export class SmallMap<K, V> {
  // Keys and values in two arrays, not one of both: `values()` and `keys()` are then V8's
  // array iterators, which an optimized for…of walks without an object a step (a generator
  // made one a call and one a value: 0.4 % of a 1,000-replica rollout).
  private ks: readonly K[];
  private vs: readonly V[];

  constructor(entries: Iterable<readonly [K, V]>) {
    const list = Array.isArray(entries) ? (entries as readonly (readonly [K, V])[]) : [...entries];
    // Made empty (a Pod's statuses before the kubelet's first, a LazyMap's first write): the
    // one frozen empty array, never written (a new key makes new arrays), not two of its own.
    if (list.length === 0) {
      this.ks = EMPTY as readonly K[];
      this.vs = EMPTY as readonly V[];
      return;
    }
    // Arrays of the exact size, kept as long as the Pod: a push leaves room for 16 more.
    const ks = new Array<K>(list.length);
    const vs = new Array<V>(list.length);
    for (let i = 0; i < list.length; i++) {
      const entry = list[i]!;
      ks[i] = entry[0];
      vs[i] = entry[1];
    }
    this.ks = ks;
    this.vs = vs;
  }

  get size(): number {
    return this.ks.length;
  }

  has(key: K): boolean {
    return this.ks.indexOf(key) >= 0;
  }

  get(key: K): V | undefined {
    const i = this.ks.indexOf(key);
    return i < 0 ? undefined : this.vs[i];
  }

  /**
   * A new key makes new arrays of the exact size, copied (a push leaves room for 16 more;
   * concat made a list of the one key and one of the value first, to copy from).
   */
  set(key: K, value: V): this {
    const { ks, vs } = this;
    const i = ks.indexOf(key);
    if (i >= 0) (vs as V[])[i] = value;
    else {
      this.ks = withOneMore(ks, key);
      this.vs = withOneMore(vs, value);
    }
    return this;
  }

  delete(key: K): boolean {
    const i = this.ks.indexOf(key);
    if (i < 0) return false;
    this.ks = this.ks.filter((_, j) => j !== i);
    this.vs = this.vs.filter((_, j) => j !== i);
    return true;
  }

  // Iterators walk the arrays as they were when they began (a delete or a new key makes new
  // ones), so a change while iterating skips nothing.
  keys(): IterableIterator<K> {
    return this.ks.values();
  }

  values(): IterableIterator<V> {
    return this.vs.values();
  }

  *entries(): IterableIterator<[K, V]> {
    const { ks, vs } = this;
    for (let i = 0; i < ks.length; i++) yield [ks[i]!, vs[i]!];
  }

  [Symbol.iterator](): IterableIterator<[K, V]> {
    return this.entries();
  }
}

/**
 * A Set of the same kind, for a Pod's running containers: an array of exactly its members
 * (a new one at each change; a Pod has few), where V8's Set keeps a table of 4 buckets.
 */
export class SmallSet<T> {
  private members: readonly T[] = EMPTY;

  get size(): number {
    return this.members.length;
  }
  has(value: T): boolean {
    return this.members.includes(value);
  }
  add(value: T): this {
    if (!this.members.includes(value)) this.members = withOneMore(this.members, value);
    return this;
  }
  delete(value: T): boolean {
    if (!this.members.includes(value)) return false;
    this.members = this.members.filter((m) => m !== value);
    return true;
  }
  values(): IterableIterator<T> {
    return this.members.values();
  }
  [Symbol.iterator](): IterableIterator<T> {
    return this.members.values();
  }
}
