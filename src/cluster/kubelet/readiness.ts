// Readiness as the kubelet's prober reports it (pkg/kubelet/prober/worker.go doProbe):
// a container without a readiness probe is ready once started; one with a probe turns
// ready after successThreshold passing probes and unready after failureThreshold failing
// ones. Probes keep running while the pod terminates (only liveness and startup stop,
// k/k#102537), so a process that stops listening at SIGTERM turns the endpoint's
// `serving` false one probe period later. Periodic probing is plain code: it changes
// nothing until a threshold is crossed, and then tells the pod worker. A container with a
// startup probe is neither probed nor ready until that probe succeeds (prober_manager.go
// UpdatePodStatus); a probe's handler is judged as prober.ts judges liveness (probeResult.ts).
import type { ContainerModel, FileChange } from '../../manifest/model.ts';
import type { Scheduled } from '../../engine/queue.ts';
import type { PodRecord } from '../apiserver/podStore.ts';
import type { World } from '../world.ts';
import { probeOutcome } from './probeResult.ts';
import { execReadinessCancelledOnTermination } from '../../versions/features.ts';
import { versionNote } from '../../versions/versionNotes.ts';

/** The CRI's answer to an exec whose context was cancelled (grpc codes.Canceled). */
const CANCELED = 'rpc error: code = Canceled desc = context canceled';

interface ProbeState {
  spec: ContainerModel;
  ready: boolean;
  streak: number;
  timer: Scheduled | undefined;
  startedAt: number;
  /** No startup probe, or it has succeeded. */
  started: boolean;
}

export class Readiness {
  private containers = new Map<string, ProbeState>();
  private terminating = false;

  constructor(
    private readonly world: World,
    private readonly pod: PodRecord,
    /** The container whose process the pod's `listening` flag describes. */
    private readonly serving: string | undefined,
    private readonly onChange: () => void,
  ) {
    for (const spec of pod.template.containers) {
      this.containers.set(spec.name, {
        spec,
        ready: false,
        streak: 0,
        timer: undefined,
        startedAt: 0,
        started: false,
      });
    }
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
    const probe = c.spec.readinessProbe;
    if (!probe) {
      this.setReady(c, c.started);
      return;
    }
    this.setReady(c, false);
    c.streak = 0;
    this.world.clock.cancel(c.timer);
    c.timer = this.world.clock.after(probe.initialDelayMs, () => this.probe(c, true));
  }

  /** The startup probe passed: a container without a readiness probe is ready now. */
  startupSucceeded(name: string): void {
    const c = this.containers.get(name);
    if (!c) return;
    c.started = true;
    if (!c.spec.readinessProbe) {
      this.setReady(c, true);
      this.onChange();
    }
  }

  exited(name: string): void {
    const c = this.containers.get(name);
    if (!c) return;
    this.world.clock.cancel(c.timer);
    c.timer = undefined;
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

  private probe(c: ProbeState, running: boolean): void {
    const probe = c.spec.readinessProbe!;
    const next = (): void => {
      c.timer = this.world.clock.after(probe.periodMs, () => this.probe(c, true));
    };
    if (!c.started) return next(); // worker.go doProbe: held back by the startup probe
    if (running && probe.action?.kind === 'exec' && this.cancelledByTermination()) {
      // prober_manager.go AddPod(ctx): the worker runs on the pod worker's sync context, which
      // becameTerminating cancels; prober.go runProbe reports the error, and worker.go doProbe
      // throws the result away, so Ready keeps its last value.
      const message = `Readiness probe errored and resulted in unknown state: ${CANCELED}`;
      const note = versionNote('execReadinessCancelled', this.world.v);
      this.world.kubeEvent('kubelet', this.pod.key, 'Unhealthy', message, 'Warning', note);
      return next();
    }
    const since = this.world.now - c.startedAt;
    const listening = c.spec.name !== this.serving || this.pod.listening;
    let ok = false;
    if (running) {
      const socket = listening ? 'open' : 'closed';
      const out = probeOutcome(c.spec, probe, since, this.pod.uid, socket, this.hookFiles(c));
      ok = listening && out.ok;
      // prober.go runProbe: every failed probe of a running container is a Warning
      // (worker.go doProbe probes no container that is not running).
      if (!ok) {
        const message = `Readiness probe failed: ${out.output}`;
        this.world.kubeEvent('kubelet', this.pod.key, 'Unhealthy', message, 'Warning');
      }
    }
    if (ok === c.ready) c.streak = 0;
    else {
      c.streak++;
      const threshold = ok ? probe.successThreshold : probe.failureThreshold;
      if (c.streak >= threshold) {
        this.setReady(c, ok);
        c.streak = 0;
        this.onChange();
      }
    }
    next();
  }
}
