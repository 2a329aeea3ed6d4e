// The store: playback arithmetic and stepping, on a fresh store per test.
import { describe, expect, it } from 'vitest';
import { createAppStore } from '../../../src/store/createAppStore.ts';
import type { Trace } from '../../../src/trace/types.ts';
import { ev, traceOf, deletionAsked } from '../helpers/traceEvent.ts';

const trace = traceOf(
  [
    ev(0, 'api-server', 'PodCreated', 'Pod/a', { owner: null, node: null, containers: 1 }),
    ev(5000, 'traffic', 'RequestFailed', 'Service/s', { pod: null, reason: 'no endpoints' }),
    deletionAsked(10_000, 'Pod/a'),
  ],
  { kubernetesVersion: '1.34', durationMs: 20_000 },
);

describe('app store', () => {
  it('advances by wall time × speed and stops at the end', () => {
    const s = createAppStore('x');
    s.getState().setResult(trace, []);
    s.getState().setSpeed(4);
    s.getState().play();
    s.getState().advance(1000);
    expect(s.getState().timeMs).toBe(4000);
    s.getState().advance(10_000);
    expect(s.getState()).toMatchObject({ timeMs: 20_000, playing: false });
  });

  it('steps between events, skipping per-request traffic', () => {
    const s = createAppStore('x');
    s.getState().setResult(trace, []);
    s.getState().step(1);
    expect(s.getState().timeMs).toBe(10_000);
    s.getState().step(-1);
    expect(s.getState().timeMs).toBe(0);
  });

  it('keeps the last trace and marks it stale when the text has errors', () => {
    const s = createAppStore('x');
    s.getState().setResult(trace, []);
    s.getState().setResult(null, [
      { severity: 'error', message: 'bad', line: 1, column: 1, endLine: 1, endColumn: 2 },
    ]);
    expect(s.getState().trace).toBe(trace);
    expect(s.getState().stale).toBe(true);
  });
});

describe('a long run in progress', () => {
  const at = { atMs: 12_000, endMs: 60_000, events: 900 };

  it('shows how far it has got until its result comes', () => {
    const s = createAppStore('x');
    s.getState().startRun();
    s.getState().setProgress(at);
    expect(s.getState()).toMatchObject({ simulating: true, progress: at, cancelled: false });
    s.getState().setResult(trace, []);
    expect(s.getState()).toMatchObject({ simulating: false, progress: null, trace });
    // A report that comes after the result is not shown.
    s.getState().setProgress(at);
    expect(s.getState().progress).toBeNull();
  });

  it('cancelled, keeps the run on screen and says so until the next run', () => {
    const s = createAppStore('x');
    s.getState().setResult(trace, [], 'hash-of-x');
    s.getState().startRun();
    s.getState().setProgress(at);
    s.getState().runCancelled();
    expect(s.getState()).toMatchObject({
      simulating: false,
      progress: null,
      cancelled: true,
      trace,
      traceTextHash: 'hash-of-x',
    });
    s.getState().startRun();
    expect(s.getState().cancelled).toBe(false);
  });
});

describe('the window a run opens on', () => {
  const withAction: Trace = {
    ...trace,
    durationMs: 60_000,
    events: [
      {
        t: 0,
        lane: 'api-server',
        type: 'PodCreated',
        object: 'Pod/a',
        data: { owner: null, node: null, containers: 1 },
      },
      {
        t: 10_000,
        lane: 'api-server',
        type: 'ActionApplied',
        object: 'pod/a',
        data: { action: 'delete', target: 'pod/a' },
      },
      {
        t: 12_400,
        lane: 'kube-proxy',
        type: 'ProxyRulesUpdated',
        object: 'Node/n',
        data: { node: 'n', service: 's', endpoints: 1, fallback: false },
      },
    ],
  };

  it('is the story window, with the playhead at its start', () => {
    const s = createAppStore('x');
    s.getState().setResult(withAction, []);
    expect(s.getState()).toMatchObject({ view: [9000, 13_000], viewMode: 'story', timeMs: 9000 });
  });

  it('shows the whole run when asked, and a new run stays whole', () => {
    const s = createAppStore('x');
    s.getState().setResult(withAction, []);
    s.getState().setView(null);
    s.getState().setResult({ ...withAction }, []);
    expect(s.getState()).toMatchObject({ view: null, viewMode: 'whole' });
    s.getState().showStory();
    expect(s.getState()).toMatchObject({ view: [9000, 13_000], viewMode: 'story' });
  });

  it('keeps a window the user zoomed to across edits', () => {
    const s = createAppStore('x');
    s.getState().setResult(withAction, []);
    s.getState().setView([20_000, 30_000]);
    s.getState().setResult({ ...withAction }, []);
    expect(s.getState()).toMatchObject({ view: [20_000, 30_000], viewMode: 'custom' });
  });
});

describe('compare slice', () => {
  it('edits B in the same editor: which variant it shows, and B’s own problems and run', () => {
    const s = createAppStore('a: 1\n');
    s.getState().setEditing('B');
    expect(s.getState().editing).toBe('A'); // nothing to show as B before comparing
    s.getState().setCompareText('b: 1\n');
    s.getState().setEditing('B');
    expect(s.getState().editing).toBe('B');
    const error = {
      severity: 'error' as const,
      message: 'bad',
      line: 1,
      column: 1,
      endLine: 1,
      endColumn: 2,
    };
    s.getState().setCompareResult(trace, []);
    s.getState().setCompareResult(null, [error]);
    // B's text has errors: its last run stays on screen, with its problem.
    expect(s.getState().compareTrace).toBe(trace);
    expect(s.getState().compareDiagnostics).toEqual([error]);
    expect(s.getState().text).toBe('a: 1\n');
    s.getState().setCompareText(null);
    expect(s.getState()).toMatchObject({
      editing: 'A',
      compareTrace: null,
      compareDiagnostics: [],
    });
  });
});

describe('the statechart panel', () => {
  it('is widened over the editor only while open: closing it brings the editor back', () => {
    const s = createAppStore('x');
    s.getState().setChartOpen(true);
    s.getState().setChartWide(true);
    expect(s.getState().chartWide).toBe(true);
    s.getState().setChartOpen(false);
    expect(s.getState().chartWide).toBe(false);
    s.getState().setChartOpen(true);
    expect(s.getState().chartWide).toBe(false);
  });
  it('opens presenting on the run so far, not on a window the reveal leaves dark', () => {
    const s = createAppStore('x');
    s.getState().setResult(trace, []);
    s.getState().setView([4000, 12_000]);
    s.getState().setTime(4000);
    s.getState().setPresenter(true);
    // The playhead three quarters across, the width kept.
    expect(s.getState().view).toEqual([0, 8000]);
    s.getState().setPresenter(false);
    s.getState().setView([4000, 12_000]);
    s.getState().setTime(9000);
    s.getState().setPresenter(true);
    expect(s.getState().view).toEqual([4000, 12_000]);
  });
});
