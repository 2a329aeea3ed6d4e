// The swimlane's pure parts: marks, hit-testing, the step-by-step story, row
// virtualisation and zoom windows — facts on small hand-made traces.
import { scaleLinear } from 'd3';
import { describe, expect, it } from 'vitest';
import { ev, traceOf, deletionAsked } from '../helpers/traceEvent.ts';
import { AXIS_H, LABEL_W, LANE_H, POD_H } from '../../../src/chart/geometry.ts';
import { describeHit, hitTest } from '../../../src/ui/timeline/hitTest.ts';
import { laneRowOf, layoutTrace } from '../../../src/chart/layout.ts';
import { nearestMark, tickPaths, trafficPaths } from '../../../src/chart/marks.ts';
import { rowWindow } from '../../../src/ui/timeline/PodLayer.tsx';
import { stepAt, storyOf } from '../../../src/chart/story.ts';
import { zoomedView } from '../../../src/chart/view.ts';

const trace = traceOf(
  [
    ev(0, 'api-server', 'PodCreated', 'Pod/a', { owner: null, node: null, containers: 1 }),
    ev(1000, 'kubelet', 'PodReady', 'Pod/a', {}),
    ev(2000, 'kube-proxy', 'ProxyRulesUpdated', 'Node/n1', {
      node: 'n1',
      service: 'web',
      endpoints: 1,
      fallback: false,
    }),
    ev(2000, 'kube-proxy', 'ProxyRulesUpdated', 'Node/n2', {
      node: 'n2',
      service: 'web',
      endpoints: 1,
      fallback: false,
    }),
    deletionAsked(10_000, 'Pod/a'),
    ev(10_000, 'kubelet', 'KubeEvent', 'Pod/a', {
      reason: 'Killing',
      message: 'Stopping container c',
      eventType: 'Normal',
      source: 'kubelet',
    }),
    ev(10_000, 'traffic', 'RequestFailed', 'Service/web', {
      pod: 'a',
      reason: 'connection refused',
    }),
    ev(40_000, 'kubelet', 'SignalSent', 'Pod/a', {
      container: 'c',
      signal: 'SIGKILL',
      gracePeriodSeconds: 0,
    }),
  ],
  { kubernetesVersion: '1.34' },
);
// 60 s over 600 px: 10 ms a pixel.
const x = scaleLinear()
  .domain([0, 60_000])
  .range([LABEL_W, LABEL_W + 6000]);

describe('layout', () => {
  const l = layoutTrace(trace);
  it('counts a Ready pod as Running even without a phase change', () => {
    expect(l.pods[0]!.segments.map((s) => s.phase)).toEqual(['Pending', 'Running', 'Terminating']);
  });
  it('gives kube-proxy a row per node and finds an event’s row', () => {
    expect(l.lanes.map((r) => r.label)).toEqual([
      'api-server',
      'kubelet',
      'kube-proxy n1',
      'kube-proxy n2',
    ]);
    expect(laneRowOf(l, trace.events[3]!, 3)).toBe(3);
    expect(l.podIndex.get('Pod/a')).toBe(0);
  });
  it('folds kube-proxy into one row on a big cluster', () => {
    const events = Array.from({ length: 10 }, (_, i) =>
      ev(i, 'kube-proxy', 'ProxyRulesUpdated', `Node/n${i}`, {
        node: `n${i}`,
        service: 'web',
        endpoints: 1,
        fallback: false,
      }),
    );
    expect(layoutTrace({ ...trace, events }).lanes.map((r) => r.label)).toEqual([
      'kube-proxy (10 nodes)',
    ]);
  });
});

describe('marks', () => {
  it('draws one tick per pixel column, kills apart', () => {
    const l = layoutTrace(trace);
    const p = tickPaths(trace, l.lanes[1]!.marks, x, 0, 10);
    expect(p.normal.match(/M/g)).toHaveLength(2); // PodReady, Killing
    expect(p.alert).toBe(`M${LABEL_W + 4000},0V10`); // SIGKILL at 40 s, half-pixel rounded
  });
  it('stacks failed traffic above served traffic', () => {
    const p = trafficPaths([{ t: 0, served: 3, failed: 1 }], 4, x, 100, 40);
    expect(p.served).toContain('v-30');
    expect(p.failed).toContain(',70h'); // starts where served ends
  });
  it('finds the mark under the pointer within a few pixels', () => {
    const marks = [0, 4, 7];
    expect(nearestMark(trace, marks, x, x(10_000) + 3)).toBe(4);
    expect(nearestMark(trace, marks, x, x(20_000))).toBeNull();
  });
});

describe('hit-testing', () => {
  const l = layoutTrace(trace);
  it('names the event in a lane row, with why when the trace says it', () => {
    const hit = hitTest(trace, l, x, 'lanes', x(40_000), AXIS_H + LANE_H + 5);
    expect(hit).toEqual({ kind: 'event', index: 7 });
    expect(describeHit(trace, hit!)).toMatch(/^40\.0 s: SIGKILL to c/);
  });
  it('tells a pod’s phase between marks', () => {
    const hit = hitTest(trace, l, x, 'pods', x(20_000), POD_H / 2);
    expect(hit && describeHit(trace, hit)).toBe('a: Terminating from 10.0 s to the end of the run');
  });
  it('ignores the label column', () => {
    expect(hitTest(trace, l, x, 'pods', 10, 5)).toBeNull();
  });
});

describe('story', () => {
  const s = storyOf(trace);
  it('groups what happens at each moment, leaving traffic out', () => {
    expect(s.times).toEqual([0, 1000, 2000, 10_000, 40_000]);
    expect(s.groups[3]).toEqual([4, 5]);
  });
  it('finds the last moment at or before the playhead', () => {
    expect(stepAt(s, 9999)).toBe(2);
    expect(stepAt(s, 10_000)).toBe(3);
    expect(stepAt(s, -1)).toBe(-1);
  });
});

describe('virtual rows and zoom windows', () => {
  it('draws only the rows in view, plus overscan', () => {
    const w = rowWindow(100 * POD_H, 20 * POD_H, 2000);
    expect(w.first).toBeGreaterThan(80);
    expect(w.last).toBeLessThan(140);
    expect(rowWindow(0, 20 * POD_H, 5)).toEqual({ first: 0, last: 5 });
  });
  it('zooms around a time, keeping it at the same place on screen', () => {
    expect(zoomedView(null, 60_000, 2, 30_000)).toEqual([15_000, 45_000]);
    expect(zoomedView([0, 20_000], 60_000, 2, 5000)).toEqual([2500, 12_500]);
  });
});
