// The components of the nodes and the Service network: each node's kubelet and kube-proxy,
// CoreDNS, the hop the clients enter through, the EndpointSlice controller and the clients.
import { NodeKubelet } from '../cluster/kubelet/nodeKubelet.ts';
import { kubeProxyMachine, sharedRules } from '../cluster/proxy/kubeProxyMachine.ts';
import { NodeRules, SliceFanOut } from '../cluster/proxy/nodeRules.ts';
import { EndpointSliceController } from '../cluster/controllers/endpointslice/endpointSliceController.ts';
import { createHop } from '../cluster/hops/createHop.ts';
import { DnsAnswer, isHeadless } from '../cluster/traffic/headless.ts';
import { Traffic } from '../cluster/traffic/traffic.ts';
import { KeepAliveClients } from '../cluster/traffic/keepAlive.ts';
import { InFlight } from '../cluster/traffic/inFlight.ts';
import { byName, type ComponentDescriptor } from './registry.ts';

export const kubelet: ComponentDescriptor = {
  name: 'kubelet',
  watches: ['Pod (bound to its node)'],
  needs: [],
  start: ({ model, world, cluster }) => ({
    kubelets: byName(
      model.nodes,
      (n) => new NodeKubelet(world, n.name, (p) => cluster.podActor(p)),
    ),
  }),
};

export const kubeProxy: ComponentDescriptor = {
  name: 'kube-proxy',
  watches: ['EndpointSlice'],
  needs: [],
  start: ({ model, world }) => {
    const local = new Set(
      model.services.filter((s) => s.internalTrafficPolicy === 'Local').map((s) => s.name),
    );
    const rulesOf = sharedRules(
      world.v,
      (svc) => world.endpointSlices.get(svc),
      (svc) => local.has(svc),
    );
    const fanOut = new SliceFanOut();
    const proxies = model.nodes.map((n) => {
      const changes = fanOut.tracker();
      const rules = new NodeRules();
      const input = { world, node: n.name, changes, rulesOf, nodeRules: rules };
      const actor = world.actor(kubeProxyMachine, input);
      fanOut.add({ changes, wake: () => actor.send({ type: 'SLICE_CHANGED' }) });
      return { node: n.name, changes, rules, actor };
    });
    for (const p of proxies) p.actor.start();
    // kube-proxy skips a headless Service; only DNS reads its slice (headless.ts).
    const headless = new Set(model.services.filter(isHeadless).map((s) => s.name));
    world.endpointSlices.watch((svc) => {
      if (!headless.has(svc)) fanOut.sliceChanged(svc);
    });
    return { proxies };
  },
};

export const coredns: ComponentDescriptor = {
  name: 'coredns',
  watches: ['EndpointSlice (of a headless Service)'],
  needs: [],
  start: ({ model, world }) => {
    const answers = new Map<string, DnsAnswer>();
    for (const svc of model.services.filter(isHeadless))
      answers.set(svc.name, new DnsAnswer(world, () => world.endpointSlices.endpointsOf(svc.name)));
    world.endpointSlices.watch((svc) => answers.get(svc)?.sliceChanged());
    return { answers };
  },
};

export const clientsEntry: ComponentDescriptor = {
  // The hop the clients enter through (contract §5): it reads the Service's slice itself.
  name: 'clients-entry',
  watches: ['EndpointSlice (of the clients’ Service)'],
  needs: [],
  start: ({ model, world }) => {
    const clients = model.traffic;
    // In a mesh, in-cluster clients reach the Pods through their own sidecar.
    const front =
      clients?.via ?? (model.mesh ? { kind: 'service' as const, hop: model.mesh.hop } : null);
    if (!clients || !front) return { hop: null };
    const service = clients.service;
    const hop = createHop(front.hop, {
      world,
      service,
      namespace: model.services.find((s) => s.name === service)?.namespace ?? 'default',
      entry: front.kind,
      slice: () => world.endpointSlices.endpointsOf(service),
    });
    world.endpointSlices.watch((svc) => svc === service && hop.sliceChanged());
    return { hop };
  },
};

export const endpointsliceController: ComponentDescriptor = {
  name: 'endpointslice-controller',
  watches: ['Pod (selected by a Service)'],
  needs: [],
  start: ({ model, world }) => {
    for (const svc of model.services) new EndpointSliceController(world, svc);
    return {};
  },
};

export const traffic: ComponentDescriptor = {
  name: 'traffic',
  watches: ['the nodes’ rules', 'DNS answers', 'the hop’s backends'],
  needs: ['proxies', 'answers', 'hop'],
  start: (run) => {
    const t = run.model.traffic;
    if (!t) return {};
    const { world } = run;
    const dns = run.part('answers').get(t.service);
    const hop = run.part('hop');
    const local = run.model.services.some(
      (s) => s.name === t.service && s.internalTrafficPolicy === 'Local',
    );
    const hostsEndpoint = (node: string) => (): boolean => {
      for (const e of world.endpointSlices.endpointsOf(t.service))
        if (e.pod.nodeName === node) return true;
      return false;
    };
    const traffic = new Traffic(
      world,
      t.service,
      t.requestsPerSecond,
      // A client's packets follow its node's rules (kube-proxy wrote them), or DNS's answer.
      run.part('proxies').map(({ node, rules }) => ({
        node,
        ...(dns
          ? { targets: () => dns.targets(), direct: true }
          : { targets: (svc: string) => rules.targetsOf(svc) }),
        ...(local && !dns ? { hostsEndpoint: hostsEndpoint(node) } : {}),
      })),
      hop,
      t.keepAlive && !hop
        ? new KeepAliveClients(world, t.client ?? 'node', run.model.nodes.length, !!dns)
        : null,
      t.requestDuration ? new InFlight(t.requestDuration) : null,
    );
    traffic.start(run.goesOn);
    return {};
  },
};
