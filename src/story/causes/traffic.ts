// Failed requests and what they follow from: a Pod that no longer listened, a hop's list that
// still held it, or rules left without any endpoint.
import type { TraceEventOf } from '../../trace/types.ts';
import { link, of, type Build, type Reaction, type Reactions } from './context.ts';
import { lastIn, type LinkKind } from './types.ts';

const failed: Reaction<'RequestFailed'> = (b, e, i) => {
  const { pod, reason, via } = e.data;
  if (pod === null) {
    // proxier.go syncProxyRules: a Service with no endpoints gets a REJECT rule.
    if (reason !== 'no endpoints') return;
    const service = e.object.replace(/^Service\//, '');
    const hop = via !== undefined && via !== 'kube-proxy' ? `Hop/${via}` : 'kube-proxy';
    linkFailure(b, b.emptySince.get(`${hop}|${service}`) ?? -1, i, 'noEndpoints');
    return;
  }
  // The process no longer listened (it got its stop signal, exited, or the Pod was gone):
  // the node's kernel refuses the connection (or resets one in flight).
  const stop = lastIn(
    b.events,
    of(b, `Pod/${pod}`),
    i,
    (s) => s.type === 'ContainerExited' || s.type === 'SignalSent' || s.type === 'PodRemoved',
  );
  linkFailure(b, stop, i, 'refused');
  // A hop's list still held the Pod as a backend (its own sync, contract §5).
  if (via !== undefined && via !== 'kube-proxy') {
    const list = b.hopSyncs.get(`Hop/${via}|${e.object.replace(/^Service\//, '')}`) ?? [];
    const j = lastIn(
      b.events,
      list,
      i,
      (s) => s.type === 'HopSynced' && s.data.backends.includes(pod),
    );
    linkFailure(b, j, i, 'routed');
  }
};

/** Only the first failed request of each (cause, kind, reason) is a step; the rest count. */
function linkFailure(b: Build, from: number, to: number, kind: LinkKind): void {
  if (from < 0) return;
  const reason = (b.events[to] as TraceEventOf<'RequestFailed'>).data.reason;
  const key = `${from}|${kind}|${reason}`;
  const first = !b.firstFailure.has(key);
  b.firstFailure.add(key);
  link(b, from, to, kind, first);
}

export const trafficReactions: Reactions = { RequestFailed: failed };
