// The normalised scenario in, the trace out: builds the cluster (nodes, kubelets,
// kube-proxies, endpoints and workload controllers), schedules the actions, and runs the
// virtual clock until the scenario's duration or until nothing is left to happen.
import { tagAssumptions } from '../manifest/process/tagScheme.ts';
import { pullAssumptions } from '../manifest/process/pullAssumptions.ts';
import { secondsText } from '../trace/units.ts';
import { versionLabel } from '../versions/version.ts';
import type { InspectionEvent } from 'xstate';
import type { ScenarioModel } from '../manifest/model/model.ts';
import { MAX_DURATION_MS } from '../manifest/model/model.ts';
import { QUIET_MS } from '../manifest/duration/podTiming.ts';
import { applyAction } from './actions.ts';
import { COMPONENTS, startComponents } from './components.ts';
import { newScheduling } from '../cluster/scheduler/scheduling.ts';
import { SimClock } from '../engine/clock.ts';
import { Cluster, type Webhooks } from '../cluster/apiserver/cluster.ts';
import { readinessGateOf } from '../cluster/hops/readinessGate.ts';
import { createRng } from '../engine/rng.ts';
import type { Assumption, Trace } from '../trace/types.ts';
import { TraceWriter } from '../engine/traceWriter.ts';
import { World } from '../cluster/world.ts';
import { StateRecorder } from '../cluster/stateRecorder.ts';
import type { StateLog } from '../statechart/stateLog.ts';
import { progressReporter, type RunProgress } from './progress.ts';
import { objectKey } from '../cluster/objectKey.ts';

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

/** The statechart panel's recorder and the bench's replay log, either or both, or null. */
function bothInspectors(
  a: ((ev: InspectionEvent) => void) | undefined,
  b: ((ev: InspectionEvent) => void) | undefined,
): ((ev: InspectionEvent) => void) | null {
  if (a && b) return (ev) => (a(ev), b(ev));
  return a ?? b ?? null;
}

/** What every component shares: the clock, the trace, the version, the seeded rng. */
function newWorld(
  model: ScenarioModel,
  opts: RunOptions,
  clock: SimClock,
  trace: TraceWriter,
  recorder: StateRecorder | null,
): World {
  return new World(
    clock,
    trace,
    model.version,
    model.latencies,
    createRng(model.seed),
    model.nodes,
    {
      imagePulls: model.images ?? {},
      countTransitions: opts.countTransitions ?? false,
      recorder: bothInspectors(recorder?.inspect, opts.inspect),
    },
  );
}

/**
 * When the run stops: at a fixed end (the document's duration or --until, at most the
 * documents' limit), or, open, QUIET_MS after the last thing that happened.
 */
function endOf(
  model: ScenarioModel,
  opts: RunOptions,
  notices: string[],
): { fixedEnd: number; open: boolean } {
  const cap = opts.uncapped ? Infinity : MAX_DURATION_MS;
  const fixedEnd = Math.min(opts.untilMs ?? model.durationMs ?? MAX_DURATION_MS, cap);
  // An --until past the documents' limit is cut to it, and says so (the document's own
  // duration is checked where it is read).
  if (opts.untilMs !== undefined && opts.untilMs > cap)
    notices.push(
      `The run stops at ${secondsText(cap, 0)} s, the limit of a run: --until asked for ${secondsText(opts.untilMs, 0)} s.`,
    );
  return { fixedEnd, open: opts.untilMs === undefined && model.durationMs === null };
}

/** Where a limit of output or work cut the run short, said in its notices; undefined if none. */
function cutOf(
  trace: TraceWriter,
  clock: SimClock,
  maxEvents: number,
  maxSteps: number,
  notices: string[],
): Trace['cut'] {
  if (!trace.capped && clock.steps <= maxSteps) return undefined;
  // Which limit it reached, and its value (not the count it reached).
  const limit = trace.capped
    ? `the limit of ${maxEvents} events`
    : `the limit of ${maxSteps} clock steps (ten per event of the event limit)`;
  notices.push(`The run stopped at ${secondsText(clock.now, 1)} s: it reached ${limit}.`);
  return { atMs: clock.now, events: trace.events.length };
}

export function runScenario(model: ScenarioModel, opts: RunOptions = {}): Trace {
  const clock = new SimClock();
  const maxEvents = opts.maxEvents ?? MAX_EVENTS;
  const trace = new TraceWriter(maxEvents);
  const recorder = opts.recordStates ? new StateRecorder(() => clock.now) : null;
  const world = newWorld(model, opts, clock, trace, recorder);
  const cluster = new Cluster(world, newScheduling(world), model.services, webhooksOf(model), {
    limitRanges: model.limitRanges ?? [],
    resourceQuotas: model.resourceQuotas ?? [],
  });
  const notices: string[] = [];
  const { fixedEnd, open } = endOf(model, opts, notices);

  const lastActivity = (): number => trace.lastActivityT;
  const goesOn = (next: number): boolean =>
    open ? next <= lastActivity() + QUIET_MS && next <= fixedEnd : next <= fixedEnd;
  const parts = startComponents({ model, world, cluster, goesOn }, COMPONENTS);
  const targets = { ...parts, cluster, notice: (m: string) => notices.push(m) };
  for (const a of model.actions) clock.at(a.atMs, () => applyAction(a, targets));

  // Work is bounded too, not only output: a run of probes and no events must still end.
  const maxSteps = maxEvents * 10;

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
  const cutAt = cutOf(trace, clock, maxEvents, maxSteps, notices);
  const cut = cutAt !== undefined;
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
  for (const p of model.pods) add(objectKey('Pod', p.name), p.template);
  for (const d of model.deployments) add(objectKey('Deployment', d.name), d.template);
  for (const r of model.replicaSets) add(objectKey('ReplicaSet', r.name), r.template);
  for (const r of model.replicationControllers)
    add(objectKey('ReplicationController', r.name), r.template);
  for (const j of model.jobs) add(objectKey('Job', j.name), j.template);
  for (const c of model.cronJobs) add(objectKey('CronJob', c.name), c.jobTemplate.template);
  for (const s of model.statefulSets) add(objectKey('StatefulSet', s.name), s.template);
  for (const d of model.daemonSets) add(objectKey('DaemonSet', d.name), d.template);
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
