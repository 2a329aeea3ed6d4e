// Every diagnostic with its line; a click puts the cursor there. A warning about what will
// go wrong (manifest/foresee.ts) also offers the moment of the run where it bites.
import type { Diagnostic } from '../../manifest/diagnostics.ts';
import { whereItBites, type Foresight } from '../../manifest/foresee.ts';
import { useAppStore, useStoreApi } from '../../store/useAppStore.ts';

const isForesight = (d: Diagnostic): d is Foresight => 'bites' in d;

export function ProblemList({ diagnostics }: { diagnostics: Diagnostic[] }) {
  const store = useStoreApi();
  const trace = useAppStore((s) => (s.stale ? null : s.trace));
  const shown = diagnostics.filter((d) => d.severity !== 'info' || diagnostics.length < 20);
  const bite = (d: Diagnostic): number =>
    trace && isForesight(d) ? whereItBites(trace.events, d) : -1;
  return (
    <section className="problems" aria-label="Problems">
      {shown.length === 0 ? (
        <p className="none">No problems.</p>
      ) : (
        <ul>
          {shown.slice(0, 200).map((d, i) => {
            const at = bite(d);
            return (
              <li key={i} className={d.severity}>
                <button type="button" onClick={() => store.getState().revealLine(d.line, d.column)}>
                  <span className="where">{`Line ${d.line}:${d.column}`}</span> {d.message}
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
                    {`Where it bites: ${(trace.events[at]!.t / 1000).toFixed(1)} s`}
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
