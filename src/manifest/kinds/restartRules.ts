// A container's own restartPolicy and restartPolicyRules (KEP-5307), read as the API server
// of the scenario's version keeps and validates them. Before 1.28 an init container knows
// no restartPolicy; from 1.28 it may say Always (a native sidecar); 1.34 drops the rest
// (gatedFields.ts dropContainerRestartRules); from 1.35 every container may set its own
// policy and rules (pkg/apis/core/validation/validation.go validateContainerRestartPolicy,
// validateInitContainerRestartPolicy).
import type { KubeVersion } from '../../versions/version.ts';
import {
  containerRestartRules,
  restartAllContainers,
  restartRuleLimitsSayItems,
  sidecarsEnabled,
  sidecarTerminationOrder,
} from '../../versions/features.ts';
import type { ContainerRestartPolicy, ContainerRestartRule } from '../model/containerModel.ts';
import type { Reader } from '../read/fields.ts';

/** What the container's restart fields come to in the model. */
export interface ContainerRestart {
  sidecar: boolean;
  restartPolicy?: ContainerRestartPolicy;
  restartPolicyRules?: ContainerRestartRule[];
}

const POLICIES: readonly ContainerRestartPolicy[] = ['Always', 'Never', 'OnFailure'];
const OPERATORS = ['In', 'NotIn'] as const;
/** validation.go: at most 20 rules a container, 255 exit codes a rule. */
const MAX_RULES = 20;
const MAX_VALUES = 255;

export function readContainerRestart(c: Reader, init: boolean, v: KubeVersion): ContainerRestart {
  if (!containerRestartRules(v)) return { sidecar: readSidecarOnly(c, init, v) };
  const policy = readPolicy(c);
  const sidecar = init && policy === 'Always';
  const rules = readRules(c, v, policy, sidecar);
  return {
    sidecar,
    ...(policy !== null && policy !== 'invalid' && { restartPolicy: policy }),
    ...(rules.length > 0 && { restartPolicyRules: rules }),
  };
}

/** Up to 1.34: an init container may say Always (a native sidecar), a regular one nothing. */
function readSidecarOnly(c: Reader, init: boolean, v: KubeVersion): boolean {
  const restart = init ? c.oneOf('restartPolicy', ['Always'] as const, 'Always') : null;
  if (!init && c.has('restartPolicy'))
    c.error(
      `${c.name('restartPolicy')}: Forbidden: may not be set for non-init containers`,
      'restartPolicy',
    );
  const asked = init && c.has('restartPolicy') && restart === 'Always';
  const name = c.str('name', '');
  // Before 1.28 the field does not exist on an init container; on 1.28 it is behind the
  // SidecarContainers alpha gate (features.ts sidecarsEnabled says why podterm takes it on).
  if (asked && !sidecarsEnabled(v)) {
    c.error(
      `${c.name('restartPolicy')}: Forbidden: may not be set for init containers before Kubernetes 1.28 (SidecarContainers)`,
      'restartPolicy',
    );
  } else if (asked && !sidecarTerminationOrder(v)) {
    c.report(
      'warning',
      `${c.name('restartPolicy')}: SidecarContainers is alpha in 1.28 and off by default (with it off the API server drops this field and the Pod never gets past Init): podterm runs ${name} as a native sidecar, as on a cluster with the gate on, and 1.28 stops it together with the containers (the reverse order came in 1.29)`,
      'restartPolicy',
      'sidecarGateOff',
    );
  }
  return asked && sidecarsEnabled(v);
}

/** The policy as written (null: none; 'invalid': an unsupported value, already reported). */
function readPolicy(c: Reader): ContainerRestartPolicy | null | 'invalid' {
  if (!c.has('restartPolicy')) return null;
  const raw = c.get('restartPolicy');
  const policy = c.oneOf('restartPolicy', POLICIES, 'Always');
  return raw === policy ? policy : 'invalid';
}

function readRules(
  c: Reader,
  v: KubeVersion,
  policy: ContainerRestartPolicy | null | 'invalid',
  sidecar: boolean,
): ContainerRestartRule[] {
  const items = c.list('restartPolicyRules');
  if (items.length === 0) return [];
  const key = 'restartPolicyRules';
  // validateInitContainerRestartPolicy: a sidecar's rules need RestartAllContainers (1.36+).
  if (sidecar && !restartAllContainers(v)) {
    c.error(
      `${c.name(key)}: Forbidden: restartPolicyRules are not allowed for init containers with restart policy Always`,
      key,
    );
    return [];
  }
  if (policy === null)
    c.error(
      `${c.name('restartPolicy')}: Required value: must specify restartPolicy when restart rules are used`,
      key,
    );
  if (items.length > MAX_RULES) c.error(tooMany(v, c.name(key), items.length, MAX_RULES), key);
  const actions = restartAllContainers(v)
    ? (['Restart', 'RestartAllContainers'] as const)
    : (['Restart'] as const);
  return items.flatMap((r) => readRule(r, v, actions) ?? []);
}

function readRule(
  r: Reader,
  v: KubeVersion,
  actions: readonly ContainerRestartRule['action'][],
): ContainerRestartRule | null {
  const action = supported(r, 'action', actions);
  if (!r.has('exitCodes')) {
    r.error(`${r.name('exitCodes')}: Required value: must be specified`, 'exitCodes');
    return null;
  }
  const e = r.child('exitCodes');
  const operator = supported(e, 'operator', OPERATORS);
  const items = e.list('values');
  if (items.length > MAX_VALUES)
    e.error(tooMany(v, e.name('values'), items.length, MAX_VALUES), 'values');
  const values = items.flatMap((x) => {
    if (typeof x.value === 'number' && Number.isInteger(x.value)) return [x.value];
    x.error(`${x.name()}: Invalid value: ${JSON.stringify(x.value) ?? ''}: must be an integer`);
    return [];
  });
  if (action === null || operator === null) return null;
  return { action, exitCodes: { operator, values } };
}

/** field.NotSupported, for a value that must be one of `allowed` (an absent one is ""). */
function supported<T extends string>(r: Reader, key: string, allowed: readonly T[]): T | null {
  const raw = r.get(key);
  if (typeof raw === 'string' && (allowed as readonly string[]).includes(raw)) return raw as T;
  const list = allowed.map((x) => `"${x}"`).join(', ');
  r.error(
    `${r.name(key)}: Unsupported value: ${JSON.stringify(raw ?? '')}: supported values: ${list}`,
    key,
  );
  return null;
}

/** field.TooMany from 1.36 (#137136); 1.35 said field.TooLong, in bytes. */
const tooMany = (v: KubeVersion, field: string, n: number, max: number): string =>
  restartRuleLimitsSayItems(v)
    ? `${field}: Too many: ${n}: must have at most ${max} items`
    : `${field}: Too long: may not be more than ${max} bytes`;
