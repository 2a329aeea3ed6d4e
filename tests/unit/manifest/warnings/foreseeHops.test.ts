// The request path's warnings (foreseeHops.ts, foreseeDrain.ts, foreseeMesh.ts): each fires
// when the manifest is wrong, stays silent when it is right, and says its numbers.
import { describe, expect, it } from 'vitest';
import { foresee } from '../../../../src/manifest/warnings/foresee.ts';
import {
  whereItBites,
  type Foresight,
  type ForesightRule,
} from '../../../../src/manifest/warnings/foresight.ts';
import { loadScenario } from '../../../../src/manifest/load/loadScenario.ts';
import { simulateText } from '../../../../src/run/simulate.ts';
import { hopDoc, type HopDoc } from '../../helpers/hopScenario.ts';

const warnings = (o: HopDoc): Foresight[] => {
  const { model, diagnostics } = loadScenario(hopDoc(o));
  if (!model) throw new Error(JSON.stringify(diagnostics));
  return foresee(model);
};
const one = (o: HopDoc, rule: ForesightRule): Foresight | undefined =>
  warnings(o).find((f) => f.rule === rule);

describe('a preStop shorter than the hop’s propagation', () => {
  it('ingress-nginx: 1/sync-rate-limit + build + backends-sync-interval, worst and typical', () => {
    const f = one({ dataPlane: 'ingress: ingress-nginx', preStop: 3 }, 'preStopShorterThanHop')!;
    expect(f.message).toContain('preStop 3 s is shorter than ingress-nginx');
    expect(f.message).toContain(
      'up to 4.5 s in the worst case (1/sync-rate-limit 3.3 s + build 0 s + backends-sync-interval 1 s + watch ×2 0.2 s), 1.2 s typically (with a token free)',
    );
    expect(f.message).toContain('request-path.md R4');
    expect(f.message).toContain('balancer.lua:25');
    expect(one({ dataPlane: 'ingress: ingress-nginx', preStop: 5 }, 'preStopShorterThanHop')).toBe(
      undefined,
    );
  });

  it('follows the knobs the Scenario sets', () => {
    const f = one(
      { dataPlane: 'ingress: ingress-nginx, settings: {sync-rate-limit: 0.1}', preStop: 5 },
      'preStopShorterThanHop',
    )!;
    expect(f.message).toContain('up to 11.2 s in the worst case (1/sync-rate-limit 10 s');
  });

  it('AWS ALB: reconcile + the propagation-lag preset, citing R2', () => {
    const f = one({ dataPlane: 'loadBalancer: aws-alb', preStop: 5 }, 'preStopShorterThanHop')!;
    expect(f.message).toContain(
      'up to 10.2 s in the worst case (reconcile 0 s + propagation-lag 10 s',
    );
    expect(f.message).toContain('#1719');
    expect(one({ dataPlane: 'loadBalancer: aws-alb', preStop: 11 }, 'preStopShorterThanHop')).toBe(
      undefined,
    );
  });

  it('GKE detach-lag, AGIC update-lag, the Istio gateway’s debounce maximum', () => {
    expect(
      one({ dataPlane: 'loadBalancer: gke-neg', preStop: 30 }, 'preStopShorterThanHop')!.message,
    ).toContain('up to 40.2 s in the worst case (detach-lag 40 s');
    expect(
      one({ dataPlane: 'loadBalancer: azure-agc', preStop: 30 }, 'preStopShorterThanHop')!.message,
    ).toContain('R6');
    const istio = one(
      { dataPlane: 'ingress: istio-gateway', preStop: 5 },
      'preStopShorterThanHop',
    )!;
    expect(istio.message).toContain('up to 10.2 s in the worst case (PILOT_DEBOUNCE_MAX 10 s');
    expect(istio.message).toContain('0.3 s typically');
  });

  it('bites at the first request the hop fails', () => {
    const o: HopDoc = { dataPlane: 'ingress: ingress-nginx' };
    const f = one(o, 'preStopShorterThanHop')!;
    expect(f.bites).toEqual({
      type: 'RequestFailed',
      object: 'Service/web',
      data: { via: 'ingress-nginx' },
    });
    const trace = simulateText(hopDoc(o)).trace!;
    expect(whereItBites(trace.events, f)).toBeGreaterThan(0);
  });
});

describe('a terminating-endpoint hop in front of an app that closes at SIGTERM', () => {
  it('Envoy Gateway (DRAINING): the window before it hears', () => {
    const f = one({ dataPlane: 'ingress: envoy-gateway' }, 'terminatingHopNoPreStop')!;
    expect(f.message).toContain(
      'Envoy Gateway sends no new request to a terminating endpoint (DRAINING)',
    );
    expect(f.message).toContain('for the 0.2 s before it hears (xds-lag 0 s + watch ×2 0.2 s)');
    expect(one({ dataPlane: 'ingress: envoy-gateway' }, 'preStopShorterThanHop')).toBe(undefined);
    expect(
      one({ dataPlane: 'ingress: envoy-gateway', preStop: 1 }, 'terminatingHopNoPreStop'),
    ).toBe(undefined);
  });

  it('Traefik (fenced) through an Ingress, not through its Gateway API provider', () => {
    expect(one({ dataPlane: 'ingress: traefik' }, 'terminatingHopNoPreStop')!.message).toContain(
      '(fenced), so requests already on it are fine, but for the 2.2 s',
    );
    expect(
      one({ dataPlane: 'ingress: traefik', entry: 'httproute' }, 'terminatingHopNoPreStop'),
    ).toBe(undefined);
  });
});

describe('preStop plus the app’s drain against the grace period', () => {
  it('says the sum and the grace', () => {
    const f = one(
      { dataPlane: 'ingress: envoy-gateway', preStop: 20, drain: 15 },
      'drainLongerThanGrace',
    )!;
    expect(f.message).toContain(
      "preStop 20 s + the app's drain 15 s = 35 s, longer than terminationGracePeriodSeconds 30",
    );
    expect(f.bites).toMatchObject({
      type: 'SignalSent',
      data: { signal: 'SIGKILL', container: 'app' },
    });
    expect(
      one({ dataPlane: 'ingress: envoy-gateway', preStop: 20, drain: 10 }, 'drainLongerThanGrace'),
    ).toBe(undefined);
  });
});

describe('an AWS deregistration delay longer than the grace period (R1)', () => {
  it('an info that says it is conservative', () => {
    const f = one(
      { dataPlane: 'loadBalancer: aws-alb', preStop: 15 },
      'deregistrationDelayOverGrace',
    )!;
    expect(f.severity).toBe('info');
    expect(f.message).toContain(
      "deregistration_delay.timeout_seconds 300 s is longer than web's terminationGracePeriodSeconds 30",
    );
    expect(f.message).toContain('⚠ Conservative, not required');
    const set = 'loadBalancer: aws-alb, settings: {deregistration_delay.timeout_seconds: 20s}';
    expect(one({ dataPlane: set, preStop: 15 }, 'deregistrationDelayOverGrace')).toBe(undefined);
  });
});

describe('a classic mesh sidecar that stops before the app', () => {
  const mesh = (name: string, extra = ''): HopDoc['dataPlane'] =>
    `mesh: ${name}, settings: {nativeSidecar: false${extra}}`;

  it('Istio: terminationDrainDuration 5 s against the app’s preStop and drain (R10)', () => {
    const f = one(
      { dataPlane: mesh('istio'), entry: null, preStop: 8, drain: 2 },
      'istioClassicDrainShort',
    )!;
    expect(f.message).toContain(
      'killed terminationDrainDuration 5 s after its SIGTERM, but the app runs 10 s',
    );
    expect(f.message).toContain('R10');
    expect(
      one(
        { dataPlane: mesh('istio'), entry: null, preStop: 3, drain: 1 },
        'istioClassicDrainShort',
      ),
    ).toBe(undefined);
    expect(
      one(
        { dataPlane: 'mesh: istio, settings: {nativeSidecar: true}', entry: null, preStop: 8 },
        'istioClassicDrainShort',
      ),
    ).toBe(undefined);
  });

  it('Linkerd: the proxy refuses at its SIGTERM while the app still runs (R8)', () => {
    const f = one(
      { dataPlane: mesh('linkerd'), entry: null, preStop: 5 },
      'linkerdClassicRefusesEarly',
    )!;
    expect(f.message).toContain('from its SIGTERM, 0 s after the deletion');
    expect(f.message).toContain('the app still runs until 5 s');
    expect(f.bites).toMatchObject({ data: { container: 'linkerd-proxy', signal: 'SIGTERM' } });
    const waits = mesh('linkerd', ', proxy-wait-before-exit-seconds: 10s');
    expect(one({ dataPlane: waits, entry: null, preStop: 5 }, 'linkerdClassicRefusesEarly')).toBe(
      undefined,
    );
  });
});
