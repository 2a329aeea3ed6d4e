// kube-proxy on one node. EndpointSlice changes mark Services dirty; rules are rewritten
// one `kubeProxySync` later (iptables minSyncPeriod, BoundedFrequencyRunner), all dirty
// Services at once. Until then the node keeps sending new connections by its old rules.
import { setup } from 'xstate';
import type { PodRecord } from '../sim/store.ts';
import type { World } from '../sim/world.ts';
import type { Endpoint } from './endpointsMachine.ts';
import { proxyFallsBackToTerminating } from './rules/features.ts';

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
  rules: Map<string, PodRecord[]>;
}

type Ev = { type: 'SLICE_CHANGED' };

/**
 * pkg/proxy/topology.go CategorizeEndpoints (Cluster policy): the ready endpoints; when
 * none is ready anywhere, the serving-terminating ones (ProxyTerminatingEndpoints).
 */
export function clusterEndpoints(v: number, slice: Iterable<Endpoint>): PodRecord[] {
  const ready: PodRecord[] = [];
  const fallback: PodRecord[] = [];
  for (const e of slice) {
    if (e.ready) ready.push(e.pod);
    else if (e.serving && e.terminating) fallback.push(e.pod);
  }
  if (ready.length > 0 || !proxyFallsBackToTerminating(v)) return ready;
  return fallback;
}

const sameTargets = (a: PodRecord[] | undefined, b: PodRecord[]): boolean =>
  a !== undefined && a.length === b.length && a.every((p, i) => p === b[i]);

export const kubeProxyMachine = setup({
  types: {} as { context: Ctx; input: KubeProxyInput; events: Ev },
  delays: { 'min sync period': ({ context }) => context.world.latency('kubeProxySync') },
  actions: {
    'sync the rules': ({ context: c }) => {
      c.world.beforeTrafficChange();
      for (const service of [...c.dirty].sort()) {
        const targets = clusterEndpoints(c.world.v, c.sliceOf(service));
        if (sameTargets(c.rules.get(service), targets)) continue;
        c.rules.set(service, targets);
        c.world.emit('kube-proxy', 'ProxyRulesUpdated', `Node/${c.node}`, {
          node: c.node,
          service,
          endpoints: targets.length,
        });
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
    Synced: { on: { SLICE_CHANGED: 'SyncPending' } },
    SyncPending: {
      after: { 'min sync period': { target: 'Synced', actions: 'sync the rules' } },
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
