// The answer people want (issue 25): the smallest `preStop: sleep` (whole seconds) for which
// the run has no failed request, found by simulation — runScenario on a model whose serving
// container (manifest/servingContainer.ts) of every workload behind `traffic.service` sleeps
// that long before its stop signal, replacing any preStop it had.
//
// The search: 0 first (maybe nothing is needed), then doubling — 1, 2, 4, 8, 16… — until a
// value gives no failed request, the last try being the largest sleep that fits the grace
// period (terminationGracePeriodSeconds minus the app's drain, the least over the workloads:
// the kubelet's one grace covers both, kuberuntime_container.go killContainer); then
// bisection on whole seconds between the last failing and the first clean value. With a
// 30 s grace that is at most 2 + 5 + 4 = 11 runs (0; 1, 2, 4, 8, 16, 30; four halvings of
// 16..30), 0–6 for a sleep of a few seconds. Bisection assumes more sleep never adds
// failures; that is not always so (a rollout of 3 behind GKE's NEG at its 40 s preset:
// 90 failed at 0–4 s, 1,536 at 8 s, 0 at 41 s), but the answer is always a value that was run and had none, and every value tried is
// returned with its count, so a reader sees the runs behind it.
import type { ContainerModel, PodTemplateModel, ScenarioModel } from '../manifest/model/model.ts';
import { drainMs, selects } from '../manifest/warnings/foreseeParts.ts';
import { servingContainer } from '../manifest/model/servingContainer.ts';
import { seconds, secondsToMs, wholeSeconds } from '../trace/units.ts';
import { preStopSleepAction } from '../versions/features.ts';
import { runScenario, type RunOptions } from './runScenario.ts';

export interface PreStopTry {
  seconds: number;
  /** RequestFailed events in the run with this sleep. */
  failed: number;
}

/** A container the sleep goes on: `Deployment/web` and its serving container. */
export interface PreStopTarget {
  object: string;
  container: string;
}

export type PreStopAdvice =
  | {
      kind: 'found';
      seconds: number;
      /** The version has the preStop sleep action (else the text gets an exec of sleep). */
      sleepAction: boolean;
      tries: PreStopTry[];
      /** The largest sleep that fits the grace period after the app's drain. */
      maxSeconds: number;
      targets: PreStopTarget[];
    }
  | { kind: 'none'; tries: PreStopTry[]; maxSeconds: number; targets: PreStopTarget[] }
  | {
      kind: 'notApplicable';
      /** What is missing (the page words it), and the same in English (the CLI). */
      missing: 'traffic' | 'workload' | 'action';
      reason: string;
    };

/** The actions after which Pods stop: what a preStop sleep is for. */
const STOPS = new Set(['delete', 'evict', 'drain', 'rollout', 'scale', 'nodeShutdown', 'preempt']);

type Templated = { name: string; namespace: string; template: PodTemplateModel };
const KINDS = [
  'pods',
  'deployments',
  'replicaSets',
  'replicationControllers',
  'statefulSets',
  'daemonSets',
] as const;
const KIND_NAME = {
  pods: 'Pod',
  deployments: 'Deployment',
  replicaSets: 'ReplicaSet',
  replicationControllers: 'ReplicationController',
  statefulSets: 'StatefulSet',
  daemonSets: 'DaemonSet',
} as const;

/** The workloads behind the traffic's Service, each with its serving container. */
function behind(
  m: ScenarioModel,
): { kind: (typeof KINDS)[number]; w: Templated; c: ContainerModel }[] {
  const svc = m.services.find((s) => s.name === m.traffic?.service);
  if (!svc) return [];
  return KINDS.flatMap((kind) =>
    (m[kind] as readonly Templated[]).flatMap((w) => {
      const c = servingContainer(w.template);
      return c && w.namespace === svc.namespace && selects(svc.selector, w.template.labels)
        ? [{ kind, w, c }]
        : [];
    }),
  );
}

/** The model with every workload behind the Service sleeping `s` seconds in its preStop. */
export function withPreStopSleep(m: ScenarioModel, s: number): ScenarioModel {
  const out: ScenarioModel = { ...m };
  const hits = behind(m);
  for (const kind of KINDS) {
    const xs = m[kind] as readonly Templated[];
    (out[kind] as Templated[]) = xs.map((w) => {
      const hit = hits.find((h) => h.w === w);
      if (!hit) return w;
      const preStop: ContainerModel['preStop'] =
        s === 0 ? null : { hook: 'sleep', durationMs: secondsToMs(seconds(s)), fails: false };
      const containers = w.template.containers.map((c) => (c === hit.c ? { ...c, preStop } : c));
      return { ...w, template: { ...w.template, containers } };
    });
  }
  return out;
}

const failedIn = (m: ScenarioModel, run: RunOptions): number =>
  runScenario(m, run).events.reduce((n, e) => n + (e.type === 'RequestFailed' ? 1 : 0), 0);

export function recommendPreStop(
  m: ScenarioModel,
  run: RunOptions = {},
  onTry?: (t: PreStopTry) => void,
): PreStopAdvice {
  if (!m.traffic)
    return { kind: 'notApplicable', missing: 'traffic', reason: 'the scenario has no traffic' };
  const hits = behind(m);
  if (hits.length === 0)
    return {
      kind: 'notApplicable',
      missing: 'workload',
      reason: `no workload is behind Service ${m.traffic.service}`,
    };
  if (!m.actions.some((a) => STOPS.has(a.do)))
    return {
      kind: 'notApplicable',
      missing: 'action',
      reason: 'no action stops a Pod (delete, rollout, drain…)',
    };
  const targets = hits.map(({ kind, w, c }) => ({
    object: `${KIND_NAME[kind]}/${w.name}`,
    container: c.name,
  }));
  const maxSeconds = Math.max(
    0,
    Math.min(
      ...hits.map(({ w, c }) => {
        const grace = secondsToMs(w.template.terminationGracePeriodSeconds);
        return wholeSeconds(grace - (drainMs(c) ?? 0));
      }),
    ),
  );
  const tries: PreStopTry[] = [];
  const clean = (s: number): boolean => {
    const t = { seconds: s, failed: failedIn(withPreStopSleep(m, s), run) };
    tries.push(t);
    onTry?.(t);
    return t.failed === 0;
  };
  const sleepAction = preStopSleepAction(m.version);
  if (clean(0)) return { kind: 'found', seconds: 0, sleepAction, tries, maxSeconds, targets };
  let lo = 0;
  let hi: number | null = null;
  for (let s = 1; lo < maxSeconds; s *= 2) {
    const next = Math.min(s, maxSeconds);
    if (clean(next)) {
      hi = next;
      break;
    }
    lo = next;
  }
  if (hi === null) return { kind: 'none', tries, maxSeconds, targets };
  while (hi - lo > 1) {
    const mid = Math.floor((lo + hi) / 2);
    if (clean(mid)) hi = mid;
    else lo = mid;
  }
  return { kind: 'found', seconds: hi, sleepAction, tries, maxSeconds, targets };
}
