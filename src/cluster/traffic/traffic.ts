// Clients calling a Service: plain code beside the machines, because it is the
// high-volume part. Request k leaves at floor(k·1000/rps) ms from node k mod N, and that
// node's kube-proxy rules pick the endpoint. A request succeeds
// when the chosen Pod's process still listens. The model is flushed lazily: just before
// anything that changes rules or listening, and every whole second to emit the served
// counts, so each request sees exactly the state of its own millisecond.
// Clients start once every node can reach the Service (the scenario begins with the
// workload up), so start-up is not counted as failures.
import type { PodRecord } from '../apiserver/podStore.ts';
import type { World } from '../world.ts';

export interface RuleSource {
  node: string;
  targets(service: string): readonly PodRecord[] | undefined;
}

export class Traffic {
  private k = 0;
  /** Requests served this second, by pod uid (a flat array: this is the hot path). */
  private servedByUid: Int32Array = new Int32Array(1024);
  private servedPods: PodRecord[] = [];
  private second = 0;
  /** When the clients started; null until every node has endpoints for the Service. */
  private startedAt: number | null = null;

  constructor(
    private readonly world: World,
    private readonly service: string,
    private readonly rps: number,
    private readonly proxies: RuleSource[],
  ) {}

  /** Schedules the per-second flush while `more()` says the run goes on. */
  start(more: (next: number) => boolean): void {
    const tick = (): void => {
      this.flushTo(this.world.now);
      this.emitUpTo(this.world.now);
      if (more(this.world.now + 1000)) this.world.clock.after(1000, tick);
    };
    this.world.clock.at(1000, tick);
  }

  /** Starts the clients when every node has at least one endpoint for the Service. */
  rulesChanged(): void {
    if (this.startedAt !== null) return;
    if (this.proxies.every((p) => (p.targets(this.service)?.length ?? 0) > 0)) {
      this.startedAt = this.world.now;
    }
  }

  /** Runs every request due strictly before `t` against the current rules and processes. */
  flushTo(t: number): void {
    const n = this.proxies.length;
    const start = this.startedAt;
    if (n === 0 || start === null) return;
    // Rules only change after a flush, so each node's targets are fixed for this call.
    const rules = this.proxies.map((p) => p.targets(this.service) ?? []);
    let served: Int32Array = this.servedByUid;
    for (;;) {
      const at = start + Math.floor((this.k * 1000) / this.rps);
      if (at >= t) break;
      if (at >= (this.second + 1) * 1000) this.emitUpTo(at);
      const targets = rules[this.k % n]!;
      this.k++;
      if (targets.length === 0) {
        this.fail(at, null, 'no endpoints');
        continue;
      }
      // iptables picks an endpoint at random (statistic mode random); a multiplicative hash
      // of the request number spreads requests the same way, deterministically.
      const pod = targets[(Math.imul(this.k, 2654435761) >>> 0) % targets.length]!;
      if (pod.listening && !pod.removed) {
        if (pod.uid >= served.length) served = this.grow(pod.uid);
        const count = served[pod.uid]!;
        served[pod.uid] = count + 1;
        if (count === 0) this.servedPods.push(pod);
      } else this.fail(at, pod, 'connection refused');
    }
  }

  private grow(uid: number): Int32Array {
    const next = new Int32Array(Math.max(uid + 1, this.servedByUid.length * 2));
    next.set(this.servedByUid);
    this.servedByUid = next;
    return next;
  }

  private fail(at: number, pod: PodRecord | null, reason: string): void {
    this.world.trace.emit(at, 'traffic', 'RequestFailed', `Service/${this.service}`, {
      pod: pod ? pod.name : null,
      reason,
    });
  }

  private emitUpTo(t: number): void {
    while ((this.second + 1) * 1000 <= t) this.emitServed();
  }

  /** One RequestsServed per pod for the second just finished, stamped at its start. */
  private emitServed(): void {
    const t = this.second * 1000;
    // In the order each pod first served that second: deterministic, no sort needed.
    const pods = this.servedPods;
    const object = `Service/${this.service}`;
    for (const pod of pods) {
      const count = this.servedByUid[pod.uid]!;
      this.servedByUid[pod.uid] = 0;
      this.world.trace.emit(t, 'traffic', 'RequestsServed', object, { count, pod: pod.name });
    }
    this.servedPods = [];
    this.second++;
  }
}
