// The smallest preStop sleep with no failed request, found by running the scenario: 0, then
// doubling to the grace period less the app's drain, then bisection on whole seconds.
import { describe, expect, it } from 'vitest';
import { loadScenario } from '../../../src/manifest/load/loadScenario.ts';
import { recommendPreStop, withPreStopSleep } from '../../../src/run/recommendPreStop.ts';
import { runScenario } from '../../../src/run/runScenario.ts';
import { hopDoc, type HopDoc } from '../helpers/hopScenario.ts';

const modelOf = (o: HopDoc) => loadScenario(hopDoc(o)).model!;
const failed = (o: HopDoc, s: number): number =>
  runScenario(withPreStopSleep(modelOf(o), s)).events.filter((e) => e.type === 'RequestFailed')
    .length;

describe('recommendPreStop', () => {
  const slow: HopDoc = {
    dataPlane: 'ingress: ingress-nginx, settings: {sync-rate-limit: 0.1}',
    drain: 2,
  };

  it('finds the smallest clean sleep and shows every run behind it', () => {
    const a = recommendPreStop(modelOf(slow));
    expect(a).toMatchObject({ kind: 'found', seconds: 7, maxSeconds: 28 });
    if (a.kind !== 'found') return;
    expect(a.tries).toEqual([
      { seconds: 0, failed: 84 },
      { seconds: 1, failed: 71 },
      { seconds: 2, failed: 59 },
      { seconds: 4, failed: 34 },
      { seconds: 8, failed: 0 },
      { seconds: 6, failed: 9 },
      { seconds: 7, failed: 0 },
    ]);
    expect(a.targets).toEqual([{ object: 'Deployment/web', container: 'app' }]);
    // The answer is the edge: one second less fails.
    expect(failed(slow, 7)).toBe(0);
    expect(failed(slow, 6)).toBeGreaterThan(0);
  });

  it('replaces the preStop the manifest had', () => {
    const a = recommendPreStop(modelOf({ ...slow, preStop: 20 }));
    expect(a).toMatchObject({ kind: 'found', seconds: 7 });
  });

  it('is deterministic and keeps to a few runs', () => {
    const a = recommendPreStop(modelOf(slow));
    expect(recommendPreStop(modelOf(slow))).toEqual(a);
    const wide = recommendPreStop(modelOf({ ...slow, grace: 60 }));
    expect(wide.kind === 'found' && wide.tries.length).toBeLessThanOrEqual(10);
  });

  it('0 when nothing fails without a sleep', () => {
    const a = recommendPreStop(modelOf({ dataPlane: 'ingress: istio-gateway' }));
    expect(a).toMatchObject({ kind: 'found', seconds: 0, tries: [{ seconds: 0, failed: 0 }] });
  });

  it('none within the grace period: its last try is the largest sleep that fits', () => {
    // GKE's NEG at its 40 s preset cannot be covered by a 30 s grace less a 2 s drain.
    const a = recommendPreStop(modelOf({ dataPlane: 'loadBalancer: gke-neg', drain: 2 }));
    expect(a.kind).toBe('none');
    if (a.kind !== 'none') return;
    expect(a.maxSeconds).toBe(28);
    expect(a.tries.map((t) => t.seconds)).toEqual([0, 1, 2, 4, 8, 16, 28]);
    expect(a.tries.every((t) => t.failed > 0)).toBe(true);
  });

  it('says when there is nothing to search', () => {
    const text = hopDoc({ dataPlane: 'ingress: ingress-nginx' }).replace(
      /actions:\n.*\n/,
      'actions: []\n',
    );
    expect(recommendPreStop(loadScenario(text).model!)).toEqual({
      kind: 'notApplicable',
      missing: 'action',
      reason: 'no action stops a Pod (delete, rollout, drain…)',
    });
  });
});
