// What the user should know about the run on screen: that it is stale, what the
// simulation noticed (a capped duration, an event cap), and what it assumed about each
// container's process (podterm infers SIGTERM behaviour and says so), with a one-click
// way to change it (writes the podterm.dev/process.<container> annotation).
import { setProcessKey } from '../manifest/setProcessAnnotation.ts';
import type { Trace } from '../sim/trace.ts';
import { useStoreApi } from '../store/useAppStore.ts';

/** What a process may do on its stop signal, as the annotation's `sigterm=` says it. */
const ON_SIGTERM: readonly [string, string][] = [
  ['', 'as inferred'],
  ['ignore', 'ignores it (SIGKILL at the end of the grace)'],
  ['exit', 'exits at once'],
  ['exit:5s', 'exits after 5 s'],
  ['exit:30s', 'exits after 30 s'],
];

export function RunNotes({
  trace,
  stale,
  onEdit,
}: {
  trace: Trace | null;
  stale: boolean;
  onEdit?: (text: string) => void;
}) {
  const store = useStoreApi();
  const change = (object: string, container: string, value: string) => {
    const text = store.getState().text;
    const next = setProcessKey(text, object, container, 'sigterm', value === '' ? null : value);
    if (next === null)
      store
        .getState()
        .setBanner(
          `Could not write the annotation for ${object}: fix the document's errors first.`,
        );
    else onEdit?.(next);
  };
  const assumptions = trace?.assumptions ?? [];
  return (
    <>
      {stale && (
        <p className="stale-note" role="status">
          The document has errors: showing the last valid run.
        </p>
      )}
      {(trace?.notices ?? []).map((n) => (
        <p key={n} className="notice">
          {n}
        </p>
      ))}
      {assumptions.length > 0 && (
        <details className="assumptions">
          <summary>{`Assumed process behaviour (${assumptions.length})`}</summary>
          <ul>
            {assumptions.map((a) => (
              <li key={`${a.object}/${a.container}`}>
                <code>{`${a.object} ${a.container}`}</code>: {a.text}
                {onEdit && (
                  <label className="on-sigterm">
                    On SIGTERM
                    <select
                      aria-label={`On SIGTERM, ${a.object} ${a.container}`}
                      value=""
                      onChange={(e) => change(a.object, a.container, e.target.value)}
                    >
                      {ON_SIGTERM.map(([v, label]) => (
                        <option key={v} value={v}>
                          {label}
                        </option>
                      ))}
                    </select>
                  </label>
                )}
              </li>
            ))}
          </ul>
        </details>
      )}
    </>
  );
}
