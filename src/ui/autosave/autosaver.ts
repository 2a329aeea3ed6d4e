// Saving as the user types, without a DOM: every change of the text or of Compare's
// variant B is saved SAVE_MS after the last one (and at once on flush: the page calls it when
// the tab is hidden or closed and before it follows a link); opening a preset, a gallery
// entry, a link or a saved document first saves the one on screen, then shows the other as
// its own document. What the views draw (a failed save, storage full, the Documents list)
// goes into the store. The timers are passed in, so tests drive them.
import type { AppStore } from '../../store/createAppStore.ts';
import type { AppState } from '../../store/createAppStore.ts';
import { sameContent, type Content, type Documents, type DocumentSummary } from './documents.ts';

export const SAVE_MS = 300;

export interface Timers {
  set(run: () => void, ms: number): unknown;
  clear(handle: unknown): void;
}

const contentOf = (s: AppState): Content => ({ text: s.text, compareText: s.compareText });

export class Autosaver {
  /** What this document's slot holds (or, not yet edited, what was opened). */
  private saved: Content;
  private timer: unknown = undefined;
  /** Set while a document is being shown: its text is not an edit. */
  private showing = false;

  constructor(
    private readonly docs: Documents,
    private readonly store: AppStore,
    private readonly timers: Timers,
    /** Called at each edit of A or B (the page then drops a link from the address bar). */
    private readonly onEdit: () => void = () => {},
  ) {
    this.saved = contentOf(store.getState());
  }

  /** Watches the store: returns the function that stops watching. */
  start(): () => void {
    return this.store.subscribe((s, prev) => {
      if (s.text === prev.text && s.compareText === prev.compareText) return;
      this.schedule();
      if (!this.showing) this.onEdit();
    });
  }

  private schedule(): void {
    this.timers.clear(this.timer);
    this.timer = this.timers.set(() => this.flush(), SAVE_MS);
  }

  /** Saves what is on screen now, if it changed; false when it could not be saved. */
  flush(): boolean {
    this.timers.clear(this.timer);
    this.timer = undefined;
    const now = contentOf(this.store.getState());
    const s = this.store.getState();
    // Nothing unsaved (an undo back to what is saved clears a failure too).
    if (sameContent(now, this.saved)) {
      s.setSaveError(null);
      s.setStorageFull(null);
      return true;
    }
    const r = this.docs.save(now);
    if (r.ok) {
      this.saved = now;
      s.setSaveError(null);
      s.setStorageFull(null);
    } else {
      s.setSaveError(r.reason);
      const blocked = s.storageFull?.blocked ?? false;
      s.setStorageFull(r.full ? { oldest: this.mark(r.oldest), blocked } : null);
    }
    if (s.documentsOpen) this.refresh();
    return r.ok;
  }

  /**
   * A preset, a gallery entry or a link: a new document; the one on screen stays saved.
   * False (and nothing opened) when the one on screen does not fit in a full storage and
   * another could be removed: the page says so, and the user chooses.
   */
  open(c: Content): boolean {
    if (!this.keepCurrent()) return false;
    this.docs.startNew(c);
    this.show(c);
    return true;
  }

  /** A saved document, continued in its own slot; null when it is gone or cannot be opened. */
  openSaved(id: string): Content | null {
    if (!this.keepCurrent()) return null;
    const c = this.docs.adopt(id);
    if (c) this.show(c);
    this.refresh();
    return c;
  }

  /** Removes a saved document; a save refused for room is tried again. */
  remove(id: string): void {
    this.docs.remove(id);
    // The one on screen may fit now.
    if (this.store.getState().storageFull) this.flush();
    this.refresh();
  }

  read(id: string): Content | null {
    return this.docs.read(id);
  }

  /** The Documents list, read again from storage (another tab may have saved). */
  refresh(): void {
    this.store.getState().setSavedDocuments(this.docs.list().map((d) => this.mark(d)!));
  }

  private mark(d: DocumentSummary | null) {
    return d && { ...d, current: d.id === this.docs.currentId };
  }

  private keepCurrent(): boolean {
    if (this.flush()) return true;
    const full = this.store.getState().storageFull;
    if (!full?.oldest) return true; // nothing the user could remove: the save cannot succeed
    this.store.getState().setStorageFull({ ...full, blocked: true });
    return false;
  }

  private show(c: Content): void {
    this.saved = c;
    const s = this.store.getState();
    this.showing = true;
    try {
      s.setText(c.text);
      s.setCompareText(c.compareText);
    } finally {
      this.showing = false;
    }
    s.setSaveError(null);
    s.setStorageFull(null);
  }
}
