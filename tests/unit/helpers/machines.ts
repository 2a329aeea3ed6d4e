// Drives one statechart at a time on the virtual clock, with the smallest world it needs:
// send it events, move time, then read its state by name and the trace events it emitted
// (through the driver's Run). Everything that knows how the machines are built (their
// inputs, the Pod record) is here, so the tests say only what they send and what they see.
import { setup, spawnChild, type Actor, type AnyStateMachine } from 'xstate';
import { containerMachine } from '../../../src/cluster/kubelet/containerMachine.ts';
import type { ContainerKill } from '../../../src/cluster/grace.ts';
import { kubeletMachine } from '../../../src/cluster/kubelet/kubeletMachine.ts';
import { podMachine } from '../../../src/cluster/apiserver/podMachine.ts';
import { freshPodStatus, type PodRecord } from '../../../src/cluster/apiserver/podStore.ts';
import { World } from '../../../src/cluster/world.ts';
import { SimClock } from '../../../src/engine/clock.ts';
import { createRng } from '../../../src/engine/rng.ts';
import { TraceWriter } from '../../../src/engine/traceWriter.ts';
import { DEFAULT_LATENCIES, type PodTemplateModel } from '../../../src/manifest/model/model.ts';
import { kube, versionLabel } from '../../../src/versions/version.ts';
import { Run } from './driver.ts';
import { millis, seconds, type Time } from './driverText.ts';

/** A world of one node, `node-a`, on a fresh virtual clock, for Kubernetes 1.`minor`. */
export function testWorld(minor: number): World {
  const nodes = [{ name: 'node-a' }];
  return new World(
    new SimClock(),
    new TraceWriter(100_000),
    kube(minor),
    { ...DEFAULT_LATENCIES },
    createRng(1),
    nodes,
  );
}

/** Pod `p` bound to node-a, as the API server creates it (Cluster.createPod). */
export function podRecord(
  world: World,
  template: PodTemplateModel,
  finalizers: string[] = [],
): PodRecord {
  return world.pods.add({
    name: 'p',
    namespace: 'default',
    key: 'Pod/p',
    owner: null,
    template,
    createdAt: world.now,
    nodeName: 'node-a',
    finalizers,
    ...freshPodStatus(),
    services: [],
  });
}

/** The dotted path of a state value: `Process.Stopping.PreStop`. */
function pathOf(value: unknown): string {
  if (typeof value === 'string') return value;
  const [[key, inner] = ['', '']] = Object.entries(value as Record<string, unknown>);
  return inner === undefined ||
    (typeof inner === 'object' && Object.keys(inner as object).length === 0)
    ? key
    : `${key}.${pathOf(inner)}`;
}

const valueOf = (snapshot: unknown): unknown => (snapshot as { value: unknown }).value;

/** One started actor and the world it runs in. */
export class Driven<M extends AnyStateMachine> {
  /** Every state it settled in, with the time: `{ t: 5000, state: 'Process.Stopping.Signalled' }`. */
  readonly history: { t: number; state: string }[] = [];

  constructor(
    readonly world: World,
    readonly actor: Actor<M>,
    /** For a parallel machine, the region whose state is read (the pod's `object`). */
    private readonly region?: string,
  ) {
    actor.subscribe((s) => this.remember(valueOf(s)));
    actor.start();
    this.remember(valueOf(actor.getSnapshot()));
  }

  private remember(value: unknown): void {
    const inRegion =
      this.region === undefined ? value : (value as Record<string, unknown>)[this.region];
    const state = pathOf(inRegion);
    if (this.history.at(-1)?.state !== state) this.history.push({ t: this.world.now, state });
  }

  send(event: Parameters<Actor<M>['send']>[0]): this {
    this.actor.send(event);
    return this;
  }

  /** Runs the virtual clock to this time (everything due by then happens). */
  runUntil(t: Time): this {
    const until = millis(t);
    this.world.clock.run(until, () => false);
    this.world.clock.advanceTo(until);
    return this;
  }

  /** The current state's path (in its region, for a parallel machine; or in `region`). */
  state(region = this.region): string {
    const value = valueOf(this.actor.getSnapshot());
    return pathOf(region === undefined ? value : (value as Record<string, unknown>)[region]);
  }

  /** It is in a state whose path ends with this name (`'PreStop'`, `'Stopping.PreStop'`). */
  isIn(name: string): boolean {
    const path = this.state();
    return path === name || path.endsWith(`.${name}`);
  }

  /** The states it went through, by their last name, in order (`['Listening', 'PreStop', …]`). */
  visited(): string[] {
    return this.history.map((h) => h.state.split('.').at(-1)!);
  }

  /** When it entered the state of that name (the first time); fails if it never did. */
  enteredAt(name: string): number {
    const h = this.history.find((x) => x.state === name || x.state.endsWith(`.${name}`));
    if (!h)
      throw new Error(
        `never in ${name}; went through ${this.history.map((x) => `${x.state} (${seconds(x.t)})`).join(' → ')}`,
      );
    return h.t;
  }

  /** The trace so far, with the driver's facts (`expectEvent(...).at('6s')`). */
  get trace(): Run {
    const w = this.world;
    return new Run({
      podterm: 2,
      kubernetesVersion: versionLabel(w.v),
      durationMs: w.now,
      assumptions: [],
      events: [...w.trace.events],
    });
  }
}

export interface ContainerCalls {
  started: { t: number; name: string }[];
  exited: { t: number; name: string; exitCode: number | null }[];
}

/**
 * One container of pod `pod` (its first regular container unless named), spawned as the pod
 * worker spawns it: a parent actor on the world's clock records what it tells its worker.
 */
export function driveContainer(world: World, pod: PodRecord, name?: string) {
  const spec = [...pod.template.containers, ...pod.template.initContainers].find(
    (c) => name === undefined || c.name === name,
  )!;
  const calls: ContainerCalls = { started: [], exited: [] };
  const worker = setup({ actors: { container: containerMachine } }).createMachine({
    entry: spawnChild('container', {
      id: 'container',
      input: { world, pod, spec, serving: spec === pod.template.containers[0] },
    }),
    on: {
      '*': {
        actions: ({ event }) => {
          const e = event as { type: string; name: string; exitCode?: number | null };
          if (e.type === 'CONTAINER_STARTED') calls.started.push({ t: world.now, name: e.name });
          if (e.type === 'CONTAINER_EXITED')
            calls.exited.push({ t: world.now, name: e.name, exitCode: e.exitCode ?? null });
        },
      },
    },
  });
  const parent = world.actor(worker, undefined);
  parent.start();
  const actor = parent.getSnapshot().children.container as Actor<typeof containerMachine>;
  return Object.assign(new Driven(world, actor), { calls });
}

/**
 * What the kubelet hands a container it kills: the hook's time, the timeout from the stop
 * signal to SIGKILL, and for a native sidecar how long it may wait for its turn.
 */
export function kill(plan: {
  preStopMs?: number;
  stopTimeoutMs: number;
  sidecar?: { graceSeconds: number; capMs: number };
}): { type: 'KILL'; kill: ContainerKill } {
  const hookMs = plan.preStopMs ?? 0;
  return {
    type: 'KILL',
    kill: {
      hookMs,
      runPreStop: plan.preStopMs !== undefined,
      hookCompletes: true,
      hookFailure: null,
      stopTimeoutMs: plan.stopTimeoutMs,
      turn: plan.sidecar ?? null,
    },
  };
}

/** The Pod object's statechart (its `object` region: Live → Terminating → Removed). */
export function drivePod(world: World, pod: PodRecord) {
  const removed: number[] = [];
  const actor = world.actor(podMachine, { world, pod });
  // The registry hears of it from the world's shared system (world.podRemoved).
  world.podRemoved = () => removed.push(world.now);
  return Object.assign(new Driven(world, actor, 'object'), { removed });
}

/**
 * The pod worker of pod `pod`, which spawns its containers, and its Pod object, wired as the
 * node's kubelet wires them (NodeKubelet.startWorker); `node` counts the "every container
 * has stopped" calls.
 */
export function drivePodWorker(world: World, pod: PodRecord) {
  const podObject = drivePod(world, pod);
  const node = { stopped: 0 };
  const actor = world.actor(kubeletMachine, { world, pod, podActor: podObject.actor });
  actor.on('containersStopped', () => node.stopped++);
  return Object.assign(new Driven(world, actor), { podObject, node });
}
