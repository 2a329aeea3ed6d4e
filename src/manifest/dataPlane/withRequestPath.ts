// The request path laid onto the model: `traffic.via` and `keepAlive`, the mesh and the
// assumptions, each only when there is one, so that a document without any of it gives
// the model it gave before hops existed.
import type { Objects } from '../crossCheck.ts';
import type { ScenarioModel } from '../model.ts';
import type { ScenarioSpec } from '../scenarioDoc.ts';
import type { Maker } from './inferMesh.ts';
import type { RequestPath } from './requestPath.ts';

/** Every object that makes Pods, by the name the trace gives it. */
export function makersOf(o: Objects): Maker[] {
  const named = <T extends Maker['template']>(
    kind: string,
    xs: readonly { name: string; namespace: string; template: T }[],
  ): Maker[] =>
    xs.map((x) => ({ object: `${kind}/${x.name}`, namespace: x.namespace, template: x.template }));
  return [
    ...named('Pod', o.pods),
    ...named('Deployment', o.deployments),
    ...named('ReplicaSet', o.replicaSets),
    ...named('Job', o.jobs),
    ...named('StatefulSet', o.statefulSets),
    ...named('DaemonSet', o.daemonSets),
    ...named(
      'CronJob',
      o.cronJobs.map((c) => ({ ...c, template: c.jobTemplate.template })),
    ),
  ];
}

export function withRequestPath(
  model: ScenarioModel,
  s: ScenarioSpec,
  path: RequestPath,
): ScenarioModel {
  const t = model.traffic;
  return {
    ...model,
    traffic: t
      ? {
          ...t,
          ...(path.via ? { via: path.via } : {}),
          ...(s.traffic?.keepAlive ? { keepAlive: true } : {}),
        }
      : null,
    ...(path.mesh ? { mesh: path.mesh } : {}),
    ...(path.assumptions ? { dataPlaneAssumptions: path.assumptions } : {}),
  };
}
