// A Pod spec (a bare Pod's, or a controller's spec.template) → PodTemplateModel, with
// Kubernetes' defaults (pkg/apis/core/v1/defaults.go SetDefaults_PodSpec,
// SetDefaults_Probe) and the validation messages it would give.
import type { Reader } from './fields.ts';
import type {
  ContainerModel,
  HookKind,
  PodTemplateModel,
  PreStopSpec,
  ProbeSpec,
  RestartPolicy,
} from './model.ts';
import { applyAnnotation, inferProcess } from './process.ts';
import { parseDuration } from './duration.ts';

const DNS_LABEL = /^[a-z0-9]([-a-z0-9]*[a-z0-9])?$/;
const ONE_YEAR_S = 365 * 24 * 3600;
/** scheduling/types.go SystemCriticalPriority and the two system classes. */
const PRIORITY_CLASSES: Record<string, number> = {
  'system-node-critical': 2_000_001_000,
  'system-cluster-critical': 2_000_000_000,
};

/** `meta` is the template's metadata reader, `spec` its spec reader. */
export function readPodTemplate(
  meta: Reader,
  spec: Reader,
  restartPolicies: readonly RestartPolicy[] = ['Always', 'OnFailure', 'Never'],
): PodTemplateModel {
  const labels = meta.strings('labels');
  const annotations = meta.strings('annotations');
  const restartPolicy = spec.oneOf('restartPolicy', restartPolicies, restartPolicies[0]!);
  const tGPS = spec.num('terminationGracePeriodSeconds', 30, { min: 0, max: ONE_YEAR_S });
  const activeDeadlineSeconds = spec.num('activeDeadlineSeconds', null, {
    min: 1,
    max: ONE_YEAR_S,
  });
  const priorityClass = spec.str('priorityClassName', null);
  const priority = spec.num(
    'priority',
    priorityClass ? (PRIORITY_CLASSES[priorityClass] ?? 0) : 0,
    {
      min: -2_147_483_648,
      max: 2_147_483_647,
    },
  );
  const readContainers = (key: string, init: boolean): ContainerModel[] => {
    const out: ContainerModel[] = [];
    for (const c of spec.list(key)) {
      const m = readContainer(c, tGPS, annotations, init);
      if (m) out.push(m);
    }
    return out;
  };
  const containers = readContainers('containers', false);
  const initContainers = readContainers('initContainers', true);
  if (containers.length === 0 && !spec.has('containers'))
    spec.error(`${spec.name('containers')}: Required value`);
  const names = new Set<string>();
  [...initContainers, ...containers].forEach((c) => {
    if (names.has(c.name))
      spec.error(`${spec.name('containers')}: Duplicate value: "${c.name}"`, 'containers');
    names.add(c.name);
  });
  for (const key of Object.keys(annotations)) {
    const m = /^podterm\.dev\/(process|prestop)\.(.+)$/.exec(key);
    if (m && !names.has(m[2]!)) {
      meta
        .child('annotations')
        .report('warning', `annotation ${key} names no container of this Pod`, key);
    }
  }
  const template = {
    labels,
    annotations,
    containers,
    initContainers,
    restartPolicy,
    terminationGracePeriodSeconds: tGPS,
    activeDeadlineSeconds,
    priority,
    nodeName: spec.str('nodeName', null),
  };
  return { ...template, hash: hashOf(template) };
}

function readContainer(
  c: Reader,
  tGPS: number,
  annotations: Record<string, string>,
  init: boolean,
): ContainerModel | null {
  if (!c.isMap) {
    c.error(`${c.name()}: must be a container (a map with name and image)`);
    return null;
  }
  const name = c.str('name', '');
  if (!name) c.error(`${c.name('name')}: Required value`, 'name');
  else if (!DNS_LABEL.test(name) || name.length > 63)
    c.invalid(
      'name',
      name,
      "a lowercase RFC 1123 label must consist of lower case alphanumeric characters or '-'",
    );
  const image = c.str('image', '');
  if (!image) c.error(`${c.name('image')}: Required value`, 'image');
  const argv = (key: string): string[] =>
    c
      .list(key)
      .map((x) =>
        typeof x.value === 'string' || typeof x.value === 'number'
          ? String(x.value)
          : (x.error(`${x.name()}: must be a string`), ''),
      );
  let process = inferProcess(argv('command'), argv('args'));
  const ann = annotations[`podterm.dev/process.${name}`];
  if (ann !== undefined) {
    const p = applyAnnotation(process, ann);
    if (typeof p === 'string') c.error(p);
    else process = p;
  }
  const lifecycle = c.child('lifecycle');
  const stopSignal = lifecycle.str('stopSignal', null);
  if (stopSignal) process = { ...process, stopSignal };
  const ports = c
    .list('ports')
    .map((p) => p.num('containerPort', 0, { min: 1, max: 65535 }))
    .filter((p) => p > 0);
  const preStop = readPreStop(
    lifecycle.child('preStop'),
    tGPS,
    annotations[`podterm.dev/prestop.${name}`],
  );
  const restartPolicy = init ? c.oneOf('restartPolicy', ['Always'] as const, 'Always') : null;
  return {
    name,
    image,
    process,
    preStop,
    readinessProbe: readProbe(c.child('readinessProbe')),
    ports,
    sidecar: init && c.has('restartPolicy') && restartPolicy === 'Always',
    line: c.doc.at(c.path).line,
  };
}

/** preStop durations (contract §1): `sleep N` in an exec → N s; `sleep:` → seconds; else the annotation or 100 ms. */
function readPreStop(h: Reader, tGPS: number, annotation: string | undefined): PreStopSpec | null {
  if (!h.isMap) return null;
  const fallback = annotation !== undefined ? (parseDuration(annotation) ?? 100) : 100;
  const kinds: HookKind[] = ['exec', 'httpGet', 'sleep', 'tcpSocket'];
  const hook = kinds.find((k) => h.has(k));
  if (!hook) {
    h.error(`${h.name()}: Required value: must specify a handler type`);
    return null;
  }
  if (hook === 'sleep') {
    const s = h.child('sleep').num('seconds', 0, { min: 0 });
    // validation.go validateSleepAction: 0 < seconds ≤ terminationGracePeriodSeconds.
    if (s > tGPS)
      h.child('sleep').invalid(
        'seconds',
        s,
        `must be less than terminationGracePeriodSeconds (${tGPS})`,
      );
    return { hook, durationMs: s * 1000, fails: false };
  }
  if (hook === 'tcpSocket') return { hook, durationMs: 0, fails: true };
  if (hook === 'exec') {
    const cmd = h
      .child('exec')
      .list('command')
      .map((x) => String(x.value ?? ''))
      .join(' ');
    const m = /\bsleep\s+(\d+(?:\.\d+)?)\b/.exec(cmd);
    return { hook, durationMs: m ? Math.round(Number(m[1]) * 1000) : fallback, fails: false };
  }
  return { hook, durationMs: fallback, fails: false };
}

/** SetDefaults_Probe: period 10 s, success 1, failure 3. */
function readProbe(p: Reader): ProbeSpec | null {
  if (!p.isMap) return null;
  return {
    initialDelayMs: p.num('initialDelaySeconds', 0, { min: 0 }) * 1000,
    periodMs: p.num('periodSeconds', 10, { min: 1 }) * 1000,
    failureThreshold: p.num('failureThreshold', 3, { min: 1 }),
    successThreshold: p.num('successThreshold', 1, { min: 1 }),
  };
}

/** A stable pod-template-hash, in the alphabet Kubernetes' SafeEncodeString uses. */
function hashOf(t: object): string {
  const sortKeys = (_: string, v: unknown): unknown =>
    typeof v === 'object' && v !== null && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v;
  const json = JSON.stringify(t, sortKeys);
  let h1 = 0x811c9dc5;
  let h2 = 0x12345678;
  for (let i = 0; i < json.length; i++) {
    h1 = Math.imul(h1 ^ json.charCodeAt(i), 0x01000193) >>> 0;
    h2 = Math.imul(h2 ^ json.charCodeAt(i), 0x5bd1e995) >>> 0;
  }
  const alphabet = 'bcdfghjklmnpqrstvwxz2456789';
  let out = '';
  for (let i = 0; i < 10; i++) {
    const h = i < 5 ? h1 : h2;
    out += alphabet[Math.floor(h / alphabet.length ** (i % 5)) % alphabet.length];
  }
  return out;
}
