// One actor's machine: laid out (ELK, on first use), drawn, lit at the playhead, with a
// line under it saying where it is, since when, and by which transitions — their events,
// guards and the Kubernetes functions they follow. The lit state is kept in view.
import { secondsLabel } from '../../trace/units.ts';
import {
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
  type RefObject,
} from 'react';
import { useAppStore, useStoreApi } from '../../store/useAppStore.ts';
import type { Lang } from '../../store/lang.ts';
import type { MachineGraph } from '../../statechart/graph.ts';
import { entryTime, litAt, type Lit } from '../../statechart/lit.ts';
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
  const info = log.actors[actor]!;
  const graph = log.machines[info.machine]!;
  const words = useDiagramWords(w, lang);
  useStateSteps(log, actor, inPlace);
  const { boxRef, height, ready, scale } = useDrawing(graph, words, lang, inPlace);
  const lit = litAt(log, actor, timeMs);
  const candidates = useCandidates(graph, lit);
  useLitInView(boxRef, graph, lit, ready);
  const svgRef = useRef<HTMLDivElement>(null);
  const machineName = partName(partOf(log, actor), w);
  const label = w('diagram', { machine: machineName, object: info.object });
  const seek = (state: number) => {
    const t = entryTime(log, actor, state, timeMs);
    if (t !== null) store.getState().setTime(t);
  };

  return (
    <>
      <MachineTools
        label={label}
        inPlace={inPlace}
        w={w}
        svgRef={ready ? svgRef : null}
        {...exportNames(w, trace, graph.id, info.object, machineName, timeMs)}
      />
      <DrawingBox boxRef={boxRef} svgRef={svgRef} height={inPlace ? height : null}>
        {ready ? (
          <StatechartDiagram
            graph={graph}
            diagram={ready.diagram}
            laid={ready}
            lit={lit}
            candidates={candidates}
            scale={scale}
            label={label}
            w={w}
            onSeek={seek}
          />
        ) : (
          <p className="empty">{w('laying')}</p>
        )}
      </DrawingBox>
      <NowLine graph={graph} lit={lit} since={info.since} timeMs={timeMs} w={w} words={words} />
    </>
  );
}

/** The SVG file's title and name: the machine, its object, the moment, the version. */
const exportNames = (
  w: StatechartT,
  trace: Trace,
  machine: string,
  object: string,
  machineName: string,
  timeMs: number,
) => ({
  title: w('exportTitle', { machine: machineName, object, t: secondsLabel(timeMs) }),
  file: `podterm-${trace.kubernetesVersion}-${machine}-${object.replace('/', '-')}.svg`,
});

/** The panel's own scroll box around the drawing (as high as the room when in place). */
function DrawingBox(props: {
  boxRef: RefObject<HTMLDivElement | null>;
  svgRef: RefObject<HTMLDivElement | null>;
  height: number | null;
  children: ReactNode;
}) {
  const { boxRef, svgRef, height, children } = props;
  return (
    <div
      ref={boxRef}
      className="sc-scroll"
      data-testid="statechart-scroll"
      style={height === null ? undefined : { height }}
    >
      <div ref={svgRef}>{children}</div>
    </div>
  );
}

/** The bar over the drawing: which machine of which object, the wide toggle, the SVG export
 *  of the drawing in `svgRef` (disabled, null, while the machine is laid out). */
function MachineTools(props: {
  label: string;
  inPlace: boolean;
  w: StatechartT;
  svgRef: RefObject<HTMLDivElement | null> | null;
  title: string;
  file: string;
}) {
  const { label, inPlace, w, svgRef, title, file } = props;
  const exportSvg = () => {
    const svg = svgRef?.current?.querySelector('svg');
    if (svg) downloadStatechart(svg, title, file, w);
  };
  return (
    <div className="sc-tools">
      <span className="sc-machine">{label}</span>
      {!inPlace && <WideToggle title={w('wideHint')} text={w('wide')} />}
      <button
        type="button"
        onClick={exportSvg}
        title={w('exportSvg')}
        aria-label={w('exportSvg')}
        disabled={!svgRef}
      >
        SVG
      </button>
    </div>
  );
}

/** While the room predicts (presenting, curtain down, the chart in place of the lanes): the
 *  transitions out of the lit states, dashed. Else none. */
function useCandidates(graph: MachineGraph, lit: Lit | null): ReadonlySet<number> {
  const asking = useAppStore((s) => s.presenter && s.curtain && s.chartInPlace);
  return useMemo(() => {
    if (!asking || !lit) return new Set<number>();
    const out = graph.transitions.flatMap((t, i) =>
      lit.active.has(t.source) && t.targets.length ? [i] : [],
    );
    return new Set(out);
  }, [asking, lit, graph]);
}

/** The diagram's words in the reader's language: delays and guards by the machines' names. */
function useDiagramWords(w: StatechartT, lang: Lang): DiagramWords {
  return useMemo(
    () => ({
      after: (delay) => w('after', { delay: machineWord(lang, delay) }),
      always: w('always'),
      anyState: w('anyState'),
      guard: (name) => machineWord(lang, name),
    }),
    [w, lang],
  );
}

/**
 * The drawing's box (its width measured, its height the room's) and the machine laid out to
 * fit it, with the scale it is drawn at; `ready` null while it is laid out.
 */
function useDrawing(graph: MachineGraph, words: DiagramWords, lang: Lang, inPlace: boolean) {
  const [boxRef, width] = useBoxWidth();
  const height = useRoom(boxRef, inPlace);
  const room = roomOf(width, height, inPlace);
  const ready = useLaidOut(graph, words, lang, room, inPlace);
  return { boxRef, height, ready, scale: ready ? fitIn(ready, room).scale : 1 };
}

/**
 * The machine laid out for the room (ELK, off the render, once the font it is measured in
 * is loaded), or null while it is laid out. The room's shape chooses how: a new shape (to the
 * nearest 100 px), a new layout, so it is not re-run on every pixel.
 */
function useLaidOut(
  graph: MachineGraph,
  words: DiagramWords,
  lang: Lang,
  room: Room,
  inPlace: boolean,
): Layout | null {
  const [laid, setLaid] = useState<{ key: string; laid: Layout } | null>(null);
  const { width, height } = room;
  const size = `${Math.round(width / 100)}x${Math.round(height / 100)}${inPlace ? 'p' : ''}`;
  const key = `${graph.id}:${lang}:${size}`;
  useEffect(() => {
    if (width === 0) return;
    let live = true;
    const measure = measureIn(lang);
    const build = (labelMax: number) => diagramOf(graph, words, measure, labelMax);
    void fontReady(lang)
      .then(() => layoutChart(key, build, room))
      .then((l) => {
        if (live) setLaid({ key, laid: l });
      });
    return () => {
      live = false;
    };
    // The layout depends on the box's size only through `key`: not re-run on every pixel.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return laid?.key === key ? laid.laid : null;
}

/**
 * Keeps the state just entered in view inside the panel's own scroll box (never the page's):
 * the target of the last transition taken, else the first lit state.
 */
function useLitInView(
  boxRef: RefObject<HTMLDivElement | null>,
  graph: MachineGraph,
  lit: Lit | null,
  laid: Layout | null,
): void {
  const litKey = lit ? [...lit.active].join(',') : '';
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
}
