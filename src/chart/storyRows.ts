// Where the focus Pod's spans go: each story row is drawn inside the component lane that
// owns that state (the Pod object on api-server, containers on container, the endpoint on
// endpoints, each node's rules on its kube-proxy row, each hop's list on the hop's own row, the
// replacement on its controller's).
import type { Lane, Trace, TraceEventOf } from '../trace/types.ts';
import type { Span, SpanRow } from '../story/spans.ts';
import type { Layout } from './layout.ts';

export interface LaneSpan extends Span {
  /** Which of the lane's `subs` horizontal bands (several containers share one lane). */
  sub: number;
  subs: number;
}

const OWNER_LANE: Record<string, Lane> = {
  ReplicaSet: 'replicaset-controller',
  ReplicationController: 'replicaset-controller',
  StatefulSet: 'statefulset-controller',
  DaemonSet: 'daemonset-controller',
  Job: 'job-controller',
};

function laneIndex(layout: Layout, trace: Trace, row: SpanRow): number {
  const ref = row.ref;
  // A grouped layout's header rows hold no spans; its per-node rows hold their node's.
  const lanes = layout.lanes.map((l) => (l.group ? null : l));
  const find = (f: (l: Layout['lanes'][number]) => boolean) => lanes.findIndex((l) => !!l && f(l));
  switch (ref.kind) {
    case 'pod':
      return find((l) => l.lane === 'api-server');
    case 'container': {
      const node = layout.podNodes?.get(ref.pod);
      const own = find((l) => l.lane === 'container' && l.node === node);
      return own >= 0 ? own : find((l) => l.lane === 'container');
    }
    case 'endpoint':
      return find((l) => l.lane === 'endpoints');
    case 'proxy':
      return find((l) => l.label === `kube-proxy ${ref.node}`);
    case 'hop':
      return find((l) => l.lane === ref.hop);
    case 'replacement': {
      const created = trace.events.find(
        (e): e is TraceEventOf<'PodCreated'> => e.type === 'PodCreated' && e.object === ref.pod,
      );
      const owner = created?.data.owner;
      const kind = typeof owner === 'string' ? owner.split('/')[0]! : '';
      const lane = OWNER_LANE[kind];
      return lane ? find((l) => l.lane === lane) : -1;
    }
  }
}

/** The spans of each lane row (index into layout.lanes), containers stacked in bands. */
export function spansByLane(
  trace: Trace,
  layout: Layout,
  rows: SpanRow[],
): Map<number, LaneSpan[]> {
  const out = new Map<number, LaneSpan[]>();
  const placed = rows
    .map((row) => ({ row, lane: laneIndex(layout, trace, row) }))
    .filter((r) => r.lane >= 0);
  for (const { row, lane } of placed) {
    const sharing = placed.filter((p) => p.lane === lane);
    const sub = sharing.findIndex((p) => p.row === row);
    const list = out.get(lane) ?? [];
    for (const s of row.spans) list.push({ ...s, sub, subs: sharing.length });
    out.set(lane, list);
  }
  return out;
}
