// One actor's machine: laid out (ELK, on first use), drawn, lit at the playhead, with a
// line under it saying where it is, since when, and by which transitions — their events,
// guards and the Kubernetes functions they follow. The lit state is kept in view.
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useAppStore, useStoreApi } from '../../store/useAppStore.ts';
import type { Lang } from '../../store/lang.ts';
import { entryTime, litAt } from '../../statechart/lit.ts';
import type { StateLog } from '../../statechart/stateLog.ts';
import { partOf } from '../../statechart/targets.ts';
import type { Trace } from '../../trace/types.ts';
import { diagramOf, type DiagramWords } from './diagram.ts';
import { downloadStatechart } from './exportStatechart.ts';
import { layoutChart, type LaidOut } from './layoutChart.ts';
import { measureText } from './measureText.ts';
import { NowLine } from './NowLine.tsx';
import { StatechartDiagram } from './StatechartDiagram.tsx';
import { useStateSteps } from './useStateSteps.ts';
import { useBoxWidth, useRoom } from './useBoxWidth.ts';
import { partName, type StatechartT } from './statechartWords.ts';

const secs = (ms: number): string => `${(ms / 1000).toFixed(1)} s`;

/**
 * The drawing's scale: the panel's width (in place of the lanes, the room on screen too),
 * but never so small the labels cannot be read; the box scrolls what does not fit.
 */
function scaleFor(laid: LaidOut, width: number, room: number | null): number {
  const fit = (width - 4) / laid.width;
  if (room === null) return Math.max(0.85, Math.min(1.2, fit));
  return Math.max(0.75, Math.min(2, fit, (room - 4) / laid.height));
}

export function MachineView(props: {
  log: StateLog;
  actor: number;
  trace: Trace;
  inPlace: boolean;
  w: StatechartT;
  lang: Lang;
}) {
  const { log, actor, trace, inPlace, w, lang } = props;
  const store = useStoreApi();
  const timeMs = useAppStore((s) => s.timeMs);
  const asking = useAppStore((s) => s.presenter && s.curtain && s.chartInPlace);
  const info = log.actors[actor]!;
  const graph = log.machines[info.machine]!;
  const words: DiagramWords = useMemo(
    () => ({
      after: (delay) => w('after', { delay }),
      always: w('always'),
      anyState: w('anyState'),
    }),
    [w],
  );
  const diagram = useMemo(() => diagramOf(graph, words, measureText), [graph, words]);
  const [boxRef, width] = useBoxWidth();
  useStateSteps(log, actor, inPlace);
  const room = useRoom(boxRef, inPlace);
  const [laid, setLaid] = useState<{ key: string; laid: LaidOut } | null>(null);
  // The box's shape chooses the direction it is laid out in (in place of the lanes, the room
  // on screen too): a new shape, a new layout.
  const size = `${Math.round(width / 200)}x${inPlace ? Math.round(room / 150) : 'panel'}`;
  const key = `${graph.id}:${lang}:${size}`;
  useEffect(() => {
    let live = true;
    const h = inPlace ? room : 440;
    void layoutChart(key, diagram, Math.max(400, width), h).then((l) => {
      if (live) setLaid({ key, laid: l });
    });
    return () => {
      live = false;
    };
    // The layout depends on the panel's size only to choose a direction: not re-run on resize.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, diagram]);
  const lit = litAt(log, actor, timeMs);
  const candidates = useMemo(() => {
    if (!asking || !lit) return new Set<number>();
    const out = graph.transitions.flatMap((t, i) =>
      lit.active.has(t.source) && t.targets.length ? [i] : [],
    );
    return new Set(out);
  }, [asking, lit, graph]);
  const litKey = lit ? [...lit.active].join(',') : '';
  const svgRef = useRef<HTMLDivElement>(null);
  // Keep the state just entered in view inside the panel's own scroll box (never the
  // page's): the target of the last transition taken, else the first lit state.
  const entered = lit?.via.length ? graph.transitions[lit.via.at(-1)!]!.targets[0] : undefined;
  const enteredId = entered === undefined ? null : graph.states[entered]!.id;
  useLayoutEffect(() => {
    const box = boxRef.current;
    const leaf =
      (enteredId && box?.querySelector(`[data-state="${enteredId}"]`)) ||
      box?.querySelector('.sc-state.leaf[aria-current]');
    if (!box || !leaf) return;
    const b = box.getBoundingClientRect();
    const r = leaf.getBoundingClientRect();
    if (r.left < b.left || r.right > b.right)
      box.scrollLeft += r.left - b.left - (b.width - r.width) / 2;
    if (r.top < b.top || r.bottom > b.bottom)
      box.scrollTop += r.top - b.top - (b.height - r.height) / 2;
  }, [litKey, enteredId, laid, boxRef]);

  const machineName = partName(partOf(log, actor), w);
  const label = w('diagram', { machine: machineName, object: info.object });
  const ready = laid?.key === key ? laid.laid : null;
  const exportSvg = () => {
    const svg = svgRef.current?.querySelector('svg');
    if (!svg) return;
    const title = w('exportTitle', { machine: machineName, object: info.object, t: secs(timeMs) });
    const file = `podterm-${trace.kubernetesVersion}-${graph.id}-${info.object.replace('/', '-')}.svg`;
    downloadStatechart(svg, title, file, w);
  };
  const seek = (state: number) => {
    const t = entryTime(log, actor, state, timeMs);
    if (t !== null) store.getState().setTime(t);
  };

  return (
    <>
      <div className="sc-tools">
        <span className="sc-machine">{label}</span>
        <button
          type="button"
          onClick={exportSvg}
          title={w('exportSvg')}
          aria-label={w('exportSvg')}
          disabled={!ready}
        >
          SVG
        </button>
      </div>
      <div
        ref={boxRef}
        className="sc-scroll"
        data-testid="statechart-scroll"
        style={inPlace ? { height: room } : undefined}
      >
        <div ref={svgRef}>
          {ready ? (
            <StatechartDiagram
              graph={graph}
              diagram={diagram}
              laid={ready}
              lit={lit}
              candidates={candidates}
              scale={scaleFor(ready, width, inPlace ? room : null)}
              label={label}
              w={w}
              words={words}
              onSeek={seek}
            />
          ) : (
            <p className="empty">{w('laying')}</p>
          )}
        </div>
      </div>
      <NowLine graph={graph} lit={lit} since={info.since} timeMs={timeMs} w={w} words={words} />
    </>
  );
}
