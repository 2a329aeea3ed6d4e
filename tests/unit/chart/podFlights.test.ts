// Requests in flight go to the Pods the trace says: refused ones to the Pod that refused,
// served ones only to Pods whose endpoint was ready at the time.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { simulateText } from '../../../src/run/simulate.ts';
import { focusPod } from '../../../src/story/focus.ts';
import { podFlights } from '../../../src/chart/podFlights.ts';

describe('podFlights on the default preset', () => {
  const trace = simulateText(readFileSync('src/presets/default.yaml', 'utf8')).trace!;
  const deleted = focusPod(trace)!;
  const flights = podFlights(trace);

  it('sends every refused request to the deleted Pod', () => {
    const refused = flights.filter((f) => f.refused);
    expect(refused.length).toBe(trace.events.filter((e) => e.type === 'RequestFailed').length);
    expect(new Set(refused.map((f) => f.pod))).toEqual(new Set([deleted]));
  });

  it('never sends a served request to the deleted Pod once its endpoint stopped being ready', () => {
    const notReady = trace.events.find(
      (e) => e.type === 'EndpointChanged' && e.object === deleted && !e.data.ready,
    )!.t;
    const late = flights.filter((f) => !f.refused && f.t >= notReady && f.pod === deleted);
    expect(late).toEqual([]);
    expect(flights.filter((f) => !f.refused && f.t >= notReady).length).toBeGreaterThan(10);
  });
});
