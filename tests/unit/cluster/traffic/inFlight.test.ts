// Requests that take time (`traffic.requestDuration`): served when they end; cut when the
// process serving them ends first (request-path.md §0.1, "process killed mid-request"),
// and answered as the hop in front answers a reset (nginx tries another Pod, an ALB says
// 502, a client with no proxy sees the reset).
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { ofType, runVia, simulated } from '../../helpers/hopRun.ts';
import { webDoc } from '../../helpers/webDoc.ts';

const doc = (drain: number, duration: string, preStop = 0) =>
  webDoc({
    duration: 40,
    traffic: `requestDuration: ${duration}`,
    at: 10,
    action: 'do: delete, target: pod/web',
    drain,
    preStop,
  });

describe('requests in flight', () => {
  it('are cut when the app exits before they end: a reset at the exit', () => {
    const trace = simulated(doc(1, '2s'));
    const exit = ofType(trace, 'ContainerExited').find((e) => e.t > 10_000)!;
    const resets = ofType(trace, 'RequestFailed').filter((e) => e.data.reason === 'reset');
    expect(resets.length).toBeGreaterThan(5);
    for (const e of resets) {
      expect(e.t).toBe(exit.t);
      expect(e.data.pod).toBe(exit.object.slice(4));
    }
  });

  it('end before the exit when the drain outlasts them, and before SIGTERM with a preStop', () => {
    for (const text of [doc(3, '2s'), doc(1, '2s', 5)])
      expect(
        ofType(simulated(text), 'RequestFailed').filter((e) => e.data.reason === 'reset'),
      ).toHaveLength(0);
  });

  it('are counted served in the window they end in', () => {
    const instant = ofType(simulated(doc(3, '0s')), 'RequestsServed')[0]!;
    const slow = ofType(simulated(doc(3, '2s')), 'RequestsServed')[0]!;
    expect(slow.t - instant.t).toBe(2000);
  });

  it('are sent to another Pod by ingress-nginx, and answered 502 by an ALB', () => {
    const text = doc(1, '2s');
    const nginx = runVia(text, 'ingress-nginx');
    expect(ofType(nginx, 'RequestFailed').filter((e) => e.data.reason === 'reset')).toHaveLength(0);
    const alb = runVia(text.replace('at: 10s', 'at: 45s').replace('40s', '90s'), 'aws-alb');
    const cut = ofType(alb, 'RequestFailed').filter((e) => e.data.reason === 'reset');
    expect(cut.length).toBeGreaterThan(5);
    for (const e of cut) expect(e.data).toMatchObject({ via: 'aws-alb', status: '502' });
  });

  it('are cut when a classic Istio sidecar is killed, though the app still serves', () => {
    const text = readFileSync('src/presets/istio-classic-sidecar-1.32.yaml', 'utf8').replace(
      'requestsPerSecond: 50',
      'requestsPerSecond: 50\n    requestDuration: 2s',
    );
    const trace = simulated(text);
    const proxyGone = ofType(trace, 'ContainerExited').find(
      (e) => e.data.container === 'istio-proxy',
    )!;
    const cut = ofType(trace, 'RequestFailed').filter((e) => e.data.reason === 'reset');
    expect(cut.length).toBeGreaterThan(5);
    for (const e of cut) {
      expect(e.t).toBe(proxyGone.t);
      expect(e.data).toMatchObject({ via: 'aws-alb', status: '502' });
    }
  });

  it('are cut when GKE detaches the Pod without connection draining, kept with it', () => {
    // The app waits 20 s in its preStop: only the detach can cut its requests.
    const text = doc(1, '2s', 20);
    const cutAt = (settings: Record<string, number>) =>
      ofType(runVia(text, 'gke-neg', settings), 'RequestFailed').filter(
        (e) => e.data.reason === 'reset',
      );
    const detachLag = 5000;
    const cut = cutAt({ 'detach-lag': detachLag });
    expect(cut.length).toBeGreaterThan(5);
    const sliceAt = 10_100; // the deletion's EndpointSlice change
    for (const e of cut) {
      expect(e.t).toBe(sliceAt + 100 + detachLag);
      expect(e.data).toMatchObject({ via: 'gke-neg', status: '502' });
    }
    expect(cutAt({ 'detach-lag': detachLag, drainingTimeoutSec: 10_000 })).toHaveLength(0);
  });
});
