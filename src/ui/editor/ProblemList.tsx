// Every diagnostic with its line; a click puts the cursor there. A warning about what will
// go wrong (manifest/foresee.ts) also offers the moment of the run where it bites.
import type { Diagnostic } from '../../manifest/diagnostics.ts';
import { whereItBites, type Foresight } from '../../manifest/foresight.ts';
import { useAppStore, useStoreApi } from '../../store/useAppStore.ts';
import { useT } from '../i18n/useT.ts';
import { warningText } from '../i18n/warnings.ts';

const isForesight = (d: Diagnostic): d is Foresight => 'bites' in d;

export function ProblemList({
  diagnostics,
  bites = true,
}: {
  diagnostics: Diagnostic[];
  /** Offer "where it bites" (in the run on screen): not for a compared variant's text. */
  bites?: boolean;
}) {
  const store = useStoreApi();
  const t = useT();
  const lang = useAppStore((s) => s.lang);
  const trace = useAppStore((s) => (s.stale || !bites ? null : s.trace));
  const shown = diagnostics.filter((d) => d.severity !== 'info' || diagnostics.length < 20);
  const bite = (d: Diagnostic): number =>
    trace && isForesight(d) ? whereItBites(trace.events, d) : -1;
  return (
    <section className="problems" aria-label={t('problems')}>
      {shown.length === 0 ? (
        <p className="none">{t('noProblems')}</p>
      ) : (
        <ul>
          {shown.slice(0, 200).map((d, i) => {
            const at = bite(d);
            return (
              <li key={i} className={d.severity}>
                <button type="button" onClick={() => store.getState().revealLine(d.line, d.column)}>
                  <span className="where">{t('line', { line: d.line, column: d.column })}</span>{' '}
                  {isForesight(d) ? warningText(lang, d) : d.message}
                </button>
                {at >= 0 && trace && (
                  <button
                    type="button"
                    className="bites"
                    onClick={() => {
                      store.getState().setTime(trace.events[at]!.t);
                      store.getState().select(at);
                    }}
                  >
                    {t('whereItBites', { t: `${(trace.events[at]!.t / 1000).toFixed(1)} s` })}
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
