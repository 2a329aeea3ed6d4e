// Keep-alive clients (contract §5 `traffic.keepAlive`, request-path.md §6.2–6.3): a
// connection stays on its Pod whatever kube-proxy's rules say after, dies at the Pod's
// first close, and what the client sees then depends on how the Pod closed and who the
// client is.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ofType, simulated } from '../../helpers/hopRun.ts';
import { webDoc } from '../../helpers/webDoc.ts';

const doc = (client: string, sigterm: 'ignore' | 'exit:0s', headless = false, replicas = 2) =>
  webDoc({
    version: '1.34',
    duration: 60,
    rps: 20,
    traffic: `keepAlive: true, client: ${client}`,
    at: 10,
    action: 'do: delete, target: pod/web',
    replicas,
    drain: sigterm === 'ignore' ? 'ignore' : 0,
    grace: 5,
    headless,
  });

describe('keep-alive clients through kube-proxy', () => {
  it('keep using a terminating Pod that still listens, after the rules dropped it', () => {
    const trace = simulated(doc('node', 'ignore'));
    const dropped = ofType(trace, 'ProxyRulesUpdated').find(
      (e) => e.t > 10_000 && e.data.endpoints === 1,
    )!;
    const killed = ofType(trace, 'ContainerExited').find((e) => e.t > 10_000)!;
    // Served until the SIGKILL, then one ECONNRESET on the connection the kill cut.
    const failed = ofType(trace, 'RequestFailed');
    expect(failed).toHaveLength(1);
    expect(failed[0]!.data).toMatchObject({ reason: 'reset', pod: killed.object.slice(4) });
    expect(failed[0]!.t).toBeGreaterThan(killed.t);
    expect(killed.t).toBeGreaterThan(dropped.t + 3000);
  });

  it("Go's transport retries the idempotent request on a new connection", () => {
    expect(ofType(simulated(doc('go', 'ignore')), 'RequestFailed')).toHaveLength(0);
  });

  it('a graceful close is seen by the client: it reconnects through the current rules', () => {
    const trace = simulated(doc('node', 'exit:0s'));
    const failed = ofType(trace, 'RequestFailed');
    // No reset: only new connections the stale rules still sent to the closed listener.
    expect(failed.every((e) => e.data.reason === 'connection refused')).toBe(true);
    const synced = ofType(trace, 'ProxyRulesUpdated').find(
      (e) => e.t > 10_000 && e.data.endpoints === 1,
    )!;
    expect(failed.every((e) => e.t < synced.t)).toBe(true);
  });

  it('gRPC over a headless Service: pick_first moves to another address it resolved', () => {
    const trace = simulated(doc('grpc', 'ignore', true));
    const killed = ofType(trace, 'ContainerExited').find((e) => e.t > 10_000)!;
    const failed = ofType(trace, 'RequestFailed');
    // The client whose connection the kill cut gets UNAVAILABLE once; the next request
    // connects to the other address it resolved at the start.
    expect(failed).toHaveLength(1);
    expect(failed[0]!.data.reason).toBe('reset');
    expect(failed[0]!.t).toBeGreaterThanOrEqual(killed.t);
  });

  it('gRPC keeps a dead resolution until MinResolutionInterval after the last one', () => {
    const trace = simulated(doc('grpc', 'ignore', true, 1));
    const refused = ofType(trace, 'RequestFailed').filter(
      (e) => e.data.reason === 'connection refused',
    );
    const started = ofType(trace, 'RequestsServed')[0]!.t;
    expect(refused.length).toBeGreaterThan(0);
    // The one address it knew is dead; a new resolution is allowed 30 s after the first.
    expect(refused.at(-1)!.t).toBeLessThan(started + 30_000);
    expect(refused.at(-1)!.t).toBeGreaterThan(started + 29_000);
  });
});

describe('keep-alive clients through a hop', () => {
  it('end at the hop: the run is the one without keepAlive, and the assumption says so', () => {
    const preset = readFileSync(
      join(import.meta.dirname, '../../../../src/presets/ingress-nginx-rollout.yaml'),
      'utf8',
    );
    const kept = simulated(
      preset.replace('    service: web\n', '    service: web\n    keepAlive: true\n'),
    );
    const plain = simulated(preset);
    expect(kept.events).toEqual(plain.events);
    const said = kept.assumptions.map((a) => a.text);
    // It said the clients' Node agent would meet ECONNRESET, which through a hop never happens.
    expect(said.some((t) => t.includes('ECONNRESET'))).toBe(false);
    expect(said).toContain(
      'The clients of web reuse connections, but to ingress-nginx, not to the Pods: their keep-alive race is the hop’s (its upstream connections to the Pods), which podterm does not draw; a request meets the hop’s own retries and errors',
    );
  });
});
