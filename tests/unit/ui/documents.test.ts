// Autosave slots: tabs never overwrite each other, a link never replaces saved work, a
// full storage says so.
import { describe, expect, it } from 'vitest';
import { Documents, LEGACY_KEY } from '../../../src/ui/autosave/documents.ts';

class MemoryStorage {
  items = new Map<string, string>();
  constructor(private readonly quota = Infinity) {}
  getItem(k: string): string | null {
    return this.items.get(k) ?? null;
  }
  setItem(k: string, v: string): void {
    const used = [...this.items].reduce((n, [key, val]) => n + (key === k ? 0 : val.length), 0);
    if (used + v.length > this.quota) throw new Error('QuotaExceededError');
    this.items.set(k, v);
  }
  removeItem(k: string): void {
    this.items.delete(k);
  }
}

let n = 0;
const tab = (local: MemoryStorage, session = new MemoryStorage()) =>
  new Documents(
    local,
    session,
    () => ++n,
    () => `id${++n}`,
  );

describe('autosave documents', () => {
  it('gives each tab its own slot: a reload shows the tab’s own text', () => {
    const local = new MemoryStorage();
    const sessionA = new MemoryStorage();
    const a = tab(local, sessionA);
    const b = tab(local);
    expect(a.save('# A').ok).toBe(true);
    expect(b.save('# B').ok).toBe(true);
    expect(tab(local, sessionA).opening()).toBe('# A');
    // A new tab continues the latest document, in a slot of its own.
    const c = tab(local);
    expect(c.opening()).toBe('# B');
    c.save('# C');
    expect(tab(local, sessionA).opening()).toBe('# A');
  });

  it('opens a share link as a new document: editing it keeps the saved one', () => {
    const local = new MemoryStorage();
    const session = new MemoryStorage();
    const mine = tab(local, session);
    mine.save('# mine');
    const sameTab = tab(local, session);
    sameTab.startNew();
    sameTab.save('# from the link, edited');
    const slots = [...local.items.values()];
    expect(slots).toContain('# mine');
    expect(slots).toContain('# from the link, edited');
  });

  it('reads the text saved before slots existed', () => {
    const local = new MemoryStorage();
    local.setItem(LEGACY_KEY, 'kind: Pod # old');
    expect(tab(local).opening()).toBe('kind: Pod # old');
  });

  it('makes room by dropping the oldest other slots, and says so when it cannot', () => {
    const local = new MemoryStorage(300);
    tab(local).save('x'.repeat(120));
    tab(local).save('y'.repeat(100));
    expect(tab(local).save('z'.repeat(150)).ok).toBe(true);
    expect([...local.items.values()].some((v) => v.startsWith('z'))).toBe(true);
    const full = tab(local).save('w'.repeat(400));
    expect(full.ok).toBe(false);
  });

  it('says when storage is disabled', () => {
    const docs = new Documents(
      null,
      null,
      () => 1,
      () => 'id',
    );
    expect(docs.save('x')).toMatchObject({ ok: false });
    expect(docs.opening()).toBeNull();
  });
});
