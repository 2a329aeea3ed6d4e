// `traffic.via` against the documents: the object it names must exist and send to the
// Service the traffic calls (a `service/NAME` must be that Service, of type LoadBalancer).
// Then the hop: `dataPlane.<role>` when the Scenario says it, else inferHops.ts's answer,
// said as an assumption; no hop (a NodePort load balancer, an unknown class) leaves the
// clients in-cluster, through kube-proxy, with a warning at `via`.
import type { DataPlaneAssumption } from '../model/model.ts';
import type { ScenarioSpec } from '../kinds/scenarioDoc.ts';
import { roleValues, type HopKind } from './hopCatalog.ts';
import { sayHop } from './hopWords.ts';
import { ingressHop, routeHop, serviceHop, type Inference } from './inferHops.ts';
import type { DataPlaneObjects } from './objects.ts';
import type { ViaSpec } from './scenarioFields.ts';

export interface ResolvedVia {
  via: ViaSpec;
  /** `Ingress/web`, `HTTPRoute/web`, `Service/web`. */
  object: string;
  hop: HopKind | null;
}

const KIND_OF = { ingress: 'Ingress', httproute: 'HTTPRoute', service: 'Service' } as const;

export function resolveVia(
  s: ScenarioSpec,
  objs: DataPlaneObjects,
  assumptions: DataPlaneAssumption[],
): ResolvedVia | null {
  const via = s.traffic?.via;
  if (!s.traffic || !via) return null;
  const object = `${KIND_OF[via.kind]}/${via.name}`;
  const inferred = inferenceOf(via, s.traffic.service, objs);
  if (typeof inferred === 'string') {
    via.at.invalid('via', `${via.kind}/${via.name}`, inferred);
    return null;
  }
  const dp = s.dataPlane;
  const chosen = via.kind === 'service' ? dp?.loadBalancer : (dp?.ingress ?? dp?.loadBalancer);
  if (chosen) return { via, object, hop: chosen };
  const answer = inferred();
  if (answer.hop === null) {
    via.at.report('warning', `${via.at.name('via')}: ${answer.warning}`, 'via', 'viaUnresolved');
    return { via, object, hop: null };
  }
  const { hop } = answer;
  assumptions.push({
    object,
    hop: hop.name,
    text: sayHop('inferred', {
      object,
      title: hop.title,
      value: hop.value,
      because: answer.because,
    }),
    change: {
      path: ['spec', 'dataPlane', hop.role],
      values: roleValues(hop.role),
      current: hop.value,
    },
  });
  return { via, object, hop };
}

/**
 * How podterm would infer the hop of the object `via` names (run only when the Scenario does
 * not choose it), or why `via` is invalid: the object must exist and send to `service`.
 */
function inferenceOf(
  via: ViaSpec,
  service: string,
  objs: DataPlaneObjects,
): (() => Inference) | string {
  const kind = KIND_OF[via.kind];
  if (via.kind === 'service') {
    const lb = objs.services.find((x) => x.name === via.name);
    if (!lb) return 'names no Service in the scenario';
    if (via.name !== service) return `must be the Service the traffic calls, service/${service}`;
    if (lb.type !== 'LoadBalancer')
      return `Service ${lb.name} is of type ${lb.type}; a cloud load balancer needs type: LoadBalancer`;
    return () => serviceHop(lb);
  }
  const svc = objs.services.find((x) => x.name === service);
  const ing = via.kind === 'ingress' ? objs.ingresses.find((x) => x.name === via.name) : null;
  const route = via.kind === 'httproute' ? objs.httpRoutes.find((x) => x.name === via.name) : null;
  const found = ing ?? route;
  if (!found) return `names no ${kind} in the scenario`;
  if (!found.backends.includes(service))
    return `${kind} ${found.name} sends no request to Service ${service} (its backends: ${found.backends.join(', ') || 'none'})`;
  return ing ? () => ingressHop(ing, objs, svc) : () => routeHop(route!, objs);
}
