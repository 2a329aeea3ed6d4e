// Compare: a link carries both variants; the summary counts what a workshop compares.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { decodeCompare, decodeShare } from '../../../src/share/decode.ts';
import { encodeShare } from '../../../src/share/encode.ts';
import { simulateText } from '../../../src/run/simulate.ts';
import { summarize } from '../../../src/ui/compare/summary.ts';
import { bothStories } from '../../../src/ui/compare/onAxis.ts';
import {
  COMPACT_POD_ROWS,
  MIN_COMPACT_SCALE,
  compactFit,
  compactLayoutOf,
  storyLanes,
} from '../../../src/chart/compact.ts';
import { AXIS_H, LANE_H, POD_H, TRAFFIC_H } from '../../../src/chart/geometry.ts';

const preset = (f: string) =>
  readFileSync(join(import.meta.dirname, '../../../src/presets', f), 'utf8');

describe('compare links', () => {
  it('round-trip both texts; a plain link has no variant', () => {
    const link = encodeShare('a: 1\n', 'b: 2\n');
    expect(decodeShare(link)).toEqual({ ok: true, text: 'a: 1\n' });
    expect(decodeCompare(link)).toEqual({ ok: true, text: 'b: 2\n' });
    expect(decodeCompare(encodeShare('a: 1\n'))).toBeNull();
    expect(decodeCompare(`${encodeShare('a: 1\n')}&c=9.xyz`)).toMatchObject({ ok: false });
  });
});

describe('summarize', () => {
  it('counts failed requests, DELETE to SIGKILL and Pods alive at once', () => {
    const noPreStop = summarize(simulateText(preset('rollout-no-prestop.yaml')).trace!);
    const sleep = summarize(simulateText(preset('prestop-sleep.yaml')).trace!);
    expect(noPreStop.failedRequests).toBeGreaterThan(0);
    expect(sleep.failedRequests).toBe(0);
    const ignore = summarize(simulateText(preset('ignore-sigterm.yaml')).trace!);
    expect(ignore.toSigkillMs).toBeGreaterThanOrEqual(30_000);
    expect(ignore.toSigkillMs).toBeLessThan(32_000);
    // Three replicas and the replacement overlap while the deleted Pod drains.
    expect(noPreStop).toMatchObject({ maxPodsAlive: 4, podsCreated: 4, toSigkillMs: null });
  });
});

describe('compare on one screen', () => {
  const noPreStop = simulateText(preset('rolling-update-no-prestop.yaml')).trace!;
  const sleep = simulateText(preset('rolling-update-prestop.yaml')).trace!;

  it('opens on the story of both runs: the preStop run ends later', () => {
    expect(bothStories(noPreStop, null)).toEqual([9000, 17_000]);
    expect(bothStories(noPreStop, sleep)).toEqual([9000, 22_000]);
  });

  it('keeps the same story lanes in both charts, so their rows line up', () => {
    const lanes = storyLanes([noPreStop, sleep]);
    expect(lanes).toEqual([
      'api-server',
      'kubelet',
      'container',
      'endpoints',
      'kube-proxy node-a',
      'kube-proxy node-b',
      'deployment-controller',
    ]);
    const a = compactLayoutOf(noPreStop, lanes);
    const b = compactLayoutOf(sleep, lanes);
    expect(a.lanes.map((l) => l.label)).toEqual(b.lanes.map((l) => l.label));
    expect(compactLayoutOf(noPreStop, lanes)).toBe(a);
    // An unknown lane list keeps every lane rather than drawing none.
    expect(compactLayoutOf(sleep, ['nothing']).lanes).toHaveLength(9);
  });

  it('fits a height: Pod rows while they fit, then none, then a smaller drawing', () => {
    const layout = compactLayoutOf(noPreStop, storyLanes([noPreStop]));
    // The axis, 7 lanes and the traffic chart before any Pod row (and 4 px under them).
    const top = AXIS_H + 7 * LANE_H + TRAFFIC_H;
    expect(compactFit(layout, top + 3 * POD_H + 8)).toEqual({
      scale: 1,
      podRows: COMPACT_POD_ROWS,
    });
    expect(compactFit(layout, top + 10)).toEqual({ scale: 1, podRows: 0 });
    expect(compactFit(layout, top * 0.9).scale).toBeCloseTo((top * 0.9) / (top + 4));
    expect(compactFit(layout, 100).scale).toBe(MIN_COMPACT_SCALE);
  });
});
