// One actor's machine: laid out (ELK, on first use), drawn, lit at the playhead, with a
// line under it saying where it is, since when, and by which transitions — their events,
// guards and the Kubernetes functions they follow. The lit state is kept in view.
import { secondsLabel } from '../../trace/units.ts';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useAppStore, useStoreApi } from '../../store/useAppStore.ts';
import type { Lang } from '../../store/lang.ts';
import { entryTime, litAt } from '../../statechart/lit.ts';
import type { StateLog } from '../../statechart/stateLog.ts';
import { partOf } from '../../statechart/targets.ts';
import type { Trace } from '../../trace/types.ts';
import { diagramOf, type DiagramWords } from '../../statechart/diagram.ts';
import { downloadStatechart } from './exportStatechart.ts';
import { fitIn, type Room } from '../../statechart/fit.ts';
import { layoutChart, type Layout } from '../../statechart/layoutChart.ts';
import { machineWord } from './machineWords.ts';
import { fontReady, measureIn } from './measureText.ts';
import { NowLine } from './NowLine.tsx';
import { StatechartDiagram } from './StatechartDiagram.tsx';
import { WideToggle } from './WideToggle.tsx';
import { useStateSteps } from './useStateSteps.ts';
import { useBoxWidth, useRoom } from './useBoxWidth.ts';
import { partName, type StatechartT } from './statechartWords.ts';

/**
 * The room the drawing has: the panel's width, and the height of the screen (in place of the
 * lanes, of what is left of it). Presenting, its text is read from the back of the room.
 */
const roomOf = (width: number, height: number, inPlace: boolean): Room =>
  inPlace ? { width, height, cap: 2, floor: 1.1 } : { width, height, cap: 1.2, floor: 1 };

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
      after: (delay) => w('after', { delay: machineWord(lang, delay) }),
      always: w('always'),
      anyState: w('anyState'),
      guard: (name) => machineWord(lang, name),
    }),
    [w, lang],
  );
  const [boxRef, width] = useBoxWidth();
  useStateSteps(log, actor, inPlace);
  const height = useRoom(boxRef, inPlace);
  const [laid, setLaid] = useState<{ key: string; laid: Layout } | null>(null);
  // The box's shape chooses how it is laid out: a new shape, a new layout.
  const size = `${Math.round(width / 100)}x${Math.round(height / 100)}${inPlace ? 'p' : ''}`;
  const key = `${graph.id}:${lang}:${size}`;
  useEffect(() => {
    if (width === 0) return;
    let live = true;
    const measure = measureIn(lang);
    const build = (labelMax: number) => diagramOf(graph, words, measure, labelMax);
    void fontReady(lang)
      .then(() => layoutChart(key, build, roomOf(width, height, inPlace)))
      .then((l) => {
        if (live) setLaid({ key, laid: l });
      });
    return () => {
      live = false;
    };
    // The layout depends on the box's size only through `key`: not re-run on every pixel.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
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
    const title = w('exportTitle', {
      machine: machineName,
      object: info.object,
      t: secondsLabel(timeMs),
    });
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
        {!inPlace && <WideToggle title={w('wideHint')} text={w('wide')} />}
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
        style={inPlace ? { height } : undefined}
      >
        <div ref={svgRef}>
          {ready ? (
            <StatechartDiagram
              graph={graph}
              diagram={ready.diagram}
              laid={ready}
              lit={lit}
              candidates={candidates}
              scale={fitIn(ready, roomOf(width, height, inPlace)).scale}
              label={label}
              w={w}
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
