// Against your cluster: paste what a real cluster printed and see it on the lanes, aligned
// at the deletion, its objects paired with podterm's by role, with every difference in time
// or outcome listed.
import { secondsText } from '../../trace/units.ts';
import { useState } from 'react';
import type { Trace } from '../../trace/types.ts';
import { useAppStore, useStoreApi } from '../../store/useAppStore.ts';
import { useComparison } from './useComparison.ts';
import type { Difference } from '../../observed/compareObserved.ts';
import { parseObserved, type ParseResult } from '../../observed/parseObserved.ts';
import { useT } from '../i18n/useT.ts';
import { problemIn, verdictIn } from '../i18n/observedWords.ts';
import { WithCode } from '../WithCode.tsx';

const s = (ms: number | null): string => (ms === null ? '—' : `${secondsText(ms, 1)} s`);

export function ObservedPanel({ trace }: { trace: Trace }) {
  const store = useStoreApi();
  const t = useT();
  const observed = useAppStore((st) => st.observed);
  const lang = useAppStore((st) => st.lang);
  const [text, setText] = useState('');
  const [failed, setFailed] = useState<Extract<ParseResult, { ok: false }> | null>(null);
  const comparison = useComparison(trace, observed);
  const compare = () => {
    const r = parseObserved(text);
    if (!r.ok) return setFailed(r);
    setFailed(null);
    store.getState().setObserved(r.observations);
  };
  return (
    <details className="observed">
      <summary>{t('againstCluster')}</summary>
      <label>
        <WithCode text={t('pasteHint')} />
        <textarea
          aria-label={t('clusterPrinted')}
          rows={5}
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
      </label>
      <div className="observed-actions">
        <button type="button" onClick={compare}>
          {t('putOnLanes')}
        </button>
        {observed && (
          <button type="button" onClick={() => store.getState().setObserved(null)}>
            {t('clear')}
          </button>
        )}
      </div>
      {failed && (
        <p role="alert" className="observed-error">
          <WithCode text={problemIn(lang, failed)} />
        </p>
      )}
      {comparison && (
        <>
          <Aligned
            anchor={comparison.anchor}
            n={comparison.differences.filter((d) => d.verdict !== 'same').length}
          />
          <DifferenceTable differences={comparison.differences} />
        </>
      )}
    </details>
  );
}

/** Where the two clocks were aligned: a happening as the trace names it, or the first one seen. */
function Aligned({ anchor, n }: { anchor: string | null; n: number }) {
  const t = useT();
  if (anchor === null) return <p>{t('alignedAt', { anchor: t('firstObservation'), n })}</p>;
  const [before, after] = t('alignedAt', { n }).split('{anchor}');
  return (
    <p>
      {before}
      <code translate="no">{anchor}</code>
      {after}
    </p>
  );
}

/** Every difference, one row each: what, the objects paired, both times, the verdict. */
function DifferenceTable({ differences }: { differences: readonly Difference[] }) {
  const t = useT();
  const lang = useAppStore((st) => st.lang);
  return (
    <table className="observed-diff" aria-label={t('differences')}>
      <thead>
        <tr>
          <th>{t('colWhat')}</th>
          <th>{t('colObject')}</th>
          <th>{t('colCluster')}</th>
          <th>podterm</th>
          <th>{t('colVerdict')}</th>
        </tr>
      </thead>
      <tbody>
        {differences.map((d, i) => (
          <tr key={i} className={d.verdict === 'same' ? 'same' : 'differs'}>
            {/* What happened, as the trace and kubectl name it (Event Killing, STATUS Terminating). */}
            <td translate="no">{d.what}</td>
            {/* The cluster's object, and podterm's in the same role when its name differs. */}
            <td translate="no">
              {d.simulatedObject && d.simulatedObject !== d.object
                ? `${d.object} ↔ ${d.simulatedObject}`
                : d.object}
            </td>
            <td>{s(d.observedT)}</td>
            <td>{s(d.simulatedT)}</td>
            <td>{verdictIn(lang, d.verdict)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
