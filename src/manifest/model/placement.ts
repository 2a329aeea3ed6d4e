// Where a Pod may run: spec.nodeSelector, spec.affinity.nodeAffinity and spec.tolerations,
// read with the API server's checks (pkg/apis/core/validation/validation.go
// ValidateNodeSelector, ValidateNodeSelectorRequirement, ValidateNodeFieldSelectorRequirement,
// ValidatePreferredSchedulingTerms, ValidateTolerations). The scheduler (sim/nodeAffinity.ts)
// evaluates them.
import type { Reader } from '../read/fields.ts';
import { qualifiedNameErrors, validateLabels } from '../read/labels.ts';

export type SelectorOperator = 'In' | 'NotIn' | 'Exists' | 'DoesNotExist' | 'Gt' | 'Lt';
const OPERATORS: readonly string[] = ['In', 'NotIn', 'Exists', 'DoesNotExist', 'Gt', 'Lt'];

export interface SelectorRequirement {
  key: string;
  operator: SelectorOperator;
  values: string[];
}

/** matchExpressions are node labels, matchFields node fields (only metadata.name exists). */
export interface SelectorTerm {
  matchExpressions: SelectorRequirement[];
  matchFields: SelectorRequirement[];
}

export interface Toleration {
  /** '' with operator Exists tolerates every taint. */
  key: string;
  operator: 'Exists' | 'Equal';
  value: string;
  /** '' matches every effect. */
  effect: '' | 'NoSchedule' | 'PreferNoSchedule' | 'NoExecute';
  /**
   * NoExecute only: how long the Pod stays once tainted; absent: forever. The taint manager
   * reads it; DefaultTolerationSeconds admission adds 300 s ones for not-ready/unreachable.
   */
  tolerationSeconds?: number;
}

/**
 * A required pod (anti-)affinity term (core/v1 PodAffinityTerm): the Pods its labelSelector
 * matches, in `namespaces` (empty: the Pod's own, unless namespaceSelector is `{}`: every
 * namespace), within the same value of the node label `topologyKey`.
 */
export interface PodAffinityTerm {
  matchLabels: Record<string, string>;
  matchExpressions: SelectorRequirement[];
  /** metav1.LabelSelector absent (nil): the term matches no Pod. */
  selects: boolean;
  namespaces: string[];
  /** namespaceSelector `{}`: every namespace (namespace labels are not modelled). */
  allNamespaces: boolean;
  topologyKey: string;
}

export interface Placement {
  nodeSelector: Record<string, string>;
  /** requiredDuringSchedulingIgnoredDuringExecution.nodeSelectorTerms (ORed); null: none. */
  required: SelectorTerm[] | null;
  preferred: { weight: number; term: SelectorTerm }[];
  tolerations: Toleration[];
  /** spec.affinity.podAffinity.requiredDuringSchedulingIgnoredDuringExecution; absent: none. */
  podAffinity?: PodAffinityTerm[];
  /** spec.affinity.podAntiAffinity.requiredDuringSchedulingIgnoredDuringExecution; absent: none. */
  podAntiAffinity?: PodAffinityTerm[];
}

/** A node of the scenario: its name and the labels it adds to the well-known ones. */
export interface NodeModel {
  name: string;
  labels?: Record<string, string>;
  /**
   * status.allocatable as the scenario declares it (`cpu` in millicores, the rest in units);
   * absent: unknown, and the NodeResourcesFit filter lets every Pod through.
   */
  allocatable?: Readonly<Record<string, number>>;
}

export const NO_PLACEMENT: Placement = {
  nodeSelector: {},
  required: null,
  preferred: [],
  tolerations: [],
};

export function readPlacement(spec: Reader): Placement {
  const nodeSelector = spec.strings('nodeSelector');
  validateLabels(spec, 'nodeSelector', nodeSelector);
  const na = spec.child('affinity').child('nodeAffinity');
  const req = na.child('requiredDuringSchedulingIgnoredDuringExecution');
  let required: SelectorTerm[] | null = null;
  if (req.value !== undefined && req.value !== null) {
    const items = req.list('nodeSelectorTerms');
    if (items.length === 0)
      req.error(
        `${req.name('nodeSelectorTerms')}: Required value: must have at least one node selector term`,
      );
    required = items.map(readTerm);
  }
  const preferred = na.list('preferredDuringSchedulingIgnoredDuringExecution').map((p) => ({
    weight: readWeight(p),
    term: readTerm(p.child('preference')),
  }));
  const affinity = spec.child('affinity');
  const podAffinity = requiredPodTerms(affinity.child('podAffinity'));
  const podAntiAffinity = requiredPodTerms(affinity.child('podAntiAffinity'));
  return {
    nodeSelector,
    required,
    preferred,
    tolerations: spec.list('tolerations').map(readToleration),
    ...(podAffinity.length > 0 && { podAffinity }),
    ...(podAntiAffinity.length > 0 && { podAntiAffinity }),
  };
}

/**
 * The required terms of podAffinity or podAntiAffinity, with validation.go
 * validatePodAffinityTerm's checks (topologyKey required and a qualified name; the
 * labelSelector's requirements as ValidateLabelSelector reads them).
 */
function requiredPodTerms(a: Reader): PodAffinityTerm[] {
  return a.list('requiredDuringSchedulingIgnoredDuringExecution').map((t) => {
    const topologyKey = t.str('topologyKey', '');
    if (topologyKey === '')
      t.error(`${t.name('topologyKey')}: Required value: can not be empty`, 'topologyKey');
    else for (const m of qualifiedNameErrors(topologyKey)) t.invalid('topologyKey', topologyKey, m);
    const sel = t.child('labelSelector');
    const selects = sel.value !== undefined && sel.value !== null;
    const matchLabels = sel.strings('matchLabels');
    validateLabels(sel, 'matchLabels', matchLabels);
    const matchExpressions = sel.list('matchExpressions').map((r) => {
      const req = readRequirement(r, false);
      // Gt and Lt are node-selector operators; ValidateLabelSelectorRequirement takes the
      // other four.
      if (req.operator === 'Gt' || req.operator === 'Lt')
        r.invalid('operator', req.operator, 'not a valid selector operator');
      return req;
    });
    const nsSel = t.child('namespaceSelector');
    const allNamespaces =
      nsSel.isMap &&
      Object.keys(nsSel.strings('matchLabels')).length === 0 &&
      nsSel.list('matchExpressions').length === 0;
    const namespaces = t
      .list('namespaces')
      .map((n) => (typeof n.value === 'string' ? n.value : String(n.value)));
    return { matchLabels, matchExpressions, selects, namespaces, allNamespaces, topologyKey };
  });
}

function readWeight(p: Reader): number {
  const w = p.num('weight', 0);
  if (w < 1 || w > 100) p.invalid('weight', w, 'must be in the range 1-100');
  return w;
}

function readTerm(t: Reader): SelectorTerm {
  return {
    matchExpressions: t.list('matchExpressions').map((r) => readRequirement(r, false)),
    matchFields: t.list('matchFields').map((r) => readRequirement(r, true)),
  };
}

function readRequirement(r: Reader, field: boolean): SelectorRequirement {
  const key = r.str('key', '');
  const op = r.str('operator', '');
  const values = r
    .list('values')
    .map((v) => (typeof v.value === 'string' ? v.value : String(v.value)));
  const n = values.length;
  const operator = (OPERATORS.includes(op) ? op : 'In') as SelectorOperator;
  const badOperator = () => r.invalid('operator', op, 'not a valid selector operator');
  if (field) {
    if (op !== 'In' && op !== 'NotIn') badOperator();
    else if (n !== 1)
      r.error(
        `${r.name('values')}: Required value: must be only one value when \`operator\` is 'In' or 'NotIn' for node field selector`,
        'values',
      );
    if (key !== 'metadata.name') r.invalid('key', key, 'not a valid field selector key');
    return { key, operator, values };
  }
  if (op === 'In' || op === 'NotIn') {
    if (n === 0)
      r.error(
        `${r.name('values')}: Required value: must be specified when \`operator\` is 'In' or 'NotIn'`,
      );
  } else if (op === 'Exists' || op === 'DoesNotExist') {
    if (n > 0)
      r.error(
        `${r.name('values')}: Forbidden: may not be specified when \`operator\` is 'Exists' or 'DoesNotExist'`,
        'values',
      );
  } else if (op === 'Gt' || op === 'Lt') {
    if (n !== 1)
      r.error(
        `${r.name('values')}: Required value: must be specified single value when \`operator\` is 'Lt' or 'Gt'`,
      );
  } else badOperator();
  for (const m of qualifiedNameErrors(key)) r.invalid('key', key, m);
  return { key, operator, values };
}

const EFFECTS = ['', 'NoSchedule', 'PreferNoSchedule', 'NoExecute'] as const;

/** validation.go ValidateTolerations (the checks the scheduler's reading depends on). */
function readToleration(t: Reader): Toleration {
  const key = t.str('key', '');
  const operator = t.oneOf('operator', ['Exists', 'Equal'] as const, 'Equal');
  const value = t.str('value', '');
  const effect = t.oneOf('effect', EFFECTS, '');
  if (key === '' && operator !== 'Exists')
    t.invalid(
      'operator',
      t.get('operator') ?? '',
      'operator must be Exists when `key` is empty, which means "match all values and all keys"',
    );
  if (operator === 'Exists' && value !== '')
    t.invalid('operator', operator, "value must be empty when `operator` is 'Exists'");
  if (key !== '') for (const m of qualifiedNameErrors(key)) t.invalid('key', key, m);
  const seconds = t.num('tolerationSeconds', null);
  if (seconds !== null && effect !== 'NoExecute')
    t.invalid('effect', effect, "effect must be 'NoExecute' when `tolerationSeconds` is set");
  return seconds === null
    ? { key, operator, value, effect }
    : { key, operator, value, effect, tolerationSeconds: seconds };
}
