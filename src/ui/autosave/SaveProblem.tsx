// A save that failed, said where the user types. Storage full: the oldest other document is
// named (its first line, its date) with a button to remove it, which makes room, and one to
// download it first; nothing is removed unless the user asks. Storage disabled: the text is
// still in the editor, and a share link keeps it.
import { useAppStore } from '../../store/useAppStore.ts';
import { documentWords, savedTime } from '../i18n/documentWords.ts';
import type { Autosaver } from './autosaver.ts';
import { downloadDocument } from './downloadDocument.ts';

export function SaveProblem({ autosaver }: { autosaver: Pick<Autosaver, 'remove' | 'read'> }) {
  const reason = useAppStore((s) => s.saveError);
  const full = useAppStore((s) => s.storageFull);
  const lang = useAppStore((s) => s.lang);
  const w = documentWords(lang);
  if (!reason) return null;
  const oldest = full?.oldest;
  if (!oldest)
    return (
      <p role="alert" className="save-problem" data-testid="save-problem">
        {w('notSaved', { reason })}
      </p>
    );
  const name = oldest.name ?? w('untitled');
  return (
    <div role="alert" className="save-problem storage-full" data-testid="save-problem">
      <p>
        {w('full', { name, first: oldest.firstLine, time: savedTime(lang, oldest.savedAt) })}
        {full.blocked && ` ${w('fullBlocked')}`}
      </p>
      <button
        type="button"
        onClick={() => {
          const c = autosaver.read(oldest.id);
          if (c) downloadDocument(c, oldest.name);
        }}
      >
        {w('downloadOldest', { name })}
      </button>
      <button type="button" onClick={() => autosaver.remove(oldest.id)}>
        {w('removeOldest', { name })}
      </button>
    </div>
  );
}
