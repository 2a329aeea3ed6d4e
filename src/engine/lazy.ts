// A Set and a Map made on first write. Every Pod's worker keeps a handful of collections
// most Pods never fill (the containers restarting, backing off, started up, given their
// turn): an empty Map or Set costs V8 about 100 bytes with its table, a LazySet the one
// field. Reads of one never written allocate nothing. Iteration keeps insertion order.
// Written, it holds its few entries in a SmallSet / SmallMap (smallMap.ts): an array of
// exactly their size, not a hash table (each holds a Pod's containers or conditions).
import { SmallMap, SmallSet } from './smallMap.ts';

const NONE: ReadonlyMap<never, never> & ReadonlySet<never> = new Map() as never;

export class LazySet<T> {
  private set: SmallSet<T> | undefined;

  get size(): number {
    return this.set?.size ?? 0;
  }
  has(value: T): boolean {
    return this.set?.has(value) ?? false;
  }
  add(value: T): this {
    (this.set ??= new SmallSet()).add(value);
    return this;
  }
  delete(value: T): boolean {
    return this.set?.delete(value) ?? false;
  }
  clear(): void {
    this.set = undefined;
  }
  values(): IterableIterator<T> {
    return this.set?.values() ?? (NONE as ReadonlySet<T>).values();
  }
  [Symbol.iterator](): IterableIterator<T> {
    return this.values();
  }
}

export class LazyMap<K, V> {
  private map: SmallMap<K, V> | undefined;

  get size(): number {
    return this.map?.size ?? 0;
  }
  has(key: K): boolean {
    return this.map?.has(key) ?? false;
  }
  get(key: K): V | undefined {
    return this.map?.get(key);
  }
  set(key: K, value: V): this {
    (this.map ??= new SmallMap<K, V>([])).set(key, value);
    return this;
  }
  delete(key: K): boolean {
    return this.map?.delete(key) ?? false;
  }
  clear(): void {
    this.map = undefined;
  }
  keys(): IterableIterator<K> {
    return this.map?.keys() ?? (NONE as ReadonlyMap<K, V>).keys();
  }
  values(): IterableIterator<V> {
    return this.map?.values() ?? (NONE as ReadonlyMap<K, V>).values();
  }
  entries(): IterableIterator<[K, V]> {
    return this.map?.entries() ?? (NONE as ReadonlyMap<K, V>).entries();
  }
  [Symbol.iterator](): IterableIterator<[K, V]> {
    return this.entries();
  }
}

/** What a reader and writer of a LazySet uses: a Set is one too. */
export interface SetLike<T> extends Iterable<T> {
  readonly size: number;
  has(value: T): boolean;
  add(value: T): unknown;
}

/** What a reader and writer of a LazyMap uses: a Map is one too. */
export interface MapLike<K, V> extends Iterable<[K, V]> {
  readonly size: number;
  has(key: K): boolean;
  get(key: K): V | undefined;
  set(key: K, value: V): unknown;
}
