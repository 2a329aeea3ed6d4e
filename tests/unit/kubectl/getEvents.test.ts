// `kubectl get events` and `kubectl describe`'s Events from a trace's KubeEvents, as the API
// keeps them (client-go EventCorrelator: identical Events counted, similar ones combined).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { simulateText } from '../../../src/run/simulate.ts';
import {
  describeEvents,
  eventRow,
  eventSeries,
  formatEventList,
  formatEventTable,
} from '../../../src/kubectl/getEvents.ts';
import type { TraceEvent } from '../../../src/trace/types.ts';

const run = (path: string) =>
  simulateText(readFileSync(join(import.meta.dirname, '../../fixtures', path), 'utf8')).trace!;

const ev = (t: number, reason: string, message: string, object = 'Job/x'): TraceEvent => ({
  t,
  lane: 'job-controller',
  type: 'KubeEvent',
  object,
  data: { reason, message, eventType: 'Normal', source: 'job-controller' },
});

describe('Events as the API keeps them', () => {
  it('counts an identical Event instead of recording it again', () => {
    const s = eventSeries([ev(0, 'A', 'same'), ev(5_000, 'B', 'other'), ev(9_000, 'A', 'same')]);
    expect(s.map((x) => [x.reason, x.count, x.firstT, x.lastT])).toEqual([
      ['B', 1, 5_000, 5_000],
      ['A', 2, 0, 9_000],
    ]);
  });

  it('combines the tenth different message of one reason within ten minutes', () => {
    const many = Array.from({ length: 12 }, (_, i) => ev(i * 1000, 'SuccessfulCreate', `pod ${i}`));
    const s = eventSeries(many);
    expect(s).toHaveLength(10);
    expect(s.at(-1)).toMatchObject({
      count: 3,
      message: '(combined from similar events): pod 11',
    });
  });

  it('lets a source write about one object 25 times, then once every 5 minutes (spam filter)', () => {
    // events_cache.go EventSourceObjectSpamFilter: burst 25, one token per 300 s, per source
    // and object whatever the reason; what it holds back is still counted.
    const burst = Array.from({ length: 30 }, (_, i) => ev(i * 1000, `R${i}`, 'm'));
    expect(eventSeries(burst).map((x) => x.reason)).toEqual(
      Array.from({ length: 25 }, (_, i) => `R${i}`),
    );
    const again = [...burst, ev(29_000, 'R0', 'm'), ev(329_000, 'R0', 'm')];
    const r0 = eventSeries(again).find((x) => x.reason === 'R0')!;
    expect(r0).toMatchObject({ count: 3, firstT: 0, lastT: 329_000 });
    // Another object, or another source, has a bucket of its own.
    expect(eventSeries([...burst, ev(30_000, 'R0', 'm', 'Job/y')]).at(-1)!.object).toBe('Job/y');
  });

  it('reads up to a moment', () => {
    expect(eventSeries([ev(0, 'A', 'm'), ev(9_000, 'A', 'm')], 5_000)[0]!.count).toBe(1);
  });
});

describe('kubectl get events', () => {
  it('prints LAST SEEN, TYPE, REASON, kind/name and the message', () => {
    const trace = run('scenarios/finalizer-phase-1.27.yaml');
    const killing = eventSeries(trace.events).find((s) => s.reason === 'Killing')!;
    const row = eventRow(killing, killing.lastT + 3_000);
    expect(row).toEqual({
      lastSeen: '3s',
      type: 'Normal',
      reason: 'Killing',
      object: 'pod/running-pod',
      message: 'Stopping container main',
    });
    expect(formatEventTable([row]).split('\n')[0]).toBe(
      'LAST SEEN   TYPE     REASON    OBJECT            MESSAGE',
    );
  });

  it('--format events: one row an Event at the end of the run, its last time first', () => {
    const trace = run('scenarios/job-deadline.yaml');
    const lines = formatEventList(trace).trimEnd().split('\n');
    expect(lines[0]).toMatch(/^TIME\s+LAST SEEN\s+TYPE\s+REASON\s+OBJECT\s+MESSAGE$/);
    expect(lines.find((l) => l.includes('DeadlineExceeded'))).toMatch(
      /^20\.000s\s+100s\s+Warning\s+DeadlineExceeded\s+job\/job-01\s+Job was active longer than specified deadline$/,
    );
  });
});

describe('kubectl describe', () => {
  it('shows an Event seen twice as `2m9s (x2 over 2m9s)`', () => {
    const s = eventSeries([ev(0, 'A', 'm'), ev(1_000, 'A', 'm')]);
    expect(describeEvents(s, 130_000)).toEqual([
      ['Normal', 'A', '2m9s (x2 over 2m10s)', 'job-controller', 'm'],
    ]);
  });
});
