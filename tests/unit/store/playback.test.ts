// The store's selection and zoom window, and the playback arithmetic behind them.
import { describe, expect, it } from 'vitest';
import { createAppStore } from '../../../src/store/createAppStore.ts';
import { clampView, nextStepTime } from '../../../src/store/playback.ts';
import { ev, traceOf, deletionAsked, sigterm } from '../helpers/traceEvent.ts';

const trace = traceOf(
  [
    ev(0, 'api-server', 'PodCreated', 'Pod/a', { owner: null, node: null, containers: 1 }),
    deletionAsked(10_000, 'Pod/a'),
    sigterm(10_100, 'Pod/a'),
  ],
  { kubernetesVersion: '1.34' },
);

describe('selection', () => {
  it('selecting an event moves the playhead to it and pauses', () => {
    const s = createAppStore('x');
    s.getState().setResult(trace, []);
    s.getState().play();
    s.getState().select(2);
    expect(s.getState()).toMatchObject({ selected: 2, timeMs: 10_100, playing: false });
  });
  it('stepping, scrubbing or a new trace clear it', () => {
    const s = createAppStore('x');
    s.getState().setResult(trace, []);
    s.getState().select(1);
    s.getState().step(1);
    expect(s.getState()).toMatchObject({ selected: null, timeMs: 10_100 });
    s.getState().select(1);
    s.getState().setTime(5000);
    expect(s.getState().selected).toBeNull();
    s.getState().select(1);
    s.getState().hover(2);
    s.getState().setResult({ ...trace }, []);
    expect(s.getState()).toMatchObject({ selected: null, hovered: null });
  });
  it('ignores an index the trace does not have', () => {
    const s = createAppStore('x');
    s.getState().setResult(trace, []);
    s.getState().select(99);
    expect(s.getState().selected).toBeNull();
  });
});

describe('zoom window', () => {
  it('is kept inside the trace and at least 200 ms wide', () => {
    expect(clampView([55_000, 70_000], trace)).toEqual([45_000, 60_000]);
    expect(clampView([10_000, 10_050], trace)).toEqual([10_000, 10_200]);
    expect(clampView([-5, 70_000], trace)).toBeNull();
  });
  it('survives a new trace only where it still fits', () => {
    const s = createAppStore('x');
    s.getState().setResult(trace, []);
    s.getState().setView([40_000, 50_000]);
    s.getState().setResult({ ...trace, durationMs: 45_000 }, []);
    expect(s.getState().view).toEqual([35_000, 45_000]);
  });
});

describe('stepping', () => {
  it('goes to the next and previous event times, then to the ends', () => {
    expect(nextStepTime(trace, 0, 1)).toBe(10_000);
    expect(nextStepTime(trace, 10_000, 1)).toBe(10_100);
    expect(nextStepTime(trace, 10_100, 1)).toBe(60_000);
    expect(nextStepTime(trace, 10_050, -1)).toBe(10_000);
    expect(nextStepTime(trace, 0, -1)).toBe(0);
  });
});

describe('presenter mode', () => {
  it('moves the laser among the lanes, wrapping around, and leaving clears it', () => {
    const s = createAppStore();
    s.getState().setPresenter(true);
    s.getState().moveLaneFocus(1, 3);
    expect(s.getState().focusLane).toBe(0);
    s.getState().moveLaneFocus(-1, 3);
    expect(s.getState().focusLane).toBe(2);
    s.getState().setCurtain(true);
    s.getState().setPresenter(false);
    expect(s.getState()).toMatchObject({ presenter: false, curtain: false, focusLane: null });
  });
});
