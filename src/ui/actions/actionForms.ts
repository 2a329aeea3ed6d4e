// What the action picker offers for each `do:` (contract §1): a label, the target kinds
// it accepts (the validator's own table, so the picker never offers what it would refuse)
// and the parameters it takes, with their input types and defaults.
import { ACTIONS, ACTION_TARGETS } from '../../manifest/kinds/actions.ts';
import type { ActionKind } from '../../manifest/model/model.ts';
import type { ActionParam, NewAction } from '../../manifest/edit/editActions.ts';

export type ParamInput =
  | { type: 'number'; min: number; max: number; step?: number }
  | { type: 'seconds'; min: number; max: number }
  | { type: 'boolean' }
  | { type: 'text'; placeholder: string }
  | { type: 'choice'; options: readonly string[] };

export interface ParamForm {
  /** The key as the document spells it. */
  key: string;
  label: string;
  input: ParamInput;
  /** Filled in when the form opens; '' = left out of the document unless the user fills it. */
  initial: string;
  /** Written even when left as it is (the validator requires it, or the action needs it to do anything). */
  required?: boolean;
}

export interface ActionForm {
  do: ActionKind;
  /** Lower-case target kinds; null = any kind (as `kubectl delete`). */
  targets: readonly string[] | null;
  params: readonly ParamForm[];
}

const GRACE: ParamForm = {
  key: 'gracePeriodSeconds',
  label: 'Grace period (s)',
  input: { type: 'number', min: -1, max: 31_536_000 },
  initial: '',
};
const CONTAINER: ParamForm = {
  key: 'container',
  label: 'Container',
  input: { type: 'text', placeholder: 'first container' },
  initial: '',
};

const PARAMS: Readonly<Record<ActionKind, readonly ParamForm[]>> = {
  delete: [
    GRACE,
    { key: 'force', label: 'Force', input: { type: 'boolean' }, initial: '' },
    // A plain API DELETE rather than kubectl's: the kind's server default propagation.
    { key: 'api', label: 'Raw API DELETE', input: { type: 'boolean' }, initial: '' },
    {
      key: 'propagationPolicy',
      label: 'Propagation',
      input: { type: 'choice', options: ['Background', 'Foreground', 'Orphan'] },
      initial: '',
    },
  ],
  evict: [],
  drain: [],
  rollout: [
    {
      key: 'image',
      label: 'Image',
      input: { type: 'text', placeholder: 'example/web:2.0' },
      initial: 'example/web:2.0',
      required: true,
    },
    CONTAINER,
  ],
  scale: [
    {
      key: 'replicas',
      label: 'Replicas',
      input: { type: 'number', min: 0, max: 5000 },
      initial: '1',
      required: true,
    },
  ],
  nodeShutdown: [
    {
      key: 'shutdownGracePeriod',
      label: 'Shutdown grace (s)',
      input: { type: 'seconds', min: 0, max: 3600 },
      // 0 turns graceful node shutdown off: a default that does something.
      initial: '30',
      required: true,
    },
    {
      key: 'shutdownGracePeriodCriticalPods',
      label: 'Critical pods (s)',
      input: { type: 'seconds', min: 0, max: 3600 },
      initial: '10',
    },
  ],
  nodeLost: [],
  outOfService: [],
  nodePressure: [],
  preempt: [GRACE],
  exit: [
    CONTAINER,
    {
      key: 'exitCode',
      label: 'Exit code',
      input: { type: 'number', min: 0, max: 255 },
      initial: '1',
      required: true,
    },
  ],
  oomKill: [CONTAINER],
  suspend: [],
  resume: [],
  create: [],
  uncordon: [],
  label: [
    {
      key: 'label',
      label: 'Label (key=value, key-)',
      input: { type: 'text', placeholder: 'tier=debug' },
      initial: 'debug=true',
      required: true,
    },
  ],
  patchStatus: [
    {
      key: 'condition',
      label: 'Condition type',
      input: { type: 'text', placeholder: 'ConfigIssue' },
      initial: 'ConfigIssue',
      required: true,
    },
    {
      key: 'status',
      label: 'Status',
      input: { type: 'choice', options: ['True', 'False'] },
      initial: 'True',
      required: true,
    },
    {
      key: 'reason',
      label: 'Reason',
      input: { type: 'text', placeholder: 'NonExistingImage' },
      initial: '',
    },
  ],
  removeSchedulingGates: [
    {
      key: 'gate',
      label: 'Gate',
      input: { type: 'text', placeholder: 'every gate' },
      initial: '',
    },
  ],
};

export const ACTION_FORMS: readonly ActionForm[] = ACTIONS.map((kind) => ({
  do: kind,
  targets: ACTION_TARGETS[kind],
  params: PARAMS[kind],
}));

export function formFor(kind: string): ActionForm {
  return ACTION_FORMS.find((f) => f.do === kind) ?? ACTION_FORMS[0]!;
}

/** `Deployment/web` → the lower-case kind the validator compares with. */
const kindOf = (object: string): string => object.slice(0, object.indexOf('/')).toLowerCase();

/** The objects (`Kind/name`) this action can act on. */
export function targetsFor(form: ActionForm, objects: readonly string[]): string[] {
  const allowed = form.targets;
  return allowed ? objects.filter((o) => allowed.includes(kindOf(o))) : [...objects];
}

/** The first values of a form's inputs. */
export function initialValues(form: ActionForm): Record<string, string> {
  return Object.fromEntries(form.params.map((p) => [p.key, p.initial]));
}

function paramValue(p: ParamForm, raw: string): ActionParam | null {
  const v = raw.trim();
  if (v === '') return null;
  switch (p.input.type) {
    case 'number': {
      const n = Number(v);
      return Number.isFinite(n) ? n : null;
    }
    case 'seconds': {
      const n = Number(v);
      // Kubernetes-style, like `at`: 30 → "30s".
      return Number.isFinite(n) && n >= 0 ? `${n}s` : null;
    }
    case 'boolean':
      return v === 'true';
    default:
      return v;
  }
}

/** The action to write: only the parameters this `do` takes, blanks left out. */
export function buildAction(
  form: ActionForm,
  target: string,
  atSeconds: number,
  values: Readonly<Record<string, string>>,
): NewAction {
  const params: Record<string, ActionParam> = {};
  for (const p of form.params) {
    const v = paramValue(p, values[p.key] ?? p.initial);
    // An unchecked `force` or `api` is kubectl's default: say nothing.
    if (v !== null && v !== false) params[p.key] = v;
  }
  // Written as kubectl spells it (`node/node-a`); the names come from the trace.
  const slash = target.indexOf('/');
  const written = `${target.slice(0, slash).toLowerCase()}${target.slice(slash)}`;
  return { at: Math.max(0, atSeconds), do: form.do, target: written, params };
}
