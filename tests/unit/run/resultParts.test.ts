// A big run's answer crosses from the worker in parts and is joined whole on the page.
import { describe, expect, it } from 'vitest';
import type { SimulateResult } from '../../../src/run/simulate.ts';
import type { Trace, TraceEvent } from '../../../src/trace/types.ts';
import {
  PART_EVENTS,
  ResultJoiner,
  type ResultEnd,
  type ResultPart,
  splitResult,
} from '../../../src/worker/resultParts.ts';
import { failingProbes } from '../../../bench/bigDocuments.ts';
import { simulateText } from '../../../src/run/simulate.ts';

const trace = (n: number): Trace => ({
  podterm: 2,
  kubernetesVersion: '1.34',
  durationMs: 60_000,
  assumptions: [],
  events: Array.from(
    { length: n },
    (_, i) =>
      ({
        t: i,
        lane: 'api-server',
        type: 'PodPhase',
        object: `Pod/p${i}`,
        data: {},
      }) as unknown as TraceEvent,
  ),
});

/** Every message the worker posts for `result`, in order. */
const messagesOf = (id: number, result: SimulateResult) => [...splitResult(id, result)];

/** What the page ends with after receiving `messages` in order. */
function receive(messages: (ResultPart | ResultEnd)[]): SimulateResult | string {
  const joiner = new ResultJoiner();
  for (const m of messages.slice(0, -1)) if ('part' in m) joiner.add(structuredClone(m));
  const last = messages[messages.length - 1] as SimulateResult & { id: number; parts: number };
  return joiner.join(last);
}

describe('a result in parts', () => {
  it('sends a small run in one message', () => {
    const result = { trace: trace(10), diagnostics: [] };
    const messages = messagesOf(7, result);
    expect(messages).toEqual([{ id: 7, ...result, parts: 0 }]);
    expect(receive(messages)).toEqual(result);
  });

  it('splits a big run into parts of PART_EVENTS events and joins them in order', () => {
    const result = { trace: trace(2 * PART_EVENTS + 5), diagnostics: [] };
    const messages = messagesOf(3, result);
    expect(messages).toHaveLength(4);
    expect(messages.slice(0, 3).map((m) => ('part' in m ? m.part.length : -1))).toEqual([
      PART_EVENTS,
      PART_EVENTS,
      5,
    ]);
    const last = messages[3] as SimulateResult & { parts: number };
    expect(last.trace!.events).toEqual([]);
    expect(last.parts).toBe(3);
    expect(receive(messages)).toEqual(result);
  });

  it('says so when a part is missing, rather than showing half a run', () => {
    const messages = messagesOf(1, { trace: trace(PART_EVENTS + 1), diagnostics: [] });
    expect(receive([messages[0]!, messages[2]!] as never)).toMatch(/incomplete \(1 of 2 parts\)/);
  });

  it('leaves an answer without a trace (a broken document) whole', () => {
    const result: SimulateResult = { trace: null, diagnostics: [] };
    expect(receive(messagesOf(2, result))).toEqual(result);
  });
});

describe('the strings of the parts, each sent once', () => {
  // 200 Pods whose probes fail, 10 minutes: three parts.
  const run = simulateText(failingProbes(200, 10)).trace!;

  it('gives the page every event as the worker had it: values, keys and their order', () => {
    const messages = messagesOf(5, { trace: run, diagnostics: [] });
    expect(messages.length).toBeGreaterThan(2);
    const got = receive(messages);
    if (typeof got === 'string') throw new Error(got);
    const events = got.trace!.events;
    expect(JSON.stringify(events)).toBe(JSON.stringify(run.events));
    events.forEach((e, i) => {
      // Keys with no value (`why` left undefined) stay, in their place.
      expect(Object.keys(e)).toEqual(Object.keys(run.events[i]!));
      expect(Object.keys(e.data)).toEqual(Object.keys(run.events[i]!.data));
    });
  });

  it('sends each string once, however many events hold it', () => {
    const messages = messagesOf(5, { trace: run, diagnostics: [] });
    const sent = messages.flatMap((m) => ('strings' in m ? m.strings : []));
    expect(new Set(sent).size).toBe(sent.length);
    expect(sent.length).toBeLessThan(run.events.length / 4);
    // Every string field of an event and of its data crosses as a number (deeper ones,
    // a status's conditions, as they are).
    const strings = (o: object) => Object.values(o).filter((v) => typeof v === 'string').length;
    const fields = run.events.reduce((n, e) => n + strings(e) + strings(e.data), 0);
    const numbered = messages.reduce((n, m) => n + ('at' in m ? m.at.length / 2 : 0), 0);
    expect(numbered).toBe(fields);
  });
});
