// The documents saved in this browser, as the page shows them: the Documents list (open or
// not, and what it lists) and a save refused because storage is full, with the oldest other
// document offered for removal, and why the last save failed. The saving itself (slots, the
// index, two tabs on one storage) is ui/autosave/documents.ts; the store keeps only what the
// views draw.

/** One saved document, as the list and the storage-full message name it. */
export interface SavedDocument {
  id: string;
  /** The Scenario's metadata.name, or null when the text names none. */
  name: string | null;
  /** The text's first line that is not blank. */
  firstLine: string;
  /** When it was last saved (ms since the epoch); 0 when unknown (saved by an old podterm). */
  savedAt: number;
  /** Saved with a Compare's variant B. */
  compares: boolean;
  /** The document this tab shows. */
  current: boolean;
}

/** Storage is full: the document on screen is not saved. */
export interface StorageFull {
  /** The oldest other document, offered for removal (or download); null when there is none. */
  oldest: SavedDocument | null;
  /** Another document was asked for and not opened, so the unsaved one is not lost. */
  blocked: boolean;
}

export interface DocumentsSlice {
  documentsOpen: boolean;
  /** Newest first; read from storage when the list opens and after every change. */
  savedDocuments: SavedDocument[];
  storageFull: StorageFull | null;
  /** Why the last autosave failed (storage full or disabled), or null. */
  saveError: string | null;
  setDocumentsOpen(open: boolean): void;
  setSavedDocuments(list: SavedDocument[]): void;
  setStorageFull(full: StorageFull | null): void;
  setSaveError(reason: string | null): void;
}

export function documentsSlice(
  set: (f: (s: DocumentsSlice) => Partial<DocumentsSlice>) => void,
): DocumentsSlice {
  return {
    documentsOpen: false,
    savedDocuments: [],
    storageFull: null,
    saveError: null,
    setDocumentsOpen: (documentsOpen) => set(() => ({ documentsOpen })),
    setSavedDocuments: (savedDocuments) => set(() => ({ savedDocuments })),
    setStorageFull: (storageFull) =>
      set((s) => (storageFull === null && s.storageFull === null ? s : { storageFull })),
    setSaveError: (saveError) => set((s) => (s.saveError === saveError ? s : { saveError })),
  };
}
