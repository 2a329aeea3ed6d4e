// `podterm check --rollout`: a rolling update of each Deployment, StatefulSet and DaemonSet
// that a Service sends clients to, simulated under those clients (through the Ingress or
// HTTPRoute of the documents that routes to the Service, when there is one), and the requests
// that failed as a finding (PT120) with the first moment and the causes. The rollout is
// `kubectl rollout restart` (a new template hash, the same containers) at `atMs`, the clients
// call at `requestsPerSecond`: settings of podterm's (ROLLOUT_DEFAULTS), not numbers of a
// cluster's, and said in every finding.
import type { Finding } from './findings.ts';
import type { ScenarioModel } from '../manifest/model/model.ts';
import { selects } from '../manifest/warnings/foreseeParts.ts';
import { parseStream } from '../manifest/read/parse.ts';
import { flattenLists } from '../manifest/read/lists.ts';
import { simulateText } from '../run/simulate.ts';
import { isEvent } from '../trace/types.ts';
import { msToSeconds, type Millis } from '../trace/units.ts';
import { versionLabel } from '../versions/version.ts';
import { ruleById } from './rules.ts';

export interface RolloutOptions {
  /** When the rollout starts (virtual ms from t=0). */
  atMs: Millis;
  /** The clients' rate through the Service. */
  requestsPerSecond: number;
}

/**
 * podterm's settings for `--rollout` (not a cluster's numbers): the rollout at 10 s, when the
 * Pods of a workload without slow probes are Ready, and clients at 20 requests/s, the rate of
 * the contract's example Scenario.
 */
export const ROLLOUT_DEFAULTS: RolloutOptions = { atMs: 10_000 as Millis, requestsPerSecond: 20 };

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** `ingress/NAME` or `httproute/NAME` of a document that routes to the Service, or null. */
function routeTo(text: string, service: string): string | null {
  for (const d of flattenLists(parseStream(text).docs)) {
    const o = d.data;
    if (!isRecord(o) || !isRecord(o.metadata) || typeof o.metadata.name !== 'string') continue;
    const json = JSON.stringify(o.spec ?? {});
    if (o.kind === 'Ingress' && json.includes(`"service":{"name":${JSON.stringify(service)}`))
      return `ingress/${o.metadata.name}`;
    if (o.kind === 'HTTPRoute' && json.includes(`"name":${JSON.stringify(service)}`))
      return `httproute/${o.metadata.name}`;
  }
  return null;
}

interface Target {
  kind: 'Deployment' | 'StatefulSet' | 'DaemonSet';
  name: string;
  namespace: string;
  line: number;
  labels: Record<string, string>;
}

const targets = (m: ScenarioModel): Target[] => [
  ...m.deployments.map((x) => ({ kind: 'Deployment' as const, ...x, labels: x.template.labels })),
  ...m.statefulSets.map((x) => ({ kind: 'StatefulSet' as const, ...x, labels: x.template.labels })),
  ...m.daemonSets.map((x) => ({ kind: 'DaemonSet' as const, ...x, labels: x.template.labels })),
];

/** The counts of each cause, most first: `connection refused ×12, no endpoints ×3`. */
function causes(reasons: readonly string[]): string {
  const n = new Map<string, number>();
  for (const r of reasons) n.set(r, (n.get(r) ?? 0) + 1);
  return [...n]
    .sort((a, b) => b[1] - a[1])
    .map(([r, k]) => `${r} ×${k}`)
    .join(', ');
}

/**
 * One run per workload behind a Service; a finding for each whose clients saw a failed
 * request after the rollout began. `text` must hold no Scenario document (the run adds its own).
 */
export function rolloutFindings(
  text: string,
  m: ScenarioModel,
  options: RolloutOptions = ROLLOUT_DEFAULTS,
): Finding[] {
  const out: Finding[] = [];
  const row = ruleById('PT120')!;
  for (const t of targets(m)) {
    const svc = m.services.find(
      (s) => !s.headless && s.namespace === t.namespace && selects(s.selector, t.labels),
    );
    if (!svc) continue;
    const via = routeTo(text, svc.name);
    const scenario = [
      'apiVersion: podterm.dev/v1',
      'kind: Scenario',
      'metadata: {name: podterm-check-rollout}',
      'spec:',
      `  kubernetesVersion: ${JSON.stringify(versionLabel(m.version))}`,
      '  traffic:',
      `    service: ${JSON.stringify(svc.name)}`,
      `    requestsPerSecond: ${options.requestsPerSecond}`,
      ...(via ? [`    via: ${via}`] : []),
      '  actions:',
      `    - at: ${msToSeconds(options.atMs)}s`,
      '      do: rollout',
      `      target: ${t.kind.toLowerCase()}/${t.name}`,
    ].join('\n');
    const { trace } = simulateText(`${text}\n---\n${scenario}\n`);
    if (!trace) continue;
    const failed = trace.events.filter((e) => isEvent(e, 'RequestFailed') && e.t >= options.atMs);
    if (failed.length === 0) continue;
    const reasons = failed.map((e) => (isEvent(e, 'RequestFailed') ? e.data.reason : ''));
    const first = failed[0]!;
    const pod = isEvent(first, 'RequestFailed') ? first.data.pod : null;
    out.push({
      id: row.id,
      rule: row.rule,
      severity: row.severity,
      line: t.line,
      column: 1,
      endLine: t.line,
      endColumn: 200,
      object: `${t.kind}/${t.namespace === 'default' ? '' : `${t.namespace}/`}${t.name}`,
      message: `a rolling update (kubectl rollout restart at ${msToSeconds(options.atMs)} s) under clients at ${options.requestsPerSecond} requests/s through Service ${svc.name}${via ? ` via ${via}` : ''}: ${failed.length} request${failed.length === 1 ? '' : 's'} failed, the first at ${msToSeconds(first.t as Millis)} s${pod ? ` (Pod ${pod})` : ''}; causes: ${causes(reasons)} (podterm's settings: the rollout time and the rate are --rollout-at and --rollout-rps)`,
      fix: row.fix,
      template: null,
    });
  }
  return out;
}
