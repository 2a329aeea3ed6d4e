// kube-proxy on one node. EndpointSlice changes mark Services changed (its informer's
// EndpointsChangeTracker, nodeRules.ts); rules are rewritten one `kubeProxySync` later
// (iptables minSyncPeriod, BoundedFrequencyRunner), every changed Service at once, into the
// node's rules (NodeRules), which the clients' packets follow. Until then the node keeps
// sending new connections by its old rules.
import { setup } from 'xstate';
import type { PodRecord } from '../apiserver/podStore.ts';
import type { World } from '../world.ts';
import type { KubeVersion } from '../../versions/version.ts';
import type { Endpoint } from '../apiserver/endpointSlices.ts';
import { proxyFallsBackToTerminating } from '../../versions/features.ts';
import { why } from '../whys.ts';
import { objectKey } from '../objectKey.ts';
import type { EndpointsChangeTracker, NodeRules, Rules } from './nodeRules.ts';

export type { Rules } from './nodeRules.ts';

export interface KubeProxyInput {
  world: World;
  node: string;
  /**
   * Its informer's record of the Services changed since the last sync: the informer's
   * handler writes it, the sync takes it (the proxier's endpointsChanges), not the context.
   */
  changes: EndpointsChangeTracker;
  /** The rules the current EndpointSlice of a Service makes on a node (sharedRules). */
  rulesOf: (service: string, node: string) => Rules;
  /** The node's rules this proxy writes (and only it); the clients read them. */
  nodeRules: NodeRules;
}

interface Ctx extends KubeProxyInput {
  /** Service → the rules it last wrote (the proxier's own serviceMap and endpointsMap). */
  rules: Map<string, Rules>;
}

type Ev = { type: 'SLICE_CHANGED' };

/**
 * pkg/proxy/topology.go CategorizeEndpoints: the ready endpoints; when none is ready, the
 * serving-terminating ones (ProxyTerminatingEndpoints). Cluster policy reads every node's
 * endpoints; Local (internalTrafficPolicy, `node` given) only the node's own (IsLocal), and a
 * node without one has none: kube-proxy drops the Service's traffic there.
 */
export function clusterEndpoints(
  v: KubeVersion,
  slice: Iterable<Endpoint>,
  node: string | null = null,
): Rules {
  const ready: PodRecord[] = [];
  const fallback: PodRecord[] = [];
  for (const e of slice) {
    if (node !== null && e.pod.nodeName !== node) continue;
    if (e.ready) ready.push(e.pod);
    else if (e.serving && e.terminating) fallback.push(e.pod);
  }
  if (ready.length > 0 || !proxyFallsBackToTerminating(v))
    return { targets: ready, fallback: false };
  return { targets: fallback, fallback: true };
}

const sameRules = (a: Rules | undefined, b: Rules): boolean =>
  a !== undefined &&
  a.fallback === b.fallback &&
  a.targets.length === b.targets.length &&
  a.targets.every((p, i) => p === b.targets[i]);

/** A Service's slice as kube-proxy reads it: `version` changes with every endpoint change. */
interface SliceView {
  version: number;
  endpoints: ReadonlyMap<number, Endpoint>;
}

const NO_RULES: Rules = { targets: [], fallback: false };

/**
 * Every node's kube-proxy turns the same slice into the same rules: worked out once per
 * slice version and shared, and kept as the same object while the outcome does not change,
 * so a node's sync costs one comparison however many Pods the Service has. A Service with
 * internalTrafficPolicy Local (`local`) has rules of each node's own.
 */
export function sharedRules(
  v: KubeVersion,
  sliceOf: (service: string) => SliceView | undefined,
  local: (service: string) => boolean = () => false,
): (service: string, node: string) => Rules {
  const known = new Map<string, { version: number; rules: Rules }>();
  return (service, node) => {
    const slice = sliceOf(service);
    if (!slice) return NO_RULES;
    const onNode = local(service) ? node : null;
    const key = onNode === null ? service : `${service}\n${node}`;
    const last = known.get(key);
    // The slice's own change counter (like a resourceVersion), not a Kubernetes release.
    // eslint-disable-next-line podterm/no-version-comparison
    if (last?.version === slice.version) return last.rules;
    const rules = clusterEndpoints(v, slice.endpoints.values(), onNode);
    const kept = last && sameRules(last.rules, rules) ? last.rules : rules;
    known.set(key, { version: slice.version, rules: kept });
    return kept;
  };
}

export const kubeProxyMachine = setup({
  types: {} as { context: Ctx; input: KubeProxyInput; events: Ev },
  delays: { 'min sync period': ({ context }) => context.world.latency('kubeProxySync') },
  actions: {
    'sync the rules': ({ context: c }) => {
      c.world.beforeTrafficChange();
      for (const service of c.changes.take()) {
        const rules = c.rulesOf(service, c.node);
        const before = c.rules.get(service);
        // The same shared object: nothing changed (a node that missed a version compares).
        if (before === rules || sameRules(before, rules)) continue;
        c.world.routes.reroute(before?.targets, rules.targets);
        c.rules.set(service, rules);
        c.nodeRules.write(service, rules);
        c.world.emit(
          'kube-proxy',
          'ProxyRulesUpdated',
          objectKey('Node', c.node),
          { node: c.node, service, endpoints: rules.targets.length, fallback: rules.fallback },
          rules.fallback ? why('proxyFallback') : undefined,
        );
      }
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
