// A Pod of the scenario that runs kube-scheduler itself (the kubernetes.io "Configure
// Multiple Schedulers" page's my-scheduler): which profiles it serves and whether it takes
// the leader lock, read from its --config file in a mounted ConfigMap. The cluster's second
// scheduler (cluster/scheduler/otherSchedulers.ts) places the Pods that name one of them.
import { parse } from 'yaml';
import {
  kubeSchedulerInsecurePort,
  schedulerConfigV1,
  schedulerConfigV1beta1,
  schedulerConfigV1beta2,
  schedulerConfigV1beta3,
} from '../../versions/features.ts';
import type { KubeVersion } from '../../versions/version.ts';
import type { Listening } from './containerModel.ts';

/** v1.DefaultSchedulerName, the profile name SetDefaults_KubeSchedulerConfiguration gives. */
export const DEFAULT_SCHEDULER = 'default-scheduler';
/** configv1.SchedulerDefaultLockObjectNamespace / Name: the lock the cluster's own scheduler holds. */
export const DEFAULT_LOCK = 'kube-system/kube-scheduler';
/** kube-scheduler's --secure-port default (ports.KubeSchedulerPort). */
const SECURE_PORT = 10259;
/** The insecure --port default (ports.InsecureSchedulerPort), served until 1.23 (#96345). */
const INSECURE_PORT = 10251;

export interface KubeSchedulerRun {
  /** The container that runs kube-scheduler. */
  container: string;
  /** profiles[].schedulerName: the Pods' spec.schedulerName it places. */
  profiles: string[];
  /** leaderElection.leaderElect (default true): it schedules only while it holds `lock`. */
  leaderElect: boolean;
  /** leaderElection.resourceNamespace/resourceName. */
  lock: string;
  /** Why kube-scheduler exits at start (an unreadable --config); null: it runs. */
  fails: string | null;
}

/** ConfigMaps of the scenario: `namespace/name` → data. */
export type ConfigMaps = ReadonlyMap<string, Readonly<Record<string, string>>>;

/** The config API versions kube-scheduler's scheme may serve, each with its rule. */
const CONFIG_VERSIONS: Record<string, (v: KubeVersion) => boolean> = {
  'kubescheduler.config.k8s.io/v1beta1': schedulerConfigV1beta1,
  'kubescheduler.config.k8s.io/v1beta2': schedulerConfigV1beta2,
  'kubescheduler.config.k8s.io/v1beta3': schedulerConfigV1beta3,
  'kubescheduler.config.k8s.io/v1': schedulerConfigV1,
};

type Obj = Record<string, unknown>;
const isObj = (x: unknown): x is Obj => typeof x === 'object' && x !== null && !Array.isArray(x);
const list = (x: unknown): unknown[] => (Array.isArray(x) ? x : []);
const strings = (x: unknown): string[] => list(x).map(String);

/** The ConfigMap documents' data, by namespace and name. */
export function configMapsOf(
  docs: readonly { kind: string; data: unknown; namespace: string; name: string }[],
): ConfigMaps {
  const out = new Map<string, Record<string, string>>();
  for (const d of docs) {
    if (d.kind !== 'ConfigMap' || !isObj(d.data) || !isObj(d.data.data)) continue;
    const data: Record<string, string> = {};
    for (const [k, v] of Object.entries(d.data.data)) if (typeof v === 'string') data[k] = v;
    out.set(`${d.namespace}/${d.name}`, data);
  }
  return out;
}

/** The value of `--name=value` or `--name value` among a command line's words. */
function flag(words: readonly string[], name: string): string | null {
  for (let i = 0; i < words.length; i++) {
    const w = words[i]!;
    if (w.startsWith(`--${name}=`)) return w.slice(name.length + 3);
    if (w === `--${name}` && i + 1 < words.length) return words[i + 1]!;
  }
  return null;
}

const runsKubeScheduler = (command: readonly string[]): boolean =>
  command.length > 0 && command[0]!.split('/').pop() === 'kube-scheduler';

/**
 * The --config file's text through the container's volumeMounts and the Pod's configMap
 * volumes (a key, or an item's path), or null when no ConfigMap of the scenario holds it.
 */
function configText(
  path: string,
  container: Obj,
  spec: Obj,
  namespace: string,
  maps: ConfigMaps,
): string | null {
  for (const m of list(container.volumeMounts).filter(isObj)) {
    const dir = String(m.mountPath ?? '').replace(/\/+$/, '');
    if (dir === '' || !path.startsWith(`${dir}/`)) continue;
    const file = path.slice(dir.length + 1);
    const volume = list(spec.volumes)
      .filter(isObj)
      .find((v) => v.name === m.name);
    if (!volume || !isObj(volume.configMap)) continue;
    const data = maps.get(`${namespace}/${String(volume.configMap.name)}`);
    if (!data) return null;
    const items = list(volume.configMap.items).filter(isObj);
    const key = items.length ? items.find((it) => it.path === file)?.key : file;
    return typeof key === 'string' ? (data[key] ?? null) : null;
  }
  return null;
}

/**
 * KubeSchedulerConfiguration as kube-scheduler loads it (options/configfile.go
 * loadConfigFromFile, then SetDefaults_KubeSchedulerConfiguration): one profile named
 * default-scheduler when none is written, leader election on with the lock
 * kube-system/kube-scheduler unless said otherwise. An apiVersion the scheduler of this
 * version does not serve makes it exit at start ("no kind … is registered").
 */
export function readSchedulerConfig(
  text: string,
  v: KubeVersion,
): Omit<KubeSchedulerRun, 'container'> {
  let doc: unknown;
  try {
    doc = parse(text);
  } catch {
    doc = null;
  }
  const none = { profiles: [], leaderElect: true, lock: DEFAULT_LOCK };
  if (!isObj(doc) || doc.kind !== 'KubeSchedulerConfiguration')
    return { ...none, fails: 'its --config file is not a KubeSchedulerConfiguration' };
  const written = list(doc.profiles).filter(isObj);
  const profiles = written.length
    ? written.map((p) =>
        typeof p.schedulerName === 'string' && p.schedulerName !== ''
          ? p.schedulerName
          : DEFAULT_SCHEDULER,
      )
    : [DEFAULT_SCHEDULER];
  const apiVersion = String(doc.apiVersion ?? '');
  // The profiles it would have served are kept, so a Pod naming one is told why it waits.
  if (!(Object.hasOwn(CONFIG_VERSIONS, apiVersion) && CONFIG_VERSIONS[apiVersion]!(v)))
    return {
      ...none,
      profiles,
      fails: `no kind "KubeSchedulerConfiguration" is registered for version "${apiVersion}"`,
    };
  const le = isObj(doc.leaderElection) ? doc.leaderElection : {};
  const ns = typeof le.resourceNamespace === 'string' ? le.resourceNamespace : 'kube-system';
  const name = typeof le.resourceName === 'string' ? le.resourceName : 'kube-scheduler';
  return { profiles, leaderElect: le.leaderElect !== false, lock: `${ns}/${name}`, fails: null };
}

/**
 * The kube-scheduler a Pod spec (plain data) runs, or null: a container whose command is
 * kube-scheduler. Without --config it serves the one default profile, with leader election.
 */
export function kubeSchedulerOf(
  spec: unknown,
  namespace: string,
  maps: ConfigMaps,
  v: KubeVersion,
): KubeSchedulerRun | null {
  if (!isObj(spec)) return null;
  for (const c of list(spec.containers).filter(isObj)) {
    const command = strings(c.command);
    if (!runsKubeScheduler(command)) continue;
    const words = [...command, ...strings(c.args)];
    const container = String(c.name ?? '');
    const path = flag(words, 'config');
    if (path === null) {
      const leaderElect = flag(words, 'leader-elect') !== 'false';
      return {
        container,
        profiles: [DEFAULT_SCHEDULER],
        leaderElect,
        lock: DEFAULT_LOCK,
        fails: null,
      };
    }
    const text = configText(path, c, spec, namespace, maps);
    if (text === null)
      return {
        container,
        profiles: [],
        leaderElect: true,
        lock: DEFAULT_LOCK,
        fails: `open ${path}: no such file or directory`,
      };
    return { container, ...readSchedulerConfig(text, v) };
  }
  return null;
}

/** Where kube-scheduler serves /healthz: the secure port, and the insecure one before 1.23. */
export function kubeSchedulerListens(v: KubeVersion): Listening {
  return {
    kind: 'ports',
    ports: kubeSchedulerInsecurePort(v) ? [SECURE_PORT, INSECURE_PORT] : [SECURE_PORT],
  };
}

/** The pod spec of a document of a kind that makes Pods, as plain data. */
export function podSpecOf(kind: string, data: unknown): unknown {
  if (!isObj(data) || !isObj(data.spec)) return null;
  if (kind === 'Pod') return data.spec;
  const s =
    kind === 'CronJob' && isObj(data.spec.jobTemplate) ? data.spec.jobTemplate.spec : data.spec;
  return isObj(s) && isObj(s.template) ? s.template.spec : null;
}

/**
 * The scheduler names the kube-schedulers of the documents serve: null for one that runs and
 * leads, else why none does (it exits at start, or its lock is the cluster scheduler's, so it
 * never leads: leaderelection.go tryAcquireOrRenew finds the lease held and not expired).
 */
export function servedSchedulerNames(
  docs: readonly { kind: string; data: unknown; namespace: string }[],
  maps: ConfigMaps,
  v: KubeVersion,
): Map<string, string | null> {
  const out = new Map<string, string | null>();
  for (const d of docs) {
    const run = kubeSchedulerOf(podSpecOf(d.kind, d.data), d.namespace, maps, v);
    if (!run) continue;
    const why = run.fails
      ? `in ${d.kind} ${d.namespace}/${String(nameOf(d.data))}, which exits at start (${run.fails})`
      : run.leaderElect && run.lock === DEFAULT_LOCK
        ? `in ${d.kind} ${d.namespace}/${String(nameOf(d.data))}, which never leads: its leader election lock is ${DEFAULT_LOCK}, the cluster's own scheduler's`
        : null;
    for (const p of run.profiles) if (out.get(p) !== null) out.set(p, why);
  }
  return out;
}

const nameOf = (data: unknown): unknown =>
  isObj(data) && isObj(data.metadata) ? data.metadata.name : '';
