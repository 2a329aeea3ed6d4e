// The one UI store, made by a factory (a fresh store per test and per embedded view).
// Slices: editor (text and diagnostics), run (the last good trace), playback (time, play
// state, speed) and a banner for messages. Actions are plain state → state updates.
import { createStore } from 'zustand/vanilla';
import type { Diagnostic } from '../manifest/diagnostics.ts';
import type { Trace } from '../sim/trace.ts';

export const SPEEDS = [0.25, 0.5, 1, 2, 4, 8] as const;

export interface AppState {
  text: string;
  diagnostics: Diagnostic[];
  /** The last trace the simulation produced (kept while the text has errors). */
  trace: Trace | null;
  /** The text has errors: the trace on screen belongs to an earlier version. */
  stale: boolean;
  /** Fingerprint of the text the trace was simulated from. */
  traceTextHash: string | null;
  simulating: boolean;
  timeMs: number;
  playing: boolean;
  speed: number;
  banner: string | null;
  /** Where the editor should put the cursor (a click in the problem list). */
  reveal: { line: number; column: number; seq: number } | null;

  setText(text: string): void;
  setResult(trace: Trace | null, diagnostics: Diagnostic[], textHash?: string): void;
  setSimulating(on: boolean): void;
  setTime(ms: number): void;
  advance(wallMs: number): void;
  play(): void;
  pause(): void;
  togglePlay(): void;
  setSpeed(speed: number): void;
  step(direction: 1 | -1): void;
  setBanner(message: string | null): void;
  revealLine(line: number, column: number): void;
}

const clamp = (t: number, trace: Trace | null): number =>
  Math.max(0, Math.min(t, trace?.durationMs ?? 0));

/** Times a presenter steps through: every event but the per-request traffic ones. */
export function stepTimes(trace: Trace | null): number[] {
  if (!trace) return [];
  const out: number[] = [];
  for (const e of trace.events) {
    if (e.lane === 'traffic') continue;
    if (out[out.length - 1] !== e.t) out.push(e.t);
  }
  return out;
}

export function createAppStore(initialText = '') {
  return createStore<AppState>()((set, get) => ({
    text: initialText,
    diagnostics: [],
    trace: null,
    stale: false,
    traceTextHash: null,
    simulating: false,
    timeMs: 0,
    playing: false,
    speed: 1,
    banner: null,
    reveal: null,

    setText: (text) => set({ text }),
    setResult: (trace, diagnostics, textHash) =>
      set((s) =>
        trace
          ? {
              trace,
              diagnostics,
              stale: false,
              timeMs: clamp(s.timeMs, trace),
              traceTextHash: textHash ?? null,
            }
          : { diagnostics, stale: s.trace !== null },
      ),
    setSimulating: (simulating) => set({ simulating }),
    setTime: (ms) => set((s) => ({ timeMs: clamp(ms, s.trace) })),
    advance: (wallMs) =>
      set((s) => {
        const end = s.trace?.durationMs ?? 0;
        const t = s.timeMs + wallMs * s.speed;
        return t >= end ? { timeMs: end, playing: false } : { timeMs: t };
      }),
    play: () =>
      set((s) => ({
        playing: s.trace !== null,
        timeMs: s.trace && s.timeMs >= s.trace.durationMs ? 0 : s.timeMs,
      })),
    pause: () => set({ playing: false }),
    togglePlay: () => (get().playing ? get().pause() : get().play()),
    setSpeed: (speed) => set({ speed }),
    step: (direction) =>
      set((s) => {
        const times = stepTimes(s.trace);
        const t = s.timeMs;
        const next =
          direction > 0
            ? times.find((x) => x > t + 0.5)
            : [...times].reverse().find((x) => x < t - 0.5);
        return { playing: false, timeMs: next ?? (direction > 0 ? (s.trace?.durationMs ?? 0) : 0) };
      }),
    setBanner: (banner) => set({ banner }),
    revealLine: (line, column) =>
      set((s) => ({ reveal: { line, column, seq: (s.reveal?.seq ?? 0) + 1 } })),
  }));
}

export type AppStore = ReturnType<typeof createAppStore>;
