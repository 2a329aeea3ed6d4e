// Envoy-based gateways (request-path.md §2.1–2.3), the data plane of Envoy Gateway and of
// the Istio gateway: the control plane reads the Service's EndpointSlice and pushes EDS.
// - Envoy Gateway (v1.9.0): a reconciler retranslates on every change, no debounce
//   (provider/kubernetes/controller.go); terminating endpoints stay in EDS as DRAINING
//   (gatewayapi/route.go:3363-3392, #4946 in v1.3.0, serving=false too since #7253 in
//   v1.6.0): no new requests, requests in flight finish. No retry unless a
//   BackendTrafficPolicy sets one (xds/translator/route.go).
// - Istio (1.30): istiod debounces pushes (PILOT_DEBOUNCE_AFTER quiet time, at most
//   PILOT_DEBOUNCE_MAX after the first change: pilot/pkg/features/tuning.go); a terminating
//   endpoint is not sent (endpointslice.go endpointHealthStatus); the default route retries
//   connect failures twice on other hosts (route/retry/retry.go:36-55).
// Envoy answers a refused connect with 503 (UF), a connect timeout with 503 after
// connect_timeout, and no healthy host with 503 (UH) (§2.1).
import { setup } from 'xstate';
import type { PodRecord } from '../apiserver/podStore.ts';
import { why } from '../whys.ts';
import { EMPTY_VIEW, knob, publishView, type HopInput, type HopView } from './hop.ts';
import type { TryPolicy } from './tries.ts';
import { ActorHop } from './actorHop.ts';

/** istio-proxy here is the caller's sidecar: in a mesh, clients reach Pods through it. */
type EnvoyHop = 'envoy-gateway' | 'istio-gateway' | 'istio-proxy';

interface Ctx extends HopInput {
  hop: EnvoyHop;
  /** istiod: when the first change of the pending push came. */
  firstChangeAt: number;
  view: HopView;
}

type Ev = { type: 'SLICE_SEEN' };

/** The EDS the control plane sends for the slice as it is now. */
function eds(c: Ctx): HopView {
  const backends: PodRecord[] = [];
  const draining: PodRecord[] = [];
  for (const e of c.slice()) {
    if (e.ready) backends.push(e.pod);
    // Envoy Gateway: DRAINING (route.go); Istio: a terminating endpoint is not sent.
    else if (c.hop === 'envoy-gateway' && e.terminating) draining.push(e.pod);
  }
  // Every host DRAINING: none is healthy of none counted, so Envoy is in panic and balances
  // over all of them, DRAINING ones included (upstream_impl.cc, envoy#46800; its fix #46823
  // still open in 2026-08): they get new requests, and are listed as both.
  if (backends.length === 0 && draining.length > 0) return { backends: draining, draining };
  return { backends, draining };
}

const envoyMachine = setup({
  types: {} as { context: Ctx; input: Ctx; events: Ev },
  delays: {
    'the xDS lag': ({ context: c }) => knob(c.settings, 'xds-lag'),
    // debounce: wait for a quiet PILOT_DEBOUNCE_AFTER, but no longer than DEBOUNCE_MAX in all.
    'the debounce': ({ context: c }) =>
      Math.min(
        knob(c.settings, 'PILOT_DEBOUNCE_AFTER'),
        Math.max(0, c.firstChangeAt + knob(c.settings, 'PILOT_DEBOUNCE_MAX') - c.world.now),
      ),
  },
  actions: {
    'note the first change': ({ context: c }) => {
      c.firstChangeAt = c.world.now;
    },
    'push EDS': ({ context: c }) => {
      const next = eds(c);
      const w =
        c.hop === 'envoy-gateway'
          ? why('envoyGatewayEds')
          : why('istioPush', { quiet: knob(c.settings, 'PILOT_DEBOUNCE_AFTER') });
      publishView(c, c.hop, next, w);
    },
  },
  guards: { 'debounced by istiod': ({ context: c }) => c.hop !== 'envoy-gateway' },
}).createMachine({
  id: 'envoy-eds',
  context: ({ input }) => input,
  initial: 'Idle',
  states: {
    Idle: {
      on: {
        SLICE_SEEN: [
          {
            guard: 'debounced by istiod',
            target: 'Debouncing',
            actions: 'note the first change',
            meta: { k8s: 'pilot/pkg/xds/discovery.go debounce' },
          },
          { target: 'Translating', meta: { k8s: 'provider/kubernetes/controller.go Reconcile' } },
        ],
      },
    },
    // Every new change restarts the quiet time (re-entering restarts the delay).
    Debouncing: {
      on: { SLICE_SEEN: { target: 'Debouncing', reenter: true } },
      after: {
        'the debounce': {
          target: 'Idle',
          actions: 'push EDS',
          meta: { k8s: 'pilot/pkg/xds/discovery.go Push (EDS)' },
        },
      },
    },
    Translating: {
      after: {
        'the xDS lag': {
          target: 'Idle',
          actions: 'push EDS',
          meta: { k8s: 'xds/translator translateXdsIR → EDS' },
        },
      },
    },
  },
});

function policy(hop: EnvoyHop, settings: HopInput['settings']): TryPolicy {
  const istio = hop !== 'envoy-gateway';
  return {
    // Istio: numRetries 2 on connect-failure; Envoy Gateway: no retry policy by default.
    tries: istio ? 3 : 1,
    retryRefused: istio,
    retryTimeout: istio,
    connectTimeoutMs: knob(settings, 'connect-timeout'),
    refused: '503',
    timeout: '503',
    none: '503',
    // An upstream reset before the response: 503 UC (router.cc onUpstreamReset).
    reset: '503',
    retryReset: false,
  };
}

export class EnvoyGateway extends ActorHop {
  protected readonly actor;
  protected readonly tries: TryPolicy;

  constructor(
    readonly name: EnvoyHop,
    input: HopInput,
  ) {
    super(input);
    this.tries = policy(name, input.settings);
    this.actor = input.world.actor(envoyMachine, {
      ...input,
      hop: name,
      firstChangeAt: 0,
      view: EMPTY_VIEW,
    });
    this.actor.start();
  }
}
