// A big run's answer crosses from the worker in parts and is joined whole on the page.
import { describe, expect, it } from 'vitest';
import type { SimulateResult } from '../../../src/run/simulate.ts';
import type { Trace, TraceEvent } from '../../../src/trace/types.ts';
import {
  PART_EVENTS,
  ResultJoiner,
  shareStrings,
  splitResult,
} from '../../../src/worker/resultParts.ts';
import { PRESETS } from '../../../src/presets/index.ts';
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

/** What the page ends with after receiving `messages` in order. */
function receive(messages: ReturnType<typeof splitResult>): SimulateResult | string {
  const joiner = new ResultJoiner();
  for (const m of messages.slice(0, -1)) if ('part' in m) joiner.add(m.part);
  const last = messages[messages.length - 1] as SimulateResult & { id: number; parts: number };
  return joiner.join(last);
}

describe('a result in parts', () => {
  it('sends a small run in one message', () => {
    const result = { trace: trace(10), diagnostics: [] };
    const messages = splitResult(7, result);
    expect(messages).toEqual([{ id: 7, ...result, parts: 0 }]);
    expect(receive(messages)).toEqual(result);
  });

  it('splits a big run into parts of PART_EVENTS events and joins them in order', () => {
    const result = { trace: trace(2 * PART_EVENTS + 5), diagnostics: [] };
    const messages = splitResult(3, result);
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
    const messages = splitResult(1, { trace: trace(PART_EVENTS + 1), diagnostics: [] });
    expect(receive([messages[0]!, messages[2]!] as never)).toMatch(/incomplete \(1 of 2 parts\)/);
  });

  it('leaves an answer without a trace (a broken document) whole', () => {
    const result: SimulateResult = { trace: null, diagnostics: [] };
    expect(receive(splitResult(2, result))).toEqual(result);
  });
});

describe('the strings of the parts, one of each', () => {
  it('leaves every event as the worker sent it: values, keys and their order', () => {
    const events = simulateText(PRESETS[0]!.text).trace!.events;
    // What postMessage hands the page: a structured clone, every string made anew.
    const part = structuredClone(events);
    const seen = new Map<string, string>();
    shareStrings(part, seen);
    expect(JSON.stringify(part)).toBe(JSON.stringify(events));
    part.forEach((e, i) => {
      expect(Object.keys(e)).toEqual(Object.keys(events[i]!));
      expect(Object.keys(e.data)).toEqual(Object.keys(events[i]!.data));
    });
    // One entry per distinct string: far fewer than the strings the events hold.
    const strings = new Set(events.flatMap((e) => [e.lane, e.type, e.object]));
    expect(seen.size).toBeGreaterThanOrEqual(strings.size);
    expect(seen.size).toBeLessThan(events.length);
  });
});
