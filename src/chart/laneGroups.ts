// The lanes in groups, as trace viewers put threads under their process (Perfetto's
// process tracks, the Performance panel's sections): the control plane (API server,
// scheduler, controllers, EndpointSlice); each node with its kubelet, containers and
// kube-proxy; the request path (the hops in front of the Pods). Each group opens with a
// header row that folds it; folded, that row carries every mark of the group (its summary).
// Pure, memoised per trace and folded set; only the editing view groups (presenting, the
// embed and compare keep their own layouts).
import { HOPS } from '../trace/hops.ts';
import type { Lane, Trace, TraceEvent } from '../trace/types.ts';
import {
  LAYOUT_STEP,
  MAX_PROXY_ROWS,
  layoutOf,
  runSteps,
  type GroupHead,
  type LaneRow,
  type Layout,
} from './layout.ts';

/** The store's key of the Pods' group (their rows fold behind a header of their own). */
export const PODS_GROUP = 'pods';

export interface LaneGroup {
  key: string;
  kind: GroupHead['kind'];
  node?: string;
  rows: LaneRow[];
}

/** The lanes a node's kubelet owns: split into one row per node where every Pod has one. */
const PER_NODE: readonly Lane[] = ['kubelet', 'container'];
const PATH = new Set<Lane>(HOPS);

const podNodes = new WeakMap<Trace, Map<string, string>>();

/** `Pod/name` → the node it was bound to (created bound, or scheduled later); once per trace. */
export function podNodesOf(trace: Trace): Map<string, string> {
  return runSteps(podNodesSteps(trace));
}

/** podNodesOf in steps of LAYOUT_STEP events. */
function* podNodesSteps(trace: Trace): Generator<void, Map<string, string>> {
  const hit = podNodes.get(trace);
  if (hit) return hit;
  const out = new Map<string, string>();
  for (let i = 0; i < trace.events.length; i++) {
    if (i > 0 && i % LAYOUT_STEP === 0) yield;
    const e = trace.events[i]!;
    if (e.type === 'PodCreated' && e.data.node) out.set(e.object, e.data.node);
    else if (e.type === 'PodScheduled') out.set(e.object, e.data.node);
  }
  podNodes.set(trace, out);
  return out;
}

function nodeOfEvent(e: TraceEvent, pods: ReadonlyMap<string, string>): string | undefined {
  return e.type === 'ProxyRulesUpdated' ? e.data.node : pods.get(e.object);
}

/**
 * A kubelet or container row split by node, or null when some mark has no node; in steps
 * of LAYOUT_STEP marks (a row of a run at the event cap has hundreds of thousands).
 */
function* splitByNode(
  trace: Trace,
  row: LaneRow,
  pods: ReadonlyMap<string, string>,
): Generator<void, LaneRow[] | null> {
  const byNode = new Map<string, number[]>();
  for (let k = 0; k < row.marks.length; k++) {
    if (k % LAYOUT_STEP === 0) yield; // a row's first step too: none spans two rows
    const i = row.marks[k]!;
    const node = nodeOfEvent(trace.events[i]!, pods);
    if (!node) return null;
    let marks = byNode.get(node);
    if (!marks) byNode.set(node, (marks = []));
    marks.push(i);
  }
  if (byNode.size > MAX_PROXY_ROWS) return null;
  return [...byNode].map(([node, marks]) => ({
    lane: row.lane,
    label: `${row.lane} ${node}`,
    marks,
    node,
  }));
}

const groupsCache = new WeakMap<Trace, readonly LaneGroup[]>();

/** The run's lane rows in their groups, in reading order: control plane, nodes, path. */
export function laneGroupsOf(trace: Trace): readonly LaneGroup[] {
  return runSteps(laneGroupsSteps(trace));
}

/** laneGroupsOf in steps (a big run's preparation yields between). */
export function* laneGroupsSteps(trace: Trace): Generator<void, readonly LaneGroup[]> {
  const hit = groupsCache.get(trace);
  if (hit) return hit;
  const groups = yield* groupsOf(trace);
  groupsCache.set(trace, groups);
  return groups;
}

function* groupsOf(trace: Trace): Generator<void, LaneGroup[]> {
  const pods = yield* podNodesSteps(trace);
  yield;
  const control: LaneRow[] = [];
  const path: LaneRow[] = [];
  const nodes = new Map<string, LaneRow[]>();
  const shared: LaneRow[] = [];
  const toNode = (node: string, row: LaneRow) => {
    let rows = nodes.get(node);
    if (!rows) nodes.set(node, (rows = []));
    rows.push({ ...row, node });
  };
  for (const row of layoutOf(trace).lanes) {
    if (PATH.has(row.lane)) path.push(row);
    else if (row.lane === 'kube-proxy') {
      // kube-proxy rows are per node already (layout.ts), unless the cluster is big.
      const node = row.label.startsWith('kube-proxy ') ? row.label.slice(11) : '';
      if (node && !node.startsWith('(')) toNode(node, row);
      else shared.push(row);
    } else if (PER_NODE.includes(row.lane)) {
      const split = yield* splitByNode(trace, row, pods);
      if (split) for (const r of split) toNode(r.node!, r);
      else shared.push(row);
    } else control.push(row);
  }
  const groups: LaneGroup[] = [];
  if (control.length > 0) groups.push({ key: 'control', kind: 'control', rows: control });
  for (const node of [...nodes.keys()].sort())
    groups.push({ key: `node:${node}`, kind: 'node', node, rows: nodes.get(node)! });
  // Rows that could not be told apart by node (a big cluster) make one group of all nodes.
  if (shared.length > 0) groups.push({ key: 'nodes', kind: 'node', rows: shared });
  if (path.length > 0) groups.push({ key: 'path', kind: 'path', rows: path });
  return groups;
}

/**
 * The member row a status line (an event drawn as no mark) belongs to: the first row of its
 * lane that is its node's or no node's, else the first of its lane. Indexed once per layout:
 * a search of the rows for each event took seconds on a run at the event cap (1,000 nodes,
 * two rows each, a million events).
 */
function homeRows(rows: readonly LaneRow[]) {
  /** Per lane: the first row, the first row with no node, and the first row of each node. */
  const byLane = new Map<Lane, { first: number; noNode: number; byNode: Map<string, number> }>();
  rows.forEach((r, i) => {
    let at = byLane.get(r.lane);
    if (!at) byLane.set(r.lane, (at = { first: i, noNode: Infinity, byNode: new Map() }));
    if (!r.node) at.noNode = Math.min(at.noNode, i);
    else if (!at.byNode.has(r.node)) at.byNode.set(r.node, i);
  });
  return (e: TraceEvent, node: string | undefined): number => {
    const at = byLane.get(e.lane);
    if (!at) return -1;
    const own = node === undefined ? Infinity : (at.byNode.get(node) ?? Infinity);
    const i = Math.min(own, at.noNode);
    return i === Infinity ? at.first : i;
  };
}

/**
 * The grouped layout's prepared index, the same whatever is folded: the member rows (every
 * group's rows, in reading order) and each event's home among them by its position in the
 * trace (-1: none — traffic, or a lane with no row). A mark's home is the row that draws it
 * (the last, were it in two); a status line's is its lane's row for its node (homeRows).
 * Typed and by position: a Map keyed by each of a million events cost seconds and garbage.
 */
export interface MemberIndex {
  members: readonly LaneRow[];
  home: Int32Array;
}

const memberCache = new WeakMap<Trace, MemberIndex>();

export function memberIndexOf(trace: Trace): MemberIndex {
  return runSteps(memberIndexSteps(trace));
}

/** memberIndexOf in steps of LAYOUT_STEP events (a big run's preparation yields between). */
export function* memberIndexSteps(trace: Trace): Generator<void, MemberIndex> {
  const hit = memberCache.get(trace);
  if (hit) return hit;
  const members = laneGroupsOf(trace).flatMap((g) => g.rows);
  const home = new Int32Array(trace.events.length).fill(-1);
  members.forEach((r, m) => {
    for (const i of r.marks) home[i] = m;
  });
  const pods = podNodesOf(trace);
  const homeRow = homeRows(members);
  for (let i = 0; i < trace.events.length; i++) {
    if (i > 0 && i % LAYOUT_STEP === 0) yield;
    const e = trace.events[i]!;
    if (e.lane === 'traffic' || home[i]! >= 0) continue;
    home[i] = homeRow(e, nodeOfEvent(e, pods));
  }
  const index = { members, home };
  memberCache.set(trace, index);
  return index;
}

/** The grouped layout with `folded` groups (by key) folded into their header rows. */
export function groupLayout(trace: Trace, folded: readonly string[]): Layout {
  const base = layoutOf(trace);
  const { members, home } = memberIndexOf(trace);
  const lanes: LaneRow[] = [];
  /** Where each member row is drawn: its own row, or its folded group's header. */
  const drawnAt = new Int32Array(members.length);
  let m = 0;
  for (const g of laneGroupsOf(trace)) {
    const shut = folded.includes(g.key);
    const marks = shut ? g.rows.flatMap((r) => r.marks).sort((a, b) => a - b) : [];
    const head: GroupHead = { key: g.key, kind: g.kind, rows: g.rows.length, folded: shut };
    if (g.node) head.node = g.node;
    const headRow = lanes.length;
    lanes.push({ lane: g.rows[0]!.lane, label: `group:${g.key}`, marks, group: head });
    for (const r of g.rows) {
      drawnAt[m++] = shut ? headRow : lanes.length;
      if (!shut) lanes.push(r);
    }
  }
  const rowAt = new Int32Array(home.length);
  for (let i = 0; i < home.length; i++) rowAt[i] = home[i]! < 0 ? -1 : drawnAt[home[i]!]!;
  return { ...base, lanes, rowAt, podNodes: podNodesOf(trace) };
}

const cache = new WeakMap<Trace, { key: string; layout: Layout }>();

/** groupLayout, once per trace and folded set. */
export function groupedLayoutOf(trace: Trace, folded: readonly string[]): Layout {
  const key = [...folded].sort().join('\n');
  const hit = cache.get(trace);
  if (hit?.key === key) return hit.layout;
  const layout = groupLayout(trace, folded);
  cache.set(trace, { key, layout });
  return layout;
}
