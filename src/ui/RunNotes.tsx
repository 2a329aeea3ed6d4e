// What the user should know about the run on screen: that it is stale, what the
// simulation noticed (a capped duration, an event cap), and what it assumed about each
// container's process (podterm infers SIGTERM behaviour and says so).
import type { Trace } from '../sim/trace.ts';

export function RunNotes({ trace, stale }: { trace: Trace | null; stale: boolean }) {
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
              </li>
            ))}
          </ul>
        </details>
      )}
    </>
  );
}
