// The environment a container's process starts with, as far as the spec tells it: the
// container's `env` (literal values, the downward API's fieldRef), HOSTNAME, and the
// variables the Job controller adds. The kubelet builds it in makeEnvironmentVariables
// (pkg/kubelet/kubelet_pods.go) and expands `$(VAR)` in command and args with it
// (ExpandContainerCommandAndArgs, third_party/forked/golang/expansion/expand.go). What the
// spec cannot tell (a Secret's value, the Pod's IP, a generated name, the image's own ENV)
// is unknown: absent from the map, so a condition on it stays undecided.
import type { Reader } from '../read/fields.ts';

/** One of a container's `env` entries: a literal value, a fieldRef, or something unknown. */
export interface EnvVar {
  name: string;
  /** `value:` (the kubelet expands `$(VAR)` in it with the variables before it). */
  value?: string;
  /** `valueFrom.fieldRef.fieldPath`. */
  fieldPath?: string;
}

/** What a Pod knows of itself when the kubelet starts its containers. */
export interface PodFacts {
  /** metadata.name; null when it is generated (a random suffix: ReplicaSet, Job, DaemonSet). */
  name: string | null;
  namespace: string | null;
  labels: Readonly<Record<string, string>>;
  annotations: Readonly<Record<string, string>>;
  /**
   * The labels and annotations are the Pod's own (a missing key reads as ""), not a
   * template's, to which a controller may still add some (a Job's completion index).
   */
  complete: boolean;
}

/** A variable's known value; a name absent from the map is unknown. */
export type Env = ReadonlyMap<string, string>;

export const COMPLETION_INDEX_ENV = 'JOB_COMPLETION_INDEX';

/** The container's `env` list as written (valueFrom other than fieldRef: unknown value). */
export function readEnv(c: Reader): EnvVar[] {
  return c
    .list('env')
    .filter((e) => e.isMap && typeof e.get('name') === 'string')
    .map((e) => {
      const name = e.get('name') as string;
      const value = e.get('value');
      if (typeof value === 'string' || typeof value === 'number')
        return { name, value: `${value}` };
      const path = e.child('valueFrom').child('fieldRef').get('fieldPath');
      if (typeof path === 'string') return { name, fieldPath: path };
      return value === undefined && !e.has('valueFrom') ? { name, value: '' } : { name };
    });
}

/**
 * expansion.Expand with MappingFuncFor: `$(VAR)` becomes the variable's value, `$$` a `$`;
 * a reference to a variable not in `vars` stays as written. null when a reference names a
 * variable whose value podterm does not know (what the container gets is then unknown).
 */
export function expandK8s(input: string, vars: Env, unknown: ReadonlySet<string>): string | null {
  let out = '';
  for (let i = 0; i < input.length; i++) {
    const c = input[i]!;
    if (c !== '$' || i + 1 >= input.length) {
      out += c;
      continue;
    }
    const next = input[i + 1]!;
    if (next === '$') {
      out += '$';
      i++;
    } else if (next === '(') {
      const close = input.indexOf(')', i + 2);
      if (close < 0) {
        out += '$(';
        i++;
        continue;
      }
      const name = input.slice(i + 2, close);
      if (unknown.has(name)) return null;
      out += vars.get(name) ?? `$(${name})`;
      i = close;
    } else {
      out += c + next;
      i++;
    }
  }
  return out;
}

/** fieldpath.ExtractFieldPathAsString / podFieldSelectorRuntimeValue on what the spec knows. */
function fieldValue(path: string, pod: PodFacts): string | undefined {
  const sub = /^metadata\.(labels|annotations)\['([^']*)'\]$/.exec(path);
  if (sub) {
    const map = sub[1] === 'labels' ? pod.labels : pod.annotations;
    const v = map[sub[2]!];
    return v ?? (pod.complete ? '' : undefined);
  }
  if (path === 'metadata.name') return pod.name ?? undefined;
  if (path === 'metadata.namespace') return pod.namespace ?? undefined;
  // metadata.uid, spec.nodeName, status.podIP, status.hostIP, …: not known from the spec.
  return undefined;
}

/**
 * GeneratePodHostNameAndDomain (pkg/kubelet/util): the Pod's hostname is its name (spec.hostname
 * aside; a StatefulSet sets it to the name too), cut to 63 characters
 * (truncatePodHostnameIfNeeded drops trailing '-' and '.').
 */
export const hostnameOf = (name: string): string => name.slice(0, 63).replace(/[-.]+$/, '');

/**
 * The kubelet's variables for the container, as far as podterm knows them: each env entry in
 * order, `$(VAR)` in a value expanded with those before it (makeEnvironmentVariables); and the
 * names set to something podterm cannot know.
 */
export function containerEnv(
  env: readonly EnvVar[],
  pod: PodFacts,
): { vars: Map<string, string>; unknown: Set<string> } {
  const vars = new Map<string, string>();
  const unknown = new Set<string>();
  for (const e of env) {
    const v =
      e.value !== undefined
        ? expandK8s(e.value, vars, unknown)
        : e.fieldPath !== undefined
          ? (fieldValue(e.fieldPath, pod) ?? null)
          : null;
    if (v === null) {
      vars.delete(e.name);
      unknown.add(e.name);
    } else {
      vars.set(e.name, v);
      unknown.delete(e.name);
    }
  }
  return { vars, unknown };
}

/**
 * What the process sees: the kubelet's variables over the runtime's HOSTNAME (containerd's
 * generateContainerSpec sets HOSTNAME before the container's env, which may override it).
 */
export function processEnv(
  kubelet: { vars: ReadonlyMap<string, string>; unknown: ReadonlySet<string> },
  pod: PodFacts,
): Env {
  const out = new Map<string, string>();
  if (pod.name !== null) out.set('HOSTNAME', hostnameOf(pod.name));
  for (const [k, v] of kubelet.vars) out.set(k, v);
  for (const k of kubelet.unknown) out.delete(k);
  return out;
}
