// A Map for the few entries a Pod keeps one of per container (its containers' actors, probe
// and readiness states): made once, read by key. V8 gives an empty Map a hash table of 4
// buckets besides the object (about 180 bytes even for one entry, three per Pod); this keeps
// keys and values in one array of exactly their size (a Pod of one container: 2 slots).
// A lookup walks the keys, which for a Pod's handful of containers is as quick as hashing.
// Iteration keeps insertion order, as a Map's. SmallSet below: the same for a Set.

export class SmallMap<K, V> {
  /** Keys at even indexes, each value after its key. */
  private kv: readonly (K | V)[];

  constructor(entries: Iterable<readonly [K, V]>) {
    const list = [...entries];
    const kv = new Array<K | V>(list.length * 2);
    list.forEach(([k, v], i) => {
      kv[2 * i] = k;
      kv[2 * i + 1] = v;
    });
    this.kv = kv;
  }

  get size(): number {
    return this.kv.length / 2;
  }

  private indexOf(key: K): number {
    const kv = this.kv;
    for (let i = 0; i < kv.length; i += 2) if (kv[i] === key) return i;
    return -1;
  }

  has(key: K): boolean {
    return this.indexOf(key) >= 0;
  }

  get(key: K): V | undefined {
    const i = this.indexOf(key);
    return i < 0 ? undefined : (this.kv[i + 1] as V);
  }

  /** A new key makes a new array of the exact size (concat; a push leaves room for 16 more). */
  set(key: K, value: V): this {
    const i = this.indexOf(key);
    if (i < 0) this.kv = this.kv.concat([key, value]);
    else (this.kv as (K | V)[])[i + 1] = value;
    return this;
  }

  delete(key: K): boolean {
    const i = this.indexOf(key);
    if (i < 0) return false;
    this.kv = this.kv.filter((_, j) => j !== i && j !== i + 1);
    return true;
  }

  // Iterators walk the array as it was when they began (a delete or a new key makes a new
  // one), so a change while iterating skips nothing.
  *keys(): IterableIterator<K> {
    const kv = this.kv;
    for (let i = 0; i < kv.length; i += 2) yield kv[i] as K;
  }

  *values(): IterableIterator<V> {
    const kv = this.kv;
    for (let i = 1; i < kv.length; i += 2) yield kv[i] as V;
  }

  *entries(): IterableIterator<[K, V]> {
    const kv = this.kv;
    for (let i = 0; i < kv.length; i += 2) yield [kv[i] as K, kv[i + 1] as V];
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
  private members: readonly T[] = [];

  get size(): number {
    return this.members.length;
  }
  has(value: T): boolean {
    return this.members.includes(value);
  }
  add(value: T): this {
    if (!this.members.includes(value)) this.members = this.members.concat([value]);
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
