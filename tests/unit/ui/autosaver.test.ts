// The page's autosave without a DOM (issue 31): a fresh store, storage in memory shared by
// "tabs", timers driven by hand. Each defect of the issue has its case here.
import { describe, expect, it } from 'vitest';
import { createAppStore } from '../../../src/store/createAppStore.ts';
import { Autosaver, SAVE_MS, type Timers } from '../../../src/ui/autosave/autosaver.ts';
import { Documents } from '../../../src/ui/autosave/documents.ts';
import { MemoryStorage } from '../helpers/memoryStorage.ts';

/** Timers run by hand: `tick(ms)` runs what is due. */
class HandTimers implements Timers {
  private now = 0;
  private due = new Map<number, { at: number; run: () => void }>();
  private next = 1;
  set(run: () => void, ms: number): unknown {
    const id = this.next++;
    this.due.set(id, { at: this.now + ms, run });
    return id;
  }
  clear(handle: unknown): void {
    this.due.delete(handle as number);
  }
  tick(ms: number): void {
    this.now += ms;
    for (const [id, t] of [...this.due])
      if (t.at <= this.now) {
        this.due.delete(id);
        t.run();
      }
  }
}

let n = 0;
/** A tab: its own store, session storage and autosave, on the origin's `local`. */
function openTab(local: MemoryStorage, session = new MemoryStorage()) {
  const docs = new Documents(
    local,
    session,
    () => 1_000 * ++n,
    () => `id${++n}`,
  );
  const opening = docs.opening();
  const store = createAppStore(opening?.text ?? '# the default preset');
  if (opening?.compareText) store.getState().setCompareText(opening.compareText);
  const timers = new HandTimers();
  const edits: number[] = [];
  const autosaver = new Autosaver(docs, store, timers, () => edits.push(1));
  autosaver.start();
  const type = (text: string) => store.getState().setText(text);
  return { docs, store, timers, autosaver, session, type, edits };
}
const slots = (local: MemoryStorage) =>
  [...local.items].filter(([k]) => k.startsWith('podterm.doc.')).map(([, v]) => v);

describe('the autosave', () => {
  it('saves SAVE_MS after the last key, not before, and says an edit happened', () => {
    const local = new MemoryStorage();
    const t = openTab(local);
    t.type('# one');
    t.timers.tick(SAVE_MS - 1);
    t.type('# one two');
    t.timers.tick(SAVE_MS - 1);
    expect(slots(local)).toEqual([]);
    t.timers.tick(1);
    expect(slots(local)).toEqual(['# one two']);
    expect(t.edits.length).toBe(2);
  });

  it('(1) a full storage deletes no other tab’s document: it says so and offers the oldest', () => {
    const local = new MemoryStorage(3000);
    const x = openTab(local);
    x.type('apiVersion: podterm.dev/v1\nkind: Scenario\nmetadata:\n  name: tab-x\n');
    x.timers.tick(SAVE_MS);
    // Tab Y opens a share link, another page fills the origin's storage, Y types.
    const y = openTab(local);
    y.autosaver.open({ text: '# the link', compareText: null });
    local.fill();
    y.type('# the link, typed in');
    y.timers.tick(SAVE_MS);
    const full = y.store.getState().storageFull;
    expect(full?.oldest).toMatchObject({ name: 'tab-x', firstLine: 'apiVersion: podterm.dev/v1' });
    expect(y.store.getState().saveError).toMatch(/quota/);
    // X's text is where it was: X reloads with its own text, not Y's.
    const xAgain = openTab(local, x.session);
    expect(xAgain.store.getState().text).toContain('name: tab-x');
    // Only the user removes it: then Y's save goes through.
    local.items.delete('filler');
    local.quota = local.used() + 10;
    y.autosaver.remove(full!.oldest!.id);
    expect(y.store.getState().storageFull).toBeNull();
    expect(slots(local)).toEqual(['# the link, typed in']);
  });

  it('(2) picking a preset or a gallery entry opens a new document and keeps the typed one', () => {
    const local = new MemoryStorage();
    const t = openTab(local);
    t.type('# typed by hand');
    t.timers.tick(SAVE_MS);
    t.type('# typed by hand, and more'); // less than SAVE_MS before the pick
    expect(t.autosaver.open({ text: '# a preset', compareText: null })).toBe(true);
    t.timers.tick(SAVE_MS);
    expect(t.store.getState().text).toBe('# a preset');
    expect(slots(local)).toEqual(['# typed by hand, and more']);
    // A gallery compare pair opens with its B; the preset picked before, not edited, is no
    // document of its own.
    t.autosaver.open({ text: '# pair A', compareText: '# pair B' });
    expect(t.store.getState().compareText).toBe('# pair B');
    t.timers.tick(SAVE_MS);
    expect(slots(local)).toEqual(['# typed by hand, and more']);
    expect(t.edits.length).toBe(2); // the two keys, not the opens
    // A reload of the tab shows what it opened last.
    const reloaded = openTab(local, t.session);
    expect(reloaded.store.getState()).toMatchObject({ text: '# pair A', compareText: '# pair B' });
  });

  it('(3) Compare’s B is saved with its A and restored with it', () => {
    const local = new MemoryStorage();
    const t = openTab(local);
    t.store.getState().setCompareText('# B');
    t.timers.tick(SAVE_MS);
    t.store.getState().setCompareText('# B, edited');
    t.timers.tick(SAVE_MS);
    let reloaded = openTab(local, t.session);
    expect(reloaded.store.getState()).toMatchObject({
      text: '# the default preset',
      compareText: '# B, edited',
    });
    // Edit A too: the compare stays.
    reloaded.type('# A, edited');
    reloaded.timers.tick(SAVE_MS);
    reloaded = openTab(local, t.session);
    expect(reloaded.store.getState()).toMatchObject({
      text: '# A, edited',
      compareText: '# B, edited',
    });
  });

  it('(4) keys typed just before a link land in the document they were typed in', () => {
    const local = new MemoryStorage();
    const t = openTab(local);
    t.type('# mine');
    t.timers.tick(SAVE_MS);
    t.type('# mine, last keys'); // 100 ms before the link is pasted
    t.timers.tick(100);
    t.autosaver.open({ text: '# the link', compareText: null });
    t.timers.tick(SAVE_MS);
    expect(slots(local)).toEqual(['# mine, last keys']);
    t.type('# the link, edited');
    t.timers.tick(SAVE_MS);
    // Both are reached from the Documents list; the link's is the one on screen.
    t.store.getState().setDocumentsOpen(true);
    t.autosaver.refresh();
    expect(t.store.getState().savedDocuments.map((d) => [d.firstLine, d.current])).toEqual([
      ['# the link, edited', true],
      ['# mine, last keys', false],
    ]);
    // Opening the earlier one continues it in its slot.
    const mine = t.store.getState().savedDocuments[1]!;
    expect(t.autosaver.openSaved(mine.id)?.text).toBe('# mine, last keys');
    t.type('# mine, continued');
    t.timers.tick(SAVE_MS);
    expect(slots(local).sort()).toEqual(['# mine, continued', '# the link, edited']);
  });

  it('opens nothing else while the document on screen does not fit, so it is not lost', () => {
    const local = new MemoryStorage(2000);
    const other = openTab(local);
    other.type('# other');
    other.timers.tick(SAVE_MS);
    const t = openTab(local);
    local.fill();
    t.type('# unsaved work');
    expect(t.autosaver.open({ text: '# a preset', compareText: null })).toBe(false);
    expect(t.store.getState().text).toBe('# unsaved work');
    expect(t.store.getState().storageFull).toMatchObject({
      blocked: true,
      oldest: { firstLine: '# other' },
    });
    // Room made (the filler was another page's), the pick goes through.
    local.items.delete('filler');
    t.autosaver.remove(t.store.getState().storageFull!.oldest!.id);
    expect(t.autosaver.open({ text: '# a preset', compareText: null })).toBe(true);
    expect(slots(local)).toEqual(['# unsaved work']);
  });

  it('an undo back to what is saved clears a failed save', () => {
    const t = openTab(new MemoryStorage(0));
    t.type('# too big');
    t.timers.tick(SAVE_MS);
    expect(t.store.getState().saveError).not.toBeNull();
    expect(t.store.getState().storageFull).toEqual({ oldest: null, blocked: false });
    t.type('# the default preset');
    t.timers.tick(SAVE_MS);
    expect(t.store.getState().saveError).toBeNull();
  });
});
