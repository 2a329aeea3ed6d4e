// Lesson stops and glyphs, read off real runs of the presets.
import { describe, expect, it } from 'vitest';
import { presetTrace } from '../helpers/presets.ts';
import { glyphOf } from '../../../src/story/glyphs.ts';
import { lessonStops } from '../../../src/story/stops.ts';
import type { Trace } from '../../../src/trace/types.ts';

const preset = presetTrace;

const told = (trace: Trace): string[] => lessonStops(trace).map((s) => `${s.kind}@${s.t / 1000}`);

describe('lesson stops', () => {
  it('tell the default preset in the order it happens', () => {
    expect(told(preset('default'))).toEqual([
      'action@10',
      'deletion@10',
      'signal@10.1',
      'exit@10.1',
      'endpointRemoved@10.2',
      'firstRefused@10.2',
      'proxyUpdated@11.1',
      'proxyUpdated@11.1',
      'replacementReady@11.3',
    ]);
  });

  it('include preStop before the signal when there is one', () => {
    const stops = told(preset('prestop-sleep'));
    expect(stops.indexOf('preStop@10.1')).toBeGreaterThan(-1);
    expect(stops.indexOf('signal@15.1')).toBeGreaterThan(stops.indexOf('preStop@10.1'));
    expect(stops.some((s) => s.startsWith('firstRefused'))).toBe(false);
  });

  it('tell a Job’s failures, retries after the back-off and its condition', () => {
    const kinds = lessonStops(preset('backoff-1.27')).map((s) => s.kind);
    expect(kinds.filter((k) => k === 'podFailed')).toHaveLength(3);
    expect(kinds.filter((k) => k === 'retry')).toHaveLength(2);
    expect(kinds.at(-1)).toBe('jobCondition');
  });

  it('are in time order and point at their events', () => {
    const trace = preset('default');
    const stops = lessonStops(trace);
    for (let i = 1; i < stops.length; i++)
      expect(stops[i]!.t).toBeGreaterThanOrEqual(stops[i - 1]!.t);
    for (const s of stops) expect(trace.events[s.index]!.t).toBe(s.t);
  });
});

describe('glyphs', () => {
  it('draw SIGTERM and SIGKILL with different shapes and tones, and say which', () => {
    const ev = (signal: string) =>
      glyphOf({
        t: 0,
        lane: 'kubelet',
        type: 'SignalSent',
        object: 'Pod/a',
        data: { container: 'c', signal, gracePeriodSeconds: 30 },
      });
    expect(ev('SIGTERM')).toMatchObject({
      shape: 'triangle',
      tone: 'signal',
      label: { text: 'SIGTERM' },
    });
    expect(ev('SIGKILL')).toMatchObject({
      shape: 'cross',
      tone: 'kill',
      label: { text: 'SIGKILL' },
    });
  });

  it('give every event type of a real run a glyph, the story’s events major', () => {
    const trace = preset('default');
    const major = new Set(trace.events.filter((e) => glyphOf(e).major).map((e) => e.type));
    for (const t of [
      'DeletionRequested',
      'SignalSent',
      'ContainerExited',
      'EndpointChanged',
      'ProxyRulesUpdated',
    ])
      expect(major).toContain(t);
    expect(major).not.toContain('KubeEvent');
  });
});
