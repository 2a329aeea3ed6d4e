// A one-controller driver: ONE row of the component table (src/run/components.ts, started
// the way src/run/registry.ts starts every row) against the real API server's storage
// (World + Cluster) on the virtual clock, with no kubelet, no kube-proxy and no other
// controller (the scheduler's binding comes with the API server's Cluster, as in every run:
// apiserver/scheduling.ts). The test plays the rest of the cluster: it writes what the kubelet would
// (a Pod Running, Ready, Succeeded, gone), hands the row fakes for the parts it needs from
// other rows, advances the clock, and reads the controller's writes — the objects in the
// API and the events on the trace, through the fluent driver's typed expectations.
//
//   const c = controllerAlone('replicaset-controller', yaml).advance('1s');
//   expect(c.pods('web-')).toHaveLength(3);
//   c.kubelet.succeeded(c.pods('job-')[0]!).advance('1s').expect().expectEvent(…)
import { loadScenario } from '../../../src/manifest/load/loadScenario.ts';
import type { ScenarioModel } from '../../../src/manifest/model/model.ts';
import { COMPONENTS, type ComponentDescriptor, type Parts } from '../../../src/run/components.ts';
import type { Run as ComponentRun } from '../../../src/run/registry.ts';
import { Cluster } from '../../../src/cluster/apiserver/cluster.ts';
import type { OwnerRef, PodRecord } from '../../../src/cluster/apiserver/podStore.ts';
import { newScheduling } from '../../../src/cluster/scheduler/scheduling.ts';
import { World } from '../../../src/cluster/world.ts';
import { SimClock } from '../../../src/engine/clock.ts';
import { createRng } from '../../../src/engine/rng.ts';
import { TraceWriter } from '../../../src/engine/traceWriter.ts';
import type { Trace } from '../../../src/trace/types.ts';
import { parseVersion, versionLabel } from '../../../src/versions/version.ts';
import { container, ignoresSigterm, template } from './build.ts';
import { Run } from './driver.ts';
import { DriverError, millis, type Time } from './driverText.ts';

/** A row's name in the component table (`replicaset-controller`, …), checked when started. */
export type ComponentName = ComponentDescriptor['name'];

export interface AloneOptions {
  /** Simulate as this Kubernetes minor (`'1.33'`); else the document's own. */
  version?: string;
  /**
   * The parts of other rows this row needs (registry.ts `needs`), as fakes: the row reads
   * only these, and a part it needs that is not given fails the start.
   */
  given?: Partial<Parts>;
  /**
   * Create the document's bare Pods in the API before the row starts, as `kubectl apply`
   * does (the `kubectl` row): Pods that were there before the controller.
   */
  documentPods?: boolean;
}

/** The row of the component table of that name. */
export function componentRow(name: ComponentName): ComponentDescriptor {
  const row = COMPONENTS.find((c) => c.name === name);
  if (!row) throw new DriverError(`no component ${name} in src/run/components.ts`);
  return row;
}

function modelOf(scenario: string | ScenarioModel, version: string | undefined): ScenarioModel {
  if (typeof scenario !== 'string') return scenario;
  const v = version === undefined ? undefined : parseVersion(version);
  if (v === null) throw new DriverError(`not a Kubernetes version: ${version}`);
  const { model, diagnostics } = loadScenario(scenario, v === undefined ? {} : { version: v });
  if (!model)
    throw new DriverError(`the scenario does not load: ${diagnostics.map((d) => d.message)}`);
  return model;
}

/** Starts the one row `name` on a fresh API server and clock; nothing runs until `advance`. */
export function controllerAlone(
  name: ComponentName,
  scenario: string | ScenarioModel,
  options: AloneOptions = {},
): ControllerAlone {
  return new ControllerAlone(componentRow(name), modelOf(scenario, options.version), options);
}

/**
 * What the kubelet would write into a Pod's status (podMachine's events, as
 * status_manager.go syncPod sends them): the test plays the node.
 */
export class FakeKubelet {
  constructor(private readonly alone: ControllerAlone) {}

  /**
   * All containers started: phase Running (kubelet_pods.go getPhase), with the sandbox's
   * IP (kubeletMachine's 'start the init containers' sets it before any container runs).
   */
  running(pod: PodRecord): ControllerAlone {
    pod.hasIP = true;
    return this.send(pod, { type: 'RUNNING' });
  }

  /** Running and Ready (the Ready condition, status_manager.go). */
  ready(pod: PodRecord): ControllerAlone {
    this.running(pod);
    return this.send(pod, { type: 'READY' });
  }

  succeeded(pod: PodRecord): ControllerAlone {
    return this.send(pod, { type: 'TERMINAL', phase: 'Succeeded', reason: null });
  }

  failed(pod: PodRecord, reason: string | null = null): ControllerAlone {
    return this.send(pod, { type: 'TERMINAL', phase: 'Failed', reason });
  }

  /** The kubelet's final Delete(gracePeriod=0) of a terminating Pod (status_manager.go syncPod). */
  gone(pod: PodRecord): ControllerAlone {
    return this.send(pod, { type: 'FINAL_DELETE' });
  }

  private send(
    pod: PodRecord,
    event: Parameters<NonNullable<ReturnType<Cluster['podActor']>>['send']>[0],
  ): ControllerAlone {
    const actor = this.alone.cluster.podActor(pod);
    if (!actor) throw new DriverError(`Pod/${pod.name} has no object in the API`);
    actor.send(event);
    return this.alone;
  }
}

export class ControllerAlone {
  readonly clock = new SimClock();
  readonly trace = new TraceWriter(100_000);
  readonly world: World;
  readonly cluster: Cluster;
  /** What the row handed on (its actors, by object name). */
  readonly parts: Partial<Parts>;
  readonly kubelet = new FakeKubelet(this);

  constructor(
    readonly row: ComponentDescriptor,
    readonly model: ScenarioModel,
    options: AloneOptions,
  ) {
    this.world = new World(
      this.clock,
      this.trace,
      model.version,
      model.latencies,
      createRng(model.seed),
      model.nodes,
      { imagePulls: model.images ?? {} },
    );
    this.cluster = new Cluster(
      this.world,
      newScheduling(this.world),
      model.services,
      { mesh: model.mesh ?? null, readinessGate: null },
      { limitRanges: model.limitRanges ?? [], resourceQuotas: model.resourceQuotas ?? [] },
    );
    if (options.documentPods) componentRow('kubectl').start(this.startedWith({}, []));
    this.parts = row.start(this.startedWith(options.given ?? {}, row.needs));
  }

  /** What a row is started with (registry.ts Run): its needs read from the given fakes only. */
  private startedWith(given: Partial<Parts>, needs: ComponentDescriptor['needs']): ComponentRun {
    const { model, world, cluster, row } = this;
    return {
      model,
      world,
      cluster,
      goesOn: () => true,
      part: (part) => {
        const p = given[part];
        if (p === undefined || !needs.includes(part))
          throw new DriverError(`${row.name} needs ${part}: give a fake in options.given`);
        return p;
      },
    };
  }

  /** Runs the virtual clock on by this much (the controller's timers and watches fire). */
  advance(by: Time): this {
    return this.until(this.clock.now + millis(by));
  }

  /** Runs the virtual clock to this time. */
  until(t: Time): this {
    const to = millis(t);
    this.clock.run(to, () => this.world.failure !== null);
    if (this.world.failure !== null) throw this.world.failure;
    this.clock.advanceTo(to);
    return this;
  }

  /**
   * A Pod written to the API by someone else (another controller, kubectl): its labels, its
   * controller owner reference if any; one container that ignores SIGTERM.
   */
  createPod(
    name: string,
    more: { labels?: Record<string, string>; owner?: OwnerRef } = {},
  ): PodRecord {
    return this.cluster.createPod({
      name,
      namespace: 'default',
      template: template([container('app', ignoresSigterm())], { labels: more.labels ?? {} }),
      owner: more.owner ?? null,
      finalizers: [],
    });
  }

  /** The Pods the API holds (not yet removed), in creation order; by name prefix if given. */
  pods(prefix = ''): PodRecord[] {
    return this.world.pods.all().filter((p) => !p.removed && p.name.startsWith(prefix));
  }

  /** The trace so far, for the fluent driver's typed expectations. */
  expect(): Run {
    const t: Trace = this.trace.finish(versionLabel(this.model.version), this.clock.now, [], []);
    return new Run({ ...t, events: [...t.events] });
  }
}
