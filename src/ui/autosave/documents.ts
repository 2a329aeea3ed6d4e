// Autosave that never loses work: each tab writes its own document slot, so two tabs never
// overwrite each other and a reload shows the tab's own text; a share link opens in a new
// slot, so its edits never replace what the user had saved; a save that fails (storage
// full or disabled) says so instead of failing silently. Storage is passed in, so the rules
// are tested without a browser.

/** The slots' index: newest first. */
const INDEX = 'podterm.docs.v2';
const SLOT = 'podterm.doc.';
/** This tab's slot (sessionStorage survives a reload of the tab, not a new tab). */
const TAB = 'podterm.tab';
/** Where podterm kept the one text before per-tab slots; read once as the latest. */
export const LEGACY_KEY = 'podterm.scenario.v1';
/** Slots kept; older ones go first when there are more, or when storage is full. */
const MAX_SLOTS = 20;

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export type SaveResult = { ok: true } | { ok: false; reason: string };

interface Entry {
  id: string;
  savedAt: number;
}

export class Documents {
  constructor(
    private readonly local: Store | null,
    private readonly session: Store | null,
    private readonly now: () => number,
    private readonly newId: () => string,
  ) {}

  private read(store: Store | null, key: string): string | null {
    try {
      return store?.getItem(key) ?? null;
    } catch {
      return null;
    }
  }

  private index(): Entry[] {
    try {
      const v: unknown = JSON.parse(this.read(this.local, INDEX) ?? '[]');
      return Array.isArray(v)
        ? v.filter((e): e is Entry => typeof e?.id === 'string' && typeof e?.savedAt === 'number')
        : [];
    } catch {
      return [];
    }
  }

  private tabId: string | null = null;

  /** This tab's slot id, made on first use and kept in the tab's session storage. */
  get id(): string {
    if (this.tabId) return this.tabId;
    const stored = this.read(this.session, TAB);
    this.tabId = stored ?? this.newId();
    if (!stored) this.remember(this.tabId);
    return this.tabId;
  }

  private remember(id: string): void {
    try {
      this.session?.setItem(TAB, id);
    } catch {
      // no session storage: the id lives as long as the page
    }
  }

  /**
   * The text a tab opens with (no link): its own slot after a reload; in a new tab the most
   * recently saved document (the new tab then saves into a slot of its own).
   */
  opening(): string | null {
    const own = this.read(this.session, TAB);
    if (own) {
      const text = this.read(this.local, SLOT + own);
      if (text !== null) return text;
    }
    const latest = this.index()[0];
    const text = latest ? this.read(this.local, SLOT + latest.id) : null;
    return text ?? this.read(this.local, LEGACY_KEY);
  }

  /** A share link opened in this tab: what follows is a new document, in a new slot. */
  startNew(): void {
    this.tabId = this.newId();
    this.remember(this.tabId);
  }

  save(text: string): SaveResult {
    if (!this.local) return { ok: false, reason: 'storage is disabled in this browser' };
    const id = this.id;
    const entries = [{ id, savedAt: this.now() }, ...this.index().filter((e) => e.id !== id)];
    for (;;) {
      try {
        this.local.setItem(SLOT + id, text);
        this.local.setItem(INDEX, JSON.stringify(entries.slice(0, MAX_SLOTS)));
        for (const old of entries.slice(MAX_SLOTS)) this.local.removeItem(SLOT + old.id);
        return { ok: true };
      } catch (e) {
        // Full: drop the oldest other slot and try again; with none left, say why.
        const oldest = entries.length > 1 ? entries.pop()! : null;
        if (!oldest) return { ok: false, reason: e instanceof Error ? e.message : String(e) };
        try {
          this.local.removeItem(SLOT + oldest.id);
        } catch {
          return { ok: false, reason: e instanceof Error ? e.message : String(e) };
        }
      }
    }
  }
}
