// The pod worker's bookkeeping of its containers, in plain code beside kubeletMachine:
// which run, which wait out a restart back-off, the start order of init containers and
// native sidecars, and the order sidecars stop in
// (kuberuntime_manager.go computeInitContainerActions, kuberuntime_termination_order.go).
import type { ActorRefFrom } from 'xstate';
import type { ContainerModel, PodTemplateModel } from '../../manifest/model/model.ts';
import type { containerMachine } from './containerMachine.ts';
import { RestartBackoff } from './backoff.ts';
import { SmallMap, SmallSet } from '../../engine/smallMap.ts';
import { inTopState } from './containerProcess.ts';
import { namesOf } from './containerNames.ts';

type Ref = ActorRefFrom<typeof containerMachine>;

/** A container waiting out its restart back-off: when it expires, and how it starts then. */
export interface BackingOff {
  until: number;
  restart: () => void;
}

/** A Pod's regular containers' exit codes, as the phase reads them (phase.ts). */
export type ExitCodes = Pick<ReadonlyMap<string, number>, 'has' | 'values'>;
const NO_CODES: ExitCodes = new SmallMap<string, number>([]);
const NONE: readonly [string, BackingOff][] = [];

/** `set` with `member` in it, made at the first member. */
function added<T>(set: SmallSet<T> | null, member: T): SmallSet<T> {
  return (set ?? new SmallSet<T>()).add(member);
}

export class PodContainers {
  readonly running = new SmallSet<string>();
  // Null until the first write, what most Pods never fill (no wrapper each, engine/lazy.ts).
  /** Containers whose restart is due (restartIfDue), not yet started again. */
  private restarting: SmallSet<string> | null = null;
  /** Containers waiting out their back-off: when it expires, and how they start then. */
  private waiting: SmallMap<string, BackingOff> | null = null;
  private codes: SmallMap<string, number> | null = null;
  /** Made at the first restart: most Pods never restart a container (engine/lazy.ts). */
  private restartBackoff: RestartBackoff | undefined;
  get backoff(): RestartBackoff {
    return (this.restartBackoff ??= new RestartBackoff());
  }

  /**
   * A regular init container failed and is not restarted (restartPolicy Never): getPhase
   * counts it (failedInitialization) and the Pod ends Failed, whatever else exited 0.
   */
  initFailed = false;

  /** Exit codes of the regular containers that exited: with initFailed, they decide the phase. */
  get exitCodes(): ExitCodes {
    return this.codes ?? NO_CODES;
  }
  setExitCode(name: string, code: number): void {
    if (this.codes) this.codes.set(name, code);
    else this.codes = new SmallMap([[name, code]]);
  }

  /** A restart of the container is due (it starts now or when its back-off expires). */
  restartDue(name: string): void {
    this.restarting = added(this.restarting, name);
  }
  restartDone(name: string): void {
    this.restarting?.delete(name);
  }
  /** The container waits out its back-off. */
  backOff(name: string, b: BackingOff): void {
    if (this.waiting) this.waiting.set(name, b);
    else this.waiting = new SmallMap([[name, b]]);
  }
  /** The containers backing off, as a list of their own (a restart may end one). */
  get backingOff(): readonly (readonly [string, BackingOff])[] {
    return this.waiting === null || this.waiting.size === 0 ? NONE : [...this.waiting];
  }
  backOffEnded(name: string): void {
    this.waiting?.delete(name);
  }
  /** No restart is due any more (the Pod is killed, or restarts every container). */
  forgetRestarts(): void {
    this.restarting = null;
    this.waiting = null;
  }
  private readonly regular: readonly string[];
  private readonly sidecars: readonly string[];
  private readonly inits: ContainerModel[];
  private nextInit = 0;
  private initRunning: string | null = null;
  /** The sidecar started and waited on: its startup probe has not yet succeeded. */
  private sidecarWaiting: string | null = null;
  /** Sidecars whose current container passed its startup probe. */
  private startedUp: SmallSet<string> | null = null;
  private turnsGiven: SmallSet<string> | null = null;
  /**
   * The first of the regular containers (in order) this sync has still to start: a
   * container whose image is being pulled holds the rest back (SyncPod starts them one after
   * another, each startContainer waiting in EnsureImageExists), and IMAGE_READY lets them go
   * on (continueRegular). An index into `regular`, not a copy of it each start; none before
   * the first start.
   */
  private nextRegular: number;
  /** Every init container has been started (sidecars) or has completed (the others). */
  initDone = false;
  /** The pod is being killed: sidecars are waiting for their turns. */
  stopping = false;
  /** How many times RestartAllContainers reset the Pod: a back-off due before one is void. */
  resets = 0;

  constructor(
    readonly refs: SmallMap<string, Ref>,
    template: PodTemplateModel,
  ) {
    const names = namesOf(template);
    this.regular = names.regular;
    this.nextRegular = this.regular.length;
    this.sidecars = names.sidecars;
    this.inits = template.initContainers;
    this.template = template;
  }

  private readonly template: PodTemplateModel;

  /** The container's spec (every name the pod worker hears of is one of the Pod's). */
  spec(name: string): ContainerModel {
    const { containers, initContainers } = this.template;
    return (containers.find((c) => c.name === name) ??
      initContainers.find((c) => c.name === name))!;
  }

  isSidecar(name: string): boolean {
    return this.sidecars.includes(name);
  }
  isRegular(name: string): boolean {
    return this.regular.includes(name);
  }
  isInitRunning(name: string): boolean {
    return this.initRunning === name;
  }

  /**
   * Starts init containers in declaration order: a regular init container must exit 0
   * before the next starts; a sidecar is initialized once started, or, when it has a
   * startup probe, once that probe has succeeded (computeInitContainerActions: "If the
   * startup probe has not been run, wait for it"; the prober's update syncs the pod at
   * once). True when every one has been done.
   */
  advanceInit(): boolean {
    while (this.nextInit < this.inits.length) {
      const c = this.inits[this.nextInit]!;
      if (c.sidecar) {
        if (this.sidecarWaiting !== c.name) this.start(c.name);
        // A sidecar whose image does not pull is never created: the next waits for it
        // (computeInitContainerActions: no status yet, so it is the one to start). One whose
        // image is being pulled holds the sync in its EnsureImageExists until it is there.
        const snap = this.refs.get(c.name)!.getSnapshot();
        const neverCreated = inTopState(snap, 'PullFailing') || inTopState(snap, 'Pulling');
        if (neverCreated || (c.startupProbe && !this.startedUp?.has(c.name))) {
          this.sidecarWaiting = c.name;
          return false;
        }
        this.sidecarWaiting = null;
        this.nextInit++;
        continue;
      }
      if (this.initRunning === null) {
        this.initRunning = c.name;
        this.start(c.name);
      }
      return false;
    }
    this.initDone = true;
    return true;
  }

  /**
   * A regular init container exited 0: it no longer runs (so a later kill leaves it alone:
   * ConvertPodStatusToRunningPod keeps only running containers for
   * killContainersWithSyncResult), and the next one may start.
   */
  initSucceeded(name: string): void {
    this.running.delete(name);
    this.initRunning = null;
    this.nextInit++;
  }

  /** A new container of this name runs: its startup probe has not passed yet. */
  restarted(name: string): void {
    this.startedUp?.delete(name);
  }

  /** The sidecar's startup probe succeeded. */
  startupSucceeded(name: string): void {
    this.startedUp = added(this.startedUp, name);
  }

  /**
   * kuberuntime_manager.go SyncPod step 7: the containers in order, each startContainer
   * returning only once EnsureImageExists has the image: one whose pull is under way holds
   * the rest back until IMAGE_READY (a refused image does not: its start fails at once).
   */
  startRegular(): void {
    this.nextRegular = 0;
    this.continueRegular();
  }

  /** Starts the containers still to start, up to the next that must wait for its pull. */
  continueRegular(): void {
    while (this.nextRegular < this.regular.length) {
      const name = this.regular[this.nextRegular++]!;
      this.start(name);
      if (inTopState(this.refs.get(name)!.getSnapshot(), 'Pulling')) return;
    }
  }

  /** Every regular container has been created (it runs or ran): none waits for its image. */
  get regularAllCreated(): boolean {
    return this.regular.every((n) => {
      const snap = this.refs.get(n)!.getSnapshot();
      return inTopState(snap, 'Process') || inTopState(snap, 'Exited');
    });
  }

  /** A container that ran before (RestartAllContainers removed it) is started again. */
  private start(name: string): void {
    this.running.add(name);
    const ref = this.refs.get(name)!;
    ref.send({ type: inTopState(ref.getSnapshot(), 'Exited') ? 'RESTART' : 'START' });
  }

  /**
   * RestartAllContainers removed every container (kuberuntime_manager.go SyncPod,
   * containersToReset): no restart is pending, and the init sequence starts over.
   */
  reset(): void {
    this.resets++;
    this.nextRegular = this.regular.length;
    this.forgetRestarts();
    this.codes = null;
    this.turnsGiven = null;
    this.nextInit = 0;
    this.initRunning = null;
    this.sidecarWaiting = null;
    this.startedUp = null;
    this.initDone = false;
  }

  /** getContainersToReset: the running containers, the regular ones before the init ones. */
  get resetVictims(): string[] {
    return [...this.regular, ...this.inits.map((c) => c.name)].filter((n) => this.running.has(n));
  }

  /** The containers that ran (and so were removed). */
  get ran(): string[] {
    return [...this.refs].filter(([, r]) => inTopState(r.getSnapshot(), 'Exited')).map(([n]) => n);
  }

  get regularAllRunning(): boolean {
    return this.regular.every((n) => this.running.has(n));
  }

  /** No regular container runs or is about to restart. */
  get regularDone(): boolean {
    return this.regular.every((n) => !this.running.has(n) && !this.restarting?.has(n));
  }

  get sidecarsRunning(): boolean {
    return this.sidecars.some((n) => this.running.has(n));
  }

  /**
   * waitForTurn: a sidecar may stop once every regular container and every sidecar
   * declared after it has exited, so sidecars stop in reverse order.
   */
  giveTurns(): void {
    if (!this.stopping || this.regular.some((n) => this.running.has(n))) return;
    for (let i = this.sidecars.length - 1; i >= 0; i--) {
      const name = this.sidecars[i]!;
      if (this.sidecars.slice(i + 1).some((n) => this.running.has(n))) return;
      if (!this.turnsGiven?.has(name)) {
        this.turnsGiven = added(this.turnsGiven, name);
        this.refs.get(name)!.send({ type: 'YOUR_TURN' });
      }
    }
  }
}
