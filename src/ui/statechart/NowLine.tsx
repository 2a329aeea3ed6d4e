// Under the diagram: the states the machine is in at the playhead, since when, and the
// transitions of that instant — each with its event, guard and the Kubernetes function it
// follows — in the order they were taken.
import { secondsLabel } from '../../trace/units.ts';
import type { MachineGraph } from '../../statechart/graph.ts';
import type { Lit } from '../../statechart/lit.ts';
import { transitionText, type DiagramWords } from '../../statechart/labels.ts';
import type { StatechartT } from './statechartWords.ts';

export function NowLine(props: {
  graph: MachineGraph;
  lit: Lit | null;
  since: number;
  timeMs: number;
  w: StatechartT;
  words: DiagramWords;
}) {
  const { graph, lit, since, timeMs, w, words } = props;
  if (!lit)
    return (
      <p className="sc-now" data-testid="statechart-now">
        {w('notYet', { t: secondsLabel(timeMs) })}
      </p>
    );
  const leaves = [...lit.active]
    .filter((s) => graph.states[s]!.children.length === 0)
    .map((s) => graph.states[s]!.key);
  const name = (s: number) => graph.states[s]!.key;
  return (
    <div className="sc-now" data-testid="statechart-now">
      <p>
        <strong>{leaves.join(' + ')}</strong>{' '}
        {w('now', {
          states: '',
          t: lit.via.length ? secondsLabel(lit.since) : `${w('start')} (${secondsLabel(since)})`,
        }).trim()}
      </p>
      {lit.via.length > 0 && (
        <ol className="sc-via" aria-label={w('via')}>
          {lit.via.map((i, k) => {
            const t = graph.transitions[i]!;
            return (
              <li key={k} data-testid="statechart-via">
                <span className="sc-move">
                  {name(t.source)} → {t.targets.map(name).join(', ') || name(t.source)}
                </span>{' '}
                <code>{transitionText(t, words)}</code>
                {t.cites && <span className="sc-cites"> · {w('cites', { fn: t.cites })}</span>}
              </li>
            );
          })}
        </ol>
      )}
    </div>
  );
}
