// Over every fixture and preset: what a controller or the kubelet wrote always has a cause
// in the chain (only the scenario's own objects, applied at t=0, and actions start chains).
import { describe, expect, it } from 'vitest';
import { causesOf, type LinkKind } from '../../../../src/story/causes.ts';
import { SCENARIOS, traceOf } from '../../helpers/everyTrace.ts';
import { said } from './helpers.ts';

const MUST = new Set([
  'DeletionRequested',
  'SignalSent',
  'PreStopStarted',
  'ContainerStarted',
  'ContainerExited',
  'PodScheduled',
  'PodRemoved',
]);
const REASONS = new Set([
  'Unhealthy',
  'BackOff',
  'FailedScheduling',
  'Pulled',
  'Pulling',
  'Started',
]);

describe('every fixture and preset', () => {
  const kinds = new Set<LinkKind>();

  it('finds a cause for every deletion, stop, start, exit and probe or start warning', () => {
    const missing: string[] = [];
    for (const f of SCENARIOS) {
      const trace = traceOf(f);
      if (!trace) continue;
      const { into } = causesOf(trace);
      for (const links of into.values()) for (const l of links) kinds.add(l.kind);
      trace.events.forEach((e, i) => {
        const must = MUST.has(e.type) || (e.type === 'KubeEvent' && REASONS.has(e.data.reason));
        if (must && !into.has(i)) missing.push(`${f}: ${said(e)}`);
      });
    }
    expect(missing).toEqual([]);
  });

  // Each kind's words: ui/i18n/causeWords.ts linkWord (the compiler checks every kind has
  // them) and tests/unit/ui/causeWords.test.ts (each in Japanese and Russian).
  it('gives many kinds of link', () => {
    expect(kinds.size).toBeGreaterThan(30);
  });
});
