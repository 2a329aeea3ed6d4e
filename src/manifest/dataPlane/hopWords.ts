// The sentences podterm writes about what it assumes of the request path (the model's
// `dataPlaneAssumptions`, the trace's `assumptions[]`), kept in one table like
// ../assumptions.ts so that the page can read them back and say them in another language.
// A `{name}` is a value filled in at run time.

export const HOP_WORDS = {
  inferred: '{object} is served by {title} (`{value}`): {because}',
  className: '`{field}: {class}`',
  classController: 'its class {class} names controller `{controller}`',
  defaultClass:
    'it names no class, and IngressClass {class} is the default (`ingressclass.kubernetes.io/is-default-class: "true"`){controller}',
  albIp: '`alb.ingress.kubernetes.io/target-type: ip` (Pod IP targets)',
  nlbIp: '`service.beta.kubernetes.io/aws-load-balancer-nlb-target-type: ip` (Pod IP targets)',
  nlbIpLegacy: '`service.beta.kubernetes.io/aws-load-balancer-type: nlb-ip` (Pod IP targets)',
  negAnnotated: 'class `gce` and Service {service} has `cloud.google.com/neg: {neg}`',
  negDefault:
    'class `gce`; Service {service} has no `cloud.google.com/neg`, and GKE gives Services NEGs by default in VPC-native clusters (GKE container-native load balancing docs), as podterm assumes this one is',
  gatewayClass: 'its Gateway {gateway} is of class {class}, whose controller is `{controller}`',
  classAbsent:
    'its Gateway {gateway} is of class {class}, which is not in the document: podterm takes it for {title}, whose install names its class `{class}`',
  gatewayAbsent:
    'its Gateway {gateway} is not in the document: podterm cannot see its class; set spec.dataPlane.ingress',
  preset: '{title}: {effect}: {preset} ({knob}, a preset: no source gives a default; {source})',
  nativeSidecar:
    'Istio (1.27+, ENABLE_NATIVE_SIDECARS=auto, pilot/pkg/features/pilot.go) injects istio-proxy as a {how} sidecar when the kubelet is {version}',
  notVia:
    '{object} exists, but clients go through it only with `traffic.via: {via}`; podterm keeps them in-cluster, through kube-proxy',
  meshBy: 'The {title} sidecar runs beside the Pods of {objects}: {because}',
  meshEverywhere:
    '`dataPlane.mesh: {value}` and no injection label or annotation in the document: podterm gives every Pod of the scenario the {title} sidecar',
  readinessGate:
    'Namespace {namespace} has `elbv2.k8s.aws/pod-readiness-gate-inject: enabled`: the controller of {title} gives its Pods a readiness gate, Ready only once their target is healthy',
  keepAliveNode:
    "The clients of {service} reuse connections and are taken to be Node's http.Agent: a request written on a connection the Pod closed fails with ECONNRESET (Go's transport would retry it when idempotent; gRPC keeps one connection per client)",
} as const;

export type HopWordKey = keyof typeof HOP_WORDS;

type NamesIn<T extends string> = T extends `${string}{${infer N}}${infer Rest}`
  ? N | NamesIn<Rest>
  : never;

/** The English sentence of `key` with its values. */
export function sayHop<K extends HopWordKey>(
  key: K,
  values: Record<NamesIn<(typeof HOP_WORDS)[K]>, string | number>,
): string {
  const v: Readonly<Record<string, string | number>> = values;
  return HOP_WORDS[key].replace(/\{(\w+)\}/g, (m, k: string) => (k in v ? String(v[k]) : m));
}
