// The request path of the model (contract §5): the entry the clients use (`traffic.via`)
// with the hop that serves it, the mesh beside the Pods, every knob of each with a value,
// and what podterm assumed on the way. Nothing here is added for a document that has no
// `traffic.via`, no `dataPlane` and none of the request path's kinds.
import type { Reader } from '../read/fields.ts';
import type { DataPlaneAssumption, MeshModel, TrafficEntry } from '../model/model.ts';
import type { ScenarioSpec } from '../kinds/scenarioDoc.ts';
import type { KubeVersion } from '../../versions/version.ts';
import type { HopKind } from './hopCatalog.ts';
import { hopModel, type FillContext } from './hopModel.ts';
import { sayHop } from './hopWords.ts';
import { inferMesh, type Maker } from './inferMesh.ts';
import type { DataPlaneObjects } from './objects.ts';
import { readSettings } from './readSettings.ts';
import { resolveVia } from './resolveVia.ts';

export interface RequestPath {
  via?: TrafficEntry;
  mesh?: MeshModel;
  assumptions?: DataPlaneAssumption[];
}

export function requestPath(
  s: ScenarioSpec,
  objs: DataPlaneObjects,
  makers: readonly Maker[],
): RequestPath {
  const assumptions: DataPlaneAssumption[] = [];
  const entry = resolveVia(s, objs, assumptions);
  const mesh = inferMesh(s.dataPlane?.mesh ?? null, objs.namespaces, makers, assumptions);
  const inUse = [entry?.hop, mesh?.kind].filter((h): h is HopKind => !!h);
  const written = {
    ...awsGateByLabel(entry?.hop ?? null, objs, assumptions),
    ...readSettings(s.dataPlane?.settings ?? null, inUse),
  };
  const ctx = fillContext(s, s.version, assumptions);
  const out: RequestPath = {};
  if (entry?.hop) {
    const hop = hopModel(entry.hop, written, ctx);
    if (hop) out.via = { kind: entry.via.kind, name: entry.via.name, hop };
  }
  if (mesh) {
    const hop = hopModel(mesh.kind, written, ctx);
    if (hop) out.mesh = { hop, namespaces: mesh.namespaces, objects: mesh.objects };
  }
  if (!s.traffic?.via) assumptions.push(...notVia(s, objs));
  if (assumptions.length > 0) out.assumptions = assumptions;
  return out;
}

/** Where a knob the document must set is asked for: its settings, dataPlane, or via. */
function fillContext(
  s: ScenarioSpec,
  version: KubeVersion,
  assumptions: DataPlaneAssumption[],
): FillContext {
  const dp = s.dataPlane;
  const at: Reader | undefined = dp?.settings ?? dp?.at ?? s.traffic?.at;
  const key = dp ? undefined : s.traffic?.via ? 'via' : undefined;
  return { version, ...(at ? { at } : {}), ...(key ? { key } : {}), assumptions };
}

/** An entry that routes to the traffic's Service, which the clients do not use. */
function notVia(s: ScenarioSpec, objs: DataPlaneObjects): DataPlaneAssumption[] {
  const service = s.traffic?.service;
  if (!service) return [];
  const entries = [
    ...objs.ingresses.filter((x) => x.backends.includes(service)).map((x) => `ingress/${x.name}`),
    ...objs.httpRoutes
      .filter((x) => x.backends.includes(service))
      .map((x) => `httproute/${x.name}`),
    ...objs.services
      .filter((x) => x.name === service && x.type === 'LoadBalancer')
      .map((x) => `service/${x.name}`),
  ];
  const kinds: Readonly<Record<string, string>> = {
    ingress: 'Ingress',
    httproute: 'HTTPRoute',
    service: 'Service',
  };
  return entries.map((via) => {
    const [k, name] = via.split('/') as [string, string];
    const object = `${kinds[k]}/${name}`;
    return {
      object,
      hop: null,
      text: sayHop('notVia', { object, via }),
      change: { path: ['spec', 'traffic', 'via'], values: [via] },
    };
  });
}

/**
 * The AWS Load Balancer Controller's webhook gives Pods its readiness gate in a namespace
 * labelled `elbv2.k8s.aws/pod-readiness-gate-inject: enabled` (pod_readiness_gate.md): the
 * knob on, said; the Scenario's own setting still wins.
 */
function awsGateByLabel(
  hop: HopKind | null,
  objs: DataPlaneObjects,
  assumptions: DataPlaneAssumption[],
): Record<string, boolean> {
  if (hop?.name !== 'aws-alb' && hop?.name !== 'aws-nlb') return {};
  const ns = objs.namespaces.find(
    (n) => n.labels['elbv2.k8s.aws/pod-readiness-gate-inject'] === 'enabled',
  );
  if (!ns) return {};
  assumptions.push({
    object: `Hop/${hop.name}`,
    hop: hop.name,
    text: sayHop('readinessGate', { namespace: ns.name, title: hop.title }),
    change: {
      path: ['spec', 'dataPlane', 'settings', 'pod-readiness-gate-inject'],
      values: [true, false],
    },
  });
  return { 'pod-readiness-gate-inject': true };
}
