// The normalised scenario in, the trace out: builds the cluster (nodes, kubelets,
// kube-proxies, endpoints and workload controllers), schedules the actions, and runs the
// virtual clock until the scenario's duration or until nothing is left to happen.
import { tagAssumptions } from '../manifest/process/tagScheme.ts';
import { pullAssumptions } from '../manifest/process/pullAssumptions.ts';
import { secondsText } from '../trace/units.ts';
import { versionLabel } from '../versions/version.ts';
import type { ActorRefFrom, InspectionEvent } from 'xstate';
import type { ScenarioModel } from '../manifest/model/model.ts';
import { MAX_DURATION_MS } from '../manifest/model/model.ts';
import { QUIET_MS } from '../manifest/duration/podTiming.ts';
import { EndpointSlice } from '../cluster/proxy/endpointsMachine.ts';
import {
  kubeProxyMachine,
  notifySliceChanged,
  sharedRules,
} from '../cluster/proxy/kubeProxyMachine.ts';
import { NodeKubelet } from '../cluster/kubelet/nodeKubelet.ts';
import {
  startDeployment,
  type deploymentMachine,
} from '../cluster/controllers/deployment/deploymentMachine.ts';
import { cronJobMachine } from '../cluster/controllers/cronjob/cronJobMachine.ts';
import {
  startStatefulSet,
  type statefulSetMachine,
} from '../cluster/controllers/statefulset/statefulSetMachine.ts';
import { daemonSetMachine } from '../cluster/controllers/daemonset/daemonSetMachine.ts';
import { parseSchedule } from '../manifest/kinds/cronSchedule.ts';
import { startReplicaSet } from '../cluster/controllers/replicaset/replicaSetMachine.ts';
import { startReplicationController } from '../cluster/controllers/replication/replicationManager.ts';
import { applyAction } from './actions.ts';
import { SimClock } from '../engine/clock.ts';
import { Cluster, type Webhooks } from '../cluster/apiserver/cluster.ts';
import { readinessGateOf } from '../cluster/hops/readinessGate.ts';
import { GarbageCollector } from '../cluster/controllers/garbagecollector/garbageCollector.ts';
import { JobControl } from '../cluster/controllers/job/jobControl.ts';
import { EvictionApi } from '../cluster/apiserver/eviction.ts';
import { matchesSelector } from '../cluster/apiserver/podStore.ts';
import { DisruptionController } from '../cluster/controllers/disruption/disruption.ts';
import { PodGC } from '../cluster/controllers/podgc/podGC.ts';
import { createRng } from '../engine/rng.ts';
import type { Assumption, Trace } from '../trace/types.ts';
import { TraceWriter } from '../engine/traceWriter.ts';
import { Traffic } from '../cluster/traffic/traffic.ts';
import { createHop } from '../cluster/hops/createHop.ts';
import { KeepAliveClients } from '../cluster/traffic/keepAlive.ts';
import { InFlight } from '../cluster/traffic/inFlight.ts';
import { DnsAnswer, isHeadless } from '../cluster/traffic/headless.ts';
import { World } from '../cluster/world.ts';
import { StateRecorder } from '../cluster/stateRecorder.ts';
import type { StateLog } from '../statechart/stateLog.ts';
import { progressReporter, type RunProgress } from './progress.ts';

export interface RunOptions {
  maxEvents?: number;
  untilMs?: number;
  /** Count state-machine transitions into `trace.stats` (slower: benchmarks only). */
  countTransitions?: boolean;
  /** Let `untilMs` pass the documents' one-hour limit (benchmarks of long runs only). */
  uncapped?: boolean;
  /** Record what every statechart actor does, and hand the log here once the run ends. */
  recordStates?: (log: StateLog) => void;
  /**
   * Hears XState's inspection of every actor (the bench's replay records the events each
   * actor took, bench/xstateReplay.ts); a run without it pays nothing.
   */
  inspect?: (ev: InspectionEvent) => void;
  /**
   * Told how far the run has got, every PROGRESS_STEPS steps of the clock (a long run's
   * progress bar in the page); it changes nothing in the run.
   */
  onProgress?: (progress: RunProgress) => void;
}

/**
 * The one event cap, for the CLI, the page's worker and the tests alike, so the same
 * document gives the same trace everywhere; it also bounds memory (a trace of a million
 * events is a few hundred MB of JSON). A run that reaches it is cut short and says so.
 */
export const MAX_EVENTS = 1_000_000;

export function runScenario(model: ScenarioModel, opts: RunOptions = {}): Trace {
  const clock = new SimClock();
  const trace = new TraceWriter(opts.maxEvents ?? MAX_EVENTS);
  const world = new World(
    clock,
    trace,
    model.version,
    model.latencies,
    createRng(model.seed),
    model.nodes,
  );
  world.countTransitions = opts.countTransitions ?? false;
  world.imagePulls = model.images ?? {};
  const recorder = opts.recordStates ? new StateRecorder(() => clock.now) : null;
  world.recorder = recorder?.inspect ?? null;
  const heard = opts.inspect;
  if (heard) {
    const first = world.recorder;
    world.recorder = first ? (ev) => (first(ev), heard(ev)) : heard;
  }
  const cluster = new Cluster(world, model.services, webhooksOf(model), {
    limitRanges: model.limitRanges ?? [],
    resourceQuotas: model.resourceQuotas ?? [],
  });
  const notices: string[] = [];
  const cap = opts.uncapped ? Infinity : MAX_DURATION_MS;
  const fixedEnd = Math.min(opts.untilMs ?? model.durationMs ?? MAX_DURATION_MS, cap);
  // An --until past the documents' limit is cut to it, and says so (the document's own
  // duration is checked where it is read).
  if (opts.untilMs !== undefined && opts.untilMs > cap)
    notices.push(
      `The run stops at ${secondsText(cap, 0)} s, the limit of a run: --until asked for ${secondsText(opts.untilMs, 0)} s.`,
    );
  const open = opts.untilMs === undefined && model.durationMs === null;

  const kubelets = new Map(
    model.nodes.map((n) => [n.name, new NodeKubelet(world, n.name, (p) => cluster.podActor(p))]),
  );
  const slices = new Map<string, EndpointSlice>();
  const dirty = model.nodes.map(() => new Set<string>());
  const rulesOf = sharedRules(world.v, (svc) => slices.get(svc));
  const proxies = model.nodes.map((n, i) =>
    world.actor(kubeProxyMachine, { world, node: n.name, dirty: dirty[i]!, rulesOf }),
  );
  for (const p of proxies) p.start();
  const answers = new Map<string, DnsAnswer>();
  // The hop the clients enter through (contract §5): it reads the Service's slice itself.
  const clients = model.traffic;
  // In a mesh, in-cluster clients reach the Pods through their own sidecar.
  const front =
    clients?.via ?? (model.mesh ? { kind: 'service' as const, hop: model.mesh.hop } : null);
  const hop =
    clients && front
      ? createHop(front.hop, {
          world,
          service: clients.service,
          namespace: serviceOf(model, clients.service)?.namespace ?? 'default',
          entry: front.kind,
          slice: () => slices.get(clients.service)?.endpoints.values() ?? [],
        })
      : null;
  for (const svc of model.services) {
    // kube-proxy skips a headless Service; only DNS reads its slice (headless.ts).
    const dns = isHeadless(svc)
      ? new DnsAnswer(world, () => slices.get(svc.name)?.endpoints.values() ?? [])
      : null;
    if (dns) answers.set(svc.name, dns);
    const slice = new EndpointSlice(world, svc, (s) => {
      if (dns) dns.sliceChanged();
      else proxies.forEach((p, i) => notifySliceChanged(p, dirty[i]!, s));
      if (hop && s === clients?.service) hop.sliceChanged();
    });
    slices.set(svc.name, slice);
    world.watch(`Service/${svc.name}`, slice);
  }

  if (model.traffic) {
    const dns = answers.get(model.traffic.service);
    const traffic = new Traffic(
      world,
      model.traffic.service,
      model.traffic.requestsPerSecond,
      proxies.map((p, i) => ({
        node: model.nodes[i]!.name,
        ...(dns
          ? { targets: () => dns.targets(), direct: true }
          : { targets: (svc: string) => p.getSnapshot().context.rules.get(svc)?.targets }),
      })),
      hop,
      model.traffic.keepAlive && !hop
        ? new KeepAliveClients(world, model.traffic.client ?? 'node', model.nodes.length, !!dns)
        : null,
      model.traffic.requestDuration ? new InFlight(model.traffic.requestDuration) : null,
    );
    if (model.traffic.requestDuration) world.connectionsCut = (pod) => traffic.cut(pod);
    world.beforeTrafficChange = (pod) => {
      traffic.flushTo(clock.now);
      if (pod) traffic.changing(pod);
    };
    world.afterRulesChanged = () => traffic.rulesChanged();
    traffic.start((next) =>
      open ? next <= lastActivity() + QUIET_MS && next <= fixedEnd : next <= fixedEnd,
    );
  }

  // Every object exists from t=0, but a Pod a `create` action names comes at that action.
  const createdLater = new Set(
    model.actions.filter((a) => a.do === 'create').map((a) => a.target.name),
  );
  // A bare Pod the admission chain refuses is never made (loadScenario says why).
  const createPod = (pod: ScenarioModel['pods'][number]): void => {
    cluster.tryCreatePod({
      name: pod.name,
      namespace: pod.namespace,
      template: pod.template,
      owner: null,
      finalizers: pod.finalizers,
    });
  };
  for (const pod of model.pods) if (!createdLater.has(pod.name)) createPod(pod);
  const deployments = new Map<string, ActorRefFrom<typeof deploymentMachine>>();
  for (const d of model.deployments)
    deployments.set(d.name, startDeployment({ cluster, deployment: d }));
  const replicaSets = new Map(
    model.replicaSets.map((rs) => [rs.name, startReplicaSet(cluster, rs)]),
  );
  const replicationControllers = new Map(
    model.replicationControllers.map((rc) => [rc.name, startReplicationController(cluster, rc)]),
  );
  const statefulSets = new Map<string, ActorRefFrom<typeof statefulSetMachine>>();
  for (const sts of model.statefulSets) statefulSets.set(sts.name, startStatefulSet(cluster, sts));
  const daemonSets = new Map<string, ActorRefFrom<typeof daemonSetMachine>>();
  for (const ds of model.daemonSets) {
    const actor = world.actor(daemonSetMachine, { cluster, model: ds });
    daemonSets.set(ds.name, actor);
    world.watch(`DaemonSet/${ds.name}`, { podChanged: () => actor.send({ type: 'POD_CHANGED' }) });
    // daemon_controller.go addPod/updatePod: an orphan goes to the DaemonSets that match it.
    world.watchOrphans({
      podChanged: (pod) => {
        if (
          actor.getSnapshot().status !== 'active' ||
          pod.removed ||
          pod.namespace !== ds.namespace
        )
          return;
        if (matchesSelector(pod.template.labels, ds.selector)) actor.send({ type: 'POD_CHANGED' });
      },
    });
    world.emit('daemonset-controller', 'ObjectCreated', `DaemonSet/${ds.name}`, { owner: null });
    actor.start();
  }
  const jobControl = new JobControl(cluster);
  for (const job of model.jobs) jobControl.start(job);
  const jobs = jobControl.actors;
  const cronJobs = new Map<string, ActorRefFrom<typeof cronJobMachine>>();
  const gc = new GarbageCollector(cluster, {
    deployments,
    replicaSets,
    replicationControllers,
    jobs,
    cronJobs,
    statefulSets,
    daemonSets,
    jobRemoved: (name) => jobControl.removed(name),
  });
  jobControl.gc = gc;
  for (const cj of model.cronJobs) {
    const parsed = parseSchedule(cj.schedule, cj.timeZone);
    if ('error' in parsed) continue; // the manifest reader refused it already
    world.emit('cronjob-controller', 'ObjectCreated', `CronJob/${cj.name}`, { owner: null });
    const input = { cluster, cronJob: cj, schedule: parsed.schedule, jobs: jobControl, gc };
    const actor = world.actor(cronJobMachine, { ...input, epoch: model.startTimeMs });
    cronJobs.set(cj.name, actor);
    actor.start();
  }
  const eviction = new EvictionApi(cluster, model.podDisruptionBudgets);
  const disruption = new DisruptionController(
    cluster,
    model.podDisruptionBudgets,
    eviction.disruptedAt,
  );
  eviction.onDecrement = (pdb) => disruption.evicted(pdb);
  new PodGC(cluster).start();
  const targets = {
    cluster,
    deployments,
    replicaSets,
    replicationControllers,
    kubelets,
    gc,
    eviction,
    jobs,
    cronJobs,
    statefulSets,
    daemonSets,
    notice: (m: string) => notices.push(m),
    create: (name: string) => {
      const pod = model.pods.find((p) => p.name === name);
      if (!pod || cluster.world.pods.has(name)) return false;
      createPod(pod);
      return true;
    },
  };
  for (const a of model.actions) clock.at(a.atMs, () => applyAction(a, targets));

  const lastActivity = (): number => trace.lastActivityT;
  // Work is bounded too, not only output: a run of probes and no events must still end.
  const maxSteps = (opts.maxEvents ?? MAX_EVENTS) * 10;

  const lastAction = model.actions.reduce((m, a) => Math.max(m, a.atMs), 0);
  const report = progressReporter(opts.onProgress, clock, trace, open ? null : fixedEnd);
  clock.run(fixedEnd, () => {
    report(); // the loop asks before each step: where a long run can say how far it is
    return (
      world.failure !== null ||
      trace.capped ||
      clock.steps > maxSteps ||
      (open && clock.now > Math.max(lastActivity(), lastAction) + QUIET_MS)
    );
  });
  // simulateText turns it into a located diagnostic: never a trace that silently lost an actor.
  if (world.failure !== null) throw world.failure;
  const cut = trace.capped || clock.steps > maxSteps;
  let cutAt: Trace['cut'];
  if (cut) {
    cutAt = { atMs: clock.now, events: trace.events.length };
    // Which limit it reached, and its value (not the count it reached).
    const limit = trace.capped
      ? `the limit of ${opts.maxEvents ?? MAX_EVENTS} events`
      : `the limit of ${maxSteps} clock steps (ten per event of the event limit)`;
    notices.push(`The run stopped at ${secondsText(clock.now, 1)} s: it reached ${limit}.`);
  }
  const durationMs = cut
    ? clock.now
    : open
      ? Math.min(fixedEnd, Math.max(lastActivity(), lastAction) + QUIET_MS)
      : fixedEnd;
  if (!open && !cut) clock.advanceTo(fixedEnd);
  const assumptions = withPodAssumptions(collectAssumptions(model), cluster.podAssumptions);
  const out = trace.finish(versionLabel(model.version), durationMs, assumptions, notices);
  if (cutAt) out.cut = cutAt;
  if (opts.countTransitions) out.stats = { transitions: world.transitions, steps: clock.steps };
  if (recorder) opts.recordStates?.(recorder.log());
  return out;
}

/**
 * Each Pod whose process differs from its template's (it read its own environment) says
 * its own; a bare Pod's own replaces the one its manifest gave.
 */
function withPodAssumptions(
  out: Assumption[],
  pods: readonly { object: string; container: string; text: string }[],
): Assumption[] {
  for (const p of pods) {
    const same = out.find((a) => a.object === p.object && a.container === p.container);
    if (same) same.text = p.text;
    else out.push(p);
  }
  return out;
}

function collectAssumptions(model: ScenarioModel): Assumption[] {
  const out: Assumption[] = [];
  const add = (object: string, t: ScenarioModel['pods'][number]['template']): void => {
    for (const c of [...t.initContainers, ...t.containers]) {
      out.push({ object, container: c.name, text: c.process.assumption });
      // What podterm could not tell of its exec probes' files (manifest/probeFiles.ts).
      for (const text of c.probeAssumptions ?? []) out.push({ object, container: c.name, text });
    }
  };
  for (const p of model.pods) add(`Pod/${p.name}`, p.template);
  for (const d of model.deployments) add(`Deployment/${d.name}`, d.template);
  for (const r of model.replicaSets) add(`ReplicaSet/${r.name}`, r.template);
  for (const r of model.replicationControllers) add(`ReplicationController/${r.name}`, r.template);
  for (const j of model.jobs) add(`Job/${j.name}`, j.template);
  for (const c of model.cronJobs) add(`CronJob/${c.name}`, c.jobTemplate.template);
  for (const s of model.statefulSets) add(`StatefulSet/${s.name}`, s.template);
  for (const d of model.daemonSets) add(`DaemonSet/${d.name}`, d.template);
  // Image tags outside their publisher's scheme (manifest/images/tagScheme.ts), each with
  // the one click that writes spec.images.
  out.push(...tagAssumptions(model));
  // Images the kubelet pulls, each with the pull time taken and the one click that changes it.
  out.push(...pullAssumptions(model));
  // What the request path was taken to be (manifest/dataPlane), each with its one click.
  for (const a of model.dataPlaneAssumptions ?? [])
    out.push({
      object: a.object,
      container: a.hop ?? '',
      text: a.text,
      ...(a.change ? { change: a.change } : {}),
    });
  return out;
}

const serviceOf = (model: ScenarioModel, name: string) =>
  model.services.find((s) => s.name === name);

/** The mutating webhooks the document implies: its mesh's, the AWS controller's gate. */
function webhooksOf(model: ScenarioModel): Webhooks {
  const via = model.traffic?.via;
  const svc = model.traffic ? serviceOf(model, model.traffic.service) : undefined;
  const gate =
    via && svc
      ? readinessGateOf({ service: svc.name, namespace: svc.namespace, settings: via.hop.settings })
      : null;
  return {
    mesh: model.mesh ?? null,
    readinessGate:
      gate && svc ? { namespace: svc.namespace, selector: svc.selector, type: gate } : null,
  };
}
