// ingress-nginx (controller-v1.15.1, request-path.md §1): the controller's informer hears
// an EndpointSlice change; syncIngress first takes a token from a bucket of rate
// --sync-rate-limit (0.3/s, burst 1: controller.go:186, nginx.go:93), rebuilds the model
// (no reload when only endpoints changed: IsDynamicConfigurationEnough) and POSTs the
// backends to /configuration/backends (nginx.go:986); each NGINX worker copies them on its
// own 1 s Lua timer (balancer.lua:25 BACKENDS_SYNC_INTERVAL). Endpoints whose `ready` is
// false are dropped (endpointslices.go:156): a terminating Pod leaves at the first sync.
// The view drawn is one worker's (ingress-nginx runs one per CPU, each on its own timer).
import { enqueueActions, setup } from 'xstate';
import { seconds, secondsToMs } from '../../trace/units.ts';
import type { PodRecord } from '../apiserver/podStore.ts';
import { why } from '../whys.ts';
import { EMPTY_VIEW, knob, publishView, type HopInput, type HopView } from './hop.ts';
import type { TryPolicy } from './tries.ts';
import { ActorHop } from './actorHop.ts';

interface Ctx extends HopInput {
  /** When the token bucket next holds a token (burst 1, so at most one waits). */
  nextTokenAt: number;
  /**
   * The endpoints changed after the running sync was picked up from the queue: another sync
   * follows (task/queue.go worker skips only an item older than lastSync, the time the last
   * sync was picked up, before its wait for a token).
   */
  again: boolean;
  /** The backends the running sync read from the store. */
  building: readonly PodRecord[];
  /** The list the controller last POSTed. */
  posted: readonly PodRecord[];
  /** The worker's Lua timer fires at phase + n · interval. */
  luaPhase: number;
  /** What the worker balances over. */
  view: HopView;
}

type Ev = { type: 'SLICE_SEEN' } | { type: 'POSTED' };

/** endpointslices.go:156: `ready` nil or true (the simulation's slice has it set). */
const readyEndpoints = (c: Ctx): PodRecord[] => {
  const pods: PodRecord[] = [];
  for (const e of c.slice()) if (e.ready) pods.push(e.pod);
  return pods;
};

const POST = 'nginx.go configureDynamically: POST /configuration/backends';

const ingressNginxMachine = setup({
  types: {} as { context: Ctx; input: Ctx; events: Ev },
  delays: {
    // client-go flowcontrol token bucket Accept(): blocks until a token is there.
    'until a token': ({ context: c }) => Math.max(0, c.nextTokenAt - c.world.now),
    'the build': ({ context: c }) => knob(c.settings, 'build'),
    // ngx.timer.every(BACKENDS_SYNC_INTERVAL): the first tick strictly after now.
    'until the Lua timer': ({ context: c }) => {
      const every = knob(c.settings, 'backends-sync-interval');
      const since = c.world.now - c.luaPhase;
      return (Math.floor(since / every) + 1) * every - since;
    },
  },
  actions: {
    'pick up the sync': ({ context: c }) => {
      c.again = false;
    },
    'take the token': ({ context: c }) => {
      const rate = knob(c.settings, 'sync-rate-limit');
      c.nextTokenAt = c.world.now + secondsToMs(seconds(1 / rate));
      c.building = readyEndpoints(c);
    },
    'note another change': ({ context: c }) => {
      c.again = true;
    },
    post: enqueueActions(({ context: c, enqueue }) => {
      c.posted = c.building;
      enqueue.raise({ type: 'POSTED' });
    }),
    'copy the backends': ({ context: c }) => {
      const next: HopView = { backends: c.posted, draining: [] };
      const rate = knob(c.settings, 'sync-rate-limit');
      publishView(c, 'ingress-nginx', next, why('ingressNginxSync', { rate }));
    },
  },
  guards: { 'changed again': ({ context: c }) => c.again },
}).createMachine({
  id: 'ingress-nginx',
  context: ({ input }) => input,
  type: 'parallel',
  states: {
    controller: {
      initial: 'Idle',
      states: {
        Idle: {
          on: {
            SLICE_SEEN: {
              target: 'WaitingForToken',
              meta: { k8s: 'controller.go syncQueue.EnqueueSkippableTask' },
            },
          },
        },
        WaitingForToken: {
          // The item is picked up now (lastSync's time): a change heard while the sync waits
          // for its token is newer, so it is synced again after, even if this sync read it;
          // that sync takes a token too (syncIngress calls Accept() before it compares).
          entry: 'pick up the sync',
          on: { SLICE_SEEN: { actions: 'note another change' } },
          after: {
            'until a token': {
              target: 'Building',
              actions: 'take the token',
              meta: { k8s: 'controller.go syncIngress: syncRateLimiter.Accept()' },
            },
          },
        },
        Building: {
          on: { SLICE_SEEN: { actions: 'note another change' } },
          after: {
            'the build': [
              {
                guard: 'changed again',
                target: 'WaitingForToken',
                actions: 'post',
                meta: { k8s: POST },
              },
              { target: 'Idle', actions: 'post', meta: { k8s: POST } },
            ],
          },
        },
      },
    },
    worker: {
      initial: 'Current',
      states: {
        Current: {
          on: { POSTED: { target: 'Behind', meta: { k8s: 'balancer.lua configuration' } } },
        },
        Behind: {
          after: {
            'until the Lua timer': {
              target: 'Current',
              actions: 'copy the backends',
              meta: { k8s: 'balancer.lua sync_backends' },
            },
          },
        },
      },
    },
  },
});

/** nginx: retry the next peer on error or timeout, 3 tries (config.go:866-868); §0.1 answers. */
function policy(settings: HopInput['settings']): TryPolicy {
  return {
    tries: knob(settings, 'proxy-next-upstream-tries'),
    retryRefused: true,
    retryTimeout: true,
    connectTimeoutMs: knob(settings, 'proxy-connect-timeout'),
    refused: '502',
    timeout: '504',
    // balancer.lua:121-124: no peers, no balancer: 503 in the rewrite phase.
    none: '503',
    // "upstream prematurely closed connection": the next peer for an idempotent request.
    reset: '502',
    retryReset: true,
  };
}

export class IngressNginx extends ActorHop {
  readonly name = 'ingress-nginx' as const;
  protected readonly actor;
  protected readonly tries: TryPolicy;

  constructor(input: HopInput) {
    super(input);
    this.tries = policy(input.settings);
    const every = knob(input.settings, 'backends-sync-interval');
    this.actor = input.world.actor(ingressNginxMachine, {
      ...input,
      nextTokenAt: 0,
      again: false,
      building: [],
      posted: [],
      // The worker started its timer at a moment nothing records: seeded, uniform 0–1 s (§9).
      luaPhase: Math.floor(input.world.rng.next() * every),
      view: EMPTY_VIEW,
    });
    this.actor.start();
  }
}
