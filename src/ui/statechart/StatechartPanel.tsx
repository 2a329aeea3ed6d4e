// The statechart panel: the machine behind the chosen object (a click on an event, a lane
// or a Pod row chooses it; the story's Pod by default), drawn from its definition and lit
// at the playhead. Pickers choose the object and, where it has several machines (a Pod:
// the Pod object, its kubelet pod worker, each container), which one. Loaded on first use.
import { useMemo } from 'react';
import { useAppStore, useStoreApi } from '../../store/useAppStore.ts';
import { focusPod } from '../../story/focus.ts';
import { pickActor, partOf, targetOfPick, type ChartTarget } from '../../statechart/targets.ts';
import type { StateLog } from '../../statechart/stateLog.ts';
import type { Trace } from '../../trace/types.ts';
import { MachineView } from './MachineView.tsx';
import '../styles/statechart.css';
import { partName, statechartWords, type StatechartT } from './statechartWords.ts';

const KIND_ORDER = [
  'Pod',
  'Service',
  'Node',
  'Deployment',
  'ReplicaSet',
  'ReplicationController',
  'StatefulSet',
];

/** Every object some machine acts for: Pods first, then the network, then controllers. */
function objectsOf(log: StateLog): string[] {
  const rank = (o: string) => {
    const i = KIND_ORDER.indexOf(o.split('/')[0]!);
    return i < 0 ? KIND_ORDER.length : i;
  };
  const seen = [...new Set(log.actors.map((a) => a.object))];
  return seen.sort((a, b) => rank(a) - rank(b));
}

export function StatechartPanel({ trace, inPlace = false }: { trace: Trace; inPlace?: boolean }) {
  const store = useStoreApi();
  const log = useAppStore((s) => s.states);
  const pick = useAppStore((s) => s.chartPick);
  const lang = useAppStore((s) => s.lang);
  const w = statechartWords(lang);
  const target = useMemo((): ChartTarget | null => {
    const focus = focusPod(trace);
    if (pick) return targetOfPick(trace, pick, focus);
    return focus ? { object: focus, part: 'pod' } : null;
  }, [trace, pick]);
  const objects = useMemo(() => (log ? objectsOf(log) : []), [log]);
  const picked = log && target ? pickActor(log, target) : null;
  const actor = picked?.actor ?? null;

  return (
    <section
      className={`statechart${inPlace ? ' in-place' : ''}`}
      aria-label={w('region')}
      data-testid="statechart"
    >
      <div className="sc-bar">
        <h2>{w('region')}</h2>
        {log && target && (
          <ObjectPicker objects={objects} object={target.object} label={w('object')} />
        )}
        {log && target && picked && picked.actors.length > 1 && (
          <PartPicker log={log} object={target.object} actors={picked.actors} actor={actor} w={w} />
        )}
        {!inPlace && (
          <button
            type="button"
            className="sc-close"
            aria-label={w('close')}
            title={w('close')}
            onClick={() => store.getState().setChartOpen(false)}
          >
            ×
          </button>
        )}
      </div>
      {!log ? (
        <p className="empty">{w('recording')}</p>
      ) : actor === null ? (
        <p className="empty">{w('none')}</p>
      ) : (
        <MachineView log={log} actor={actor} trace={trace} inPlace={inPlace} w={w} lang={lang} />
      )}
    </section>
  );
}

/** The object whose machine is drawn: every object some machine acts for. */
function ObjectPicker(props: { objects: string[]; object: string; label: string }) {
  const store = useStoreApi();
  return (
    <label>
      {props.label}{' '}
      <select
        value={props.object}
        onChange={(e) =>
          store.getState().setChartPick({ kind: 'machine', object: e.target.value, part: null })
        }
      >
        {props.objects.map((o) => (
          <option key={o} value={o}>
            {o}
          </option>
        ))}
      </select>
    </label>
  );
}

/** Which of the object's machines (a Pod: the Pod object, its pod worker, each container). */
function PartPicker(props: {
  log: StateLog;
  object: string;
  actors: readonly number[];
  actor: number | null;
  w: StatechartT;
}) {
  const { log, object, actors, actor, w } = props;
  const store = useStoreApi();
  return (
    <fieldset className="sc-parts">
      <legend>{w('machine')}</legend>
      {actors.map((a) => {
        const part = partOf(log, a);
        return (
          <label key={a}>
            <input
              type="radio"
              name="sc-part"
              checked={a === actor}
              onChange={() => store.getState().setChartPick({ kind: 'machine', object, part })}
            />
            {partName(part, w)}
          </label>
        );
      })}
    </fieldset>
  );
}
