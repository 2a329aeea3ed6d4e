// The `kind: Scenario` document (contract §1): version, duration, nodes, seed, start
// time, traffic, latencies and actions, with their defaults and bounds.
import type { Reader } from './fields.ts';
import { formatDuration } from './duration.ts';
import {
  DEFAULT_LATENCIES,
  DEFAULT_START_TIME,
  MAX_DURATION_MS,
  MAX_MINOR,
  MIN_MINOR,
  type ActionKind,
  type ActionModel,
  type Latencies,
  type NodeModel,
  type TrafficModel,
} from './model.ts';

export const ACTIONS: readonly ActionKind[] = [
  'delete',
  'evict',
  'drain',
  'rollout',
  'scale',
  'nodeShutdown',
  'nodeLost',
  'preempt',
  'exit',
  'oomKill',
  'suspend',
  'resume',
];
const MAX_NODES = 1000;
const MAX_ACTIONS = 1000;
const MAX_RPS = 100_000;

export interface ScenarioSpec {
  name: string;
  minor: number;
  durationMs: number | null;
  nodes: NodeModel[];
  seed: number;
  startTimeMs: number;
  traffic: (TrafficModel & { line: Reader }) | null;
  latencies: Latencies;
  actions: ActionModel[];
}

/** node-a … node-z, node-aa, node-ab … */
export function nodeName(i: number): string {
  let s = '';
  let n = i;
  do {
    s = String.fromCharCode(97 + (n % 26)) + s;
    n = Math.floor(n / 26) - 1;
  } while (n >= 0);
  return `node-${s}`;
}

function readVersion(spec: Reader): number {
  const v = spec.get('kubernetesVersion');
  if (v === undefined || v === null) return MAX_MINOR;
  const text = typeof v === 'number' ? String(v) : typeof v === 'string' ? v.trim() : '';
  const m = /^v?1\.(\d+)(\.\d+)?$/.exec(text);
  const minor = m ? Number(m[1]) : NaN;
  // A YAML number 1.30 reads as 1.3: only unambiguous numbers are accepted unquoted.
  if (typeof v === 'number' && minor < MIN_MINOR) {
    spec.invalid(
      'kubernetesVersion',
      v,
      `write the version as a quoted string, e.g. "1.${minor}0"`,
    );
    return MAX_MINOR;
  }
  if (!(minor >= MIN_MINOR && minor <= MAX_MINOR)) {
    spec.invalid(
      'kubernetesVersion',
      v,
      `supported versions are "1.${MIN_MINOR}" … "1.${MAX_MINOR}"`,
    );
    return MAX_MINOR;
  }
  return minor;
}

function readNodes(spec: Reader): NodeModel[] {
  const v = spec.get('nodes');
  if (v === undefined || v === null) return [{ name: nodeName(0) }, { name: nodeName(1) }];
  if (typeof v === 'number') {
    const n = spec.num('nodes', 2, { min: 1, max: MAX_NODES });
    return Array.from({ length: n }, (_, i) => ({ name: nodeName(i) }));
  }
  const items = spec.list('nodes');
  if (items.length === 0) {
    spec.invalid('nodes', v, 'must be a number of nodes or a list of {name}');
    return [{ name: nodeName(0) }];
  }
  if (items.length > MAX_NODES) spec.invalid('nodes', items.length, `at most ${MAX_NODES} nodes`);
  return items
    .slice(0, MAX_NODES)
    .map((r, i) => ({ name: r.isMap ? r.str('name', nodeName(i)) : String(r.value) }));
}

function readLatencies(spec: Reader): Latencies {
  const l = spec.child('latencies');
  const out: Latencies = { ...DEFAULT_LATENCIES };
  if (!l.isMap) return out;
  l.unknownKeys(Object.keys(DEFAULT_LATENCIES));
  for (const key of Object.keys(DEFAULT_LATENCIES) as (keyof Latencies)[]) {
    if (key === 'jitter') out.jitter = l.num('jitter', 0, { min: 0, max: 1, int: false });
    else out[key] = l.duration(key, DEFAULT_LATENCIES[key], 600_000) ?? DEFAULT_LATENCIES[key];
  }
  return out;
}

function readAction(a: Reader): ActionModel | null {
  if (!a.isMap) {
    a.error(`${a.name()}: each action is a map: {at, do, target}`);
    return null;
  }
  a.unknownKeys([
    'at',
    'do',
    'target',
    'gracePeriodSeconds',
    'force',
    'propagationPolicy',
    'image',
    'container',
    'replicas',
    'exitCode',
    'shutdownGracePeriod',
    'shutdownGracePeriodCriticalPods',
  ]);
  const doValue = a.get('do');
  if (typeof doValue !== 'string' || !(ACTIONS as readonly string[]).includes(doValue)) {
    a.error(
      `${a.name('do')}: Unsupported value: ${JSON.stringify(doValue ?? null)}: supported values: ${ACTIONS.join(', ')}`,
      'do',
    );
    return null;
  }
  const target = a.str('target', '');
  const m = /^([A-Za-z]+)\/(\S+)$/.exec(target);
  if (!m) {
    a.error(
      `${a.name('target')}: Invalid value: ${JSON.stringify(target)}: must be kind/name, e.g. pod/web`,
      'target',
    );
    return null;
  }
  if (!a.has('at')) a.error(`${a.name('at')}: Required value`);
  const secs = (key: string): number | null => {
    const ms = a.duration(key, null, MAX_DURATION_MS);
    return ms === null ? null : ms / 1000;
  };
  return {
    atMs: a.duration('at', 0, MAX_DURATION_MS) ?? 0,
    do: doValue as ActionKind,
    target: { kind: m[1]!.toLowerCase(), name: m[2]! },
    line: a.doc.at(a.path).line,
    gracePeriodSeconds: a.num('gracePeriodSeconds', null, {
      min: -1_000_000,
      max: 365 * 24 * 3600,
    }),
    force: a.bool('force', false),
    propagationPolicy: a.has('propagationPolicy')
      ? a.oneOf('propagationPolicy', ['Background', 'Foreground', 'Orphan'] as const, 'Background')
      : null,
    image: a.str('image', null),
    container: a.str('container', null),
    replicas: a.num('replicas', null, { min: 0, max: 5000 }),
    exitCode: a.num('exitCode', null, { min: 0, max: 255 }),
    shutdownGracePeriodSeconds: secs('shutdownGracePeriod'),
    shutdownGracePeriodCriticalPodsSeconds: secs('shutdownGracePeriodCriticalPods'),
  };
}

export function readScenario(
  meta: { name: string },
  spec: Reader,
  minorOverride?: number,
): ScenarioSpec {
  spec.unknownKeys([
    'kubernetesVersion',
    'duration',
    'nodes',
    'seed',
    'startTime',
    'traffic',
    'latencies',
    'actions',
  ]);
  let durationMs = spec.duration('duration', null);
  if (durationMs !== null && durationMs > MAX_DURATION_MS) {
    spec.report(
      'warning',
      `duration ${formatDuration(durationMs)} is longer than the 1h maximum; capped at 1h`,
      'duration',
    );
    durationMs = MAX_DURATION_MS;
  }
  const startText = spec.str('startTime', DEFAULT_START_TIME);
  let startTimeMs = Date.parse(startText);
  if (!/^\d{4}-\d\d-\d\dT/.test(startText) || Number.isNaN(startTimeMs)) {
    spec.invalid('startTime', startText, 'must be an RFC 3339 time such as "2026-01-01T00:00:00Z"');
    startTimeMs = Date.parse(DEFAULT_START_TIME);
  }
  const t = spec.child('traffic');
  const traffic = t.isMap
    ? {
        service: t.str('service', ''),
        requestsPerSecond: t.num('requestsPerSecond', 10, { min: 0.001, max: MAX_RPS, int: false }),
        line: t,
      }
    : null;
  const actionReaders = spec.list('actions');
  if (actionReaders.length > MAX_ACTIONS)
    spec.invalid('actions', actionReaders.length, `at most ${MAX_ACTIONS} actions`);
  const actions = actionReaders
    .slice(0, MAX_ACTIONS)
    .map(readAction)
    .filter((a): a is ActionModel => a !== null)
    .sort((x, y) => x.atMs - y.atMs);
  const minor = readVersion(spec);
  return {
    name: meta.name,
    minor: minorOverride ?? minor,
    durationMs,
    nodes: readNodes(spec),
    seed: spec.num('seed', 1, { min: 0, max: 2 ** 32 - 1 }),
    startTimeMs,
    traffic,
    latencies: readLatencies(spec),
    actions,
  };
}
