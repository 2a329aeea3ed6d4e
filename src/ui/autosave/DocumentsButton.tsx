// The header's way to every saved document: a button that opens the Documents list (loaded
// on first use, so the first load stays small).
import { Suspense, lazy } from 'react';
import { useAppStore, useStoreApi } from '../../store/useAppStore.ts';
import { documentWords } from '../i18n/documentWords.ts';
import type { DocumentIntents } from './DocumentsDialog.tsx';

const DocumentsDialog = lazy(() =>
  import('./DocumentsDialog.tsx').then((m) => ({ default: m.DocumentsDialog })),
);

export function DocumentsButton(props: DocumentIntents) {
  const store = useStoreApi();
  const open = useAppStore((s) => s.documentsOpen);
  const w = documentWords(useAppStore((s) => s.lang));
  return (
    <>
      <button
        type="button"
        className="documents-open"
        title={w('buttonTitle')}
        onClick={() => {
          // The document on screen is saved first, so the list shows it as it is.
          props.autosaver.flush();
          store.getState().setDocumentsOpen(true);
          props.autosaver.refresh();
        }}
      >
        {w('button')}
      </button>
      {open && (
        <Suspense fallback={null}>
          <DocumentsDialog {...props} />
        </Suspense>
      )}
    </>
  );
}
