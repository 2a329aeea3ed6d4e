// Readiness as the kubelet's prober reports it (pkg/kubelet/prober/worker.go doProbe):
// a container without a readiness probe is ready once started; one with a probe turns
// ready after successThreshold passing probes and unready after failureThreshold failing
// ones. Probes keep running while the pod terminates (only liveness and startup stop,
// k/k#102537), so a process that stops listening at SIGTERM turns the endpoint's
// `serving` false one probe period later. Periodic probing is plain code: it changes
// nothing until a threshold is crossed, and then tells the pod worker. A container with a
// startup probe is neither probed nor ready until that probe succeeds (prober_manager.go
// UpdatePodStatus); a probe's handler is judged as prober.ts judges liveness (probeResult.ts).
//
// When it probes (worker.go run): the worker starts with the pod worker (prober_manager.go
// AddPod) and its ticker ticks every periodSeconds from then, whatever the container does;
// doProbe skips a tick while the container runs for less than initialDelaySeconds
// (`int32(time.Since(StartedAt).Seconds()) < InitialDelaySeconds`). Besides the ticks, every
// pod sync (podSyncs.ts) runs UpdatePodStatus, which sends manualTriggerCh to the readiness
// worker of each started, running container that is not ready (#98376): the worker runs
// doProbe at once, and from 1.32 (#119089) resets its ticker, so the next tick is one period
// after the manual run. A sync comes when a container starts or dies, when a probe result
// changes (handleProbeSync) and on the pod worker's resync. Not modelled: the second manual
// run the first result of a new container (initialValue Failure) triggers through its own
// sync, a few milliseconds later (at most one manual run per container and instant here).
import type { ContainerModel, FileChange } from '../../manifest/model/model.ts';
import type { Scheduled } from '../../engine/queue.ts';
import type { PodRecord } from '../apiserver/podStore.ts';
import type { World } from '../world.ts';
import { SmallMap } from '../../engine/smallMap.ts';
import { probeOutcome } from './probeResult.ts';
import {
  execReadinessCancelledOnTermination,
  probeTickerResetsOnManualRun,
} from '../../versions/features.ts';
import { versionNote } from '../../versions/versionNotes.ts';

/** The CRI's answer to an exec whose context was cancelled (grpc codes.Canceled). */
const CANCELED = 'rpc error: code = Canceled desc = context canceled';

interface ProbeState {
  spec: ContainerModel;
  ready: boolean;
  /**
   * worker.go's lastResult and resultRun: the worker lives as long as the container's spec,
   * so a restart keeps them (a new container ID only sets the initial Failure).
   */
  lastOk: boolean | null;
  run: number;
  timer: Scheduled | undefined;
  /** When the ticker last started or was reset: ticks come a whole number of periods after. */
  tickerFrom: number;
  /** The last manual run (one per instant: manualTriggerCh holds one). */
  manualAt: number | null;
  startedAt: number;
  /** No startup probe, or it has succeeded. */
  started: boolean;
  running: boolean;
}

/** What readiness tells the pod worker. */
export interface ReadinessHooks {
  /** A container's readiness changed (kubelet.go handleProbeSync). */
  readinessChanged(): void;
  /** The pod worker still runs (a lost node stops it, and its probe workers with it). */
  alive(): boolean;
}

export class Readiness {
  private readonly containers: SmallMap<string, ProbeState>;
  private terminating = false;

  constructor(
    private readonly world: World,
    private readonly pod: PodRecord,
    /** The container whose process the pod's `listening` flag describes. */
    private readonly serving: string | undefined,
    private readonly hooks: ReadinessHooks,
  ) {
    this.containers = new SmallMap(
      pod.template.containers.map((spec): [string, ProbeState] => [
        spec.name,
        {
          spec,
          ready: false,
          lastOk: null,
          run: 0,
          timer: undefined,
          tickerFrom: world.now,
          manualAt: null,
          startedAt: 0,
          started: false,
          running: false,
        },
      ]),
    );
  }

  /** Every regular container is ready. */
  get allReady(): boolean {
    for (const c of this.containers.values()) if (!c.ready) return false;
    return true;
  }

  started(name: string): void {
    const c = this.containers.get(name);
    if (!c) return;
    c.startedAt = this.world.now;
    c.started = !c.spec.startupProbe;
    c.running = true;
    const probe = c.spec.readinessProbe;
    if (!probe) {
      this.setReady(c, c.started);
      return;
    }
    // worker.go doProbe, a new container ID: resultsManager.Set(initialValue: Failure).
    this.setReady(c, false);
    this.tick(c);
  }

  /**
   * A pod sync (prober_manager.go UpdatePodStatus): each started, running container that is
   * not ready gets a manual readiness run. None while the pod terminates: SyncTerminatingPod
   * holds the pod worker until its containers have stopped.
   */
  podSynced(): void {
    if (this.terminating) return;
    for (const c of this.containers.values()) {
      if (!c.spec.readinessProbe || !c.running || !c.started || c.ready) continue;
      if (c.manualAt === this.world.now) continue;
      c.manualAt = this.world.now;
      if (probeTickerResetsOnManualRun(this.world.v)) c.tickerFrom = this.world.now;
      this.tick(c);
      this.doProbe(c);
    }
  }

  /** Some container waits for a manual run that the next resync would give it. */
  get waitsForSync(): boolean {
    if (this.terminating) return false;
    for (const c of this.containers.values())
      if (c.spec.readinessProbe && c.running && c.started && !c.ready) return true;
    return false;
  }

  /** The startup probe passed: a container without a readiness probe is ready now. */
  startupSucceeded(name: string): void {
    const c = this.containers.get(name);
    if (!c) return;
    c.started = true;
    if (!c.spec.readinessProbe) {
      this.setReady(c, true);
      this.hooks.readinessChanged();
    }
  }

  exited(name: string): void {
    const c = this.containers.get(name);
    if (!c) return;
    // worker.go doProbe probes no container that is not running: the ticks until the next
    // start change nothing, so the ticker is left off and set again on the same beat.
    this.world.clock.cancel(c.timer);
    c.timer = undefined;
    c.running = false;
    this.setReady(c, false);
  }

  /** pod_workers.go: the pod worker noticed a deletion or started a kill (becameTerminating). */
  podTerminating(): void {
    this.terminating = true;
  }

  private cancelledByTermination(): boolean {
    return this.terminating && execReadinessCancelledOnTermination(this.world.v);
  }

  /** What the container's preStop hook has written or removed, in time since it started. */
  private hookFiles(c: ProbeState): FileChange[] {
    const at = this.pod.preStopStartedAt.get(c.spec.name);
    const files = c.spec.preStop?.files;
    if (at === undefined || !files) return [];
    return files.map((f) => ({ ...f, atMs: f.atMs + at - c.startedAt }));
  }

  /** containerStatuses[].ready, which READY in `kubectl get pods` counts. */
  private setReady(c: ProbeState, ready: boolean): void {
    c.ready = ready;
    this.world.podStatus.containerReady(this.pod.key, c.spec.name, ready);
  }

  /** The next tick of the worker's ticker: a whole number of periods after it (re)started. */
  private tick(c: ProbeState): void {
    const period = c.spec.readinessProbe!.periodMs;
    const { now } = this.world;
    const next = c.tickerFrom + (Math.floor((now - c.tickerFrom) / period) + 1) * period;
    this.world.clock.cancel(c.timer);
    c.timer = this.world.clock.after(next - now, () => {
      c.timer = undefined;
      if (!c.running || !this.hooks.alive()) return;
      this.tick(c);
      this.doProbe(c);
    });
  }

  /** worker.go doProbe, for a tick or a manual run. */
  private doProbe(c: ProbeState): void {
    const probe = c.spec.readinessProbe!;
    if (!c.running || !c.started) return; // held back by the startup probe
    const since = this.world.now - c.startedAt;
    if (since < probe.initialDelayMs) return; // "Probe disabled for InitialDelaySeconds"
    if (probe.action?.kind === 'exec' && this.cancelledByTermination()) {
      // prober_manager.go AddPod(ctx): the worker runs on the pod worker's sync context, which
      // becameTerminating cancels; prober.go runProbe reports the error, and worker.go doProbe
      // throws the result away, so Ready keeps its last value.
      const message = `Readiness probe errored and resulted in unknown state: ${CANCELED}`;
      const note = versionNote('execReadinessCancelled', this.world.v);
      this.world.kubeEvent('kubelet', this.pod.key, 'Unhealthy', message, 'Warning', note);
      return;
    }
    const listening = c.spec.name !== this.serving || this.pod.listening;
    const socket = listening ? 'open' : 'closed';
    const out = probeOutcome(c.spec, probe, since, this.pod.uid, socket, this.hookFiles(c));
    const ok = listening && out.ok;
    // prober.go runProbe: every failed probe of a running container is a Warning.
    if (!ok) {
      const message = `Readiness probe failed: ${out.output}`;
      this.world.kubeEvent('kubelet', this.pod.key, 'Unhealthy', message, 'Warning');
    }
    // worker.go doProbe: a run of equal results; at its threshold the result is set (again).
    if (c.lastOk === ok) c.run++;
    else {
      c.lastOk = ok;
      c.run = 1;
    }
    if (c.run < (ok ? probe.successThreshold : probe.failureThreshold)) return;
    if (ok === c.ready) return;
    this.setReady(c, ok);
    this.hooks.readinessChanged();
  }
}
