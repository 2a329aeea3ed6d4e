// The request path laid onto the model: `traffic.via` and `keepAlive`, the mesh and the
// assumptions, each only when there is one, so that a document without any of it gives
// the model it gave before hops existed.
import type { Objects } from '../load/crossCheck.ts';
import {
  KEEP_ALIVE_CLIENTS,
  type DataPlaneAssumption,
  type KeepAliveClient,
  type ScenarioModel,
} from '../model/model.ts';
import { sayHop } from './hopWords.ts';
import { HOP_KINDS } from './hopCatalog.ts';
import type { ScenarioSpec } from '../kinds/scenarioDoc.ts';
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
    ...named('ReplicationController', o.replicationControllers),
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
  const clients = keepAliveClients(s, path);
  const assumptions = [...(path.assumptions ?? []), ...clients.assumptions];
  return {
    ...model,
    traffic: t
      ? {
          ...t,
          ...(path.via ? { via: path.via } : {}),
          ...(clients.client ? { keepAlive: true, client: clients.client } : {}),
          ...(s.traffic?.requestDuration ? { requestDuration: s.traffic.requestDuration } : {}),
        }
      : null,
    ...(path.mesh ? { mesh: path.mesh } : {}),
    ...(assumptions.length > 0 ? { dataPlaneAssumptions: assumptions } : {}),
  };
}

/**
 * Who reuses the connections (request-path.md §6.2–6.3): gRPC always does; otherwise only
 * with `keepAlive: true`, and a client the document does not name is taken to be Node's
 * agent, which shows the keep-alive race as ECONNRESET (Go's transport would retry an
 * idempotent request), said with one click to change it.
 */
function keepAliveClients(
  s: ScenarioSpec,
  path: RequestPath,
): { client: KeepAliveClient | null; assumptions: DataPlaneAssumption[] } {
  const t = s.traffic;
  if (!t || (!t.keepAlive && t.client !== 'grpc')) return { client: null, assumptions: [] };
  // Through a hop the clients' connections end at it (request-path.md §1: ingress-nginx's
  // upstream keep-alive is its own, and a failure on a cached connection is retried): the
  // clients' race with a Pod's close does not happen, and nothing of it is simulated.
  const via = path.via;
  if (via && t.keepAlive)
    return {
      client: null,
      assumptions: [
        {
          object: `Service/${t.service}`,
          hop: via.hop.name,
          text: sayHop('keepAliveAtHop', {
            service: t.service,
            title: HOP_KINDS[via.hop.name].title,
          }),
          change: null,
        },
      ],
    };
  if (t.client) return { client: t.client, assumptions: [] };
  return {
    client: 'node',
    assumptions: [
      {
        object: `Service/${t.service}`,
        hop: path.via?.hop.name ?? null,
        text: sayHop('keepAliveNode', { service: t.service }),
        change: {
          path: ['spec', 'traffic', 'client'],
          values: [...KEEP_ALIVE_CLIENTS],
          current: 'node',
        },
      },
    ],
  };
}
