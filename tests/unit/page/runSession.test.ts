// The page's run session without a DOM: a fake simulator (answers the test resolves by
// hand, superseding as the real one does) and a fake clock for the debounce.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAppStore, type AppStore } from '../../../src/store/createAppStore.ts';
import {
  DEBOUNCE_MS,
  createRunSession,
  intoVariantB,
  type SessionTimers,
} from '../../../src/page/runSession.ts';
import { hashText } from '../../../src/page/hashText.ts';
import type {
  RunRequestOptions,
  SimulateResult,
  Simulator,
} from '../../../src/worker/simulator.ts';
import type { Trace } from '../../../src/trace/types.ts';

const traceOf = (durationMs: number): Trace => ({
  podterm: 2,
  kubernetesVersion: '1.34',
  durationMs,
  assumptions: [],
  events: [],
});

interface Request {
  text: string;
  options: RunRequestOptions | undefined;
  answer(r: SimulateResult | null): void;
}

/** A simulator whose answers the test gives; a newer request or a cancel supersedes (null). */
class FakeSimulator implements Simulator {
  requests: Request[] = [];
  warmed = 0;
  disposed = 0;
  private pending: Request | null = null;

  run(text: string, options?: RunRequestOptions): Promise<SimulateResult | null> {
    this.pending?.answer(null);
    return new Promise((resolve) => {
      const req: Request = {
        text,
        options,
        answer: (r) => {
          if (this.pending === req) this.pending = null;
          resolve(r);
        },
      };
      this.pending = req;
      this.requests.push(req);
    });
  }
  warm(): void {
    this.warmed++;
  }
  cancel(): boolean {
    if (!this.pending) return false;
    this.pending.answer(null);
    return true;
  }
  dispose(): void {
    this.disposed++;
    this.pending?.answer(null);
  }
  get texts(): string[] {
    return this.requests.map((r) => r.text);
  }
}

const fakeTimers: SessionTimers = {
  now: () => Date.now(),
  setTimeout: (run, ms) => setTimeout(run, ms),
  clearTimeout: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
};

/** Lets the session's awaits run. */
const settle = () => vi.advanceTimersByTimeAsync(0);

let store: AppStore;
let sim: FakeSimulator;
beforeEach(() => {
  vi.useFakeTimers();
  store = createAppStore('a: 1');
  sim = new FakeSimulator();
});
afterEach(() => vi.useRealTimers());

describe('run session', () => {
  it('runs an edit after a pause at once and coalesces a burst of edits into one run', async () => {
    const s = createRunSession(store, sim, { timers: fakeTimers });
    s.edit('t1');
    expect(sim.texts).toEqual(['t1']);
    await vi.advanceTimersByTimeAsync(10);
    s.edit('t12');
    await vi.advanceTimersByTimeAsync(10);
    s.edit('t123');
    await vi.advanceTimersByTimeAsync(DEBOUNCE_MS - 1);
    expect(sim.texts).toEqual(['t1']);
    await vi.advanceTimersByTimeAsync(1);
    expect(sim.texts).toEqual(['t1', 't123']);
  });

  it('drops the older run when a newer edit comes, and shows only the newest', async () => {
    const s = createRunSession(store, sim, { timers: fakeTimers });
    void s.run('old');
    void s.run('new');
    sim.requests[1]!.answer({ trace: traceOf(2000), diagnostics: [] });
    await settle();
    expect(store.getState()).toMatchObject({
      simulating: false,
      traceTextHash: hashText('new'),
    });
    expect(store.getState().trace?.durationMs).toBe(2000);
    // The older answer arriving late is not shown.
    sim.requests[0]!.answer({ trace: traceOf(1000), diagnostics: [] });
    await settle();
    expect(store.getState().trace?.durationMs).toBe(2000);
  });

  it('drops a run whose big trace was still being prepared when a newer one started', async () => {
    let release: () => void = () => {};
    const prepare = vi.fn(
      (t: Trace) =>
        new Promise<void>((resolve) => {
          release = t.durationMs === 1000 ? resolve : () => {};
          if (t.durationMs !== 1000) resolve();
        }),
    );
    const s = createRunSession(store, sim, { timers: fakeTimers, prepare });
    void s.run('first');
    sim.requests[0]!.answer({ trace: traceOf(1000), diagnostics: [] });
    await settle();
    void s.run('second');
    sim.requests[1]!.answer({ trace: traceOf(2000), diagnostics: [] });
    await settle();
    release();
    await settle();
    expect(store.getState().trace?.durationMs).toBe(2000);
  });

  it('reports a long run’s progress in its store, and its Cancel keeps the run on screen', async () => {
    const s = createRunSession(store, sim, { timers: fakeTimers });
    void s.run('one');
    sim.requests[0]!.answer({ trace: traceOf(1000), diagnostics: [] });
    await settle();
    void s.run('long');
    expect(store.getState().simulating).toBe(true);
    const progress = { atMs: 500, endMs: 1000, events: 42 };
    sim.requests[1]!.options?.onProgress?.(progress);
    expect(store.getState().progress).toEqual(progress);
    s.cancel();
    await settle();
    expect(store.getState()).toMatchObject({ simulating: false, progress: null, cancelled: true });
    expect(store.getState().trace?.durationMs).toBe(1000);
  });

  it('prepares a big trace the same way for the playground and for Compare’s B', async () => {
    const prepared: string[] = [];
    const prepare = async (t: Trace) => {
      prepared.push(`${t.durationMs}`);
    };
    const a = createRunSession(store, sim, { timers: fakeTimers, prepare });
    const storeB = createAppStore('');
    const simB = new FakeSimulator();
    const b = createRunSession(storeB, simB, {
      timers: fakeTimers,
      prepare,
      deliver: intoVariantB(store, storeB),
    });
    void a.run('a');
    store.getState().setCompareText('b');
    b.edit('b');
    expect(storeB.getState().simulating).toBe(true);
    sim.requests[0]!.answer({ trace: traceOf(1000), diagnostics: [] });
    simB.requests[0]!.answer({ trace: traceOf(3000), diagnostics: [] });
    await settle();
    expect(prepared).toEqual(['1000', '3000']);
    expect(store.getState().trace?.durationMs).toBe(1000);
    expect(store.getState().compareTrace?.durationMs).toBe(3000);
    expect(storeB.getState().simulating).toBe(false);
  });

  it('puts an error in the store as a diagnostic, the text and the run before it kept', async () => {
    const s = createRunSession(store, sim, {
      timers: fakeTimers,
      prepare: async (t) => {
        if (t.durationMs === 666) throw new Error('layout failed');
      },
    });
    void s.run('good');
    sim.requests[0]!.answer({ trace: traceOf(1000), diagnostics: [] });
    await settle();
    store.getState().setText('bad: [');
    s.edit('bad: [');
    sim.requests[1]!.answer({ trace: traceOf(666), diagnostics: [] });
    await settle();
    const st = store.getState();
    expect(st.text).toBe('bad: [');
    expect(st.diagnostics[0]?.message).toMatch(/layout failed/);
    expect(st).toMatchObject({ stale: true, simulating: false });
    expect(st.trace?.durationMs).toBe(1000);
  });

  it('asks for the statechart log only while the panel is open', async () => {
    const s = createRunSession(store, sim, {
      timers: fakeTimers,
      recordStates: () => store.getState().chartOpen,
    });
    void s.run('x');
    expect(sim.requests[0]!.options?.states).toBe(false);
    store.setState({ chartOpen: true });
    void s.run('x');
    expect(sim.requests[1]!.options?.states).toBe(true);
  });

  it('only warms the worker when the page came with the text’s run', async () => {
    store.getState().setResult(traceOf(1000), [], hashText('a: 1'));
    const s = createRunSession(store, sim, { timers: fakeTimers });
    s.start();
    expect(sim.warmed).toBe(1);
    expect(sim.requests).toEqual([]);
    store.getState().setText('a: 2');
    s.start();
    expect(sim.texts).toEqual(['a: 2']);
  });
});
