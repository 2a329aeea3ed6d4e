// Over every fixture and preset: what a controller or the kubelet wrote always has a cause
// in the chain (only the scenario's own objects, applied at t=0, and actions start chains).
import { beforeAll, describe, expect, it } from 'vitest';
import { causesOf, type LinkKind } from '../../../../src/story/causes.ts';
import { linkWord } from '../../../../src/ui/i18n/causeWords.ts';
import { loadLanguage } from '../../../../src/ui/i18n/loadLanguage.ts';
import { SCENARIOS, traceOf } from '../../ui/everyTrace.ts';
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

beforeAll(async () => {
  await loadLanguage('ja');
  await loadLanguage('ru');
});

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

  it('says every kind of link it found, in each language', () => {
    expect(kinds.size).toBeGreaterThan(30);
    for (const kind of kinds)
      for (const lang of ['en', 'ja', 'ru'] as const)
        expect(linkWord(lang, kind), `${lang} ${kind}`).not.toMatch(/^link\./);
  });
});
