// The sentence a failure band carries: how many requests failed and why, naming the nodes
// whose kube-proxy still sent new connections to a Pod that no longer listened.
import type { FailureBand } from '../../story/failures.ts';
import type { SpanRow } from '../../story/spans.ts';
import type { TimelineT } from '../i18n/timelineWords.ts';
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

export function bandText(band: FailureBand, rows: readonly SpanRow[], w: TimelineT): string {
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
