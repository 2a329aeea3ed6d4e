// Beside a warning a preStop sleep answers: one click searches the smallest sleep with no
// failed request (in its worker), the answer says the values tried, and one more click
// writes it into the text. The logic is preStopSearch.ts's; this only shows it.
import { useAppStore, useStoreApi } from '../../store/useAppStore.ts';
import { useT } from '../i18n/useT.ts';
import { preStopWriter, searchPreStop, searchWords } from './preStopSearch.ts';

export function PreStopOffer({
  onRewrite,
}: {
  /** Applies a change to the text on screen (null from the change: it could not be made). */
  onRewrite: (rewrite: (text: string) => string | null) => void;
}) {
  const store = useStoreApi();
  const t = useT();
  const text = useAppStore((s) => s.text);
  const search = useAppStore((s) => (s.preStopSearch?.text === s.text ? s.preStopSearch : null));
  const advice = search?.advice;
  return (
    <div className="prestop-search">
      {search ? (
        <span className="prestop-answer" role="status">
          {searchWords(t, search)}
        </span>
      ) : (
        <button type="button" onClick={() => void searchPreStop(store)}>
          {t('preStopFind')}
        </button>
      )}
      {advice?.kind === 'found' && advice.seconds > 0 && (
        <button
          type="button"
          className="prestop-write"
          onClick={() =>
            // The text is compared when the writer has loaded: an edit meanwhile wins.
            void preStopWriter().then((write) =>
              onRewrite((now) => (now === text ? write(now, advice) : null)),
            )
          }
        >
          {t('preStopWrite', { seconds: advice.seconds })}
        </button>
      )}
    </div>
  );
}
