// Every diagnostic with its line; a click puts the cursor there. A warning about what will
// go wrong (manifest/warnings/foresee.ts) also offers the moment of the run where it bites; the note
// on how long manifests without a duration run offers to write that duration in one click.
import { secondsText } from '../../trace/units.ts';
import type { Trace } from '../../trace/types.ts';
import type { Diagnostic } from '../../manifest/read/diagnostics.ts';
import { whereItBites, type Foresight } from '../../manifest/warnings/foresight.ts';
import { isDurationNote, type DurationNote } from '../../manifest/duration/durationNote.ts';
import { useAppStore, useStoreApi } from '../../store/useAppStore.ts';
import { durationNoteText } from '../i18n/durationNotes.ts';
import { useT } from '../i18n/useT.ts';
import { warningText } from '../i18n/warnings.ts';
import { PreStopOffer } from './PreStopOffer.tsx';
import { OFFERED_BY } from './preStopSearch.ts';

const isForesight = (d: Diagnostic): d is Foresight => 'bites' in d;

export function ProblemList({
  diagnostics,
  bites = true,
  onWrite,
  onRewrite,
}: {
  diagnostics: Diagnostic[];
  /** Offer "where it bites" (in the run on screen): not for a compared variant's text. */
  bites?: boolean;
  /** Writes the duration a note proposes into the text these diagnostics belong to. */
  onWrite?: (note: DurationNote) => void;
  /** Changes the text on screen: given, the preStop search is offered beside its warning. */
  onRewrite?: (rewrite: (text: string) => string | null) => void;
}) {
  const t = useT();
  const trace = useAppStore((s) => (s.stale || !bites ? null : s.trace));
  // Past 20 problems the notes go, but not the one that says how long the run is.
  const shown = diagnostics.filter(
    (d) => d.severity !== 'info' || diagnostics.length < 20 || isDurationNote(d),
  );
  // The search once, beside the first warning a preStop sleep answers.
  const offerAt = shown.findIndex((d) => isForesight(d) && OFFERED_BY.has(d.rule));
  const bite = (d: Diagnostic): number =>
    trace && isForesight(d) ? whereItBites(trace.events, d) : -1;
  return (
    <section className="problems" aria-label={t('problems')}>
      {shown.length === 0 ? (
        <p className="none">{t('noProblems')}</p>
      ) : (
        <ul>
          {shown.slice(0, 200).map((d, i) => (
            <li key={i} className={d.severity}>
              <Problem d={d} />
              {isDurationNote(d) && onWrite && (
                <button type="button" className="write-duration" onClick={() => onWrite(d)}>
                  {d.note === 'noScenario'
                    ? t('addScenarioDoc')
                    : t('writeDuration', { duration: d.duration })}
                </button>
              )}
              {i === offerAt && onRewrite && <PreStopOffer onRewrite={onRewrite} />}
              {trace && <WhereItBites trace={trace} at={bite(d)} />}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** A problem with its line, in the reader's language; a click puts the cursor there. */
function Problem({ d }: { d: Diagnostic }) {
  const store = useStoreApi();
  const t = useT();
  const lang = useAppStore((s) => s.lang);
  return (
    <button type="button" onClick={() => store.getState().revealLine(d.line, d.column)}>
      <span className="where">{t('line', { line: d.line, column: d.column })}</span>{' '}
      {isDurationNote(d)
        ? durationNoteText(lang, d)
        : isForesight(d)
          ? warningText(lang, d)
          : d.message}
    </button>
  );
}

/** A warning's moment in the run on screen (the event `at`; none below 0): a click seeks there. */
function WhereItBites({ trace, at }: { trace: Trace; at: number }) {
  const store = useStoreApi();
  const t = useT();
  if (at < 0) return null;
  const go = () => {
    store.getState().setTime(trace.events[at]!.t);
    store.getState().select(at);
    // On a phone the run is behind its tab: show it.
    store.getState().setPane('run');
  };
  return (
    <button type="button" className="bites" onClick={go}>
      {t('whereItBites', { t: `${secondsText(trace.events[at]!.t, 1)} s` })}
    </button>
  );
}
