// A Web Storage in memory with a quota, for the autosave's tests: two "tabs" share one
// (localStorage is the origin's), and a write that does not fit throws the browser's
// QuotaExceededError, as Chromium does.
export class MemoryStorage {
  items = new Map<string, string>();
  constructor(public quota = Infinity) {}
  get length(): number {
    return this.items.size;
  }
  key(i: number): string | null {
    return [...this.items.keys()][i] ?? null;
  }
  getItem(k: string): string | null {
    return this.items.get(k) ?? null;
  }
  /** Characters in use (keys and values, as browsers count a quota). */
  used(): number {
    let n = 0;
    for (const [k, v] of this.items) n += k.length + v.length;
    return n;
  }
  setItem(k: string, v: string): void {
    const before = this.items.get(k);
    const after = this.used() - (before === undefined ? 0 : k.length + before.length);
    if (after + k.length + v.length > this.quota)
      throw new DOMException(
        `Failed to execute 'setItem' on 'Storage': Setting the value of '${k}' exceeded the quota.`,
        'QuotaExceededError',
      );
    this.items.set(k, v);
  }
  removeItem(k: string): void {
    this.items.delete(k);
  }
  /** Another page of the origin fills what is left (as the probe did). */
  fill(): void {
    const room = this.quota - this.used() - 'filler'.length;
    this.items.set('filler', 'f'.repeat(Math.max(0, room)));
  }
}
