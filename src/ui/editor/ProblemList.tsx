// Every diagnostic with its line; a click puts the cursor there.
import type { Diagnostic } from '../../manifest/diagnostics.ts';
import { useStoreApi } from '../../store/useAppStore.ts';

export function ProblemList({ diagnostics }: { diagnostics: Diagnostic[] }) {
  const store = useStoreApi();
  const shown = diagnostics.filter((d) => d.severity !== 'info' || diagnostics.length < 20);
  return (
    <section className="problems" aria-label="Problems">
      {shown.length === 0 ? (
        <p className="none">No problems.</p>
      ) : (
        <ul>
          {shown.slice(0, 200).map((d, i) => (
            <li key={i} className={d.severity}>
              <button type="button" onClick={() => store.getState().revealLine(d.line, d.column)}>
                <span className="where">{`Line ${d.line}:${d.column}`}</span> {d.message}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
