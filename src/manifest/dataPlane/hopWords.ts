// The sentences podterm writes about what it assumes of the request path (the model's
// `dataPlaneAssumptions`, the trace's `assumptions[]`), kept in one table like
// ../assumptions.ts so that the page can read them back and say them in another language.
// A `{name}` is a value filled in at run time.

import { fill, readAs, type NamesIn, type PhraseBook, type Said } from '../process/readBack.ts';

export const HOP_WORDS = {
  // Whole sentences: the assumptions, and a warning.
  inferred: '{object} is served by {title} (`{value}`): {because}',
  preset: '{title}: {effect}: {preset} ({knob}, a preset: no source gives a default; {source})',
  nativeSidecar:
    'Istio (1.27+, ENABLE_NATIVE_SIDECARS=auto, pilot/pkg/features/pilot.go) injects istio-proxy as a {how} sidecar when the kubelet is {version} (native from 1.33)',
  notVia:
    '{object} exists, but clients go through it only with `traffic.via: {via}`; podterm keeps them in-cluster, through kube-proxy',
  meshByNone:
    'The {title} sidecar runs beside the Pods of no object of the document: {marks}{also}',
  meshBy: 'The {title} sidecar runs beside the Pods of {objects}: {marks}{also}',
  meshEverywhere:
    '`dataPlane.mesh: {value}` and no injection label or annotation in the document: podterm gives every Pod of the scenario the {title} sidecar',
  keepAliveNode:
    "The clients of {service} reuse connections and are taken to be Node's http.Agent: a request written on a connection the Pod closed fails with ECONNRESET (Go's transport would retry it when idempotent; gRPC keeps one connection per client)",
  keepAliveAtHop:
    'The clients of {service} reuse connections, but to {title}, not to the Pods: their keep-alive race is the hop’s (its upstream connections to the Pods), which podterm does not draw; a request meets the hop’s own retries and errors',
  gatewayAbsent:
    'its Gateway {gateway} is not in the document: podterm cannot see its class; set spec.dataPlane.ingress',
  readinessGate:
    'Namespace {namespace} has `elbv2.k8s.aws/pod-readiness-gate-inject: enabled`: the controller of {title} gives its Pods a readiness gate, Ready only once their target is healthy',

  // Why a hop serves an entry (`{because}`).
  withIpTargets: '{byClass}, {ipTargets}',
  className: '`{field}: {class}`',
  classController: 'its class {class} names controller `{controller}`',
  defaultClass:
    'it names no class, and IngressClass {class} is the default (`ingressclass.kubernetes.io/is-default-class: "true"`){known}',
  albIp: '`alb.ingress.kubernetes.io/target-type: ip` (Pod IP targets)',
  nlbIp: '`service.beta.kubernetes.io/aws-load-balancer-nlb-target-type: ip` (Pod IP targets)',
  nlbIpLegacy: '`service.beta.kubernetes.io/aws-load-balancer-type: nlb-ip` (Pod IP targets)',
  negAnnotated: 'class `gce` and Service {service} has `cloud.google.com/neg: {neg}`',
  negDefault:
    'class `gce`; Service {service} has no `cloud.google.com/neg`, and GKE gives Services NEGs by default in VPC-native clusters (GKE container-native load balancing docs), as podterm assumes this one is',
  gatewayClass: 'its Gateway {gateway} is of class {class}, whose controller is `{controller}`',
  classAbsent:
    'its Gateway {gateway} is of class {class}, which is not in the document: podterm takes it for {title}, whose install names its class `{class}`',

  // Phrases inside them.
  noController: '',
  controllerOf: ' (controller `{controller}`)',
  native: 'native',
  classic: 'classic (regular container)',
  namespaceMark: 'namespace {namespace} has {mark}',
  templateAsks: "{object}'s pod template asks for it",
  noOtherMesh: '',
  otherMeshes: ' ({titles} too: podterm simulates one mesh)',
} as const;

export type HopWordKey = keyof typeof HOP_WORDS;

/** The English sentence of `key` with its values (a phrase without any takes none). */
export function sayHop<K extends HopWordKey>(
  key: K,
  ...values: [NamesIn<(typeof HOP_WORDS)[K]>] extends [never]
    ? []
    : [Record<NamesIn<(typeof HOP_WORDS)[K]>, string | number>]
): string {
  return fill(HOP_WORDS[key], values[0] ?? {});
}

const SENTENCES: readonly HopWordKey[] = [
  'inferred',
  'preset',
  'nativeSidecar',
  'notVia',
  // Before meshBy, whose `{objects}` would read its words.
  'meshByNone',
  'meshBy',
  'meshEverywhere',
  'keepAliveNode',
  'keepAliveAtHop',
  'gatewayAbsent',
  'readinessGate',
];

const BY_CLASS: readonly HopWordKey[] = ['className', 'classController', 'defaultClass'];

/** Slots whose value is code in backquotes, and slots that may hold any text (a citation). */
const CODE = new Set(['mark']);
const FREE = new Set(['source']);

/** Brackets closed within the value, so that a value cannot end inside one. */
function balanced(text: string): boolean {
  let depth = 0;
  for (const c of text) {
    depth += c === '(' ? 1 : c === ')' ? -1 : 0;
    if (depth < 0) return false;
  }
  return depth === 0;
}

export const HOP_BOOK: PhraseBook<HopWordKey> = {
  words: HOP_WORDS,
  phrases: {
    because: [
      'withIpTargets',
      ...BY_CLASS,
      'nlbIp',
      'nlbIpLegacy',
      'negAnnotated',
      'negDefault',
      'gatewayClass',
      'classAbsent',
    ],
    byClass: BY_CLASS,
    ipTargets: ['albIp'],
    known: ['noController', 'controllerOf'],
    how: ['native', 'classic'],
    also: ['noOtherMesh', 'otherMeshes'],
  },
  lists: { marks: { keys: ['namespaceMark', 'templateAsks'], open: '', close: '', between: '; ' } },
  value: (name, text) =>
    CODE.has(name)
      ? /^`[^`]+`$/.test(text)
      : FREE.has(name) || (text !== '' && !text.includes('`') && balanced(text)),
};

/** The key and values of a request-path sentence of this table, or null. */
export function parseHopAssumption(text: string): Said<HopWordKey> | null {
  return readAs(HOP_BOOK, SENTENCES, text);
}
