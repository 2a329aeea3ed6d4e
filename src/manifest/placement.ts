// Where a Pod may run: spec.nodeSelector, spec.affinity.nodeAffinity and spec.tolerations,
// read with the API server's checks (pkg/apis/core/validation/validation.go
// ValidateNodeSelector, ValidateNodeSelectorRequirement, ValidateNodeFieldSelectorRequirement,
// ValidatePreferredSchedulingTerms, ValidateTolerations). The scheduler (sim/nodeAffinity.ts)
// evaluates them.
import type { Reader } from './fields.ts';
import { qualifiedNameErrors, validateLabels } from './labels.ts';

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

export interface Placement {
  nodeSelector: Record<string, string>;
  /** requiredDuringSchedulingIgnoredDuringExecution.nodeSelectorTerms (ORed); null: none. */
  required: SelectorTerm[] | null;
  preferred: { weight: number; term: SelectorTerm }[];
  tolerations: Toleration[];
}

/** A node of the scenario: its name and the labels it adds to the well-known ones. */
export interface NodeModel {
  name: string;
  labels?: Record<string, string>;
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
  return {
    nodeSelector,
    required,
    preferred,
    tolerations: spec.list('tolerations').map(readToleration),
  };
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
