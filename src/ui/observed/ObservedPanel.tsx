// Against your cluster: paste what a real cluster printed and see it on the lanes, aligned
// at the deletion, with every difference in time or outcome listed.
import { useState } from 'react';
import type { Trace } from '../../trace/types.ts';
import { useAppStore, useStoreApi } from '../../store/useAppStore.ts';
import { comparisonOf } from './compareObserved.ts';
import { parseObserved } from '../../observed/parseObserved.ts';
import { useT } from '../i18n/useT.ts';

const s = (ms: number | null): string => (ms === null ? '—' : `${(ms / 1000).toFixed(1)} s`);

export function ObservedPanel({ trace }: { trace: Trace }) {
  const store = useStoreApi();
  const t = useT();
  const observed = useAppStore((st) => st.observed);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const comparison = observed ? comparisonOf(trace, observed) : null;
  const compare = () => {
    const r = parseObserved(text);
    if (!r.ok) return setError(r.message);
    setError(null);
    store.getState().setObserved(r.observations);
  };
  return (
    <details className="observed">
      <summary>{t('againstCluster')}</summary>
      <label>
        {t('pasteHint')}
        <textarea
          aria-label="What your cluster printed"
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
      {error && (
        <p role="alert" className="observed-error">
          {error}
        </p>
      )}
      {comparison && (
        <>
          <p>{`Aligned at ${comparison.anchor}; ${comparison.differences.filter((d) => d.verdict !== 'same').length} differences.`}</p>
          <table className="observed-diff" aria-label="Differences">
            <thead>
              <tr>
                <th>What</th>
                <th>Object</th>
                <th>Cluster</th>
                <th>podterm</th>
                <th>Verdict</th>
              </tr>
            </thead>
            <tbody>
              {comparison.differences.map((d, i) => (
                <tr key={i} className={d.verdict === 'same' ? 'same' : 'differs'}>
                  <td>{d.what}</td>
                  <td>{d.object}</td>
                  <td>{s(d.observedT)}</td>
                  <td>{s(d.simulatedT)}</td>
                  <td>{d.verdict}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </details>
  );
}
