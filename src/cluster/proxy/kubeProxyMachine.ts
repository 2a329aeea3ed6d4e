// kube-proxy on one node. EndpointSlice changes mark Services dirty; rules are rewritten
// one `kubeProxySync` later (iptables minSyncPeriod, BoundedFrequencyRunner), all dirty
// Services at once. Until then the node keeps sending new connections by its old rules.
import { setup } from 'xstate';
import type { PodRecord } from '../apiserver/podStore.ts';
import type { World } from '../world.ts';
import type { Endpoint } from './endpointsMachine.ts';
import { proxyFallsBackToTerminating } from '../../versions/features.ts';
import { why } from '../whys.ts';
import { reroute } from '../traffic/routes.ts';

export interface KubeProxyInput {
  world: World;
  node: string;
  /**
   * Services changed since the last sync. Plain state beside the machine: a 1,000-pod
   * rollout marks it thousands of times, and only the first mark is a state change.
   */
  dirty: Set<string>;
  /** The current EndpointSlice of a Service, as the watch delivered it. */
  sliceOf: (service: string) => Iterable<Endpoint>;
}

interface Ctx extends KubeProxyInput {
  /** Service → the pods new connections go to. */
  rules: Map<string, Rules>;
}

type Ev = { type: 'SLICE_CHANGED' };

/**
 * pkg/proxy/topology.go CategorizeEndpoints (Cluster policy): the ready endpoints; when
 * none is ready anywhere, the serving-terminating ones (ProxyTerminatingEndpoints).
 */
export function clusterEndpoints(v: number, slice: Iterable<Endpoint>): Rules {
  const ready: PodRecord[] = [];
  const fallback: PodRecord[] = [];
  for (const e of slice) {
    if (e.ready) ready.push(e.pod);
    else if (e.serving && e.terminating) fallback.push(e.pod);
  }
  if (ready.length > 0 || !proxyFallsBackToTerminating(v))
    return { targets: ready, fallback: false };
  return { targets: fallback, fallback: true };
}

export interface Rules {
  targets: PodRecord[];
  /** No endpoint is ready: new connections go to serving-terminating ones. */
  fallback: boolean;
}

const sameRules = (a: Rules | undefined, b: Rules): boolean =>
  a !== undefined &&
  a.fallback === b.fallback &&
  a.targets.length === b.targets.length &&
  a.targets.every((p, i) => p === b.targets[i]);

export const kubeProxyMachine = setup({
  types: {} as { context: Ctx; input: KubeProxyInput; events: Ev },
  delays: { 'min sync period': ({ context }) => context.world.latency('kubeProxySync') },
  actions: {
    'sync the rules': ({ context: c }) => {
      c.world.beforeTrafficChange();
      for (const service of [...c.dirty].sort()) {
        const rules = clusterEndpoints(c.world.v, c.sliceOf(service));
        const before = c.rules.get(service);
        if (sameRules(before, rules)) continue;
        reroute(before?.targets ?? [], rules.targets);
        c.rules.set(service, rules);
        c.world.emit(
          'kube-proxy',
          'ProxyRulesUpdated',
          `Node/${c.node}`,
          { node: c.node, service, endpoints: rules.targets.length, fallback: rules.fallback },
          rules.fallback ? why('proxyFallback') : undefined,
        );
      }
      c.dirty.clear();
      c.world.afterRulesChanged();
    },
  },
}).createMachine({
  id: 'kube-proxy',
  context: ({ input }) => ({ ...input, rules: new Map() }),
  initial: 'Synced',
  states: {
    Synced: {
      on: {
        SLICE_CHANGED: {
          target: 'SyncPending',
          meta: { k8s: 'bounded_frequency_runner.go Run' },
        },
      },
    },
    SyncPending: {
      after: {
        'min sync period': {
          target: 'Synced',
          actions: 'sync the rules',
          meta: { k8s: 'proxier.go syncProxyRules' },
        },
      },
    },
  },
});

/** Marks a Service dirty on a node; wakes the node's proxy only when it was idle. */
export function notifySliceChanged(
  proxy: { send: (e: Ev) => void },
  dirty: Set<string>,
  service: string,
): void {
  const wasIdle = dirty.size === 0;
  dirty.add(service);
  if (wasIdle) proxy.send({ type: 'SLICE_CHANGED' });
}
