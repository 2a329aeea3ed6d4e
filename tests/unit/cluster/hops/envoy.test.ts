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
    const onDeleted = failed.filter((e) => e.data.pod === pod);
    expect(onDeleted.length).toBeGreaterThan(0);
    for (const e of onDeleted)
      expect(e.data).toMatchObject({ status: '503', via: 'envoy-gateway' });
    expect(onDeleted.every((e) => e.t < terminating.t + WATCH_MS)).toBe(true);
    // The others are the replacement's: Ready (no readiness probe) a second before its
    // server listens (startup=1s), and Envoy sends to it at once.
    const replacement = ofType(trace, 'ContainerStarted').find((e) => e.t >= 60_000)!;
    for (const e of failed.filter((f) => f.data.pod !== pod)) {
      expect(e.data.pod).toBe(replacement.object.slice(4));
      expect(e.t).toBeLessThan(replacement.t + 1000);
    }
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
