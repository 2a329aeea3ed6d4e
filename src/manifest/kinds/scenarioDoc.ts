// The `kind: Scenario` document (contract §1): version, duration, nodes, seed, start
// time, traffic and latencies, with their defaults and bounds. Actions: actions.ts.
import { SCENARIO_SPEC } from '../schema/scenario.ts';
import { readActions } from './actions.ts';
import { formatDuration } from '../read/duration.ts';
import type { Reader } from '../read/fields.ts';
import {
  DEFAULT_LATENCIES,
  DEFAULT_START_TIME,
  KEEP_ALIVE_CLIENTS,
  MAX_DURATION_MS,
  type ActionModel,
  type KeepAliveClient,
  type Latencies,
  type NodeModel,
  type TrafficModel,
} from '../model/model.ts';
import {
  isSupported,
  lostTrailingZero,
  NEWEST,
  parseVersion,
  SUPPORTED_RANGE,
  type KubeVersion,
} from '../../versions/version.ts';
import { DNS_LABEL } from './podTemplate.ts';
import {
  readDataPlaneSpec,
  readVia,
  type DataPlaneSpec,
  type ViaSpec,
} from '../dataPlane/scenarioFields.ts';
import { readImagePulls, type ImagePullSettings } from '../images/pullFailures.ts';
import { readNodes } from './scenarioNodes.ts';

export { ACTIONS } from './actions.ts';

const MAX_RPS = 100_000;
/** One latency longer than this would stall the simulation rather than teach anything. */
const MAX_LATENCY_MS = 600_000;
const RFC3339 = /^\d{4}-\d\d-\d\d[Tt]\d\d:\d\d:\d\d(\.\d+)?([Zz]|[+-]\d\d:\d\d)$/;

export interface ScenarioSpec {
  name: string;
  version: KubeVersion;
  durationMs: number | null;
  nodes: NodeModel[];
  /** `nodes:` was a list of names: the user named every node, so none is added for a Pod. */
  nodesListed: boolean;
  seed: number;
  startTimeMs: number;
  /** `at` points at the traffic map, for the cross-document check of its Service. */
  traffic:
    | (Pick<TrafficModel, 'service' | 'requestsPerSecond'> & {
        at: Reader;
        via: ViaSpec | null;
        keepAlive: boolean;
        /** `traffic.requestDuration` in ms (0: a request takes no time). */
        requestDuration: number;
        /** `traffic.client`, as written (null: not written). */
        client: KeepAliveClient | null;
      })
    | null;
  /** `spec.dataPlane` (contract §5), or null. */
  dataPlane: DataPlaneSpec | null;
  latencies: Latencies;
  /** `spec.images`: the references the registry does not serve (images/pullFailures.ts); absent when none. */
  images?: ImagePullSettings;
  actions: ActionModel[];
}

/** "1.27", "v1.27", "1.35.3"; a YAML number only when it reads back the same (1.27, not 1.3). */
export function readVersion(spec: Reader): KubeVersion {
  const v = spec.get('kubernetesVersion');
  if (v === undefined || v === null) return NEWEST;
  const meant = typeof v === 'number' ? lostTrailingZero(v) : null;
  if (meant !== null) {
    spec.invalid(
      'kubernetesVersion',
      v,
      `write the version as a quoted string: "${meant}" (YAML reads ${meant} as the number ${v})`,
    );
    return NEWEST;
  }
  const text = typeof v === 'number' ? String(v) : typeof v === 'string' ? v : '';
  const version = parseVersion(text);
  if (version === null || !isSupported(version)) {
    spec.invalid('kubernetesVersion', v, SUPPORTED_RANGE);
    return NEWEST;
  }
  return version;
}

function readStartTime(spec: Reader): number {
  return readTimestamp(spec, 'startTime') ?? Date.parse(DEFAULT_START_TIME);
}

/** An RFC 3339 time with a zone (epoch ms); null when absent or refused (with a problem). */
export function readTimestamp(r: Reader, key: string): number | null {
  const text = r.str(key, null);
  if (text === null) return null;
  // Date.parse is not the wall clock: it reads a fixed text. RFC 3339 requires the zone,
  // so the result never depends on where podterm runs.
  const ms = RFC3339.test(text) ? Date.parse(text) : NaN;
  const roundTrip = Number.isNaN(ms) ? '' : new Date(ms).toISOString().slice(0, 10);
  if (Number.isNaN(ms) || (/[Zz]$/.test(text) && roundTrip !== text.slice(0, 10))) {
    r.invalid(key, text, 'must be an RFC 3339 time with a zone, such as "2026-01-01T00:00:00Z"');
    return null;
  }
  return ms;
}

/** A request longer than a minute is a stream, not what the traffic lane counts. */
const MAX_REQUEST_MS = 60_000;

function readTraffic(spec: Reader): ScenarioSpec['traffic'] {
  const t = spec.child('traffic');
  if (t.value === undefined || t.value === null) return null;
  if (!t.isMap) {
    spec.invalid('traffic', t.value, 'must be a map: {service, requestsPerSecond}');
    return null;
  }
  t.unknownKeys(Object.keys(SCENARIO_SPEC.fields!.traffic!.fields!));
  const service = t.str('service', '');
  if (!service)
    t.error(
      `${t.name('service')}: Required value: the name of a Service`,
      t.has('service') ? 'service' : undefined,
    );
  else if (!DNS_LABEL.test(service)) t.invalid('service', service, 'must be the name of a Service');
  const requestsPerSecond = t.num('requestsPerSecond', 10, {
    min: Number.MIN_VALUE,
    minWhy: 'must be greater than 0',
    max: MAX_RPS,
    maxWhy: `podterm simulates at most ${MAX_RPS} requests per second`,
    int: false,
  });
  return {
    service,
    requestsPerSecond,
    at: t,
    via: readVia(t),
    keepAlive: t.bool('keepAlive', false),
    requestDuration: t.duration('requestDuration', 0, MAX_REQUEST_MS) ?? 0,
    client: t.has('client') ? t.oneOf('client', KEEP_ALIVE_CLIENTS, 'node') : null,
  };
}

function readLatencies(spec: Reader): Latencies {
  const l = spec.child('latencies');
  const out: Latencies = { ...DEFAULT_LATENCIES };
  if (l.value === undefined || l.value === null) return out;
  if (!l.isMap) {
    spec.invalid('latencies', l.value, 'must be a map of durations');
    return out;
  }
  const keys = Object.keys(DEFAULT_LATENCIES);
  for (const k of Object.keys(l.value as object)) {
    if (!keys.includes(k))
      l.error(`${l.name(k)}: unknown latency "${k}"; known: ${keys.join(', ')}`, k);
  }
  for (const key of keys as (keyof Latencies)[]) {
    if (key === 'jitter') out.jitter = l.num('jitter', 0, { min: 0, max: 1, int: false });
    else
      out[key] = l.duration(key, DEFAULT_LATENCIES[key], MAX_LATENCY_MS) ?? DEFAULT_LATENCIES[key];
  }
  return out;
}

function readDuration(spec: Reader): number | null {
  let durationMs = spec.duration('duration', null);
  if (durationMs === 0) {
    spec.invalid('duration', spec.get('duration'), 'must be greater than 0');
    return null;
  }
  if (durationMs !== null && durationMs > MAX_DURATION_MS) {
    spec.report(
      'warning',
      `duration ${formatDuration(durationMs)} is longer than the 1h maximum; capped at 1h`,
      'duration',
      'durationCapped',
    );
    durationMs = MAX_DURATION_MS;
  }
  return durationMs;
}

/** A document without `spec.images` keeps the model it had before the key existed. */
const withImages = (images: ImagePullSettings): { images?: ImagePullSettings } =>
  Object.keys(images).length > 0 ? { images } : {};

/** `versionOverride` (the CLI's --version, a share link's pin) wins over the document. */
export function readScenario(
  meta: { name: string },
  spec: Reader,
  versionOverride?: KubeVersion,
): ScenarioSpec {
  if (spec.value !== undefined && spec.value !== null && !spec.isMap)
    spec.error(`${spec.name()}: Invalid value: must be a map`);
  spec.unknownKeys(Object.keys(SCENARIO_SPEC.fields!));
  const version = readVersion(spec);
  return {
    name: meta.name,
    version: versionOverride ?? version,
    durationMs: readDuration(spec),
    nodes: readNodes(spec),
    nodesListed: Array.isArray(spec.get('nodes')),
    seed: spec.num('seed', 1, { min: 0, max: 2 ** 32 - 1 }),
    startTimeMs: readStartTime(spec),
    traffic: readTraffic(spec),
    dataPlane: readDataPlaneSpec(spec),
    latencies: readLatencies(spec),
    ...withImages(readImagePulls(spec)),
    actions: readActions(spec),
  };
}
