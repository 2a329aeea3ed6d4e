// ingress-nginx as request-path.md §1 describes it, event by event: the token bucket of
// --sync-rate-limit (0.3/s, burst 1), the 1 s Lua timer of each worker, 3 tries on the
// next peer, and the answers 502 (refused), 503 (no peer), 504 (connect timeouts).
import { describe, expect, it } from 'vitest';
import { ofType, runVia, webRollout } from '../../helpers/hopRun.ts';

const WATCH_MS = 100; // the default watch latency (latencies.ts)

describe('ingress-nginx', () => {
  const trace = runVia(webRollout({ replicas: 1, at: 60 }), 'ingress-nginx');
  const syncs = ofType(trace, 'HopSynced');
  const changes = ofType(trace, 'EndpointChanged').filter((e) => e.t >= 60_000);
  const failed = ofType(trace, 'RequestFailed');

  it('drops the terminating Pod at the first Lua tick after its sync (§1 lag)', () => {
    const sliceAt = changes[0]!.t; // ready=false, terminating=true
    const dropped = syncs.find((e) => e.t > 60_000 && e.data.backends.length === 0)!;
    // The bucket is full (the last sync was a minute earlier): the sync runs as the
    // informer hears; the worker copies the list within one timer period.
    const syncAt = sliceAt + WATCH_MS;
    expect(dropped.t).toBeGreaterThan(syncAt);
    expect(dropped.t).toBeLessThanOrEqual(syncAt + 1000);
    // The worker's timer keeps its phase: every copy is a whole number of seconds apart.
    expect((dropped.t - syncs[0]!.t) % 1000).toBe(0);
    expect(dropped.why).toContain('--sync-rate-limit');
  });

  it('waits for the next token when the endpoints change again within 3.33 s', () => {
    const first = changes[0]!.t + WATCH_MS;
    const readyAgain = changes.find((e) => e.data.ready)!; // the replacement Pod
    expect(readyAgain.t - first).toBeLessThan(3333);
    const added = syncs.find((e) => e.t > readyAgain.t && e.data.backends.length === 1)!;
    // 1 / 0.3 s after the first sync took its token, then the Lua tick.
    expect(added.t).toBeGreaterThan(first + 3333);
    expect(added.t).toBeLessThanOrEqual(first + 3334 + 1000);
  });

  it('answers 502 after 3 tries on a closed listener, then 503 with no peer', () => {
    const dropped = syncs.find((e) => e.t > 60_000 && e.data.backends.length === 0)!;
    const before = failed.filter((e) => e.t < dropped.t);
    const after = failed.filter((e) => e.t >= dropped.t);
    expect(before.length).toBeGreaterThan(0);
    for (const e of before) {
      expect(e.data).toMatchObject({ via: 'ingress-nginx', status: '502' });
      expect(e.data.tried).toHaveLength(3);
    }
    expect(after.length).toBeGreaterThan(0);
    for (const e of after) expect(e.data).toMatchObject({ status: '503', reason: 'no endpoints' });
    // The SIGTERM closed the listener: the first failure is at the signal, not before.
    const sigterm = ofType(trace, 'SignalSent').find((e) => e.t >= 60_000)!;
    expect(before[0]!.t).toBeGreaterThanOrEqual(sigterm.t);
    for (const e of ofType(trace, 'RequestsServed')) expect(e.data.via).toBe('ingress-nginx');
  });

  it('hides a closed listener behind the other peers (the next try)', () => {
    const three = runVia(webRollout({ replicas: 3, at: 60 }), 'ingress-nginx');
    expect(ofType(three, 'RequestFailed').filter((e) => e.t >= 60_000)).toHaveLength(0);
  });

  it('answers 504 when every try waited for the connect timeout of a Pod that is gone', () => {
    // A slow build (PR #11045: minutes at scale) keeps the removed Pod in the list.
    const slow = runVia(webRollout({ replicas: 1, at: 60 }), 'ingress-nginx', { build: 5000 });
    const removed = ofType(slow, 'PodRemoved').find((e) => e.t >= 60_000)!;
    const timedOut = ofType(slow, 'RequestFailed').filter((e) => e.data.status === '504');
    expect(timedOut.length).toBeGreaterThan(0);
    for (const e of timedOut) {
      expect(e.t).toBeGreaterThanOrEqual(removed.t);
      expect(e.data).toMatchObject({ reason: 'connect timeout', waitedMs: 15_000 });
    }
  });
});
