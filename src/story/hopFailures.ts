// Failed requests attributed to the hop whose answer the client got (contract §5: `via`,
// `status`): a band's failures grouped by (via, status), and for each group the facts of the
// trace that explain it — the hop's last sync that still listed the Pod, when the Pod closed
// its listener or was gone, when the hop deregistered it and when a sync dropped it, or
// when the hop's list was empty. Everything is read off the trace; the words are the page's.
import type {
  HopName,
  RequestFailedData,
  RequestStatus,
  Trace,
  TraceEventOf,
} from '../trace/types.ts';
import type { FailureBand } from './failures.ts';

/** Failures of one hop and status for one reason at one Pod: what one set of facts explains. */
export interface HopFailurePart {
  reason: RequestFailedData['reason'];
  /** The Pod the requests reached, or null (no Pod to reach). */
  pod: string | null;
  count: number;
  from: number;
  to: number;
  /** The tries every request of the part took at least (1: the hop did not retry). */
  tries: number;
  /** How long a request waited for its answer (a connect timeout), or null: at once. */
  waitedMs: number | null;
}

export interface HopFailureGroup {
  via: HopName;
  status: RequestStatus;
  /** The reason most of the group's requests failed for (the first one on a tie). */
  reason: RequestFailedData['reason'];
  count: number;
  from: number;
  to: number;
  /** The Pod the first request of the group reached, or null (no Pod to reach). */
  pod: string | null;
  /** The tries every request of the group took at least (1: the hop did not retry). */
  tries: number;
  /** How long a request waited for its answer (a connect timeout), or null: at once. */
  waitedMs: number | null;
  /** Indexes into trace.events. */
  events: number[];
  /**
   * By reason and Pod, in order of first failure: one status can have several causes (an
   * Envoy 503 is a closed listener, an empty list or a reset).
   */
  parts: HopFailurePart[];
}

/** A via that is a hop in front of kube-proxy (absent or `kube-proxy`: the old path). */
const hopOf = (d: RequestFailedData): HopName | null =>
  d.via === undefined || d.via === 'kube-proxy' ? null : d.via;

/** The band's failures that went through a hop, by (via, status), in order of first failure. */
export function hopFailureGroups(trace: Trace, band: FailureBand): HopFailureGroup[] {
  const groups = new Map<string, HopFailureGroup>();
  const parts = new Map<string, HopFailurePart>();
  for (const i of band.events) {
    const e = trace.events[i]!;
    if (e.type !== 'RequestFailed') continue;
    const via = hopOf(e.data);
    if (via === null) continue;
    const { reason, pod, tried, waitedMs } = e.data;
    const status = e.data.status ?? '503';
    const key = `${via} ${status}`;
    let g = groups.get(key);
    if (!g) {
      const first = { from: e.t, to: e.t, pod, tries: Infinity, waitedMs: null };
      g = { via, status, reason, count: 0, ...first, events: [], parts: [] };
      groups.set(key, g);
    }
    g.count++;
    g.to = e.t;
    g.events.push(i);
    g.tries = Math.min(g.tries, tried?.length ?? 1);
    if (waitedMs !== undefined) g.waitedMs = Math.max(g.waitedMs ?? 0, waitedMs);
    const partKey = `${key} ${reason} ${pod ?? ''}`;
    let part = parts.get(partKey);
    if (!part) {
      part = { reason, pod, count: 0, from: e.t, to: e.t, tries: Infinity, waitedMs: null };
      parts.set(partKey, part);
      g.parts.push(part);
    }
    part.count++;
    part.to = e.t;
    part.tries = Math.min(part.tries, tried?.length ?? 1);
    if (waitedMs !== undefined) part.waitedMs = Math.max(part.waitedMs ?? 0, waitedMs);
  }
  // A group's reason is its most common part's (the first on a tie).
  for (const g of groups.values()) {
    const byReason = new Map<string, number>();
    for (const p of g.parts) byReason.set(p.reason, (byReason.get(p.reason) ?? 0) + p.count);
    let best = 0;
    for (const p of g.parts)
      if (byReason.get(p.reason)! > best) {
        best = byReason.get(p.reason)!;
        g.reason = p.reason;
      }
  }
  return [...groups.values()];
}

/** The band's failures that did not go through a hop (kube-proxy's, told as before). */
export function directFailures(trace: Trace, band: FailureBand): number[] {
  return band.events.filter((i) => {
    const e = trace.events[i]!;
    return e.type === 'RequestFailed' && hopOf(e.data) === null;
  });
}

/** What the trace says about a group's cause, each a time in ms or null when it has none. */
export interface HopFailureFacts {
  /** The hop's last sync at or before the first failure that sent the Pod new requests. */
  listedAt: number | null;
  /** When the Pod stopped listening: its stop signal or its exit, before the first failure. */
  closedAt: number | null;
  /** When the Pod left the API (its IP no longer answers). */
  goneAt: number | null;
  /** A sync that deregistered the Pod yet kept sending it new requests (propagation lag). */
  deregisteredAt: number | null;
  /** The first sync after the first failure that no longer sends the Pod new requests. */
  droppedAt: number | null;
  /** No endpoints: the sync that left the hop's list empty, and the next that filled it. */
  emptyAt: number | null;
  filledAt: number | null;
}

/** The facts behind one part of a group of `via`'s failures. */
export function hopFailureFacts(trace: Trace, via: HopName, g: HopFailurePart): HopFailureFacts {
  const facts: HopFailureFacts = {
    listedAt: null,
    closedAt: null,
    goneAt: null,
    deregisteredAt: null,
    droppedAt: null,
    emptyAt: null,
    filledAt: null,
  };
  const syncs = trace.events.filter(
    (e): e is TraceEventOf<'HopSynced'> => e.type === 'HopSynced' && e.lane === via,
  );
  if (g.reason === 'no endpoints' || g.pod === null) {
    for (const s of syncs) {
      if (s.t <= g.from && s.data.backends.length === 0) facts.emptyAt ??= s.t;
      else if (s.t <= g.from) facts.emptyAt = null;
      else if (s.data.backends.length > 0) {
        facts.filledAt = s.t;
        break;
      }
    }
    return facts;
  }
  const pod = g.pod;
  let listedAny: number | null = null;
  for (const s of syncs) {
    const sent = s.data.backends.includes(pod);
    const draining = s.data.draining.includes(pod);
    if (s.t <= g.from) {
      if (sent) listedAny = s.t;
      if (sent && !draining) facts.listedAt = s.t;
    }
    if (sent && draining && facts.deregisteredAt === null && s.t <= g.to)
      facts.deregisteredAt = s.t;
    if (!sent && s.t > g.from && facts.droppedAt === null) facts.droppedAt = s.t;
  }
  facts.listedAt ??= listedAny;
  const object = `Pod/${pod}`;
  let started: number | null = null;
  for (const e of trace.events) {
    if (e.t > g.from) break;
    if (e.object !== object) continue;
    if (e.type === 'ContainerStarted') {
      started = e.t;
      facts.closedAt = null;
    } else if ((e.type === 'SignalSent' || e.type === 'ContainerExited') && started !== null)
      facts.closedAt ??= e.t;
    else if (e.type === 'PodRemoved') facts.goneAt = e.t;
  }
  return facts;
}
