// Trace → what the swimlane draws, as a pure function (unit-tested, memoised per trace):
// a row per component lane with its event marks, a bar per Pod with phase segments, and
// traffic bins at the trace's 100 ms resolution. The timeline reads the trace only, never the simulation.
import { glyphOf } from '../story/glyphs.ts';
import { storyWindow } from '../story/window.ts';
import { LANES, type Lane, type Trace, type TraceEvent } from '../trace/types.ts';
import { hopTitle } from './hopTitles.ts';

export type PodPhase = 'Pending' | 'Running' | 'Terminating' | 'Succeeded' | 'Failed' | 'Removed';

export interface Segment {
  from: number;
  to: number;
  phase: PodPhase;
}

export interface PodRow {
  pod: string;
  createdAt: number;
  segments: Segment[];
  /** Indexes into trace.events of the events about this pod (not traffic). */
  marks: number[];
}

export interface LaneRow {
  lane: Lane;
  /**
   * What the row is labelled: the lane, `kube-proxy node-a` (one row per node), or a hop's
   * name as its project writes it (`Envoy Gateway` for the `envoy-gateway` lane).
   */
  label: string;
  /** Indexes into trace.events, in time order. */
  marks: number[];
  /** A grouped layout's (laneGroups.ts) header row of a group; folded, its summary. */
  group?: GroupHead;
  /** A grouped layout's per-node row (kubelet, container, kube-proxy): its node. */
  node?: string;
}

/** A lane group's header row (laneGroups.ts). */
export interface GroupHead {
  /** `control`, `node:<name>`, `path`: the store keeps the folded ones by it. */
  key: string;
  kind: 'control' | 'node' | 'path';
  /** The node of a node group. */
  node?: string;
  /** Rows in the group; folded, the header row carries all their marks. */
  rows: number;
  folded: boolean;
}

export interface TrafficBin {
  t: number;
  served: number;
  failed: number;
}

export interface Layout {
  durationMs: number;
  lanes: LaneRow[];
  /** Sorted by creation time. */
  pods: PodRow[];
  /** `Pod/name` → index into `pods`. */
  podIndex: Map<string, number>;
  /** One bin per TRAFFIC_BIN_MS window that saw traffic, in time order. */
  traffic: TrafficBin[];
  /** The busiest bin (served + failed), the traffic chart's full height; at least 1. */
  maxBin: number;
  /** The row labels' column when narrower than LABEL_W (a phone: narrowChart.ts). */
  labelW?: number;
  /**
   * A grouped layout's row of each event by its position in the trace, -1 for none
   * (laneGroups.ts): rows there split by node.
   */
  rowAt?: Int32Array;
  /** A grouped layout's node of each Pod (`Pod/name` → node). */
  podNodes?: ReadonlyMap<string, string>;
}

/** The lanes drawn as rows, in the order a person reads the story. */
const LANE_ORDER = LANES.filter((l) => l !== 'traffic');

/** The traffic chart's bin: the trace's RequestsServed window (contract §3, trace version 2). */
export const TRAFFIC_BIN_MS = 100;

/** kube-proxy rows drawn one per node up to this many nodes; beyond, one row for all. */
export const MAX_PROXY_ROWS = 6;

function phaseAfter(e: TraceEvent, current: PodPhase): PodPhase | null {
  switch (e.type) {
    case 'PodPhaseChanged': {
      const p = e.data.phase;
      if (p === 'Succeeded' || p === 'Failed') return p;
      return current === 'Terminating' ? null : p === 'Running' ? 'Running' : null;
    }
    case 'PodReady':
      // Ready implies Running, even in a trace that leaves the phase change out.
      return current === 'Pending' ? 'Running' : null;
    case 'DeletionRequested':
      return current === 'Succeeded' || current === 'Failed' ? null : 'Terminating';
    case 'PodRemoved':
      return 'Removed';
    default:
      return null;
  }
}

/** Counts a traffic event into its 100 ms bin. */
function binTraffic(traffic: TrafficBin[], e: TraceEvent): void {
  const i = Math.floor(e.t / TRAFFIC_BIN_MS);
  const bin = (traffic[i] ??= { t: i * TRAFFIC_BIN_MS, served: 0, failed: 0 });
  if (e.type === 'RequestsServed') bin.served += e.data.count;
  else if (e.type === 'RequestFailed') bin.failed++;
}

/** Marks event `i` on its Pod's row (made at its first event) and moves the row's phase. */
function markPod(pods: Map<string, PodRow>, e: TraceEvent, i: number, durationMs: number): void {
  let row = pods.get(e.object);
  if (!row) {
    row = {
      pod: e.object.slice(4),
      createdAt: e.t,
      segments: [{ from: e.t, to: durationMs, phase: 'Pending' }],
      marks: [],
    };
    pods.set(e.object, row);
  }
  row.marks.push(i);
  const last = row.segments[row.segments.length - 1]!;
  const next = phaseAfter(e, last.phase);
  if (next && next !== last.phase && last.phase !== 'Removed') {
    last.to = e.t;
    if (next !== 'Removed') row.segments.push({ from: e.t, to: durationMs, phase: next });
    else row.segments.push({ from: e.t, to: e.t, phase: 'Removed' });
  }
}

/**
 * The component lanes in LANE_ORDER. kube-proxy gets a row per node: each node's rules
 * catch up on their own. A big cluster gets one row for all of them, so the component lanes
 * still fit on a screen.
 */
function componentRows(
  lanes: ReadonlyMap<Lane, number[]>,
  proxyNodes: ReadonlyMap<string, number[]>,
): LaneRow[] {
  const perNode = proxyNodes.size > 0 && proxyNodes.size <= MAX_PROXY_ROWS;
  return LANE_ORDER.filter((l) => lanes.has(l)).flatMap((lane): LaneRow[] =>
    lane === 'kube-proxy' && perNode
      ? [...proxyNodes].map(([node, marks]) => ({ lane, label: `kube-proxy ${node}`, marks }))
      : [
          {
            lane,
            label:
              lane === 'kube-proxy' && proxyNodes.size > 0
                ? `kube-proxy (${proxyNodes.size} nodes)`
                : hopTitle(lane),
            marks: lanes.get(lane)!,
          },
        ],
  );
}

const pushTo = <K>(m: Map<K, number[]>, key: K, i: number): void => {
  let list = m.get(key);
  if (!list) m.set(key, (list = []));
  list.push(i);
};

/** Events laid out between two of a big run's yields (a few tens of ms: ui/prepareTrace.ts). */
export const LAYOUT_STEP = 25_000;

/**
 * layoutTrace in steps: yields after each LAYOUT_STEP events, so that a big run's
 * preparation can give the page its turn between them; returns the layout.
 */
export function* layoutSteps(trace: Trace): Generator<void, Layout> {
  const lanes = new Map<Lane, number[]>();
  const proxyNodes = new Map<string, number[]>();
  const pods = new Map<string, PodRow>();
  const traffic: TrafficBin[] = [];
  const events = trace.events;
  for (let i = 0; i < events.length; i++) {
    if (i > 0 && i % LAYOUT_STEP === 0) yield;
    const e = events[i]!;
    // A status write reports on what the other events did: no mark of its own.
    if (e.type === 'WorkloadStatus') continue;
    if (e.lane === 'traffic') {
      binTraffic(traffic, e);
      continue;
    }
    // A status line restates the events before it (kubectl's view): the narration shows it.
    if (e.type === 'PodStatus') continue;
    pushTo(lanes, e.lane, i);
    if (e.type === 'ProxyRulesUpdated') pushTo(proxyNodes, e.data.node, i);
    if (e.object.startsWith('Pod/')) markPod(pods, e, i, trace.durationMs);
  }
  for (const row of pods.values()) {
    row.segments = row.segments.filter((s) => s.to > s.from || s.phase === 'Removed');
  }
  const podRows = [...pods.values()].sort((a, b) => a.createdAt - b.createdAt);
  const bins = traffic.filter(Boolean);
  let maxBin = 1;
  for (const b of bins) maxBin = Math.max(maxBin, b.served + b.failed);
  return {
    durationMs: trace.durationMs,
    lanes: componentRows(lanes, proxyNodes),
    pods: podRows,
    podIndex: new Map(podRows.map((p, i) => [`Pod/${p.pod}`, i])),
    traffic: bins,
    maxBin,
  };
}

/** Runs a computation in steps (a generator) to its end, at once. */
export function runSteps<T>(steps: Generator<void, T>): T {
  for (;;) {
    const next = steps.next();
    if (next.done) return next.value;
  }
}

export function layoutTrace(trace: Trace): Layout {
  return runSteps(layoutSteps(trace));
}

const layouts = new WeakMap<Trace, Layout>();

/** layoutTrace, once per trace (the swimlane and the presenter's keys share it). */
export function layoutOf(trace: Trace): Layout {
  return runSteps(layoutOfSteps(trace));
}

/** layoutOf in steps (a big run's preparation yields between them). */
export function* layoutOfSteps(trace: Trace): Generator<void, Layout> {
  let l = layouts.get(trace);
  if (!l) layouts.set(trace, (l = yield* layoutSteps(trace)));
  return l;
}

/**
 * The lane row event `e` (at `index` in the trace) is drawn in (kube-proxy events go to
 * their node's row), or -1.
 */
export function laneRowOf(layout: Layout, e: TraceEvent, index: number): number {
  if (layout.rowAt) return layout.rowAt[index] ?? -1;
  if (e.lane === 'kube-proxy' && e.type === 'ProxyRulesUpdated') {
    const label = `kube-proxy ${e.data.node}`;
    const i = layout.lanes.findIndex((l) => l.label === label);
    if (i >= 0) return i;
  }
  return layout.lanes.findIndex((l) => l.lane === e.lane);
}

/** The phase segment of a pod row at time `t`, if the pod existed then. */
export function segmentAt(row: PodRow, t: number): Segment | undefined {
  return row.segments.find((s) => s.phase !== 'Removed' && s.from <= t && t < s.to);
}

/** The index of the last event at or before `t` in `marks` (binary search), or -1. */
export function lastAtOrBefore(trace: Trace, marks: readonly number[], t: number): number {
  let lo = 0;
  let hi = marks.length - 1;
  let found = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (trace.events[marks[mid]!]!.t <= t) {
      found = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return found;
}

const folded = new WeakMap<Trace, Layout>();

/**
 * The layout presenter mode draws: lanes where nothing of the story happens (no major
 * glyph inside the story window: only Kubernetes Events, bookkeeping or start-up) fold
 * away, so the rest can be large.
 */
export function foldedLayoutOf(trace: Trace): Layout {
  let l = folded.get(trace);
  if (!l) {
    const all = layoutOf(trace);
    const [from, to] = storyWindow(trace);
    const telling = (i: number): boolean => {
      const e = trace.events[i]!;
      return e.t >= from && e.t <= to && glyphOf(e).major;
    };
    const lanes = all.lanes.filter((lane) => lane.marks.some(telling));
    folded.set(trace, (l = { ...all, lanes }));
  }
  return l;
}
