// Failed requests told by the hop whose answer the client got (contract §5 `via`,
// `status`), from the trace alone: the hop's last sync that still listed the Pod, when the
// Pod closed its listener or left, when the hop caught up; one sentence per (hop, status).
import { describe, expect, it } from 'vitest';
import { failureBandsOf } from '../../../src/story/failures.ts';
import { hopFailureGroups } from '../../../src/story/hopFailures.ts';
import { storySpansOf } from '../../../src/story/spans.ts';
import type { Trace } from '../../../src/trace/types.ts';
import { timelineWords } from '../../../src/ui/i18n/timelineWords.ts';
import { narrate } from '../../../src/ui/narration/narrate.ts';
import { bandText } from '../../../src/chart/bandText.ts';
import { describeEvent } from '../../../src/ui/timeline/describe.ts';
import { ofType, runVia, webRollout } from '../helpers/hopRun.ts';

const w = timelineWords('en');

/** The sentence of the run's failure band (one Pod deleted at 60 s: one band). */
function sentence(trace: Trace): string {
  const bands = failureBandsOf(trace).filter((b) => b.from >= 60_000);
  expect(bands).toHaveLength(1);
  return bandText(bands[0]!, storySpansOf(trace), w, trace);
}

const s = (ms: number): string => (ms / 1000).toFixed(1);

describe('a failure band told by its hop', () => {
  it('ingress-nginx: 502 after 3 tries while its last sync listed the closed Pod, then 503', () => {
    const trace = runVia(webRollout({ replicas: 1, at: 60 }), 'ingress-nginx');
    const syncs = ofType(trace, 'HopSynced');
    const sigterm = ofType(trace, 'SignalSent').find((e) => e.t >= 60_000)!;
    const listed = syncs.filter((e) => e.t < 60_000).at(-1)!;
    const dropped = syncs.find((e) => e.t > 60_000 && e.data.backends.length === 0)!;
    const refilled = syncs.find((e) => e.t > dropped.t && e.data.backends.length > 0)!;
    const failed = ofType(trace, 'RequestFailed');
    const n502 = failed.filter((e) => e.data.status === '502').length;
    const n503 = failed.filter((e) => e.data.status === '503').length;
    expect(sentence(trace)).toBe(
      `${n502} requests got 502 from ingress-nginx after 3 tries each: its last sync at ${s(listed.t)} s ` +
        `still listed the Pod that closed its listener at ${s(sigterm.t)} s; the next sync, ` +
        `at ${s(dropped.t)} s, stopped sending it new requests. ` +
        `${n503} requests got 503 from ingress-nginx: its list had no Pod from ${s(dropped.t)} s ` +
        `until its sync at ${s(refilled.t)} s`,
    );
  });

  it('AWS ALB: 504 after the connect timeout while the deregistered Pod still got requests', () => {
    const trace = runVia(webRollout({ replicas: 1, at: 60 }), 'aws-alb');
    const text = sentence(trace);
    const syncs = ofType(trace, 'HopSynced').filter((e) => e.t >= 60_000);
    const pod = ofType(trace, 'DeletionRequested')[0]!.object.slice(4);
    const deregistered = syncs.find(
      (e) => e.data.backends.includes(pod) && e.data.draining.includes(pod),
    )!;
    const dropped = syncs.find((e) => !e.data.backends.includes(pod))!;
    const removed = ofType(trace, 'PodRemoved').find((e) => e.t >= 60_000)!;
    const n504 = ofType(trace, 'RequestFailed').filter((e) => e.data.status === '504').length;
    expect(n504).toBeGreaterThan(0);
    const [p502, p504] = text.split('. ');
    expect(p502).toMatch(
      new RegExp(
        `^\\d+ requests got 502 from AWS ALB: .*; it set the Pod draining at ${s(deregistered.t)} s ` +
          `yet sent it new requests until ${s(dropped.t)} s$`,
      ),
    );
    // The lag is told once in the band, with the first group that it explains.
    expect(p504).toBe(
      `${n504} requests got 504 from AWS ALB: it still sent them to the Pod, ` +
        `gone from the API at ${s(removed.t)} s; each waited 10 s for connect timeouts`,
    );
  });

  it('Envoy Gateway: one 503 for three causes, each told with its count', () => {
    const trace = runVia(webRollout({ replicas: 1, at: 60, startup: 1 }), 'envoy-gateway');
    const band = failureBandsOf(trace).find((b) => b.from >= 60_000)!;
    const [group] = hopFailureGroups(trace, band);
    expect(group).toMatchObject({ via: 'envoy-gateway', status: '503', tries: 1 });
    expect(group!.parts.map((p) => p.reason)).toEqual([
      'connection refused',
      'no endpoints',
      'connection refused',
    ]);
    const [closed, empty, early] = group!.parts;
    const syncs = ofType(trace, 'HopSynced').filter((e) => e.t >= 60_000);
    expect(sentence(trace)).toBe(
      `${group!.count} requests got 503 from Envoy Gateway: ` +
        `${closed!.count} when it still sent them to the Pod that closed its listener at 60.1 s, ` +
        // Alone and DRAINING, the Pod still got requests: Envoy's panic (envoy#46800).
        `it set the Pod draining at ${s(syncs[0]!.t)} s yet sent it new requests until ${s(syncs[1]!.t)} s; ` +
        `${empty!.count} when its list had no Pod from ${s(syncs[1]!.t)} s until its sync at ${s(early!.from)} s; ` +
        // The replacement was Ready (no readiness probe) a second before it listened.
        `${early!.count} when its sync at ${s(early!.from)} s listed a Pod that refused connections`,
    );
  });

  it('says it in Japanese and Russian with the hop’s own name', () => {
    const trace = runVia(webRollout({ replicas: 1, at: 60 }), 'ingress-nginx');
    const band = failureBandsOf(trace).find((b) => b.from >= 60_000)!;
    for (const lang of ['ja', 'ru'] as const) {
      const text = bandText(band, storySpansOf(trace), timelineWords(lang), trace);
      expect(text).toContain('ingress-nginx');
      expect(text).toContain('502');
    }
  });

  it('narrates a failed request with its group’s sentence and the hop that answered', () => {
    const trace = runVia(webRollout({ replicas: 1, at: 60 }), 'ingress-nginx');
    const i = trace.events.findIndex((e) => e.type === 'RequestFailed' && e.t >= 60_000);
    const e = trace.events[i]!;
    expect(describeEvent(e)).toMatch(
      /^request got 502 from ingress-nginx: connection refused \(web-.*, 3 tries\)$/,
    );
    expect(narrate(trace, i).why).toMatch(
      /^\d+ requests got 502 from ingress-nginx after 3 tries each: /,
    );
  });
});
