// A hop is a lane of its own (contract §5): labelled with the hop's name as its project
// writes it, its syncs drawn as chevrons counting the list, the focus Pod's place in the
// hop's list as spans, a legend entry and a lesson stop; a trace without hops draws as before.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { failureBandsOf } from '../../../src/story/failures.ts';
import { glyphOf } from '../../../src/story/glyphs.ts';
import { storySpansOf } from '../../../src/story/spans.ts';
import { lessonStopsOf } from '../../../src/story/stops.ts';
import type { Trace } from '../../../src/trace/types.ts';
import { legendLayout } from '../../../src/ui/export/ExportLegend.tsx';
import { timelineWords } from '../../../src/ui/i18n/timelineWords.ts';
import { bandText } from '../../../src/chart/bandText.ts';
import { compactLayoutOf, storyLanes } from '../../../src/chart/compact.ts';
import { foldedLayoutOf, layoutTrace } from '../../../src/chart/layout.ts';
import { LEGEND_ENTRIES, legendEntriesOf } from '../../../src/ui/timeline/legendEntries.ts';
import { spansByLane } from '../../../src/chart/storyRows.ts';
import { ofType, runVia, webRollout } from '../helpers/hopRun.ts';

const golden = (name: string): Trace =>
  JSON.parse(
    readFileSync(new URL(`../../fixtures/golden/${name}.trace.json`, import.meta.url), 'utf8'),
  ) as Trace;

describe('a hop’s lane', () => {
  const alb = runVia(webRollout({ replicas: 1, at: 60 }), 'aws-alb');
  const envoy = runVia(webRollout({ replicas: 1, at: 60 }), 'envoy-gateway');
  const envoyOfThree = runVia(webRollout({ replicas: 3, at: 60 }), 'envoy-gateway');

  it('is a row after kube-proxy, labelled as the hop’s project writes it', () => {
    const labels = layoutTrace(envoy).lanes.map((l) => l.label);
    expect(labels.indexOf('Envoy Gateway')).toBeGreaterThan(labels.indexOf('kube-proxy node-b'));
    expect(layoutTrace(alb).lanes.find((l) => l.lane === 'aws-alb')?.label).toBe('AWS ALB');
  });

  it('draws each sync as a chevron that counts the list', () => {
    const sync = ofType(alb, 'HopSynced').find((e) => e.data.draining.length > 0)!;
    expect(glyphOf(sync)).toMatchObject({
      shape: 'chevron',
      tone: 'network',
      major: true,
      label: { key: 'hopListDraining', vars: { n: 1, d: 1 } },
    });
    expect(timelineWords('en')('glyph.hopListDraining', { n: 1, d: 1 })).toBe(
      'backends: 1, draining: 1',
    );
  });

  it('shows the Pod routed to, deregistered yet still routed to, then dropped, in its row', () => {
    const layout = layoutTrace(alb);
    const row = layout.lanes.findIndex((l) => l.lane === 'aws-alb');
    const spans = spansByLane(alb, layout, storySpansOf(alb)).get(row)!;
    expect(spans.map((s) => [s.state, s.from])).toEqual([
      ['hop.routing', 31_500],
      ['hop.deregistered', 60_200],
      ['hop.dropped', 70_200],
    ]);
    // Envoy with other hosts: DRAINING, sent nothing new; alone, in panic, sent all the same.
    const drained = storySpansOf(envoyOfThree).find((r) => r.ref.kind === 'hop')!;
    expect(drained.spans.map((s) => s.state)).toEqual([
      'hop.routing',
      'hop.draining',
      'hop.dropped',
    ]);
    const panicked = storySpansOf(envoy).find((r) => r.ref.kind === 'hop')!;
    expect(panicked.spans.map((s) => s.state)).toEqual([
      'hop.routing',
      'hop.deregistered',
      'hop.dropped',
    ]);
  });

  it('stays when presenting and in compare, and has a lesson stop when the hop catches up', () => {
    expect(foldedLayoutOf(alb).lanes.some((l) => l.lane === 'aws-alb')).toBe(true);
    const lanes = storyLanes([alb, golden('rollout-no-prestop')]);
    expect(lanes).toContain('AWS ALB');
    expect(compactLayoutOf(alb, lanes).lanes.some((l) => l.label === 'AWS ALB')).toBe(true);
    const stop = lessonStopsOf(alb).find((s) => s.kind === 'hopUpdated')!;
    expect(stop.t).toBe(70_200);
  });

  it('adds the hop to the legend only of a run with hops', () => {
    expect(legendEntriesOf(alb).map(([, , key]) => key)).toContain('legend.hop');
    expect(legendEntriesOf(golden('rollout-no-prestop'))).toBe(LEGEND_ENTRIES);
    const file = legendLayout(timelineWords('en'), 1384, 12, legendEntriesOf(alb));
    expect(file.entries.map((e) => e.text)).toContain('a hop’s list of Pods');
  });
});

describe('a trace without hops', () => {
  const trace = golden('rollout-no-prestop');

  it('keeps its lanes, spans, stops and band sentence', () => {
    expect(layoutTrace(trace).lanes.map((l) => l.label)).toEqual([
      'api-server',
      'scheduler',
      'kubelet',
      'container',
      'endpoints',
      'kube-proxy node-a',
      'kube-proxy node-b',
      'replicaset-controller',
      'deployment-controller',
    ]);
    expect(storySpansOf(trace).some((r) => r.ref.kind === 'hop')).toBe(false);
    expect(lessonStopsOf(trace).some((s) => s.kind === 'hopUpdated')).toBe(false);
    const [band] = failureBandsOf(trace);
    const w = timelineWords('en');
    const said = bandText(band!, storySpansOf(trace), w, trace);
    expect(said).toBe(bandText(band!, storySpansOf(trace), w));
    expect(said).toBe(
      "16 requests refused: the Pod closed its listener while node-a's kube-proxy and node-b's kube-proxy still routed to it",
    );
  });
});
