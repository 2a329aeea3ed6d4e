// Compare: two variants of the scenario, A over B, on one time axis and one playhead, each
// chart compact so both fit on one screen, with a summary of what differs beside them.
// B is edited in the same editor as A (its tab), and travels in the share link as `&c=`.
import { useEffect, useMemo, useRef } from 'react';
import { setKubernetesVersion } from '../../manifest/edit/setVersion.ts';
import { PICKABLE_VERSIONS } from '../../versions/features.ts';
import { NEWEST, parseVersion, versionLabel } from '../../versions/version.ts';
import type { Trace } from '../../trace/types.ts';
import type { Diagnostic } from '../../manifest/read/diagnostics.ts';
import { clampView, sameView } from '../../store/playback.ts';
import type { AppStore } from '../../store/createAppStore.ts';
import { StoreContext, useAppStore, useStoreApi } from '../../store/useAppStore.ts';
import { RunProgressBar } from '../RunProgressBar.tsx';
import { useVariantBSession } from '../useRunSession.ts';
import { Swimlane } from '../timeline/Swimlane.tsx';
import { compactFit, compactLayoutOf, storyLanes } from '../../chart/compact.ts';
import { SUMMARY_ROWS, formatSummaryValue, summarize, type RunSummary } from './summary.ts';
import type { MessageKey } from '../i18n/messages.ts';
import { bothStories, onAxis } from './onAxis.ts';
import { useRoom } from './useRoom.ts';
import { isNarrow } from '../layout/panes.ts';
import { useWindowWidth } from '../layout/useWindowWidth.ts';
import { useVariantStore } from './useVariantStore.ts';
import { useT } from '../i18n/useT.ts';

/** A's bar of zoom and export buttons over the charts (B follows A's window). */
const BAR_PX = 30;
/** Each chart's padding and B's top border, around its drawing. */
const CHART_EDGE_PX = 8;

/** The summary's rows in the page's words. */
const ROW_LABEL: Readonly<Record<(typeof SUMMARY_ROWS)[number]['key'], MessageKey>> = {
  failedRequests: 'failedRequests',
  toSigkillMs: 'deleteToSigkill',
  maxPodsAlive: 'podsAlive',
  podsCreated: 'podsCreated',
};

export function ComparePanel({
  traceA,
  stale,
  textHash,
}: {
  traceA: Trace;
  stale: boolean;
  textHash: string | null;
}) {
  const store = useStoreApi();
  const t = useT();
  const text = useAppStore((s) => s.compareText);
  const traceB = useAppStore((s) => s.compareTrace);
  const problems = useAppStore((s) => s.compareDiagnostics).filter((d) => d.severity === 'error');
  const storeB = useVariantStore(store);
  // B runs in its own worker; a long run shows its progress in B's place, with a Cancel
  // (B's store holds the bar's state, as A's holds A's).
  const session = useVariantBSession(store, storeB);
  useEffect(() => {
    if (text !== null) session.edit(text);
  }, [text, session]);
  useBothStories(store, traceA, traceB);
  const ref = useRef<HTMLElement>(null);
  const { shownA, shownB, lanes, fit } = useCompareCharts(traceA, traceB, useRoom(ref));
  if (text === null) return null;
  return (
    <section ref={ref} className="compare" aria-label={t('compare')}>
      <div className="compare-runs">
        <Swimlane
          trace={shownA}
          stale={stale}
          textHash={textHash}
          compact={{ lanes, fit, bar: true, tag: 'A' }}
        />
        <StoreContext.Provider value={storeB}>
          <RunProgressBar onCancel={session.cancel} onRunAgain={() => void session.run(text)} />
          {shownB ? (
            <Swimlane
              trace={shownB}
              stale={problems.length > 0}
              textHash={null}
              name={t('swimlaneB')}
              compact={{ lanes, fit, bar: false, tag: 'B' }}
            />
          ) : (
            <p className="empty">{t('simulating')}</p>
          )}
        </StoreContext.Provider>
      </div>
      <CompareSide text={text} traceA={traceA} traceB={traceB} problems={problems} />
    </section>
  );
}

/** The chart opens on the story of both runs, not only A's. */
function useBothStories(store: AppStore, traceA: Trace, traceB: Trace | null) {
  const viewMode = useAppStore((s) => s.viewMode);
  useEffect(() => {
    if (viewMode !== 'story') return;
    const s = store.getState();
    const view = clampView(bothStories(traceA, traceB), s.trace);
    if (!sameView(view, s.view)) store.setState({ view });
  }, [traceA, traceB, viewMode, store]);
}

/** Both runs on one time axis, the lanes of both stories, and one fit for both charts. */
function useCompareCharts(traceA: Trace, traceB: Trace | null, room: number) {
  const narrow = isNarrow(useWindowWidth());
  const shownA = useMemo(() => onAxis(traceA, traceB), [traceA, traceB]);
  const shownB = useMemo(() => traceB && onAxis(traceB, traceA), [traceA, traceB]);
  const lanes = useMemo(() => storyLanes(traceB ? [traceA, traceB] : [traceA]), [traceA, traceB]);
  // One fit for both charts: the same scale keeps their time axes in line. On a phone or a
  // tablet the page scrolls in one column: each chart keeps its size (narrowChart.ts).
  const each = narrow ? Infinity : (room - BAR_PX) / 2 - CHART_EDGE_PX;
  const fitA = compactFit(compactLayoutOf(traceA, lanes), each);
  const fitB = traceB ? compactFit(compactLayoutOf(traceB, lanes), each) : fitA;
  const fit = {
    scale: Math.min(fitA.scale, fitB.scale),
    podRows: Math.min(fitA.podRows, fitB.podRows),
  };
  return { shownA, shownB, lanes, fit };
}

/** Beside the charts: what differs, B's first problem, B's version, and the way out. */
function CompareSide({
  text,
  traceA,
  traceB,
  problems,
}: {
  text: string;
  traceA: Trace;
  traceB: Trace | null;
  problems: Diagnostic[];
}) {
  const store = useStoreApi();
  const t = useT();
  return (
    <aside className="compare-side">
      <SummaryTable a={summarize(traceA)} b={traceB ? summarize(traceB) : null} />
      {problems.length > 0 && (
        <p role="alert" className="compare-error">
          {t('variantBLine', { line: problems[0]!.line, message: problems[0]!.message })}
        </p>
      )}
      <VariantBVersion text={text} />
      <button type="button" onClick={() => store.getState().setCompareText(null)}>
        {t('stopComparing')}
      </button>
    </aside>
  );
}

/** What differs between A and B, a row each, the rows that differ marked. */
function SummaryTable({ a, b }: { a: RunSummary; b: RunSummary | null }) {
  const t = useT();
  return (
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
  );
}

/** B's Kubernetes version: picking one rewrites B's text. */
function VariantBVersion({ text }: { text: string }) {
  const store = useStoreApi();
  const t = useT();
  return (
    <label>
      {t('variantB')}: Kubernetes
      <select
        aria-label={t('variantBVersion')}
        value=""
        onChange={(e) =>
          store
            .getState()
            .setCompareText(setKubernetesVersion(text, parseVersion(e.target.value) ?? NEWEST))
        }
      >
        <option value="">{t('changeVersion')}</option>
        {PICKABLE_VERSIONS.map((v) => (
          <option key={versionLabel(v)} value={versionLabel(v)}>
            {versionLabel(v)}
          </option>
        ))}
      </select>
    </label>
  );
}
