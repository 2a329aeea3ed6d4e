// Hops whose whole pipeline is one lag between the EndpointSlice and the data plane
// (request-path.md §2.5, §2.6, §3.2, §3.3):
// - a throttle: Traefik applies a change at once, then no new configuration until
//   providersThrottleDuration has passed since the last one; changes in between collapse
//   into the latest (the statechart);
// - a delay line: GKE's NEG controller, AGIC's ARM updates and NGINX Gateway Fabric's
//   reloads take the same time for every change, so each change reaches the data plane
//   that long after it, in order, as it was when heard (plain timers, no statechart).
import { setup } from 'xstate';
import type { HopName } from '../../trace/hops.ts';
import type { Endpoint } from '../apiserver/endpointSlices.ts';
import { EMPTY_VIEW, publishView, type HopInput, type HopView } from './hop.ts';
import type { TryPolicy } from './tries.ts';
import { ActorHop } from './actorHop.ts';

export interface LagRule {
  kind: 'throttle' | 'delay';
  ms: number;
}

export interface LaggedSpec {
  name: HopName;
  /** The view the hop's control plane makes of the slice. */
  read: (slice: Iterable<Endpoint>) => HopView;
  lag: LagRule;
  policy: TryPolicy;
  /** The sentence that says why the view changed when it did. */
  why: string;
  /**
   * How long a Pod the data plane detached keeps its requests in flight (connection
   * draining); null: as long as they take (the Pod's own end cuts them, not the hop).
   */
  drainOnRemovalMs: number | null;
}

interface Ctx extends HopInput {
  spec: LaggedSpec;
  /** When the throttle last let a configuration through. */
  lastAppliedAt: number;
  view: HopView;
}

type Ev = { type: 'SLICE_SEEN' };

function apply(c: Ctx, next: HopView): void {
  const before = c.view;
  if (!publishView(c, c.spec.name, next, c.spec.why)) return;
  const drain = c.spec.drainOnRemovalMs;
  if (drain === null) return;
  const kept = new Set([...next.backends, ...next.draining]);
  for (const pod of [...before.backends, ...before.draining])
    if (!kept.has(pod)) c.world.clock.after(drain, () => c.world.connectionsCut(pod));
}

const throttleMachine = setup({
  types: {} as { context: Ctx; input: Ctx; events: Ev },
  delays: {
    'the throttle': ({ context: c }) => Math.max(0, c.lastAppliedAt + c.spec.lag.ms - c.world.now),
  },
  actions: {
    'apply the latest': ({ context: c }) => {
      c.lastAppliedAt = c.world.now;
      apply(c, c.spec.read(c.slice()));
    },
  },
}).createMachine({
  id: 'throttled-provider',
  context: ({ input }) => input,
  initial: 'Idle',
  states: {
    Idle: {
      on: {
        SLICE_SEEN: {
          target: 'Throttled',
          meta: { k8s: 'traefik pkg/server/configurationwatcher.go throttleProviderConfigReload' },
        },
      },
    },
    Throttled: {
      after: {
        'the throttle': {
          target: 'Idle',
          actions: 'apply the latest',
          meta: { k8s: 'traefik configurationwatcher.go: the latest configuration of the window' },
        },
      },
    },
  },
});

export class LaggedHop extends ActorHop {
  readonly name: HopName;
  protected readonly tries: TryPolicy;
  /** A throttle's statechart; null for a delay line. */
  protected readonly actor;
  /** A delay line's own state, beside no statechart (its timers change nothing else). */
  private readonly line: Ctx | null;

  constructor(
    private readonly spec: LaggedSpec,
    input: HopInput,
  ) {
    super(input);
    this.name = spec.name;
    this.tries = spec.policy;
    const ctx: Ctx = { ...input, spec, lastAppliedAt: -Infinity, view: EMPTY_VIEW };
    this.line = spec.lag.kind === 'delay' ? ctx : null;
    this.actor = this.line ? null : input.world.actor(throttleMachine, ctx);
    this.actor?.start();
  }

  /** The delay line takes the slice as it is when its informer hears. */
  protected override sliceSeen(): void {
    const line = this.line!;
    const seen = this.spec.read(line.slice());
    line.world.clock.after(this.spec.lag.ms, () => apply(line, seen));
  }
}
