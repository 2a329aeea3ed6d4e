// The story window and the failure bands, read off real runs of the presets.
import { describe, expect, it } from 'vitest';
import { presetTrace } from '../helpers/presets.ts';
import { failureBands } from '../../../src/story/failures.ts';
import { isWholeRun, storyWindow } from '../../../src/story/window.ts';
import type { Trace } from '../../../src/trace/types.ts';

const preset = presetTrace;

describe('the story window', () => {
  it('opens the default preset on 9–13 s: the deletion at 10 s to the last kube-proxy update', () => {
    const trace = preset('default');
    expect(storyWindow(trace)).toEqual([9000, 13_000]);
    expect(isWholeRun(storyWindow(trace), trace.durationMs)).toBe(false);
  });

  it('covers the whole preStop story: deletion at 10 s, SIGTERM after the 5 s sleep', () => {
    const [from, to] = storyWindow(preset('prestop-sleep'));
    expect(from).toBe(9000);
    expect(to).toBeGreaterThanOrEqual(16_000);
  });

  it('is at least two seconds wide and inside the run', () => {
    const trace: Trace = {
      podterm: 2,
      kubernetesVersion: '1.34',
      durationMs: 5000,
      assumptions: [],
      events: [
        {
          t: 0,
          lane: 'api-server',
          type: 'PodCreated',
          object: 'Pod/a',
          data: { owner: null, node: null, containers: 1 },
        },
      ],
    };
    expect(storyWindow(trace)).toEqual([0, 2000]);
  });
});

describe('failure bands', () => {
  it('gathers the default preset’s refused requests into one band with the refusing Pod', () => {
    const trace = preset('default');
    const bands = failureBands(trace);
    expect(bands).toHaveLength(1);
    const [band] = bands;
    expect(band!.from).toBeGreaterThanOrEqual(10_000);
    expect(band!.to).toBeLessThan(11_200);
    expect(band!.count).toBe(trace.events.filter((e) => e.type === 'RequestFailed').length);
    expect(band!.byCause).toEqual({ 'connection refused': band!.count });
    expect(band!.pods).toHaveLength(1);
  });

  it('finds none where preStop keeps the Pod serving until kube-proxy has caught up', () => {
    expect(failureBands(preset('prestop-sleep'))).toEqual([]);
  });
});
