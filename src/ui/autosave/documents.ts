// The documents saved in this browser, one slot each, that never lose work: each tab writes
// its own slot, so a reload shows the tab's own text; a preset, a gallery entry or a link
// opens as a new document, so the one before it stays; a Compare's variant B is saved with
// its A; a save that does not fit is refused and said (never made room for by deleting
// another document: only the user removes one); a tab never overwrites a slot another tab
// wrote since this one read it (a duplicated tab shares its session): it saves a copy.
// Storage is passed in, so the rules are tested without a browser.
import type { SavedDocument } from '../../store/documentsSlice.ts';
import { documentName } from './documentName.ts';
import { isQuotaError, writeAll, type Store } from './storageWrites.ts';

/** The slots' index: newest first. */
const INDEX = 'podterm.docs.v2';
const SLOT = 'podterm.doc.';
/** A slot's variant B, beside its text. */
const B = '.b';
/** This tab's slot (sessionStorage survives a reload of the tab, not a new tab). */
const TAB = 'podterm.tab';
/** What this tab opened and has not edited yet (a preset, a link), for a reload. */
const OPENED = 'podterm.tab.opened';
/** Where podterm kept the one text before per-tab slots: a document like the others. */
export const LEGACY_KEY = 'podterm.scenario.v1';
export const LEGACY_ID = 'v1';
/** Longest first line kept for the list, in characters. */
const FIRST_LINE_MAX = 100;

/** A document: the text, and a Compare's variant B (null when not comparing). */
export interface Content {
  text: string;
  compareText: string | null;
}

export type DocumentSummary = Omit<SavedDocument, 'current'>;

export type SaveResult =
  | { ok: true }
  | {
      ok: false;
      reason: string;
      /** Storage is full (not disabled): removing a document makes room. */
      full: boolean;
      /** The oldest other document, to offer for removal. */
      oldest: DocumentSummary | null;
    };

interface Entry {
  id: string;
  savedAt: number;
}

export const sameContent = (a: Content | null, b: Content | null): boolean =>
  a === b || (a !== null && b !== null && a.text === b.text && a.compareText === b.compareText);

const reasonOf = (e: unknown): string => (e instanceof Error ? e.message : String(e));

const slotKey = (id: string): string => (id === LEGACY_ID ? LEGACY_KEY : SLOT + id);

/** The first line that is not blank, cut to fit a list row. */
export function firstLineOf(text: string): string {
  const line = text.split('\n').find((l) => l.trim() !== '') ?? '';
  const t = line.trim();
  return t.length > FIRST_LINE_MAX ? `${t.slice(0, FIRST_LINE_MAX - 1)}…` : t;
}

export class Documents {
  constructor(
    private readonly local: Store | null,
    private readonly session: Store | null,
    private readonly now: () => number,
    private readonly newId: () => string,
  ) {}

  private get(store: Store | null, key: string): string | null {
    try {
      return store?.getItem(key) ?? null;
    } catch {
      return null;
    }
  }

  private index(): Entry[] {
    try {
      const v: unknown = JSON.parse(this.get(this.local, INDEX) ?? '[]');
      return Array.isArray(v)
        ? v.filter((e): e is Entry => typeof e?.id === 'string' && typeof e?.savedAt === 'number')
        : [];
    } catch {
      return [];
    }
  }

  private tabId: string | null = null;
  /** The slot's content as this tab last read or wrote it (null: never). */
  private known: Content | null = null;

  /** This tab's slot id, made on first use and kept in the tab's session storage. */
  get id(): string {
    if (this.tabId) return this.tabId;
    const stored = this.get(this.session, TAB);
    this.tabId = stored ?? this.newId();
    if (!stored) this.remember(TAB, this.tabId);
    return this.tabId;
  }

  /** This tab's slot id if it has one yet (without making one). */
  get currentId(): string | null {
    return this.tabId ?? this.get(this.session, TAB);
  }

  private remember(key: string, value: string | null): void {
    try {
      if (value === null) this.session?.removeItem(key);
      else this.session?.setItem(key, value);
    } catch {
      // no session storage: the id lives as long as the page
    }
  }

  /** A saved document's text and variant B, or null when there is no such slot. */
  read(id: string): Content | null {
    const text = this.get(this.local, slotKey(id));
    return text === null ? null : { text, compareText: this.get(this.local, slotKey(id) + B) };
  }

  /**
   * What a tab opens with (no link): its own slot after a reload, or what it opened and had
   * not edited; in a new tab the most recently saved document (the new tab then saves into
   * a slot of its own).
   */
  opening(): Content | null {
    const own = this.get(this.session, TAB);
    if (own) {
      const saved = this.read(own);
      if (saved) {
        this.known = saved;
        return saved;
      }
      const opened = parseOpened(this.get(this.session, OPENED));
      if (opened) return opened;
    }
    const latest = this.list()[0];
    return latest ? this.read(latest.id) : null;
  }

  /** A preset, a gallery entry or a link opened in this tab: a new document, in a new slot. */
  startNew(opened: Content): void {
    this.tabId = this.newId();
    this.known = null;
    this.remember(TAB, this.tabId);
    this.remember(OPENED, JSON.stringify(opened));
  }

  /** This tab continues a saved document, in its slot. */
  adopt(id: string): Content | null {
    const c = this.read(id);
    if (!c) return null;
    this.tabId = id;
    this.known = c;
    this.remember(TAB, id);
    this.remember(OPENED, null);
    return c;
  }

  save(c: Content): SaveResult {
    if (!this.local)
      return {
        ok: false,
        reason: 'storage is disabled in this browser',
        full: false,
        oldest: null,
      };
    let id = this.id;
    // Another tab wrote this slot since this one read it: keep both, ours as a copy.
    const there = this.read(id);
    if (there && !sameContent(there, this.known)) {
      id = this.tabId = this.newId();
      this.remember(TAB, id);
    }
    const entries = [{ id, savedAt: this.now() }, ...this.index().filter((e) => e.id !== id)];
    try {
      writeAll(this.local, [
        [INDEX, JSON.stringify(entries)],
        [slotKey(id) + B, c.compareText],
        [slotKey(id), c.text],
      ]);
    } catch (e) {
      const full = isQuotaError(e);
      return { ok: false, reason: reasonOf(e), full, oldest: full ? this.oldest(id) : null };
    }
    this.known = c;
    this.remember(OPENED, null);
    return { ok: true };
  }

  /** Removes a document (its text, its variant B and its place in the index). */
  remove(id: string): void {
    if (!this.local) return;
    try {
      this.local.setItem(INDEX, JSON.stringify(this.index().filter((e) => e.id !== id)));
      this.local.removeItem(slotKey(id));
      this.local.removeItem(slotKey(id) + B);
    } catch {
      // storage refused even a removal: the list shows what is still there
    }
    if (id === this.tabId) this.known = null;
  }

  /** Every saved document, newest first: the index's, any slot it lost, the legacy text. */
  list(): DocumentSummary[] {
    const entries = this.index();
    const listed = new Set(entries.map((e) => e.id));
    for (const id of this.unlisted()) if (!listed.has(id)) entries.push({ id, savedAt: 0 });
    if (!listed.has(LEGACY_ID) && this.get(this.local, LEGACY_KEY) !== null)
      entries.push({ id: LEGACY_ID, savedAt: 0 });
    const out: DocumentSummary[] = [];
    for (const e of entries) {
      const c = this.read(e.id);
      if (c)
        out.push({
          id: e.id,
          savedAt: e.savedAt,
          name: documentName(c.text),
          firstLine: firstLineOf(c.text),
          compares: c.compareText !== null,
        });
    }
    return out.sort((a, b) => b.savedAt - a.savedAt);
  }

  /** The oldest document but `except`, or null when there is no other. */
  oldest(except: string): DocumentSummary | null {
    return (
      this.list()
        .filter((d) => d.id !== except)
        .at(-1) ?? null
    );
  }

  /** Slots not in the index (an index write that failed, another tab's race). */
  private unlisted(): string[] {
    const ids: string[] = [];
    try {
      const n = this.local?.length ?? 0;
      for (let i = 0; i < n; i++) {
        const k = this.local?.key?.(i);
        if (k?.startsWith(SLOT) && !k.endsWith(B)) ids.push(k.slice(SLOT.length));
      }
    } catch {
      // a storage that cannot be walked: the index's documents only
    }
    return ids;
  }
}

function parseOpened(json: string | null): Content | null {
  if (json === null) return null;
  try {
    const v = JSON.parse(json) as Partial<Content> | null;
    return typeof v?.text === 'string'
      ? { text: v.text, compareText: typeof v.compareText === 'string' ? v.compareText : null }
      : null;
  } catch {
    return null;
  }
}
