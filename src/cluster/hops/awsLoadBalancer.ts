// AWS Load Balancer Controller with IP targets, ALB or NLB (request-path.md §3.1). The
// TargetGroupBinding reconciler reads the Service's EndpointSlice (endpoint_resolver.go
// :171-195): a ready endpoint is a target; a terminating one is deregistered
// (DeregisterTargets) at the next reconcile. AWS says a deregistering target gets no new
// requests, yet users measured new requests for seconds to minutes after the call (§8.1):
// that lag is `propagation-lag`, a setting with the reference's presets, never a number of
// podterm's. A new target gets requests once it passed `healthy-threshold-count` health
// checks `healthcheck-interval-seconds` apart. The reconciler is the statechart; the target
// group is AWS's (TargetGroup, outside the statechart's context: the reconciler calls
// RegisterTargets and DeregisterTargets on it), and each target's checks and lag are AWS's
// timers on it.
import { setup } from 'xstate';
import { msToSeconds } from '../../trace/units.ts';
import type { HopName } from '../../trace/hops.ts';
import type { PodRecord } from '../apiserver/podStore.ts';
import { why } from '../whys.ts';
import { setReadinessGate } from '../apiserver/conditions.ts';
import { readinessGateOf } from './readinessGate.ts';
import { EMPTY_VIEW, knob, publishView, type HopInput, type HopView } from './hop.ts';
import type { TryPolicy } from './tries.ts';
import { ActorHop } from './actorHop.ts';
import { objectKey } from '../objectKey.ts';

type Target = 'initial' | 'healthy' | 'deregistering';

/** The load balancer's target group, as AWS keeps it: its health checks write it. */
interface TargetGroup extends Pick<HopInput, 'world' | 'service' | 'settings' | 'dataPlane'> {
  hop: 'aws-alb' | 'aws-nlb';
  /** Registered targets and their state, in registration order. */
  targets: Map<PodRecord, Target>;
  /** What the load balancer routes to now. */
  view: HopView;
  /**
   * The readiness gate the controller's webhook gave the Service's Pods
   * (`target-health.elbv2.k8s.aws/<binding>`), or null without pod-readiness-gate-inject.
   */
  gate: string | null;
}

interface Ctx extends HopInput {
  /** The AWS API the reconciler calls: its target group. */
  group: TargetGroup;
}

type Ev = { type: 'SLICE_SEEN' };

const loadBalancerMachine = setup({
  types: {} as { context: Ctx; input: Ctx; events: Ev },
  delays: { reconcile: ({ context: c }) => knob(c.settings, 'reconcile') },
  actions: {
    // targetgroupbinding resource_manager.go reconcileWithIPTargetType: register the ready
    // endpoints that are not targets, deregister the targets that are no longer ready.
    'register and deregister': ({ context: { slice, group: c } }) => {
      // endpoint_resolver.go: a ready endpoint, or with readiness gates one whose containers
      // are ready and that is not terminating (its Ready waits for this very target).
      const ready = new Set<PodRecord>();
      for (const e of slice())
        if (e.ready || (c.gate !== null && e.pod.containersReady && !e.terminating))
          ready.add(e.pod);
      register(
        c,
        [...ready].filter((pod) => !c.targets.has(pod)),
      );
      for (const [pod, state] of c.targets)
        if (state !== 'deregistering' && !ready.has(pod)) deregister(c, pod);
    },
  },
}).createMachine({
  id: 'aws-load-balancer-controller',
  context: ({ input }) => input,
  initial: 'Idle',
  states: {
    Idle: {
      on: {
        SLICE_SEEN: {
          target: 'Reconciling',
          meta: { k8s: 'targetgroupbinding controller: EndpointSlice event handler' },
        },
      },
    },
    Reconciling: {
      after: {
        reconcile: {
          target: 'Idle',
          actions: 'register and deregister',
          meta: { k8s: 'resource_manager.go reconcileWithIPTargetType' },
        },
      },
    },
  },
});

/** The view: healthy and still-lagging targets get new requests; none drains for long. */
function refresh(c: TargetGroup, whyText: string): void {
  const backends: PodRecord[] = [];
  const draining: PodRecord[] = [];
  for (const [pod, state] of c.targets) {
    if (state === 'initial') continue;
    backends.push(pod);
    // Deregistered but, for the propagation lag, still sent new requests.
    if (state === 'deregistering') draining.push(pod);
  }
  const next = { backends, draining };
  publishView(c, c.hop, next, whyText);
}

/**
 * RegisterTargets for the Pods one reconcile adds, then their health checks, one round
 * every interval: `threshold` passes in a row make a target healthy.
 */
function register(c: TargetGroup, pods: readonly PodRecord[]): void {
  if (pods.length === 0) return;
  for (const pod of pods) c.targets.set(pod, 'initial');
  const every = knob(c.settings, 'healthcheck-interval-seconds');
  const threshold = knob(c.settings, 'healthy-threshold-count');
  const passes = new Map(pods.map((p) => [p, 0]));
  const round = (): void => {
    let healthy = false;
    for (const [pod, n] of passes) {
      if (c.targets.get(pod) !== 'initial') {
        passes.delete(pod);
        continue;
      }
      const next = pod.listening ? n + 1 : 0;
      if (next < threshold) passes.set(pod, next);
      else {
        passes.delete(pod);
        c.targets.set(pod, 'healthy');
        healthy = true;
        // pod_readiness_gate.md: the controller sets the gate's condition once the target
        // is healthy, and only then is the Pod Ready.
        if (c.gate) setReadinessGate(c.world, pod, c.hop, c.gate);
      }
    }
    if (healthy)
      refresh(c, why('targetHealthy', { checks: threshold, interval: msToSeconds(every) }));
    if (passes.size > 0) c.world.clock.after(every, round);
  };
  c.world.clock.after(every, round);
}

/** DeregisterTargets: new requests still come for `propagation-lag`, then none. */
function deregister(c: TargetGroup, pod: PodRecord): void {
  const wasHealthy = c.targets.get(pod) === 'healthy';
  if (!wasHealthy) return void c.targets.delete(pod);
  c.targets.set(pod, 'deregistering');
  const lag = knob(c.settings, 'propagation-lag');
  refresh(c, why('targetDeregistered', { lag: msToSeconds(lag) }));
  c.world.clock.after(lag, () => {
    c.targets.delete(pod);
    refresh(c, why('targetGone', { lag: msToSeconds(lag) }));
  });
}

/**
 * §3.1 "Client sees": ALB answers 502 to a refused connect, 504 after its 10 s connect
 * timeout, 503 with no target; no retry. An NLB passes TCP through, so the client sees the
 * refusal or the timeout itself (request-path.md §0.1 with no proxy between) [infer].
 */
function policy(hop: TargetGroup['hop'], settings: HopInput['settings']): TryPolicy {
  if (hop === 'aws-alb')
    return {
      tries: 1,
      retryRefused: false,
      retryTimeout: false,
      connectTimeoutMs: knob(settings, 'connect-timeout'),
      refused: '502',
      timeout: '504',
      none: '503',
      // "The target closed the connection" (ALB troubleshooting, HTTP 502).
      reset: '502',
      retryReset: false,
    };
  return {
    tries: 1,
    retryRefused: false,
    retryTimeout: false,
    connectTimeoutMs: 0,
    refused: 'refused',
    timeout: 'timeout',
    none: 'timeout',
    reset: 'reset',
    retryReset: false,
  };
}

export class AwsLoadBalancer extends ActorHop {
  protected readonly actor;
  protected readonly tries: TryPolicy;

  constructor(
    readonly name: Extract<HopName, 'aws-alb' | 'aws-nlb'>,
    input: HopInput,
  ) {
    super(input);
    this.tries = policy(name, input.settings);
    const gate = readinessGateOf(input);
    const { world, service, settings, dataPlane } = input;
    const group = {
      world,
      service,
      settings,
      dataPlane,
      hop: name,
      targets: new Map(),
      view: EMPTY_VIEW,
      gate,
    };
    this.actor = input.world.actor(loadBalancerMachine, { ...input, group });
    this.actor.start();
    // With readiness gates the controller also watches the Pods (their ContainersReady).
    if (gate)
      input.world.watch(objectKey('Service', input.service), {
        podChanged: () => this.actor.send({ type: 'SLICE_SEEN' }),
      });
  }
}
