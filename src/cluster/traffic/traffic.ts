// Clients calling a Service: plain code beside the machines, because it is the
// high-volume part. Request k leaves at floor(k·1000/rps) ms from node k mod N, and that
// node's kube-proxy rules pick the endpoint. A request succeeds
// when the chosen Pod's process still listens. The model is flushed lazily: just before
// anything that changes rules or listening, and every whole second, so each request sees
// exactly the state of its own millisecond. Served requests are counted per Service in
// 100 ms windows (trace version 2); each failed request is an event of its own.
// Clients start once every node can reach the Service (the scenario begins with the
// workload up), so start-up is not counted as failures.
import { msToSeconds, seconds, secondsToMs } from '../../trace/units.ts';
import type { PodRecord } from '../apiserver/podStore.ts';
import type { World } from '../world.ts';
import type { RequestFailedData, RequestsServedData } from '../../trace/types.ts';
import { Refusals } from './refusals.ts';
import type { Failure, Hop } from '../hops/hop.ts';
import type { KeepAliveClients } from './keepAlive.ts';
import type { InFlight } from './inFlight.ts';
import { objectKey } from '../objectKey.ts';
import { ClientStart, type RuleSource } from './clientStart.ts';

/** A node without rules for the Service: no target. */
const NO_TARGETS: readonly PodRecord[] = [];

/** The traffic lane's resolution: one RequestsServed per Service per window (contract §3). */
export const SERVED_WINDOW_MS = 100;

export class Traffic {
  private k = 0;
  private readonly refusals = new Refusals();
  /** rulesNow's answer at the last flush. */
  private rules: readonly (readonly PodRecord[])[] = [];
  /** A node's rules or DNS's answer changed since rulesNow looked (each writer says so). */
  private rulesStale = true;
  /** When the clients may start, asked at each change of rules until they have. */
  private readonly gate: ClientStart;
  /** Requests served in the current window (all of the Service's endpoints together). */
  private served = 0;
  /** The current window's index: it starts at window · SERVED_WINDOW_MS. */
  private window = 0;
  /** When the clients started; null until every node has endpoints for the Service. */
  private startedAt: number | null = null;
  private readonly object: string;

  constructor(
    private readonly world: World,
    private readonly service: string,
    private readonly rps: number,
    private readonly proxies: RuleSource[],
    /** The hop the clients enter through (contract §5 `traffic.via`), if any. */
    private readonly hop: Hop | null = null,
    /** Clients that reuse connections (contract §5 `traffic.keepAlive`), if they do. */
    private readonly kept: KeepAliveClients | null = null,
    /** Requests that take time (`traffic.requestDuration`), if they do. */
    private readonly inFlight: InFlight | null = null,
  ) {
    this.object = objectKey('Service', service);
    this.gate = new ClientStart(service, proxies);
    world.watchTraffic({
      beforeChange: (pod) => {
        this.flushTo(world.now);
        if (pod) this.changing(pod);
      },
      rulesChanged: () => this.rulesChanged(),
      connectionsCut: (pod) => this.cut(pod),
    });
  }

  /** Schedules the per-second flush while `more()` says the run goes on. */
  start(more: (next: number) => boolean): void {
    const tick = (): void => {
      this.flushTo(this.world.now);
      this.closeWindowsBefore(this.world.now);
      if (more(this.world.now + 1000)) this.world.clock.after(1000, tick);
    };
    this.world.clock.at(1000, tick);
  }

  /** A node's rules (or DNS's answer, or the hop's list) changed: the clients may start. */
  rulesChanged(): void {
    this.rulesStale = true;
    if (this.startedAt !== null) return;
    const ready = this.hop ? this.hop.view().backends.length > 0 : this.gate.open();
    if (ready) this.startedAt = this.world.now;
  }

  /** A Pod's serving is about to change (its process listening, it leaving the API). */
  changing(pod: PodRecord): void {
    this.refusals.changing(pod);
  }

  /** Runs every request due strictly before `t` against the current rules and processes. */
  flushTo(t: number): void {
    if (this.hop) return this.flushThrough(this.hop, t);
    const n = this.proxies.length;
    const start = this.startedAt;
    if (n === 0 || start === null) return;
    // None due (nodes syncing in one instant flush to it one after another): the rules wait.
    if (this.leaves(start, this.k) >= t) return this.endInFlightBefore(t);
    // Rules only change after a flush, so each node's targets are fixed for this call.
    const rules = this.rulesNow();
    const marks = this.refusals.of(rules);
    if (!this.kept && !this.inFlight && this.refusals.allServe()) return this.serveAll(start, t);
    for (;;) {
      const at = this.leaves(start, this.k);
      if (at >= t) break;
      this.windowsBefore(at);
      const node = this.k % n;
      const targets = rules[node]!;
      if (this.kept) {
        const a = this.kept.request(node, this.k, at, targets);
        this.k++;
        if ('uid' in a) this.accepted(at, a);
        else this.fail(at, a.pod, a.reason);
        continue;
      }
      this.k++;
      if (targets.length === 0) {
        this.fail(at, null, 'no endpoints');
        continue;
      }
      // iptables picks an endpoint at random (statistic mode random); a multiplicative hash
      // of the request number spreads requests the same way, deterministically.
      const i = (Math.imul(this.k, 2654435761) >>> 0) % targets.length;
      if (marks[node]!.refuses[i] === 0) this.accepted(at, targets[i]!);
      else this.fail(at, targets[i]!, 'connection refused');
    }
    this.endInFlightBefore(t);
  }

  /**
   * Each node's targets, the same array while every node's list is the one it was (a list
   * changes by being replaced: refusals.ts keys its marks by it too), so a flush between
   * two changes of rules allocates nothing here.
   */
  private rulesNow(): readonly (readonly PodRecord[])[] {
    const { proxies, rules } = this;
    if (!this.rulesStale) return rules;
    this.rulesStale = false;
    let same = rules.length === proxies.length;
    for (let i = 0; same && i < proxies.length; i++)
      same = (proxies[i]!.targets(this.service) ?? NO_TARGETS) === rules[i];
    if (!same) this.rules = proxies.map((p) => p.targets(this.service) ?? NO_TARGETS);
    return this.rules;
  }

  /** When request k leaves: the k-th of a second, spread evenly over its milliseconds. */
  private leaves(start: number, k: number): number {
    return start + Math.floor(secondsToMs(seconds(k)) / this.rps);
  }

  /** The first request from `this.k` on that leaves at `t` or later. */
  private firstAt(start: number, t: number): number {
    // The estimate is off by float rounding at most; `leaves` never decreases with k.
    let k = Math.max(this.k, Math.ceil(msToSeconds(t - start) * this.rps));
    while (k > this.k && this.leaves(start, k - 1) >= t) k--;
    while (this.leaves(start, k) < t) k++;
    return k;
  }

  /**
   * flushTo when every node's rules lead to Pods that all serve and requests take no time:
   * every request due before `t` is served, so they are counted a window at a time, with
   * the windows closed where the request-by-request loop would close them.
   */
  private serveAll(start: number, t: number): void {
    const end = this.firstAt(start, t);
    while (this.k < end) {
      this.windowsBefore(this.leaves(start, this.k));
      const next = Math.min(end, this.firstAt(start, (this.window + 1) * SERVED_WINDOW_MS));
      this.served += next - this.k;
      this.k = next;
    }
  }

  /** Windows close as requests arrive; with requests that take time, as they end. */
  private windowsBefore(at: number): void {
    if (!this.inFlight && at >= (this.window + 1) * SERVED_WINDOW_MS) this.closeWindowsBefore(at);
  }

  /** A Pod accepted a request: served now, or in flight until it ends. */
  private accepted(at: number, pod: PodRecord): void {
    if (this.inFlight) this.inFlight.begin(at, pod);
    else this.served++;
  }

  private endInFlightBefore(t: number): void {
    this.inFlight?.endBefore(t, (end) => {
      if (end >= (this.window + 1) * SERVED_WINDOW_MS) this.closeWindowsBefore(end);
      this.served++;
    });
  }

  /**
   * The connections carrying `pod`'s requests were cut (its app or the mesh proxy in front
   * ended, or a load balancer detached it without draining): the requests still in flight
   * fail now as the client sees it, or are served by another Pod the hop retries them on.
   */
  cut(pod: PodRecord): void {
    if (!this.inFlight) return;
    const now = this.world.now;
    this.flushTo(now);
    const n = this.inFlight.cut(pod, now);
    for (let i = 0; i < n; i++) {
      const f = this.hop ? this.hop.cutAnswer(pod) : null;
      if (f === 'served') this.served++;
      else if (f && this.hop) this.failThrough(now, this.hop, f);
      else this.fail(now, pod, 'reset');
    }
  }

  /** The requests due before `t`, each answered by the hop in front of the Pods. */
  private flushThrough(hop: Hop, t: number): void {
    const start = this.startedAt;
    if (start === null) return;
    for (;;) {
      const at = this.leaves(start, this.k);
      if (at >= t) break;
      this.windowsBefore(at);
      const a = hop.answer(this.k);
      this.k++;
      if ('uid' in a) this.accepted(at, a);
      else this.failThrough(at, hop, a);
    }
    this.endInFlightBefore(t);
  }

  private failThrough(at: number, hop: Hop, f: Failure): void {
    this.world.trace.emit(at, 'traffic', 'RequestFailed', this.object, {
      pod: f.pod ? f.pod.name : null,
      reason: f.reason,
      via: f.via ?? hop.name,
      status: f.status,
      ...(f.tried ? { tried: f.tried.map((p) => p.name) } : {}),
      ...(f.waitedMs !== undefined ? { waitedMs: f.waitedMs } : {}),
    });
  }

  private fail(at: number, pod: PodRecord | null, reason: RequestFailedData['reason']): void {
    this.world.trace.emit(at, 'traffic', 'RequestFailed', this.object, {
      pod: pod ? pod.name : null,
      reason,
    });
  }

  /**
   * A window's RequestsServed data, the last one's again when its count is the same (most
   * windows of a steady rate: a 1,000-replica rollout wrote 5,952 of its 5,976 with one
   * count, each a copy the trace kept to the end of the run); the trace's data is only read.
   */
  private servedData(count: number): RequestsServedData {
    const last = this.lastServed;
    if (last !== null && last.count === count) return last;
    return (this.lastServed = this.hop
      ? { count, window: SERVED_WINDOW_MS, via: this.hop.name }
      : { count, window: SERVED_WINDOW_MS });
  }

  private lastServed: RequestsServedData | null = null;

  /**
   * Ends every window that finished by `t`: the one with requests gets its RequestsServed,
   * stamped at its start; empty windows are skipped without a step each.
   */
  private closeWindowsBefore(t: number): void {
    const current = Math.floor(t / SERVED_WINDOW_MS);
    if (current <= this.window) return;
    if (this.served > 0) {
      this.world.trace.emit(
        this.window * SERVED_WINDOW_MS,
        'traffic',
        'RequestsServed',
        this.object,
        this.servedData(this.served),
      );
      this.served = 0;
    }
    this.window = current;
  }
}
