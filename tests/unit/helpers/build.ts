// A small builder of normalised scenarios for the simulation's unit tests, so that each
// rule is tested without going through YAML (manifest/ has its own tests); and, for the
// controllers' tests, a run of YAML documents.
import { seconds } from '../../../src/trace/units.ts';
import { kube } from '../../../src/versions/version.ts';
import {
  DEFAULT_LATENCIES,
  type ActionModel,
  type ContainerModel,
  type DeploymentModel,
  type JobModel,
  type PodTemplateModel,
  type ProcessSpec,
  type ScenarioModel,
} from '../../../src/manifest/model/model.ts';
import { runScenario } from '../../../src/run/runScenario.ts';
import { simulateText } from '../../../src/run/simulate.ts';
import {
  isEvent,
  type DataOf,
  type Trace,
  type TraceEvent,
  type TraceEventType,
} from '../../../src/trace/types.ts';

export const ignoresSigterm = (runMs: number | null = null): ProcessSpec => ({
  startupMs: 0,
  runMs,
  exitCode: 0,
  onStopSignal: { kind: 'ignore' },
  stopSignalExitCode: 0,
  stopSignal: null,
  source: 'inferred',
  assumption: 'PID 1 without a TERM handler: SIGTERM is ignored',
});

export const exitsOnSigterm = (afterMs: number, startupMs = 0): ProcessSpec => ({
  ...ignoresSigterm(),
  startupMs,
  onStopSignal: { kind: 'exit', afterMs },
  assumption: `exits ${afterMs} ms after SIGTERM`,
});

export function container(
  name: string,
  process: ProcessSpec,
  more: Partial<ContainerModel> = {},
): ContainerModel {
  return {
    name,
    image: 'busybox',
    process,
    preStop: null,
    readinessProbe: null,
    ports: [],
    sidecar: false,
    line: 1,
    ...more,
  };
}

export function template(
  containers: ContainerModel[],
  more: Partial<PodTemplateModel> = {},
): PodTemplateModel {
  return {
    labels: {},
    annotations: {},
    containers,
    initContainers: [],
    restartPolicy: 'Always',
    terminationGracePeriodSeconds: seconds(30),
    activeDeadlineSeconds: null,
    priority: 0,
    nodeName: null,
    hash: 'abcde12345',
    ...more,
  };
}

export function action(
  atMs: number,
  doWhat: ActionModel['do'],
  target: string,
  more: Partial<ActionModel> = {},
): ActionModel {
  const [kind = 'pod', name = ''] = target.split('/');
  return {
    atMs,
    do: doWhat,
    target: { kind, name },
    line: 1,
    gracePeriodSeconds: null,
    force: false,
    propagationPolicy: null,
    image: null,
    container: null,
    replicas: null,
    exitCode: null,
    shutdownGracePeriodSeconds: null,
    shutdownGracePeriodCriticalPodsSeconds: null,
    ...more,
  };
}

export function scenario(minor: number, more: Partial<ScenarioModel> = {}): ScenarioModel {
  return {
    name: 'test',
    version: kube(minor),
    durationMs: 120_000,
    nodes: [{ name: 'node-a' }, { name: 'node-b' }],
    seed: 1,
    startTimeMs: Date.parse('2026-01-01T00:00:00Z'),
    traffic: null,
    latencies: { ...DEFAULT_LATENCIES },
    actions: [],
    pods: [],
    deployments: [],
    replicaSets: [],
    replicationControllers: [],
    services: [],
    jobs: [],
    cronJobs: [],
    statefulSets: [],
    daemonSets: [],
    podDisruptionBudgets: [],
    ignored: [],
    ...more,
  };
}

/** One bare Pod `p` with the given containers, deleted (or not) by the actions. */
export function podScenario(
  minor: number,
  tpl: PodTemplateModel,
  actions: ActionModel[],
  more: Partial<ScenarioModel> = {},
): ScenarioModel {
  return scenario(minor, {
    pods: [{ name: 'p', namespace: 'default', line: 1, template: tpl, finalizers: [] }],
    actions,
    ...more,
  });
}

type EventOf<K extends TraceEventType> = Extract<TraceEvent, { type: K }>;

/** Every field of `want` has the same value in the event's data. */
export const hasData = (e: TraceEvent, want: object): boolean => {
  const have = Object.entries(e.data);
  return Object.entries(want).every(([k, v]) => have.some(([hk, hv]) => hk === k && hv === v));
};

/** Fluent reading of a trace: `find(trace, 'SignalSent', {signal: 'SIGKILL'})?.t`. */
export function find<K extends TraceEventType>(
  trace: Pick<Trace, 'events'>,
  type: K,
  data: Partial<DataOf<K>> = {},
): EventOf<K> | undefined {
  return all(trace, type, data)[0];
}

export function all<K extends TraceEventType>(
  trace: Pick<Trace, 'events'>,
  type: K,
  data: Partial<DataOf<K>> = {},
): EventOf<K>[] {
  return trace.events.filter((e): e is EventOf<K> => isEvent(e, type) && hasData(e, data));
}

export const run = runScenario;

/** A Job with Kubernetes' defaults around the given template. */
export function jobModel(tpl: PodTemplateModel, more: Partial<JobModel> = {}): JobModel {
  return {
    name: 'job',
    namespace: 'default',
    line: 1,
    template: tpl,
    completions: 1,
    parallelism: 1,
    backoffLimit: 6,
    activeDeadlineSeconds: null,
    completionMode: 'NonIndexed',
    ttlSecondsAfterFinished: null,
    suspend: false,
    podFailurePolicy: null,
    podReplacementPolicy: 'TerminatingOrFailed',
    backoffLimitPerIndex: null,
    maxFailedIndexes: null,
    successPolicy: null,
    ...more,
  };
}

/** A Deployment `web` (labels app=web) with the default RollingUpdate strategy. */
export function webDeployment(replicas: number, containers: ContainerModel[]): DeploymentModel {
  const labels = { app: 'web' };
  return {
    name: 'web',
    namespace: 'default',
    line: 1,
    replicas,
    selector: labels,
    template: template(containers, { labels }),
    strategy: { type: 'RollingUpdate', maxSurge: '25%', maxUnavailable: '25%' },
    minReadySeconds: seconds(0),
    progressDeadlineSeconds: seconds(600),
    revisionHistoryLimit: 10,
  };
}

/** A Scenario document with this spec, then the given documents, simulated (it must load). */
export function simulateDocs(scenarioSpec: string, docs: string): Trace {
  const { trace, diagnostics } = simulateText(
    `apiVersion: podterm.dev/v1\nkind: Scenario\nspec:\n${scenarioSpec}---\n${docs}`,
  );
  if (!trace) throw new Error(diagnostics.map((d) => d.message).join('\n'));
  return trace;
}
