// Traefik's throttle and fencing, and the delay lines of GKE NEG, AGIC and NGINX Gateway
// Fabric (request-path.md §2.5, §2.6, §3.2, §3.3, with the answers their sources give).
import { describe, expect, it } from 'vitest';
import { ofType, runVia, webRollout } from '../../helpers/hopRun.ts';

const WATCH_MS = 100;

describe('traefik', () => {
  it('applies a change at once after a quiet time, then no sooner than the throttle', () => {
    const trace = runVia(webRollout({ replicas: 1, at: 60 }), 'traefik');
    const syncs = ofType(trace, 'HopSynced').filter((e) => e.t >= 60_000);
    const terminating = ofType(trace, 'EndpointChanged').find((e) => e.t >= 60_000)!;
    expect(syncs[0]!.t).toBe(terminating.t + WATCH_MS);
    // The replacement became ready within 2 s: it waits for providersThrottleDuration.
    expect(syncs[1]!.t).toBeGreaterThanOrEqual(syncs[0]!.t + 2000);
    // One server, fenced or gone: 503 "no available server" (wrr.go).
    const statuses = new Set(ofType(trace, 'RequestFailed').map((e) => e.data.status));
    expect(statuses).toEqual(new Set(['502', '503']));
  });

  it('fences a serving terminating endpoint: listed as draining, sent nothing new', () => {
    // A preStop keeps the Pod serving (Ready until its probe fails) while it terminates.
    const trace = runVia(webRollout({ replicas: 3, at: 60, preStopSleep: 5 }), 'traefik');
    const fenced = ofType(trace, 'HopSynced').find((e) => e.data.draining.length > 0)!;
    expect(fenced.data.backends).not.toContain(fenced.data.draining[0]);
    expect(ofType(trace, 'RequestFailed').filter((e) => e.t >= 60_000)).toHaveLength(0);
  });
});

describe('gke-neg', () => {
  it('detaches the Pod the 40 s KB preset after the change; 502 then 503 once it is gone', () => {
    const trace = runVia(webRollout({ replicas: 3, at: 60 }), 'gke-neg');
    const terminating = ofType(trace, 'EndpointChanged').find((e) => e.t >= 60_000)!;
    const detached = ofType(trace, 'HopSynced').find(
      (e) => e.t >= 60_000 && !e.data.backends.includes(terminating.object.slice(4)),
    )!;
    expect(detached.t).toBe(terminating.t + WATCH_MS + 40_000);
    const removed = ofType(trace, 'PodRemoved').find((e) => e.t >= 60_000)!;
    for (const e of ofType(trace, 'RequestFailed').filter((f) => f.t >= 60_000))
      expect(e.data.status).toBe(e.t < removed.t ? '502' : '503');
  });
});

describe('azure-agc', () => {
  it('answers 502 to everything until the backend pool is updated', () => {
    const trace = runVia(webRollout({ replicas: 3, at: 60 }), 'azure-agc', { 'update-lag': 5000 });
    const failed = ofType(trace, 'RequestFailed').filter((e) => e.t >= 60_000);
    expect(failed.length).toBeGreaterThan(0);
    expect(new Set(failed.map((e) => e.data.status))).toEqual(new Set(['502']));
    expect(failed.at(-1)!.t).toBeLessThan(60_000 + 100 + WATCH_MS + 5000 + 100);
  });
});

describe('nginx-gateway-fabric', () => {
  it('tries every peer (tries 0) so a closed listener is hidden behind the others', () => {
    const trace = runVia(webRollout({ replicas: 3, at: 60 }), 'nginx-gateway-fabric', {
      reload: 500,
    });
    expect(ofType(trace, 'RequestFailed').filter((e) => e.t >= 60_000)).toHaveLength(0);
    const one = runVia(webRollout({ replicas: 1, at: 60 }), 'nginx-gateway-fabric', {
      reload: 500,
    });
    const failed = ofType(one, 'RequestFailed').filter((e) => e.t >= 60_000);
    expect(failed.filter((e) => e.data.status === '502').length).toBeGreaterThan(0);
    expect(failed.at(-1)!.data.status).toBe('503');
  });
});
