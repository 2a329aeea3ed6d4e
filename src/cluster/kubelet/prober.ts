// The kubelet's liveness and startup probes (pkg/kubelet/prober/worker.go doProbe): a worker
// per container and probe, ticking every periodSeconds. Its ticker runs from the pod's
// admission and skips ticks before initialDelaySeconds, so the first probe comes
// initialDelaySeconds after the container started but not before one period (the docs: "if
// periodSeconds is greater than initialDelaySeconds, initialDelaySeconds is ignored"; no
// manual trigger, unlike readiness). Every failed probe is a Warning Unhealthy ("Liveness
// probe failed: …", prober.go probe); failureThreshold failures in a row make the result
// Failure, and the pod worker kills the container (kuberuntime_manager.go computePodActions).
// A startup probe holds liveness (and readiness) back until it succeeds. Probing is plain
// code on the clock: only a result that kills goes through the pod worker's statechart.
import type { Scheduled } from '../../engine/queue.ts';
import type { ContainerModel, ProbeSpec } from '../../manifest/model.ts';
import type { PodRecord } from '../apiserver/podStore.ts';
import type { World } from '../world.ts';
import { probeOutcome, type ProbeOutcome } from './probeResult.ts';

export type ProbeKind = 'liveness' | 'startup';

const TYPE: Record<ProbeKind, string> = { liveness: 'Liveness', startup: 'Startup' };

/** When the first probe comes after the container started: the delay, at least one period. */
const firstProbeMs = (p: ProbeSpec): number => Math.max(p.initialDelayMs, p.periodMs);

interface Worker {
  kind: ProbeKind;
  probe: ProbeSpec;
  /** worker.go lastResult and resultRun: the latest result and how many in a row. */
  lastOk: boolean | null;
  run: number;
  timer: Scheduled | undefined;
}

interface Probed {
  spec: ContainerModel;
  startedAt: number;
  /** prober_manager.go isContainerStarted: it has no startup probe, or that one succeeded. */
  started: boolean;
  workers: Worker[];
  /** When it last exited, the exit before that, and whether its probe had it killed. */
  finishedAt: number | null;
  previousFinishedAt: number | null;
  killedByProbe: boolean;
}

/** What the prober tells the pod worker. */
export interface ProberHooks {
  /** failureThreshold failures in a row: the container is to be killed. */
  failed(name: string, kind: ProbeKind): void;
  startupSucceeded(name: string): void;
  /** The pod worker still runs (a lost node stops it, and its probes with it). */
  alive(): boolean;
}

export class Prober {
  private containers = new Map<string, Probed>();
  private stopped = false;

  constructor(
    private readonly world: World,
    private readonly pod: PodRecord,
    private readonly hooks: ProberHooks,
  ) {
    const t = pod.template;
    for (const spec of [...t.initContainers.filter((c) => c.sidecar), ...t.containers]) {
      const workers = (['startup', 'liveness'] as const).flatMap((kind) => {
        const probe = kind === 'startup' ? spec.startupProbe : spec.livenessProbe;
        return probe ? [{ kind, probe, lastOk: null, run: 0, timer: undefined }] : [];
      });
      this.containers.set(spec.name, {
        spec,
        startedAt: 0,
        started: !spec.startupProbe,
        workers,
        finishedAt: null,
        previousFinishedAt: null,
        killedByProbe: false,
      });
    }
  }

  /** A container (re)started: its workers probe the new one from the start. */
  started(name: string): void {
    const c = this.containers.get(name);
    if (!c) return;
    c.startedAt = this.world.now;
    c.started = !c.spec.startupProbe;
    c.killedByProbe = false;
    for (const w of c.workers) {
      this.world.clock.cancel(w.timer);
      w.lastOk = null;
      w.run = 0;
      w.timer = this.stopped
        ? undefined
        : this.world.clock.after(firstProbeMs(w.probe), () => this.tick(c, w));
    }
  }

  exited(name: string): void {
    const c = this.containers.get(name);
    if (!c) return;
    c.previousFinishedAt = c.finishedAt;
    c.finishedAt = this.world.now;
    for (const w of c.workers) this.hold(w);
  }

  /** kubelet.go SyncTerminatingPod → StopLivenessAndStartup: the pod is being stopped. */
  stop(): void {
    this.stopped = true;
    for (const c of this.containers.values()) for (const w of c.workers) this.hold(w);
  }

  /** The pod worker is killing the container for its probe. */
  killing(name: string): void {
    const c = this.containers.get(name);
    if (c) c.killedByProbe = true;
  }

  /**
   * The container exited: if its probe had it killed, when the one before it finished
   * (computePodActions restarts it in the same sync, checking the back-off against the
   * status taken before the kill); null when it was not a probe kill.
   */
  probeKillExit(name: string): { previousFinishedAt: number | null } | null {
    const c = this.containers.get(name);
    if (!c?.killedByProbe) return null;
    c.killedByProbe = false;
    return { previousFinishedAt: c.previousFinishedAt };
  }

  /** probeKillExit without consuming it. */
  peekProbeKill(name: string): { previousFinishedAt: number | null } | null {
    const c = this.containers.get(name);
    return c?.killedByProbe ? { previousFinishedAt: c.previousFinishedAt } : null;
  }

  private hold(w: Worker): void {
    this.world.clock.cancel(w.timer);
    w.timer = undefined;
  }

  private tick(c: Probed, w: Worker): void {
    w.timer = undefined;
    if (this.stopped || !this.hooks.alive() || (w.kind === 'startup' && c.started)) return;
    w.timer = this.world.clock.after(w.probe.periodMs, () => this.tick(c, w));
    if (w.kind === 'liveness' && !c.started) return; // worker.go doProbe: held back
    const out = probeOutcome(c.spec, w.probe, this.world.now - c.startedAt, this.pod.uid);
    if (out.tookMs === 0) return this.result(c, w, out);
    const startedAt = c.startedAt;
    this.world.clock.after(out.tookMs, () => {
      if (w.timer !== undefined && c.startedAt === startedAt) this.result(c, w, out);
    });
  }

  private result(c: Probed, w: Worker, out: ProbeOutcome): void {
    const { world, pod } = this;
    if (!out.ok) {
      const message = `${TYPE[w.kind]} probe failed: ${out.output}`;
      world.kubeEvent('kubelet', pod.key, 'Unhealthy', message, 'Warning');
    }
    w.run = w.lastOk === out.ok ? w.run + 1 : 1;
    w.lastOk = out.ok;
    const threshold = out.ok ? w.probe.successThreshold : w.probe.failureThreshold;
    if (w.run < threshold) return;
    if (!out.ok) {
      // worker.go: a liveness or startup Failure puts the worker on hold until a new container.
      this.hold(w);
      w.run = 0;
      this.hooks.failed(c.spec.name, w.kind);
    } else if (w.kind === 'startup') {
      this.hold(w);
      c.started = true;
      this.hooks.startupSucceeded(c.spec.name);
    }
  }
}
