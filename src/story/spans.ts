// The focus Pod's story as labelled spans, one row per part of the cluster that acts on it:
// the Pod object (Pending → Running → Terminating → Succeeded/Failed, gone at PodRemoved),
// each container (running → preStop → SIGTERM received → exited 0 / SIGKILL 137), its
// endpoint (ready → serving while terminating → terminating → removed), every node's
// kube-proxy (routing → rules removed), every hop in front of the Pods (routing → deregistered
// yet still routing, or draining → dropped) and the replacement (created → scheduled → Ready).
// A row's span lasts until its next state or the end of the run.
import type { HopName, Trace, TraceEvent, TraceEventOf } from '../trace/types.ts';
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

/**
 * The rows being built for one focus Pod, fed the trace's events in order: each part of the
 * cluster that acts on the Pod reads its own events (a hop its syncs, kube-proxy its rules for
 * the Pod's Service, the replacement its own lifecycle, the Pod its phases, containers and
 * endpoint), so each reader stays one screen.
 */
class StoryRows {
  private readonly podRow: RowBuilder;
  private readonly containers = new Map<string, RowBuilder>();
  private readonly proxies = new Map<string, RowBuilder>();
  private readonly hops = new Map<HopName, RowBuilder>();
  private readonly podName: string;
  private endpoint: RowBuilder | null = null;
  /** The Service of the focus Pod's endpoint: the kube-proxy rows follow its rules. */
  private service: string | null = null;
  private readonly spare: RowBuilder | null;
  /** Whether the focus Pod's endpoint takes new connections (ready), or only by fallback. */
  private ready = false;
  private servingTerminating = false;

  constructor(
    private readonly pod: string,
    private readonly replacement: string | null,
  ) {
    this.podRow = new RowBuilder({ kind: 'pod', pod });
    this.podName = pod.slice('Pod/'.length);
    this.spare = replacement ? new RowBuilder({ kind: 'replacement', pod: replacement }) : null;
  }

  read(e: TraceEvent): void {
    if (e.type === 'HopSynced') this.hopSynced(e);
    else if (e.type === 'ProxyRulesUpdated') this.proxyRules(e);
    else if (this.spare && e.object === this.replacement) this.replacementEvent(this.spare, e);
    else if (e.object === this.pod) this.podEvent(e);
  }

  /** Every row that has a span, closed at `end`: the Pod, its containers, its endpoint, the
   *  kube-proxies, the hops, the replacement. */
  rows(end: number): SpanRow[] {
    const rows = [
      this.podRow,
      ...this.containers.values(),
      ...(this.endpoint ? [this.endpoint] : []),
      ...this.proxies.values(),
      ...this.hops.values(),
    ];
    if (this.spare) rows.push(this.spare);
    for (const r of rows) r.close(end);
    return rows.filter((r) => r.spans.length > 0).map((r) => ({ ref: r.ref, spans: r.spans }));
  }

  private container(name: string): RowBuilder {
    let row = this.containers.get(name);
    if (!row)
      this.containers.set(
        name,
        (row = new RowBuilder({ kind: 'container', pod: this.pod, container: name })),
      );
    return row;
  }

  /** A hop's row starts at its first sync that lists the Pod. */
  private hopSynced(e: TraceEventOf<'HopSynced'>): void {
    const hop = e.lane as HopName;
    let row = this.hops.get(hop);
    const state = hopState(e, this.podName, row?.state ?? null);
    if (state === null) return;
    if (!row) this.hops.set(hop, (row = new RowBuilder({ kind: 'hop', hop })));
    row.enter(state, e.t);
  }

  /** A node's kube-proxy routes to the Pod while its endpoint is ready (or serving while
   *  terminating, when the rules fall back to it); its rules removed once they stop. */
  private proxyRules(e: TraceEventOf<'ProxyRulesUpdated'>): void {
    if (this.service === null || e.data.service !== this.service) return;
    const node = e.data.node;
    let row = this.proxies.get(node);
    if (!row) this.proxies.set(node, (row = new RowBuilder({ kind: 'proxy', node })));
    const routed = this.ready || (this.servingTerminating && e.data.fallback === true);
    if (routed) row.enter('proxy.routing', e.t);
    else if (row.state === 'proxy.routing') row.enter('proxy.rulesRemoved', e.t);
  }

  private replacementEvent(spare: RowBuilder, e: TraceEvent): void {
    if (e.type === 'PodCreated') spare.enter('replacement.created', e.t);
    else if (e.type === 'PodScheduled') spare.enter('replacement.scheduled', e.t);
    else if (e.type === 'PodReady') spare.enter('replacement.ready', e.t);
    else if (e.type === 'PodRemoved') spare.close(e.t);
  }

  /** The focus Pod's own events: its phases, then its containers' and endpoint's. */
  private podEvent(e: TraceEvent): void {
    const row = this.podRow;
    switch (e.type) {
      case 'PodCreated':
        row.enter('pod.pending', e.t);
        break;
      case 'PodPhaseChanged':
        if (e.data.phase === 'Succeeded') row.enter('pod.succeeded', e.t);
        else if (e.data.phase === 'Failed') row.enter('pod.failed', e.t);
        else if (e.data.phase === 'Running' && row.state === 'pod.pending')
          row.enter('pod.running', e.t);
        break;
      case 'DeletionRequested':
        if (row.state === 'pod.pending' || row.state === 'pod.running')
          row.enter('pod.terminating', e.t);
        break;
      case 'PodRemoved':
        row.close(e.t);
        break;
      default:
        this.containerEvent(e);
        this.endpointEvent(e);
    }
  }

  private containerEvent(e: TraceEvent): void {
    switch (e.type) {
      case 'ContainerStarted':
        this.container(e.data.container).enter('container.running', e.t);
        break;
      case 'PreStopStarted':
        this.container(e.data.container).enter('container.preStop', e.t);
        break;
      case 'SignalSent': {
        const signal = e.data.signal;
        const row = this.container(e.data.container);
        if (signal === 'SIGKILL') row.enter('container.killed', e.t, signal);
        else row.enter('container.stopping', e.t, signal);
        break;
      }
      case 'ContainerExited':
        this.container(e.data.container).enter('container.exited', e.t, `${e.data.exitCode}`);
        break;
      default:
        break;
    }
  }

  private endpointEvent(e: TraceEvent): void {
    if (e.type === 'EndpointChanged') {
      this.service ??= e.data.service;
      this.endpoint ??= new RowBuilder({ kind: 'endpoint', pod: this.pod, service: this.service });
      this.ready = e.data.ready === true;
      this.servingTerminating = e.data.serving === true && e.data.terminating === true;
      this.endpoint.enter(endpointState(e), e.t);
    } else if (e.type === 'EndpointRemoved') {
      this.ready = false;
      this.servingTerminating = false;
      this.endpoint?.enter('endpoint.removed', e.t);
    }
  }
}

export function storySpans(trace: Trace): SpanRow[] {
  const pod = focusPod(trace);
  if (!pod) return [];
  const rows = new StoryRows(pod, replacementOf(trace, pod));
  for (const e of trace.events) rows.read(e);
  return rows.rows(trace.durationMs);
}

/** storySpans, once per trace. */
export const storySpansOf = perTrace(storySpans);
