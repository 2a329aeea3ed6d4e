// AWS ALB and NLB with IP targets (request-path.md §3.1): deregistration at the next
// reconcile, new requests for the propagation lag after it (a setting; the preset is the
// reference's), health checks before a new target gets requests, and what clients see.
import { describe, expect, it } from 'vitest';
import { ofType, runVia, webRollout } from '../../helpers/hopRun.ts';

const WATCH_MS = 100;

describe('aws-alb', () => {
  const trace = runVia(webRollout({ replicas: 3, at: 60 }), 'aws-alb');
  const syncs = ofType(trace, 'HopSynced');
  const terminating = ofType(trace, 'EndpointChanged').find((e) => e.t >= 60_000)!;
  const failed = ofType(trace, 'RequestFailed');

  it('deregisters at the reconcile and keeps sending for the 10 s preset lag', () => {
    const deregisteredAt = terminating.t + WATCH_MS;
    const dereg = syncs.find((e) => e.t === deregisteredAt)!;
    expect(dereg.data.draining).toEqual([terminating.object.slice(4)]);
    expect(dereg.data.backends).toContain(terminating.object.slice(4));
    const gone = syncs.find((e) => e.t > deregisteredAt)!;
    expect(gone.t).toBe(deregisteredAt + 10_000);
    expect(gone.data.backends).not.toContain(terminating.object.slice(4));
    // Every failure falls in the lag, from the SIGTERM on.
    const after = failed.filter((e) => e.t >= 60_000);
    expect(after.length).toBeGreaterThan(100);
    expect(after.at(-1)!.t).toBeLessThan(gone.t);
  });

  it('answers 502 to a refused connect and 504 after 10 s once the Pod is gone', () => {
    const removed = ofType(trace, 'PodRemoved').find((e) => e.t >= 60_000)!;
    for (const e of failed.filter((f) => f.t >= 60_000)) {
      if (e.t < removed.t) expect(e.data).toMatchObject({ status: '502', via: 'aws-alb' });
      else expect(e.data).toMatchObject({ status: '504', waitedMs: 10_000 });
    }
  });

  it('sends a new target requests only after two health checks 15 s apart', () => {
    const ready = ofType(trace, 'PodReady').find((e) => e.t >= 60_000)!;
    const added = syncs.find((e) => e.data.backends.includes(ready.object.slice(4)))!;
    expect(added.t).toBeGreaterThanOrEqual(ready.t + 30_000);
    expect(added.why).toContain('2 health checks 15 s apart');
  });

  it('fails only until the deregistration when the lag is set to 0', () => {
    const quick = runVia(webRollout({ replicas: 3, at: 60 }), 'aws-alb', {
      'propagation-lag': 0,
    });
    const after = ofType(quick, 'RequestFailed').filter((e) => e.t >= 60_000);
    expect(after.length).toBeGreaterThan(0);
    expect(after.at(-1)!.t).toBeLessThan(terminating.t + WATCH_MS);
  });
});

describe('aws-nlb', () => {
  it('passes the refusal through and keeps sending for the 2-minute preset', () => {
    const trace = runVia(webRollout({ replicas: 3, at: 60, duration: 240 }), 'aws-nlb');
    const terminating = ofType(trace, 'EndpointChanged').find((e) => e.t >= 60_000)!;
    const gone = ofType(trace, 'HopSynced').find(
      (e) => e.t > 60_000 && !e.data.backends.includes(terminating.object.slice(4)),
    )!;
    expect(gone.t).toBe(terminating.t + WATCH_MS + 120_000);
    const statuses = new Set(ofType(trace, 'RequestFailed').map((e) => e.data.status));
    expect(statuses).toEqual(new Set(['refused', 'timeout']));
  });
});
