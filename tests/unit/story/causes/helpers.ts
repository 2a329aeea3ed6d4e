// Reading a fixture's chain of causes in words: `kind ← cause` for an event, found by a test.
import { causesOf } from '../../../../src/story/causes.ts';
import type { Trace, TraceEvent } from '../../../../src/trace/types.ts';
import { traceOf } from '../../helpers/everyTrace.ts';

/** An event in a few words: `122.7 DeletionRequested Pod/web-3`, a KubeEvent by its reason. */
export function said(e: TraceEvent): string {
  const what =
    e.type === 'KubeEvent'
      ? ` ${e.data.reason}`
      : e.type === 'SignalSent'
        ? ` ${e.data.signal}`
        : e.type === 'PodPhaseChanged'
          ? ` ${e.data.phase}`
          : '';
  return `${e.t / 1000} ${e.type}${what} ${e.object}`;
}

/** The run of a fixture (or preset) file, by its path from the repository. */
export function run(file: string): Trace {
  const trace = traceOf(file);
  if (!trace) throw new Error(`${file} does not run`);
  return trace;
}

/** The index of the first event that passes `pred`, failing the test when there is none. */
export function find(trace: Trace, pred: (e: TraceEvent) => boolean, after = -1): number {
  const i = trace.events.findIndex((e, j) => j > after && pred(e));
  if (i < 0) throw new Error('no such event');
  return i;
}

/** The causes of event `i`: `kind ← event` each. */
export const causes = (trace: Trace, i: number): string[] =>
  (causesOf(trace).into.get(i) ?? []).map((l) => `${l.kind} ← ${said(trace.events[l.from]!)}`);

export const kube =
  (reason: string, object?: string) =>
  (e: TraceEvent): boolean =>
    e.type === 'KubeEvent' &&
    e.data.reason === reason &&
    (object === undefined || e.object === object);

export const of =
  (type: TraceEvent['type'], object: string) =>
  (e: TraceEvent): boolean =>
    e.type === type && e.object === object;
