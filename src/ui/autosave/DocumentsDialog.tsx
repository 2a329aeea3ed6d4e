// The Documents list: every document saved in this browser, newest first, each with its
// name, its first line and when it was saved, and Open, Download and Delete (Delete asks
// once more). Open continues the document in its own slot; the one on screen stays saved.
import { useEffect, useRef, useState } from 'react';
import type { SavedDocument } from '../../store/documentsSlice.ts';
import { useAppStore, useStoreApi } from '../../store/useAppStore.ts';
import { documentWords, savedTime } from '../i18n/documentWords.ts';
import type { Autosaver } from './autosaver.ts';
import { downloadDocument } from './downloadDocument.ts';

export interface DocumentIntents {
  /** Opens a saved document in this tab; false when it was not opened. */
  onOpen(id: string): boolean;
  autosaver: Pick<Autosaver, 'flush' | 'refresh' | 'remove' | 'read'>;
}

export function DocumentsDialog({ onOpen, autosaver }: DocumentIntents) {
  const dialog = useRef<HTMLDialogElement>(null);
  const store = useStoreApi();
  const docs = useAppStore((s) => s.savedDocuments);
  const w = documentWords(useAppStore((s) => s.lang));
  useEffect(() => dialog.current?.showModal(), []);
  return (
    <dialog
      ref={dialog}
      className="documents"
      aria-label={w('title')}
      onClose={() => store.getState().setDocumentsOpen(false)}
    >
      <header>
        <h2>{w('title')}</h2>
        <button type="button" onClick={() => dialog.current?.close()} aria-label={w('close')}>
          ×
        </button>
      </header>
      {docs.length === 0 ? (
        <p className="empty">{w('empty')}</p>
      ) : (
        <ul>
          {docs.map((d) => (
            <DocumentRow
              key={d.id}
              doc={d}
              autosaver={autosaver}
              onOpen={() => {
                if (onOpen(d.id)) dialog.current?.close();
              }}
            />
          ))}
        </ul>
      )}
    </dialog>
  );
}

function DocumentRow({
  doc,
  onOpen,
  autosaver,
}: {
  doc: SavedDocument;
  onOpen: () => void;
  autosaver: DocumentIntents['autosaver'];
}) {
  const lang = useAppStore((s) => s.lang);
  const w = documentWords(lang);
  const name = doc.name ?? w('untitled');
  const time = savedTime(lang, doc.savedAt);
  return (
    <li
      data-document={doc.id}
      className={doc.current ? 'current' : undefined}
      aria-label={w('rowLabel', { name, time })}
    >
      <div className="document-head">
        <strong>{name}</strong>
        <span className="document-time">{time}</span>
        {doc.current && <span className="document-tag">{w('onScreen')}</span>}
        {doc.compares && <span className="document-tag">{w('compares')}</span>}
      </div>
      <code className="document-first" title={doc.firstLine}>
        {doc.firstLine}
      </code>
      <div className="document-actions">
        {!doc.current && (
          <button type="button" onClick={onOpen}>
            {w('open')}
          </button>
        )}
        <button
          type="button"
          onClick={() => {
            const c = autosaver.read(doc.id);
            if (c) downloadDocument(c, doc.name);
          }}
        >
          {w('download')}
        </button>
        {!doc.current && <DeleteButtons name={name} onDelete={() => autosaver.remove(doc.id)} />}
      </div>
    </li>
  );
}

/** Delete, asked twice: the first click turns it into "delete {name}" beside "keep". */
function DeleteButtons({ name, onDelete }: { name: string; onDelete: () => void }) {
  const lang = useAppStore((s) => s.lang);
  const w = documentWords(lang);
  const [asking, setAsking] = useState(false);
  if (!asking)
    return (
      <button type="button" onClick={() => setAsking(true)}>
        {w('delete')}
      </button>
    );
  return (
    <>
      <button type="button" className="danger" onClick={onDelete}>
        {w('deleteSure', { name })}
      </button>
      <button type="button" onClick={() => setAsking(false)}>
        {w('keep')}
      </button>
    </>
  );
}
