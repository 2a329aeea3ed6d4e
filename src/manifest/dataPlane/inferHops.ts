// Which hop serves an entry the clients use (contract §5 inference), from what the
// documents say: an Ingress's class (its field, the older annotation, or the default
// IngressClass) and that class's controller; an HTTPRoute's Gateway and its GatewayClass's
// controllerName; a LoadBalancer Service's AWS annotations. Each answer is an assumption
// the page shows; a load balancer that targets NodePorts is no hop (kube-proxy picks the Pod).
import { HOP_KINDS, type HopKind } from './hopCatalog.ts';
import type { HopName } from '../../trace/hops.ts';
import { sayHop } from './hopWords.ts';
import type { DataPlaneObjects, HTTPRouteObject, IngressObject, ServiceFacts } from './objects.ts';
import { INGRESS_CLASS_ANNOTATION } from './readIngress.ts';

export type Inference = { hop: HopKind; because: string } | { hop: null; warning: string };

/** Ingress classes by the name their installs give them and their IngressClass controller. */
const INGRESS_CONTROLLERS: readonly { cls: string; controller: string | null; hop: HopName }[] = [
  // ingress-nginx charts/ingress-nginx/values.yaml controller.ingressClassResource.
  { cls: 'nginx', controller: 'k8s.io/ingress-nginx', hop: 'ingress-nginx' },
  // aws-load-balancer-controller docs/guide/ingress/ingress_class.md.
  { cls: 'alb', controller: 'ingress.k8s.aws/alb', hop: 'aws-alb' },
  // GKE: the class annotation `gce` (no IngressClass controller of its own).
  { cls: 'gce', controller: null, hop: 'gke-neg' },
  // AGIC docs: ingressClassName / controller `azure/application-gateway`.
  {
    cls: 'azure/application-gateway',
    controller: 'azure/application-gateway',
    hop: 'azure-agc',
  },
  // Traefik's chart: IngressClass `traefik`, controller traefik.io/ingress-controller.
  { cls: 'traefik', controller: 'traefik.io/ingress-controller', hop: 'traefik' },
];

/** GatewayClass controllerName → the data plane (each project's install docs). */
const GATEWAY_CONTROLLERS: Readonly<Record<string, HopName>> = {
  'gateway.envoyproxy.io/gatewayclass-controller': 'envoy-gateway',
  'istio.io/gateway-controller': 'istio-gateway',
  'traefik.io/gateway-controller': 'traefik',
  'gateway.nginx.org/nginx-gateway-controller': 'nginx-gateway-fabric',
};

/** The GatewayClass names the installs create, for a class the document does not hold. */
const GATEWAY_CLASS_NAMES: Readonly<Record<string, HopName>> = {
  eg: 'envoy-gateway', // Envoy Gateway quickstart
  istio: 'istio-gateway', // created by istiod
  traefik: 'traefik', // Traefik chart
  nginx: 'nginx-gateway-fabric', // NGINX Gateway Fabric chart
};

const TARGET_TYPE = 'alb.ingress.kubernetes.io/target-type';
const NLB_TARGET_TYPE = 'service.beta.kubernetes.io/aws-load-balancer-nlb-target-type';
const LB_TYPE = 'service.beta.kubernetes.io/aws-load-balancer-type';
const NEG = 'cloud.google.com/neg';

const found = (hop: HopName, because: string): Inference => ({ hop: HOP_KINDS[hop], because });

export function ingressHop(
  ing: IngressObject,
  objs: DataPlaneObjects,
  svc: ServiceFacts | undefined,
): Inference {
  const annotated = ing.annotations[INGRESS_CLASS_ANNOTATION] ?? null;
  const fallback = objs.ingressClasses.find((c) => c.isDefault);
  const name = ing.className ?? annotated ?? fallback?.name ?? null;
  if (name === null)
    return {
      hop: null,
      warning: `Ingress ${ing.name} names no class and no IngressClass of the document is the default: podterm cannot tell which controller serves it; set spec.dataPlane.ingress or spec.dataPlane.loadBalancer`,
    };
  const cls = objs.ingressClasses.find((c) => c.name === name);
  const row = INGRESS_CONTROLLERS.find((r) =>
    cls ? r.controller === cls.controller : r.cls === name,
  );
  const controller = cls ? ` (controller \`${cls.controller}\`)` : '';
  const because =
    ing.className === null && annotated === null
      ? sayHop('defaultClass', {
          class: name,
          known: cls
            ? sayHop('controllerOf', { controller: cls.controller })
            : sayHop('noController'),
        })
      : cls
        ? sayHop('classController', { class: name, controller: cls.controller })
        : sayHop('className', {
            field: ing.className !== null ? 'ingressClassName' : INGRESS_CLASS_ANNOTATION,
            class: name,
          });
  if (!row)
    return {
      hop: null,
      warning: `Ingress ${ing.name}: podterm does not know the controller of class "${name}"${controller}: set spec.dataPlane.ingress or spec.dataPlane.loadBalancer; until then clients go through kube-proxy`,
    };
  if (row.hop === 'aws-alb') return albHop(ing, svc, because);
  if (row.hop === 'gke-neg') return negHop(ing, svc, because);
  return found(row.hop, because);
}

/**
 * aws-load-balancer-controller docs/guide/ingress/annotations.md: target-type `instance`
 * (the default) sends to NodePorts; a Service's annotation wins over the Ingress's.
 */
function albHop(ing: IngressObject, svc: ServiceFacts | undefined, because: string): Inference {
  const type = svc?.annotations[TARGET_TYPE] ?? ing.annotations[TARGET_TYPE] ?? 'instance';
  if (type === 'ip')
    return found(
      'aws-alb',
      sayHop('withIpTargets', { byClass: because, ipTargets: sayHop('albIp') }),
    );
  return {
    hop: null,
    warning: `Ingress ${ing.name}: ${TARGET_TYPE} is ${type}${ing.annotations[TARGET_TYPE] === undefined ? ' (the ALB default)' : ''}: the ALB sends to NodePorts and kube-proxy on the node picks the Pod, so podterm simulates no load-balancer hop and clients go through kube-proxy; \`${TARGET_TYPE}: ip\` sends to the Pods`,
  };
}

/** GKE container-native load balancing: `cloud.google.com/neg: '{"ingress": true}'`. */
function negHop(ing: IngressObject, svc: ServiceFacts | undefined, because: string): Inference {
  const neg = svc?.annotations[NEG];
  if (neg === undefined)
    return found('gke-neg', sayHop('negDefault', { service: svc?.name ?? '(none)' }));
  if (negForIngress(neg))
    return found('gke-neg', sayHop('negAnnotated', { service: svc!.name, neg: `'${neg}'` }));
  return {
    hop: null,
    warning: `Ingress ${ing.name}: Service ${svc!.name}'s ${NEG} does not say "ingress": true, so the load balancer sends to instance groups (NodePorts) and kube-proxy picks the Pod; podterm simulates no load-balancer hop (${because})`,
  };
}

/** `{"ingress": true}` (ingress-gce pkg/annotations NegAnnotation); unreadable JSON is no NEG. */
function negForIngress(neg: string): boolean {
  try {
    return (JSON.parse(neg) as { ingress?: unknown } | null)?.ingress === true;
  } catch {
    return false;
  }
}

export function routeHop(route: HTTPRouteObject, objs: DataPlaneObjects): Inference {
  const parent = route.parents[0];
  const gw = parent && objs.gateways.find((g) => g.name === parent.name);
  if (!parent || !gw)
    return {
      hop: null,
      warning: sayHop('gatewayAbsent', { gateway: parent?.name ?? '(none)' }),
    };
  const cls = objs.gatewayClasses.find((c) => c.name === gw.className);
  if (cls) {
    const hop = GATEWAY_CONTROLLERS[cls.controllerName];
    const because = sayHop('gatewayClass', {
      gateway: gw.name,
      class: cls.name,
      controller: cls.controllerName,
    });
    return hop
      ? found(hop, because)
      : {
          hop: null,
          warning: `HTTPRoute ${route.name}: ${because}, a controller podterm does not know: set spec.dataPlane.ingress`,
        };
  }
  const hop = GATEWAY_CLASS_NAMES[gw.className];
  if (!hop)
    return {
      hop: null,
      warning: `HTTPRoute ${route.name}: GatewayClass ${gw.className} of Gateway ${gw.name} is not in the document and podterm does not know the name: set spec.dataPlane.ingress`,
    };
  const title = HOP_KINDS[hop].title;
  return found(hop, sayHop('classAbsent', { gateway: gw.name, class: gw.className, title }));
}

/**
 * A Service of type LoadBalancer with Pod IP targets: aws-load-balancer-controller
 * docs/guide/service/annotations.md (nlb-target-type `ip`; the legacy type `nlb-ip`).
 */
export function serviceHop(svc: ServiceFacts): Inference {
  const target = svc.annotations[NLB_TARGET_TYPE];
  if (target === 'ip') return found('aws-nlb', sayHop('nlbIp'));
  if (target === undefined && svc.annotations[LB_TYPE] === 'nlb-ip')
    return found('aws-nlb', sayHop('nlbIpLegacy'));
  return {
    hop: null,
    warning:
      target !== undefined
        ? `Service ${svc.name}: ${NLB_TARGET_TYPE} is ${target}: the NLB sends to NodePorts and kube-proxy on the node picks the Pod, so podterm simulates no load-balancer hop and clients go through kube-proxy`
        : `Service ${svc.name}: podterm cannot tell which load balancer serves it; a cloud's own Service controller sends to NodePorts, through kube-proxy, as podterm simulates it; for Pod IP targets set spec.dataPlane.loadBalancer`,
  };
}
