// Compare: a second variant of the scenario beside the first, on the same time axis and
// playhead, with a summary of what differs. The variant is plain text (start from the
// current scenario, change what you want to compare, e.g. the version); it travels in
// the share link as `&c=`.
import { useEffect, useMemo, useRef, useState } from 'react';
import { setKubernetesVersion } from '../../manifest/setVersion.ts';
import { MINORS_NEWEST_FIRST, versionLabel } from '../../versions/version.ts';
import type { Diagnostic } from '../../manifest/diagnostics.ts';
import type { Trace } from '../../trace/types.ts';
import { createAppStore } from '../../store/createAppStore.ts';
import { StoreContext, useAppStore, useStoreApi } from '../../store/useAppStore.ts';
import { createSimulator, type Simulator } from '../../worker/simulator.ts';
import { Swimlane } from '../timeline/Swimlane.tsx';
import { SUMMARY_ROWS, formatSummaryValue, summarize } from './summary.ts';
import type { MessageKey } from '../i18n/messages.ts';
import { onAxis } from './onAxis.ts';
import { useT } from '../i18n/useT.ts';

const DEBOUNCE_MS = 150;

/** The summary's rows in the page's words. */
const ROW_LABEL: Readonly<Record<(typeof SUMMARY_ROWS)[number]['key'], MessageKey>> = {
  failedRequests: 'failedRequests',
  toSigkillMs: 'deleteToSigkill',
  maxPodsAlive: 'podsAlive',
  podsCreated: 'podsCreated',
};

export function ComparePanel({ traceA }: { traceA: Trace }) {
  const store = useStoreApi();
  const t = useT();
  const text = useAppStore((s) => s.compareText);
  const traceB = useAppStore((s) => s.compareTrace);
  const [problems, setProblems] = useState<Diagnostic[]>([]);
  const sim = useRef<Simulator | null>(null);
  // B's own store: its selection is its own, its playhead and zoom follow A's.
  const storeB = useMemo(() => createAppStore(''), []);
  useEffect(() => {
    const follow = () => {
      const a = store.getState();
      storeB.setState({ timeMs: a.timeMs, view: a.view, playing: false, lang: a.lang });
    };
    follow();
    return store.subscribe(follow);
  }, [store, storeB]);

  useEffect(() => {
    if (text === null) return;
    sim.current ??= createSimulator();
    const t = window.setTimeout(() => {
      void sim.current!.run(text).then((r) => {
        if (!r) return;
        setProblems(r.diagnostics.filter((d) => d.severity === 'error'));
        if (r.trace) store.getState().setCompareTrace(r.trace);
      });
    }, DEBOUNCE_MS);
    return () => window.clearTimeout(t);
  }, [text, store]);
  useEffect(() => () => sim.current?.dispose(), []);

  const shownB = useMemo(() => traceB && onAxis(traceB, traceA), [traceA, traceB]);
  if (text === null) return null;
  const a = summarize(traceA);
  const b = traceB ? summarize(traceB) : null;
  return (
    <section className="compare" aria-label={t('compare')}>
      <header>
        <h2>{t('variantB')}</h2>
        <label>
          Kubernetes
          <select
            aria-label={t('variantBVersion')}
            value=""
            onChange={(e) =>
              store.getState().setCompareText(setKubernetesVersion(text, Number(e.target.value)))
            }
          >
            <option value="">{t('changeVersion')}</option>
            {MINORS_NEWEST_FIRST.map((v) => (
              <option key={v} value={v}>
                {versionLabel(v)}
              </option>
            ))}
          </select>
        </label>
        <button type="button" onClick={() => store.getState().setCompareText(null)}>
          {t('stopComparing')}
        </button>
      </header>
      <textarea
        aria-label={t('variantBScenario')}
        rows={6}
        value={text}
        spellCheck={false}
        onChange={(e) => store.getState().setCompareText(e.target.value)}
      />
      {problems.length > 0 && (
        <p role="alert" className="compare-error">
          {t('variantBLine', { line: problems[0]!.line, message: problems[0]!.message })}
        </p>
      )}
      <table className="compare-summary" aria-label={t('differenceSummary')}>
        <thead>
          <tr>
            <th />
            <th>A</th>
            <th>B</th>
          </tr>
        </thead>
        <tbody>
          {SUMMARY_ROWS.map(({ key }) => (
            <tr key={key} className={b && a[key] !== b[key] ? 'differs' : undefined}>
              <th scope="row">{t(ROW_LABEL[key])}</th>
              <td>{formatSummaryValue(key, a[key], t('none'))}</td>
              <td>{b ? formatSummaryValue(key, b[key], t('none')) : '…'}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {shownB && (
        <StoreContext.Provider value={storeB}>
          <Swimlane trace={shownB} stale={false} textHash={null} name={t('swimlaneB')} />
        </StoreContext.Provider>
      )}
    </section>
  );
}
