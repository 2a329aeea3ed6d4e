// The kubelet's liveness and startup probes (pkg/kubelet/prober/worker.go run, doProbe): a
// worker per container and probe. Its ticker starts with the worker, when the pod worker starts
// (prober_manager.go AddPod), and ticks every periodSeconds from then whatever the containers
// do, never reset: only readiness workers get manual runs (UpdatePodStatus sends
// manualTriggerCh to them alone, 1.21–1.37), and the kubelet has run for longer than a period,
// so run() takes no random sleep (that is only "if the kubelet has started recently", #97126).
// doProbe skips a tick while the container is not running, is on hold, or has run for less
// than initialDelaySeconds (`int32(time.Since(StartedAt).Seconds()) < InitialDelaySeconds`), a
// liveness tick until the startup probe succeeded, and a startup tick after; so the first probe
// is the first tick at least initialDelaySeconds after the container started, and a restarted
// container is probed on the same beat. doProbe is one call: a tick during a slow probe waits
// in the ticker's channel (one at most) and runs when the probe returns. The worker's
// lastResult and resultRun live across containers (only a Failure at the threshold sets
// resultRun to 0, with onHold until a new container). Every failed probe is a Warning Unhealthy
// ("Liveness probe failed: …", prober.go probe); failureThreshold failures in a row make the
// result Failure, and the pod worker kills the container (kuberuntime_manager.go
// computePodActions). Probing is plain code on the clock: only a result that kills goes through
// the pod worker's statechart.
import type { Scheduled } from '../../engine/queue.ts';
import type { ContainerModel, ProbeSpec } from '../../manifest/model/model.ts';
import type { PodRecord } from '../apiserver/podStore.ts';
import type { World } from '../world.ts';
import { SmallMap } from '../../engine/smallMap.ts';
import { probeOutcome, type ProbeOutcome } from './probeResult.ts';

export type ProbeKind = 'liveness' | 'startup';

const TYPE: Record<ProbeKind, string> = { liveness: 'Liveness', startup: 'Startup' };

interface Worker {
  kind: ProbeKind;
  probe: ProbeSpec;
  /** worker.go lastResult and resultRun: the latest result and how many in a row. */
  lastOk: boolean | null;
  run: number;
  timer: Scheduled | undefined;
  /** A probe runs (doProbe has not returned), and a tick waits for it in the channel. */
  busy: boolean;
  waiting: boolean;
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
  private readonly containers: SmallMap<string, Probed>;
  private stopped = false;
  /** When the workers started (AddPod, with the pod worker): their tickers beat from then. */
  private readonly from: number;

  constructor(
    private readonly world: World,
    private readonly pod: PodRecord,
    private readonly hooks: ProberHooks,
  ) {
    this.from = world.now;
    const t = pod.template;
    const probed: [string, Probed][] = [];
    // prober_manager.go AddPod starts workers only for the probes a container has; one with
    // neither a startup nor a liveness probe has nothing here (none to kill it, none to
    // hold), so this keeps no entry for it, and each method finds none and does nothing.
    for (const spec of t.initContainers) if (spec.sidecar) addProbed(probed, spec);
    for (const spec of t.containers) addProbed(probed, spec);
    // A Pod without such probes (most) shares one empty map, which is never written.
    this.containers = probed.length === 0 ? NONE_PROBED : new SmallMap(probed);
  }

  /** A container (re)started: a new container ID lifts the hold; the ticker keeps its beat. */
  started(name: string): void {
    const c = this.containers.get(name);
    if (!c) return;
    c.startedAt = this.world.now;
    c.started = !c.spec.startupProbe;
    c.killedByProbe = false;
    for (const w of c.workers) {
      this.hold(w);
      if (!this.stopped) this.next(c, w, c.startedAt + w.probe.initialDelayMs);
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
    w.waiting = false;
  }

  /**
   * The worker's next tick that doProbe does not skip for the initial delay: a whole number of
   * periods after the worker started, after now, and not before `atLeast`.
   */
  private next(c: Probed, w: Worker, atLeast: number): void {
    const period = w.probe.periodMs;
    const { now } = this.world;
    const k = Math.max(
      Math.floor((now - this.from) / period) + 1,
      Math.ceil((atLeast - this.from) / period),
    );
    w.timer = this.world.clock.after(this.from + k * period - now, () => this.tick(c, w));
  }

  private tick(c: Probed, w: Worker): void {
    w.timer = undefined;
    if (this.stopped || !this.hooks.alive() || (w.kind === 'startup' && c.started)) return;
    this.next(c, w, 0);
    if (w.busy) {
      w.waiting = true; // the ticker's channel holds one tick while doProbe runs
      return;
    }
    this.doProbe(c, w);
  }

  private doProbe(c: Probed, w: Worker): void {
    if (w.kind === 'liveness' && !c.started) return; // worker.go doProbe: held back
    const out = probeOutcome(c.spec, w.probe, this.world.now - c.startedAt, this.pod.uid);
    if (out.tookMs === 0) return this.result(c, w, out);
    const startedAt = c.startedAt;
    w.busy = true;
    this.world.clock.after(out.tookMs, () => {
      w.busy = false;
      if (w.timer === undefined || c.startedAt !== startedAt) return;
      this.result(c, w, out);
      if (w.waiting && w.timer !== undefined) {
        w.waiting = false;
        this.doProbe(c, w);
      }
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
      // worker.go: a liveness or startup Failure puts the worker on hold until a new container;
      // resultRun goes to 0, lastResult stays Failure.
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

const NONE_PROBED = new SmallMap<string, Probed>([]);

/** The container's probe workers, when it has a startup or a liveness probe. */
function addProbed(probed: [string, Probed][], spec: ContainerModel): void {
  if (!spec.startupProbe && !spec.livenessProbe) return;
  const workers = [startupWorker(spec), livenessWorker(spec)].filter((w) => w !== null);
  probed.push([
    spec.name,
    {
      spec,
      startedAt: 0,
      started: !spec.startupProbe,
      workers,
      finishedAt: null,
      previousFinishedAt: null,
      killedByProbe: false,
    },
  ]);
}

function startupWorker(spec: ContainerModel): Worker | null {
  return spec.startupProbe ? newWorker('startup', spec.startupProbe) : null;
}

function livenessWorker(spec: ContainerModel): Worker | null {
  return spec.livenessProbe ? newWorker('liveness', spec.livenessProbe) : null;
}

function newWorker(kind: ProbeKind, probe: ProbeSpec): Worker {
  return { kind, probe, lastOk: null, run: 0, timer: undefined, busy: false, waiting: false };
}
