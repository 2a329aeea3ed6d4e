// Autosave slots: tabs never overwrite each other, a link never replaces saved work, a full
// storage says so and deletes nothing (issue 31), Compare's B is kept with its A.
import { describe, expect, it } from 'vitest';
import {
  Documents,
  LEGACY_ID,
  LEGACY_KEY,
  firstLineOf,
} from '../../../src/ui/autosave/documents.ts';
import { isQuotaError } from '../../../src/ui/autosave/storageWrites.ts';
import { MemoryStorage } from '../helpers/memoryStorage.ts';

let n = 0;
const tab = (local: MemoryStorage, session = new MemoryStorage()) =>
  new Documents(
    local,
    session,
    () => ++n,
    () => `id${++n}`,
  );
const doc = (text: string, compareText: string | null = null) => ({ text, compareText });
const texts = (local: MemoryStorage) => [...local.items.values()];

describe('autosave documents', () => {
  it('gives each tab its own slot: a reload shows the tab’s own text', () => {
    const local = new MemoryStorage();
    const sessionA = new MemoryStorage();
    const a = tab(local, sessionA);
    const b = tab(local);
    expect(a.save(doc('# A')).ok).toBe(true);
    expect(b.save(doc('# B')).ok).toBe(true);
    expect(tab(local, sessionA).opening()).toEqual(doc('# A'));
    // A new tab continues the latest document, in a slot of its own.
    const c = tab(local);
    expect(c.opening()).toEqual(doc('# B'));
    c.save(doc('# C'));
    expect(tab(local, sessionA).opening()).toEqual(doc('# A'));
    expect(texts(local)).toContain('# B');
  });

  it('opens a share link as a new document: editing it keeps the saved one', () => {
    const local = new MemoryStorage();
    const session = new MemoryStorage();
    const mine = tab(local, session);
    mine.save(doc('# mine'));
    const sameTab = tab(local, session);
    sameTab.startNew(doc('# from the link'));
    // Not edited yet: a reload shows what was opened, and no slot holds it.
    expect(tab(local, session).opening()).toEqual(doc('# from the link'));
    expect(texts(local)).not.toContain('# from the link');
    sameTab.save(doc('# from the link, edited'));
    expect(texts(local)).toContain('# mine');
    expect(texts(local)).toContain('# from the link, edited');
    expect(sameTab.list().map((d) => d.firstLine)).toEqual(['# from the link, edited', '# mine']);
  });

  it('keeps Compare’s variant B with its A, and forgets it when the compare stops', () => {
    const local = new MemoryStorage();
    const session = new MemoryStorage();
    tab(local, session).save(doc('# A', '# B, edited'));
    const reloaded = tab(local, session);
    expect(reloaded.opening()).toEqual(doc('# A', '# B, edited'));
    expect(reloaded.list()[0]).toMatchObject({ firstLine: '# A', compares: true });
    reloaded.save(doc('# A'));
    expect(tab(local, session).opening()).toEqual(doc('# A'));
    expect(texts(local)).not.toContain('# B, edited');
  });

  it('never deletes another tab’s document when storage is full: it says so and names the oldest', () => {
    // Tab X saves; tab Y (a share link) fills the origin's storage and types.
    const local = new MemoryStorage(2000);
    const x = tab(local);
    expect(x.save(doc('kind: Scenario\nmetadata:\n  name: x-doc\n# X')).ok).toBe(true);
    const y = tab(local);
    y.startNew(doc('# Y'));
    local.fill();
    const saved = y.save(doc('# Y, typed'));
    expect(saved).toMatchObject({ ok: false, full: true });
    expect(saved.ok === false && saved.oldest).toMatchObject({
      name: 'x-doc',
      firstLine: 'kind: Scenario',
    });
    // X's slot is where it was: X reloads with X's text.
    expect(texts(local)).toContain('kind: Scenario\nmetadata:\n  name: x-doc\n# X');
    // A refused save leaves nothing half-written behind (no index entry, no slot).
    expect(y.list().map((d) => d.name)).toEqual(['x-doc']);
  });

  it('never drops documents to keep a count: twenty-five are all listed', () => {
    const local = new MemoryStorage();
    for (let i = 0; i < 25; i++) tab(local).save(doc(`# doc ${i}`));
    const list = tab(local).list();
    expect(list).toHaveLength(25);
    expect(list[0]!.firstLine).toBe('# doc 24');
    expect(list.at(-1)!.firstLine).toBe('# doc 0');
  });

  it('saves a copy rather than overwrite a slot another tab wrote (a duplicated tab)', () => {
    const local = new MemoryStorage();
    const session = new MemoryStorage();
    tab(local, session).save(doc('# one'));
    // Chrome's "Duplicate" copies the session: both tabs hold the same slot.
    const copied = new MemoryStorage();
    copied.setItem('podterm.tab', session.getItem('podterm.tab')!);
    const first = tab(local, session);
    const copy = tab(local, copied);
    first.opening();
    copy.opening();
    first.save(doc('# one, edited in the first'));
    copy.save(doc('# one, edited in the copy'));
    expect(texts(local)).toContain('# one, edited in the first');
    expect(texts(local)).toContain('# one, edited in the copy');
  });

  it('continues a saved document in its own slot, and removes one when asked', () => {
    const local = new MemoryStorage();
    tab(local).save(doc('# old'));
    const t = tab(local);
    t.save(doc('# new'));
    const old = t.list().find((d) => d.firstLine === '# old')!;
    expect(t.adopt(old.id)).toEqual(doc('# old'));
    t.save(doc('# old, continued'));
    expect(t.list().map((d) => d.firstLine)).toEqual(['# old, continued', '# new']);
    t.remove(t.list()[1]!.id);
    expect(t.list().map((d) => d.firstLine)).toEqual(['# old, continued']);
  });

  it('reads the text saved before slots existed, and lists it', () => {
    const local = new MemoryStorage();
    local.setItem(LEGACY_KEY, 'kind: Pod # old');
    const t = tab(local);
    expect(t.opening()).toEqual(doc('kind: Pod # old'));
    expect(t.list()).toEqual([
      { id: LEGACY_ID, savedAt: 0, name: null, firstLine: 'kind: Pod # old', compares: false },
    ]);
  });

  it('lists a slot the index lost', () => {
    const local = new MemoryStorage();
    local.setItem('podterm.doc.lost', '# lost');
    expect(
      tab(local)
        .list()
        .map((d) => d.firstLine),
    ).toEqual(['# lost']);
  });

  it('says when storage is disabled', () => {
    const docs = new Documents(
      null,
      null,
      () => 1,
      () => 'id',
    );
    expect(docs.save(doc('x'))).toMatchObject({ ok: false, full: false });
    expect(docs.opening()).toBeNull();
    expect(docs.list()).toEqual([]);
  });

  it('knows a full storage by each browser’s name for it', () => {
    expect(isQuotaError(new DOMException('full', 'QuotaExceededError'))).toBe(true);
    expect(isQuotaError(new DOMException('no', 'SecurityError'))).toBe(false);
    expect(firstLineOf('\n\n  # first  \nsecond')).toBe('# first');
  });
});
