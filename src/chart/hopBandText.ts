// The sentence of a group of failed requests that a hop answered: which hop, what status,
// and why, from the trace's facts ("27 requests got 502 from ingress-nginx after 3 tries
// each: its last sync at 1.6 s still listed the Pod that closed its listener at 60.1 s; the
// next sync, at 60.6 s, stopped sending it new requests"). Hop names stay as their
// projects write them.
import {
  hopFailureFacts,
  type HopFailureGroup,
  type HopFailurePart,
} from '../story/hopFailures.ts';
import type { HopName, RequestStatus, Trace } from '../trace/types.ts';
import { secondsText } from '../trace/units.ts';
import type { ChartWords } from './words.ts';
import { HOP_TITLES } from './hopTitles.ts';

/** Seconds as the chart's axis says them: whole ones without a decimal (a 10 s timeout). */
const s = (ms: number): string => secondsText(ms, ms % 1000 === 0 && ms >= 10_000 ? 0 : 1);

/** An HTTP status as it is; what a client sees without one in words. */
const STATUS_WORDS: Partial<Record<RequestStatus, string>> = {
  refused: 'status.refused',
  reset: 'status.reset',
  timeout: 'status.timeout',
};

function statusOf(status: RequestStatus, w: ChartWords): string {
  const key = STATUS_WORDS[status];
  return key ? w(key) : status;
}

/** The clauses that say why, in the order a person follows them. */
function whyClauses(trace: Trace, via: HopName, g: HopFailurePart, w: ChartWords): string[] {
  const f = hopFailureFacts(trace, via, g);
  if (g.reason === 'no endpoints' || g.pod === null) {
    if (f.emptyAt === null) return [];
    return [
      f.filledAt === null
        ? w('hopBand.empty', { from: s(f.emptyAt) })
        : w('hopBand.emptyUntil', { from: s(f.emptyAt), until: s(f.filledAt) }),
    ];
  }
  const out: string[] = [];
  // A sync that set the Pod draining yet kept sending says more than the one before it.
  const listed = f.listedAt === null || f.deregisteredAt !== null ? null : s(f.listedAt);
  if (g.reason === 'reset') out.push(w('hopBand.reset'));
  else if (g.reason === 'connect timeout' && f.goneAt !== null)
    out.push(
      listed === null
        ? w('hopBand.gone', { gone: s(f.goneAt) })
        : w('hopBand.listedGone', { listed, gone: s(f.goneAt) }),
    );
  else if (f.closedAt !== null)
    out.push(
      listed === null
        ? w('hopBand.closed', { closed: s(f.closedAt) })
        : w('hopBand.listedClosed', { listed, closed: s(f.closedAt) }),
    );
  else if (listed !== null) out.push(w('hopBand.listedRefused', { listed }));
  if (g.waitedMs !== null) out.push(w('hopBand.waited', { s: s(g.waitedMs) }));
  // What came next only means something for a Pod on its way out.
  if (f.closedAt === null && f.goneAt === null) return out;
  if (f.deregisteredAt !== null && f.droppedAt !== null && f.droppedAt > f.deregisteredAt)
    out.push(w('hopBand.lagged', { at: s(f.deregisteredAt), until: s(f.droppedAt) }));
  else if (f.droppedAt !== null) out.push(w('hopBand.dropped', { at: s(f.droppedAt) }));
  else if (f.deregisteredAt !== null)
    out.push(w('hopBand.laggedToEnd', { at: s(f.deregisteredAt) }));
  else out.push(w('hopBand.notDropped'));
  return out;
}

/**
 * One group in words: the head (how many, what status, from which hop) and why; a status with
 * several causes (an Envoy 503) tells each with its count. A clause already in `said` (an
 * earlier group of the same band: the ALB's 502s and 504s share the propagation lag) is not
 * said again; the ones said here are added to it.
 */
export function hopGroupText(
  trace: Trace,
  g: HopFailureGroup,
  w: ChartWords,
  said: Set<string> = new Set(),
): string {
  const vars = { n: g.count, status: statusOf(g.status, w), hop: HOP_TITLES[g.via], k: g.tries };
  const head = w(g.tries > 1 ? 'hopBand.headTries' : 'hopBand.head', vars);
  const told = g.parts
    .map((p) => ({ p, why: whyClauses(trace, g.via, p, w).filter((c) => !said.has(c)) }))
    .filter((t) => t.why.length > 0);
  for (const t of told) for (const c of t.why) said.add(c);
  if (told.length === 0) return head;
  const why =
    g.parts.length === 1
      ? told[0]!.why.join(w('hopBand.join'))
      : told
          .map(({ p, why }) =>
            // Tries only some of the group's requests took are told with their part.
            w(p.tries > g.tries ? 'hopBand.partTried' : 'hopBand.part', {
              m: p.count,
              k: p.tries,
              why: why.join(w('hopBand.partJoin')),
            }),
          )
          .join(w('hopBand.join'));
  return w('hopBand.sentence', { head, why });
}
