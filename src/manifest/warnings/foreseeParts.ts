// What the foreseen warnings share: each workload's Pod template with where it was written,
// which Services select it, and the shape of one warning.
import type { Foresight, ForesightRule } from './foresight.ts';
import type { ContainerModel, PodTemplateModel, ScenarioModel } from '../model/model.ts';

export interface Workload {
  kind: string;
  name: string;
  namespace: string;
  line: number;
  template: PodTemplateModel;
  replicas: number;
}

/** One workload: its object's name and place, its Pods' template and how many run at once. */
const workload = (
  kind: string,
  o: { name: string; namespace: string; line: number },
  template: PodTemplateModel,
  replicas: number,
): Workload => ({ kind, name: o.name, namespace: o.namespace, line: o.line, template, replicas });

export function workloads(m: ScenarioModel): Workload[] {
  return [
    ...m.pods.map((p) => workload('Pod', p, p.template, 1)),
    ...m.deployments.map((d) => workload('Deployment', d, d.template, d.replicas)),
    ...m.replicaSets.map((r) => workload('ReplicaSet', r, r.template, r.replicas)),
    ...m.replicationControllers.map((r) =>
      workload('ReplicationController', r, r.template, r.replicas),
    ),
    ...m.jobs.map((j) => workload('Job', j, j.template, j.parallelism)),
    ...m.statefulSets.map((x) => workload('StatefulSet', x, x.template, x.replicas)),
    // A DaemonSet runs one Pod on each node.
    ...m.daemonSets.map((x) => workload('DaemonSet', x, x.template, m.nodes.length)),
    ...m.cronJobs.map((c) =>
      workload('CronJob', c, c.jobTemplate.template, c.jobTemplate.parallelism),
    ),
  ];
}

export const selects = (
  selector: Record<string, string>,
  labels: Record<string, string>,
): boolean => {
  const keys = Object.entries(selector);
  return keys.length > 0 && keys.every(([k, v]) => labels[k] === v);
};

export const warn = (
  rule: ForesightRule,
  line: number,
  message: string,
  bites: Foresight['bites'],
  params: Foresight['params'],
): Foresight => ({
  severity: 'warning',
  rule,
  params,
  message,
  line,
  column: 1,
  endLine: line,
  endColumn: 200,
  bites,
});

/** The workloads whose Pods the scenario's clients reach (`traffic.service` selects them). */
export function behindTraffic(m: ScenarioModel, all: readonly Workload[]): Workload[] {
  const svc = m.services.find((s) => s.name === m.traffic?.service);
  if (!svc) return [];
  return all.filter(
    (w) => w.namespace === svc.namespace && selects(svc.selector, w.template.labels),
  );
}

/** How long a container's preStop hook runs (ms; 0 without one). */
export const hookMs = (c: ContainerModel): number => c.preStop?.durationMs ?? 0;

/** How long the app drains after its stop signal before it exits (ms; null: it never does). */
export const drainMs = (c: ContainerModel): number | null =>
  c.process.onStopSignal.kind === 'exit' ? c.process.onStopSignal.afterMs : null;

/** The app stops accepting connections when its stop signal comes (containerMachine.ts). */
export const closesAtStopSignal = (c: ContainerModel): boolean =>
  c.process.onStopSignal.kind === 'exit' || c.process.stopSignal === 'SIGKILL';
