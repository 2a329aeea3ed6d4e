// Envoy-based gateways (request-path.md §2.1–2.3): Envoy Gateway keeps a terminating
// endpoint as DRAINING and retries nothing; the Istio gateway's istiod debounces its push,
// drops terminating endpoints and retries a refused connect on another host.
import { describe, expect, it } from 'vitest';
import { ofType, runVia, webRollout } from '../../helpers/hopRun.ts';

const WATCH_MS = 100;

describe('envoy-gateway', () => {
  const trace = runVia(webRollout({ replicas: 3, at: 60 }), 'envoy-gateway');
  const terminating = ofType(trace, 'EndpointChanged').find((e) => e.t >= 60_000)!;
  const pod = terminating.object.slice(4);

  it('moves the terminating Pod to DRAINING as soon as it hears (no debounce)', () => {
    const push = ofType(trace, 'HopSynced').find((e) => e.t >= 60_000)!;
    expect(push.t).toBe(terminating.t + WATCH_MS);
    expect(push.data.draining).toEqual([pod]);
    expect(push.data.backends).not.toContain(pod);
  });

  it('answers 503 without a retry while the EDS still lists a closed listener', () => {
    const failed = ofType(trace, 'RequestFailed').filter((e) => e.t >= 60_000);
    expect(failed.length).toBeGreaterThan(0);
    for (const e of failed)
      expect(e.data).toMatchObject({ status: '503', via: 'envoy-gateway', pod });
    expect(failed.every((e) => e.t < terminating.t + WATCH_MS)).toBe(true);
  });
});

describe('istio-gateway', () => {
  const trace = runVia(webRollout({ replicas: 3, at: 60 }), 'istio-gateway');

  it('pushes one quiet PILOT_DEBOUNCE_AFTER after the last change, without the Pod', () => {
    const terminating = ofType(trace, 'EndpointChanged').filter(
      (e) => e.t >= 60_000 && e.t < 61_000,
    );
    const push = ofType(trace, 'HopSynced').find((e) => e.t >= 60_000)!;
    // The first change heard, then PILOT_DEBOUNCE_AFTER with nothing new before it ends.
    expect(push.t).toBe(terminating[0]!.t + WATCH_MS + 100);
    expect(push.data.draining).toEqual([]);
    expect(push.data.backends).not.toContain(terminating[0]!.object.slice(4));
  });

  it('retries the refused connect on another host: no request fails', () => {
    expect(ofType(trace, 'RequestFailed').filter((e) => e.t >= 60_000)).toHaveLength(0);
  });
});

describe('envoy-gateway in panic', () => {
  it('sends new requests to DRAINING hosts when every host drains (envoy#46800)', () => {
    // One replica with a preStop: the only endpoint is serving and terminating.
    const trace = runVia(webRollout({ replicas: 1, at: 60, preStopSleep: 5 }), 'envoy-gateway');
    const draining = ofType(trace, 'HopSynced').find((e) => e.data.draining.length > 0)!;
    // Listed as both: DRAINING, and sent new requests all the same.
    expect(draining.data.backends).toEqual(draining.data.draining);
    const served = ofType(trace, 'RequestsServed').filter(
      (e) => e.t >= draining.t && e.t < draining.t + 4000,
    );
    expect(served.reduce((n, e) => n + e.data.count, 0)).toBeGreaterThan(100);
  });
});
