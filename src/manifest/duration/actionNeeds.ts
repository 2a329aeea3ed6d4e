// How long after its `at` an action needs to show what it sets off: a deleted Pod's grace
// and its replacement, a rollout's waves until it settles, a lost node's eviction. The
// picker writes a duration that covers it (fitDuration.ts); scenarioDuration.ts counts it
// for documents without one.
import { type Seconds, msToSeconds, seconds, secondsToMs } from '../../trace/units.ts';
import { DEFAULT_TOLERATION_MS, nodeMonitorGracePeriodMs } from '../../versions/formulas/timing.ts';
import { kubectlGraceSeconds } from '../../versions/formulas/kubectl.ts';
import type { KubeVersion } from '../../versions/version.ts';
import type { Millis } from '../read/duration.ts';
import type { Need } from './durationNeeds.ts';
import { jobNeed } from './durationNeeds.ts';
import type { ActionModel, IntOrPercent, PodTemplateModel, ScenarioModel } from '../model/model.ts';
import { QUIET_MS, startMs, stopMs } from './podTiming.ts';

/** A template and what owns it: the object a target names, or the owner of a named Pod. */
interface Owner {
  kind: string;
  name: string;
  template: PodTemplateModel;
  minReadySeconds: Seconds;
}

function owners(m: ScenarioModel): Owner[] {
  const of = (kind: string, xs: { name: string; template: PodTemplateModel }[]): Owner[] =>
    xs.map((x) => ({
      kind,
      name: x.name,
      template: x.template,
      minReadySeconds: seconds('minReadySeconds' in x ? Number(x.minReadySeconds) : 0),
    }));
  return [
    ...of('pod', m.pods),
    ...of('deployment', m.deployments),
    ...of('replicaset', m.replicaSets),
    ...of('replicationcontroller', m.replicationControllers),
    ...of('statefulset', m.statefulSets),
    ...of('daemonset', m.daemonSets),
    ...of('job', m.jobs),
    ...of(
      'cronjob',
      m.cronJobs.map((c) => ({ name: c.name, template: c.jobTemplate.template })),
    ),
  ];
}

/**
 * The templates an action's target stands for: the object itself, or for `pod/<name>` the
 * Pod, else the controller whose name starts the Pod's (run/actions.ts findPod matches Pods
 * by prefix at run time), else every template (a node's Pods: any of them).
 */
function targetTemplates(m: ScenarioModel, a: ActionModel): Owner[] {
  const all = owners(m);
  const { kind, name } = a.target;
  if (kind === 'node') return all;
  if (kind !== 'pod') return all.filter((o) => o.kind === kind && o.name === name);
  const pod = all.find((o) => o.kind === 'pod' && o.name === name);
  if (pod) return [pod];
  const byPrefix = all
    .filter((o) => o.kind !== 'pod' && (name.startsWith(`${o.name}-`) || o.name.startsWith(name)))
    .sort((x, y) => y.name.length - x.name.length);
  return byPrefix.length > 0 ? [byPrefix[0]!] : all;
}

const resolve = (v: IntOrPercent, replicas: number, up: boolean): number => {
  if (typeof v === 'number') return v;
  const exact = (parseFloat(v) / 100) * replicas;
  return up ? Math.ceil(exact) : Math.floor(exact);
};

/** A rolling update's waves: new Pods started and available, old ones stopped, in turn. */
function rolloutMs(m: ScenarioModel, a: ActionModel, o: Owner): Millis {
  const lat = m.latencies;
  const wave =
    startMs(o.template, lat) + secondsToMs(o.minReadySeconds) + stopMs(o.template, lat, null);
  const d = m.deployments.find((x) => x.name === o.name);
  if (o.kind === 'deployment' && d) {
    if (d.strategy.type === 'Recreate') return wave;
    // maxSurge rounds up and maxUnavailable down (deployment/util ResolveFenceposts).
    const step =
      resolve(d.strategy.maxSurge, d.replicas, true) +
      resolve(d.strategy.maxUnavailable, d.replicas, false);
    return Math.ceil(d.replicas / Math.max(1, step)) * wave;
  }
  const s = m.statefulSets.find((x) => x.name === o.name);
  if (o.kind === 'statefulset' && s) {
    // One Pod at a time, highest ordinal first, down to the partition.
    const partition = s.updateStrategy.type === 'RollingUpdate' ? s.updateStrategy.partition : 0;
    return Math.max(1, s.replicas - partition) * wave;
  }
  // A DaemonSet: node by node (maxUnavailable 1 by default).
  return (a.target.kind === 'daemonset' ? m.nodes.length : 1) * wave;
}

/** The grace a request gives, as kubectl sends it (null: the Pod's own); an API DELETE's as given. */
const graceOf = (a: ActionModel): Seconds | null =>
  a.api ? a.gracePeriodSeconds : kubectlGraceSeconds(a.gracePeriodSeconds, a.force);

/** node-monitor-grace-period (40 s; 50 s from 1.32) then the 300 s default toleration. */
const lostNodeMs = (v: KubeVersion): Millis => nodeMonitorGracePeriodMs(v) + DEFAULT_TOLERATION_MS;

/** How long after `a.atMs` the action has shown what it does (the longest of its targets). */
export function effectMs(m: ScenarioModel, a: ActionModel): Millis {
  const lat = m.latencies;
  const targets = targetTemplates(m, a);
  const longest = (f: (o: Owner) => Millis): Millis => Math.max(0, ...targets.map(f));
  const stopAndReplace = (o: Owner): Millis =>
    stopMs(o.template, lat, graceOf(a)) + startMs(o.template, lat);
  switch (a.do) {
    case 'delete':
    case 'evict':
    case 'drain':
    case 'preempt':
    case 'nodePressure':
    case 'outOfService':
      return longest(stopAndReplace);
    case 'nodeShutdown':
      return secondsToMs(a.shutdownGracePeriodSeconds ?? seconds(0)) + longest(stopAndReplace);
    case 'nodeLost':
      return lostNodeMs(m.version) + longest(stopAndReplace);
    case 'rollout':
      return longest((o) => rolloutMs(m, a, o));
    case 'scale':
      return (
        longest((o) => startMs(o.template, lat) + secondsToMs(o.minReadySeconds)) +
        longest((o) => stopMs(o.template, lat, null))
      );
    case 'exit':
    case 'oomKill':
      // A restart in place (the first is immediate), or a Job's replacement after 10 s.
      return 10_000 + longest((o) => startMs(o.template, lat));
    case 'suspend':
      return longest((o) => stopMs(o.template, lat, null));
    case 'label':
      // A controller that releases the Pod starts a replacement.
      return lat.watch + longest((o) => startMs(o.template, lat));
    case 'patchStatus':
      // Its watchers hear of it; what follows (a Job's podFailurePolicy) waits for the Pod
      // to fail, which another action or the Pod itself brings.
      return lat.watch;
    case 'create':
    case 'uncordon':
    case 'removeSchedulingGates':
      // The Pod is scheduled and starts.
      return lat.schedule + longest((o) => startMs(o.template, lat));
    case 'resume': {
      const job = m.jobs.find((j) => j.name === a.target.name);
      return (
        (job ? jobNeed(m, { ...job, suspend: false })?.ms : null) ??
        longest((o) => startMs(o.template, lat))
      );
    }
  }
}

/** What an action needs, as a Need: its time plus its effect. */
export function actionNeed(m: ScenarioModel, a: ActionModel): Need {
  const effect = effectMs(m, a);
  return {
    ms: a.atMs + effect,
    rule: 'action',
    params: { action: `${a.do} ${a.target.kind}/${a.target.name}`, at: `${msToSeconds(a.atMs)} s` },
    silent: effect > QUIET_MS,
  };
}
