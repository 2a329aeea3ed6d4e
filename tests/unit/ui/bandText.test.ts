// A failure band's sentence names the nodes whose kube-proxy still routed to the Pod, as the
// chart's rows name them: one by one in a small cluster, counted in a big one.
import { describe, expect, it } from 'vitest';
import type { FailureBand } from '../../../src/story/failures.ts';
import type { SpanRow } from '../../../src/story/spans.ts';
import { timelineWords } from '../../../src/ui/i18n/timelineWords.ts';
import { bandText } from '../../../src/chart/bandText.ts';
import { MAX_PROXY_ROWS } from '../../../src/chart/layout.ts';

const band: FailureBand = {
  from: 10_200,
  to: 11_000,
  count: 16,
  byCause: { 'connection refused': 16 },
  pods: ['web-1'],
  events: [],
};

/** `n` nodes whose kube-proxy routes to the Pod from 0 to 11 s. */
const routing = (n: number): SpanRow[] =>
  Array.from({ length: n }, (_, i) => ({
    ref: { kind: 'proxy', node: `node-${i}` },
    spans: [{ state: 'proxy.routing', from: 0, to: 11_000 }],
  }));

describe('a failure band’s sentence', () => {
  const w = timelineWords('en');

  it('names each node’s kube-proxy in a small cluster', () => {
    expect(bandText(band, routing(2), w)).toBe(
      "16 requests refused: the Pod closed its listener while node-0's kube-proxy and node-1's kube-proxy still routed to it",
    );
  });

  it('counts them in a cluster whose kube-proxies share one row', () => {
    expect(bandText(band, routing(MAX_PROXY_ROWS + 1), w)).toBe(
      `16 requests refused: the Pod closed its listener while the kube-proxy of ${MAX_PROXY_ROWS + 1} nodes still routed to it`,
    );
  });
});
