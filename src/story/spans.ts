// The focus Pod's story as labelled spans, one row per part of the cluster that acts on it:
// the Pod object (Pending → Running → Terminating → Succeeded/Failed, gone at PodRemoved),
// each container (running → preStop → SIGTERM received → exited 0 / SIGKILL 137), its
// endpoint (ready → serving while terminating → terminating → removed), every node's
// kube-proxy (routing → rules removed), every hop in front of the Pods (routing → deregistered
// yet still routing, or draining → dropped) and the replacement (created → scheduled → Ready).
// A row's span lasts until its next state or the end of the run.
import type { HopName, Trace, TraceEventOf } from '../trace/types.ts';
import { focusPod, replacementOf } from './focus.ts';
import { perTrace } from './perTrace.ts';

export type SpanState =
  | 'pod.pending'
  | 'pod.running'
  | 'pod.terminating'
  | 'pod.succeeded'
  | 'pod.failed'
  | 'container.running'
  | 'container.preStop'
  | 'container.stopping'
  | 'container.killed'
  | 'container.exited'
  | 'endpoint.notReady'
  | 'endpoint.ready'
  | 'endpoint.servingTerminating'
  | 'endpoint.terminating'
  | 'endpoint.removed'
  | 'proxy.routing'
  | 'proxy.rulesRemoved'
  | 'hop.routing'
  | 'hop.deregistered'
  | 'hop.draining'
  | 'hop.dropped'
  | 'replacement.created'
  | 'replacement.scheduled'
  | 'replacement.ready';

export interface Span {
  state: SpanState;
  from: number;
  to: number;
  /** The exit code of an exited container, the signal of a stopping one. */
  detail?: string;
}

export type RowRef =
  | { kind: 'pod'; pod: string }
  | { kind: 'container'; pod: string; container: string }
  | { kind: 'endpoint'; pod: string; service: string }
  | { kind: 'proxy'; node: string }
  | { kind: 'hop'; hop: HopName }
  | { kind: 'replacement'; pod: string };

export interface SpanRow {
  ref: RowRef;
  spans: Span[];
}

/** One row being built: its spans so far and the state still open. */
class RowBuilder {
  readonly spans: Span[] = [];
  private open: Span | null = null;
  constructor(readonly ref: RowRef) {}

  get state(): SpanState | null {
    return this.open?.state ?? null;
  }

  enter(state: SpanState, t: number, detail?: string): void {
    if (this.open?.state === state && this.open.detail === detail) return;
    this.close(t);
    this.open =
      detail === undefined ? { state, from: t, to: t } : { state, from: t, to: t, detail };
  }

  close(t: number): void {
    if (!this.open) return;
    this.open.to = t;
    if (t > this.open.from) this.spans.push(this.open);
    this.open = null;
  }
}

/**
 * The focus Pod in a hop's list (contract §5 HopSynced): sent new requests; deregistered yet
 * still sent them (a cloud load balancer's propagation lag: in both lists); draining (no
 * new request, in-flight ones finish); or out of both lists once it was in one.
 */
function hopState(
  e: TraceEventOf<'HopSynced'>,
  name: string,
  was: SpanState | null,
): SpanState | null {
  const sent = e.data.backends.includes(name);
  const draining = e.data.draining.includes(name);
  if (sent) return draining ? 'hop.deregistered' : 'hop.routing';
  if (draining) return 'hop.draining';
  return was === null || was === 'hop.dropped' ? null : 'hop.dropped';
}

function endpointState(e: TraceEventOf<'EndpointChanged'>): SpanState {
  const { ready, serving, terminating } = e.data;
  if (ready === true) return 'endpoint.ready';
  if (terminating === true)
    return serving === true ? 'endpoint.servingTerminating' : 'endpoint.terminating';
  return 'endpoint.notReady';
}

export function storySpans(trace: Trace): SpanRow[] {
  const pod = focusPod(trace);
  if (!pod) return [];
  const replacement = replacementOf(trace, pod);
  const podRow = new RowBuilder({ kind: 'pod', pod });
  const containers = new Map<string, RowBuilder>();
  const proxies = new Map<string, RowBuilder>();
  const hops = new Map<HopName, RowBuilder>();
  const podName = pod.slice('Pod/'.length);
  let endpoint: RowBuilder | null = null;
  /** The Service of the focus Pod's endpoint: the kube-proxy rows follow its rules. */
  let service: string | null = null;
  const spare = replacement ? new RowBuilder({ kind: 'replacement', pod: replacement }) : null;
  /** Whether the focus Pod's endpoint takes new connections (ready), or only by fallback. */
  let ready = false;
  let servingTerminating = false;

  const container = (name: string): RowBuilder => {
    let row = containers.get(name);
    if (!row)
      containers.set(name, (row = new RowBuilder({ kind: 'container', pod, container: name })));
    return row;
  };

  for (const e of trace.events) {
    if (e.type === 'HopSynced') {
      const hop = e.lane as HopName;
      let row = hops.get(hop);
      const state = hopState(e, podName, row?.state ?? null);
      if (state === null) continue;
      if (!row) hops.set(hop, (row = new RowBuilder({ kind: 'hop', hop })));
      row.enter(state, e.t);
      continue;
    }
    if (e.type === 'ProxyRulesUpdated') {
      if (service === null || e.data.service !== service) continue;
      const node = e.data.node;
      let row = proxies.get(node);
      if (!row) proxies.set(node, (row = new RowBuilder({ kind: 'proxy', node })));
      const routed = ready || (servingTerminating && e.data.fallback === true);
      if (routed) row.enter('proxy.routing', e.t);
      else if (row.state === 'proxy.routing') row.enter('proxy.rulesRemoved', e.t);
      continue;
    }
    if (spare && e.object === replacement) {
      if (e.type === 'PodCreated') spare.enter('replacement.created', e.t);
      else if (e.type === 'PodScheduled') spare.enter('replacement.scheduled', e.t);
      else if (e.type === 'PodReady') spare.enter('replacement.ready', e.t);
      else if (e.type === 'PodRemoved') spare.close(e.t);
      continue;
    }
    if (e.object !== pod) continue;
    switch (e.type) {
      case 'PodCreated':
        podRow.enter('pod.pending', e.t);
        break;
      case 'PodPhaseChanged':
        if (e.data.phase === 'Succeeded') podRow.enter('pod.succeeded', e.t);
        else if (e.data.phase === 'Failed') podRow.enter('pod.failed', e.t);
        else if (e.data.phase === 'Running' && podRow.state === 'pod.pending')
          podRow.enter('pod.running', e.t);
        break;
      case 'DeletionRequested':
        if (podRow.state === 'pod.pending' || podRow.state === 'pod.running')
          podRow.enter('pod.terminating', e.t);
        break;
      case 'PodRemoved':
        podRow.close(e.t);
        break;
      case 'ContainerStarted':
        container(e.data.container).enter('container.running', e.t);
        break;
      case 'PreStopStarted':
        container(e.data.container).enter('container.preStop', e.t);
        break;
      case 'SignalSent': {
        const signal = e.data.signal;
        const row = container(e.data.container);
        if (signal === 'SIGKILL') row.enter('container.killed', e.t, signal);
        else row.enter('container.stopping', e.t, signal);
        break;
      }
      case 'ContainerExited':
        container(e.data.container).enter('container.exited', e.t, `${e.data.exitCode}`);
        break;
      case 'EndpointChanged':
        service ??= e.data.service;
        endpoint ??= new RowBuilder({ kind: 'endpoint', pod, service });
        ready = e.data.ready === true;
        servingTerminating = e.data.serving === true && e.data.terminating === true;
        endpoint.enter(endpointState(e), e.t);
        break;
      case 'EndpointRemoved':
        ready = false;
        servingTerminating = false;
        endpoint?.enter('endpoint.removed', e.t);
        break;
      default:
        break;
    }
  }
  const end = trace.durationMs;
  const rows = [
    podRow,
    ...containers.values(),
    ...(endpoint ? [endpoint] : []),
    ...proxies.values(),
    ...hops.values(),
  ];
  if (spare) rows.push(spare);
  for (const r of rows) r.close(end);
  return rows.filter((r) => r.spans.length > 0).map((r) => ({ ref: r.ref, spans: r.spans }));
}

/** storySpans, once per trace. */
export const storySpansOf = perTrace(storySpans);
