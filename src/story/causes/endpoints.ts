// The EndpointSlice controller's reactions to the Pod (its endpoint turns terminating, not
// ready, or goes), and kube-proxy's and each hop's to the EndpointSlice (they resync).
import type { TraceEvent } from '../../trace/types.ts';
import { link, lastOf, nextOf, type Build, type Reaction, type Reactions } from './context.ts';
import { is, nextIn } from './types.ts';

const deleted: Reaction<'DeletionRequested'> = (b, e, i) =>
  // endpointslice utils.go podToEndpoint: terminating = deletionTimestamp set, ready = false.
  link(b, i, nextOf(b, e.object, i, is('EndpointChanged')), 'endpoint');

const phaseChanged: Reaction<'PodPhaseChanged'> = (b, e, i) => {
  // endpointslice ShouldPodBeInEndpoints: a terminal Pod leaves the EndpointSlice.
  if (e.data.phase === 'Succeeded' || e.data.phase === 'Failed')
    link(b, i, nextOf(b, e.object, i, is('EndpointRemoved')), 'endpoint');
};

const removed: Reaction<'PodRemoved'> = (b, e, i) =>
  link(b, i, nextOf(b, e.object, i, is('EndpointRemoved')), 'endpoint');

const readiness: Reaction<'PodReady' | 'PodNotReady'> = (b, e, i) => {
  // endpointslice utils.go podToEndpoint: ready and serving follow the Ready condition, in
  // the slice of every Service that selects the Pod (one sync each, at the same moment).
  const first = nextOf(b, e.object, i, is('EndpointChanged'));
  if (first < 0) return;
  const t = b.events[first]!.t;
  for (
    let j = first;
    j >= 0 && b.events[j]!.t === t;
    j = nextOf(b, e.object, j, is('EndpointChanged'))
  )
    link(b, i, j, 'endpoint');
};

/**
 * endpointslice reconciler: a Pod enters its Services' slices once it has an IP (Running),
 * not ready until its Ready condition; found once every other link is in.
 */
export function endpointOwn(b: Build, e: TraceEvent, i: number): void {
  if (e.type !== 'EndpointChanged' && e.type !== 'EndpointRemoved') return;
  const change = lastOf(
    b,
    e.object,
    i,
    (x) =>
      x.type === 'PodReady' ||
      x.type === 'PodNotReady' ||
      x.type === 'PodPhaseChanged' ||
      x.type === 'DeletionRequested' ||
      x.type === 'PodRemoved',
  );
  link(b, change, i, 'endpoint');
}

const endpoint: Reaction<'EndpointChanged' | 'EndpointRemoved'> = (b, e, i) =>
  synced(b, i, e.data.service, e.t);

/** kube-proxy (EndpointSliceCache → syncProxyRules) and each hop resync from the slice. */
function synced(b: Build, i: number, service: string, t: number): void {
  for (const node of b.proxyNodes) {
    const syncs = b.proxySyncs.get(`${node}|${service}`) ?? [];
    link(
      b,
      i,
      nextIn(b.events, syncs, i, (s) => s.t >= t),
      'proxy',
    );
  }
  for (const hop of b.hopLanes) {
    const syncs = b.hopSyncs.get(`${hop}|${service}`) ?? [];
    link(
      b,
      i,
      nextIn(b.events, syncs, i, () => true),
      'hop',
    );
  }
}

// A sync that leaves a Service without endpoints is what a later "no endpoints" failure
// follows from (traffic.ts).
const proxySynced: Reaction<'ProxyRulesUpdated'> = (b, e, i) => {
  if (e.data.endpoints === 0) b.emptySince.set(`kube-proxy|${e.data.service}`, i);
};

const hopSynced: Reaction<'HopSynced'> = (b, e, i) => {
  if (e.data.backends.length === 0) b.emptySince.set(`${e.object}|${e.data.service}`, i);
};

export const endpointReactions: Reactions = {
  DeletionRequested: deleted,
  PodPhaseChanged: phaseChanged,
  PodRemoved: removed,
  PodReady: readiness,
  PodNotReady: readiness,
  EndpointChanged: endpoint,
  EndpointRemoved: endpoint,
  ProxyRulesUpdated: proxySynced,
  HopSynced: hopSynced,
};
