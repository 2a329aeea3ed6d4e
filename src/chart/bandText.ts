// The sentence a failure band carries: how many requests failed and why, naming the nodes
// whose kube-proxy still sent new connections to a Pod that no longer listened, or, for
// requests that entered through a hop, the hop whose answer the client got (hopBandText.ts).
import type { FailureBand, FailureCause } from '../story/failures.ts';
import { directFailures, hopFailureGroups } from '../story/hopFailures.ts';
import type { SpanRow } from '../story/spans.ts';
import type { Trace } from '../trace/types.ts';
import type { ChartWords } from './words.ts';
import { hopGroupText } from './hopBandText.ts';
import { MAX_PROXY_ROWS } from './layout.ts';

/** Nodes whose kube-proxy was routing to the focus Pod when the band began. */
export function nodesStillRouting(rows: readonly SpanRow[], t: number): string[] {
  const nodes: string[] = [];
  for (const r of rows) {
    if (r.ref.kind !== 'proxy') continue;
    if (r.spans.some((s) => s.state === 'proxy.routing' && s.from <= t && t < s.to))
      nodes.push(r.ref.node);
  }
  return nodes;
}

/**
 * The band in words. With the trace, failures a hop answered are told per (hop, status), and
 * the rest (kube-proxy's) as before; a band without hop failures reads as it always did.
 */
export function bandText(
  band: FailureBand,
  rows: readonly SpanRow[],
  w: ChartWords,
  trace?: Trace,
): string {
  const groups = trace ? hopFailureGroups(trace, band) : [];
  if (!trace || groups.length === 0) return directText(band, rows, w);
  const clauses = new Set<string>();
  const said = groups.map((g) => hopGroupText(trace, g, w, clauses));
  const direct = directFailures(trace, band);
  if (direct.length > 0) said.push(directText(subBand(trace, band, direct), rows, w));
  return said.join(w('hopBand.next'));
}

/** The part of `band` made of the events `events`, counted by cause as failures.ts does. */
function subBand(trace: Trace, band: FailureBand, events: number[]): FailureBand {
  const byCause: Partial<Record<FailureCause, number>> = {};
  for (const i of events) {
    const e = trace.events[i]!;
    if (e.type !== 'RequestFailed') continue;
    const r = e.data.reason;
    const cause: FailureCause = r === 'no endpoints' || r === 'reset' ? r : 'connection refused';
    byCause[cause] = (byCause[cause] ?? 0) + 1;
  }
  return { ...band, count: events.length, byCause, events };
}

function directText(band: FailureBand, rows: readonly SpanRow[], w: ChartWords): string {
  const n = band.count;
  const causes = Object.keys(band.byCause);
  if (causes.length > 1) return w('band.mixed', { n });
  if (causes[0] === 'no endpoints') return w('band.noEndpoints', { n });
  if (causes[0] === 'reset') return w('band.reset', { n });
  const nodes = nodesStillRouting(rows, band.from);
  if (nodes.length === 0) return w('band.refusedNoNodes', { n });
  // Named as the chart's rows name them: one by one, or counted when the lanes keep one
  // kube-proxy row for a big cluster's nodes (a sentence of 100 names tells nothing).
  const said =
    nodes.length > MAX_PROXY_ROWS
      ? w('proxiesOf', { count: nodes.length })
      : nodes.map((node) => w('proxyOf', { node })).join(w('and'));
  return w('band.refused', { n, nodes: said });
}
