// Lane groups from the lanes: the control plane, each node with its kubelet, container and
// kube-proxy rows, the request path; folding a group leaves one summary row with all its
// marks, and every event still finds the row it is drawn in.
import { describe, expect, it } from 'vitest';
import { groupLayout, laneGroupsOf } from '../../../src/chart/laneGroups.ts';
import { laneRowOf } from '../../../src/chart/layout.ts';
import { spansByLane } from '../../../src/chart/storyRows.ts';
import { storySpans } from '../../../src/story/spans.ts';
import { ev, traceOf, deletionAsked, sigterm } from '../helpers/traceEvent.ts';

const trace = traceOf(
  [
    ev(0, 'api-server', 'PodCreated', 'Pod/a', { owner: null, node: null, containers: 1 }),
    ev(0, 'api-server', 'PodCreated', 'Pod/b', { owner: null, node: 'node-b', containers: 1 }),
    ev(100, 'scheduler', 'PodScheduled', 'Pod/a', { node: 'node-a' }),
    ev(1000, 'container', 'ContainerStarted', 'Pod/a', { container: 'c' }),
    ev(1000, 'container', 'ContainerStarted', 'Pod/b', { container: 'c' }),
    ev(1200, 'kubelet', 'PodPhaseChanged', 'Pod/a', { phase: 'Running', reason: null }),
    ev(1200, 'kubelet', 'PodPhaseChanged', 'Pod/b', { phase: 'Running', reason: null }),
    ev(2000, 'kube-proxy', 'ProxyRulesUpdated', 'Service/web', {
      node: 'node-a',
      service: 'web',
      endpoints: 2,
      fallback: false,
    }),
    ev(2100, 'kube-proxy', 'ProxyRulesUpdated', 'Service/web', {
      node: 'node-b',
      service: 'web',
      endpoints: 2,
      fallback: false,
    }),
    deletionAsked(10_000, 'Pod/a'),
    sigterm(10_100, 'Pod/a'),
    ev(10_200, 'kubelet', 'PodStatus', 'Pod/a', { line: 'a 0/1 Terminating' } as never),
  ],
  { durationMs: 40_000 },
);

describe('laneGroupsOf', () => {
  it('groups the control plane, then each node with its kubelet, container and kube-proxy', () => {
    const groups = laneGroupsOf(trace);
    expect(groups.map((g) => g.key)).toEqual(['control', 'node:node-a', 'node:node-b']);
    expect(groups[0]!.rows.map((r) => r.label)).toEqual(['api-server', 'scheduler']);
    expect(groups[1]!.rows.map((r) => r.label)).toEqual([
      'kubelet node-a',
      'container node-a',
      'kube-proxy node-a',
    ]);
    // Pod/a was scheduled to node-a, Pod/b created bound to node-b.
    expect(groups[1]!.rows[0]!.marks).toEqual([5, 10]);
    expect(groups[2]!.rows[0]!.marks).toEqual([6]);
  });
});

describe('groupLayout', () => {
  it('puts a header row before each group, and each event in its node’s row', () => {
    const l = groupLayout(trace, []);
    expect(l.lanes.map((r) => r.label)).toEqual([
      'group:control',
      'api-server',
      'scheduler',
      'group:node:node-a',
      'kubelet node-a',
      'container node-a',
      'kube-proxy node-a',
      'group:node:node-b',
      'kubelet node-b',
      'container node-b',
      'kube-proxy node-b',
    ]);
    expect(l.lanes[0]!.group).toMatchObject({ key: 'control', folded: false, rows: 2 });
    expect(l.lanes[0]!.marks).toEqual([]);
    expect(laneRowOf(l, trace.events[10]!, 10)).toBe(4); // SIGTERM to Pod/a: kubelet node-a
    expect(laneRowOf(l, trace.events[6]!, 6)).toBe(8); // Pod/b's phase: kubelet node-b
    expect(laneRowOf(l, trace.events[11]!, 11)).toBe(4); // a status line: its Pod's node
  });

  it('folds a group into its header row, which carries all of its marks', () => {
    const l = groupLayout(trace, ['node:node-a']);
    expect(l.lanes.map((r) => r.label)).toEqual([
      'group:control',
      'api-server',
      'scheduler',
      'group:node:node-a',
      'group:node:node-b',
      'kubelet node-b',
      'container node-b',
      'kube-proxy node-b',
    ]);
    expect(l.lanes[3]!.group).toMatchObject({ folded: true, rows: 3 });
    expect(l.lanes[3]!.marks).toEqual([3, 5, 7, 10]);
    expect(laneRowOf(l, trace.events[7]!, 7)).toBe(3);
    expect(laneRowOf(l, trace.events[11]!, 11)).toBe(3);
    expect(laneRowOf(l, trace.events[8]!, 8)).toBe(7);
  });

  it('draws the focus Pod’s container spans in its own node’s row, none in a header', () => {
    const l = groupLayout(trace, []);
    const rows = [...spansByLane(trace, l, storySpans(trace)).keys()];
    expect(rows.every((r) => !l.lanes[r]!.group)).toBe(true);
    const container = rows.find((r) => l.lanes[r]!.lane === 'container');
    if (container !== undefined) expect(l.lanes[container]!.label).toBe('container node-a');
  });
});
