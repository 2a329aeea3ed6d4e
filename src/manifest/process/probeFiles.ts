// What the files a container's exec probes read are when the probe runs (pkg/probe/exec
// exec.go Probe: the command's exit code; `cat F` exits 1 while F is missing). A file is
// there when the container's own command, its postStart hook (handlers.go Run, right after
// the container starts) or another container of the Pod writing into a volume both mount
// made it and did not remove it; before that it is the image's, the kubelet's or a mounted
// key's (there), absent when podterm knows every step that could make it (an image run with
// its own entrypoint, a script read whole) and it lies where an image keeps nothing (/tmp,
// an emptyDir), and otherwise unknown: taken as the probe expects, and said as an assumption.
import { say } from './assumptions.ts';
import type { Reader } from '../read/fields.ts';
import type { ContainerModel, ProbeSpec } from '../model/model.ts';
import {
  type Container,
  type Volume,
  mountOf,
  readContainers,
  readVolumes,
  writesSeenBy,
} from './podFiles.ts';

/** Files every container has: the kubelet's mounts (/etc/hosts, /etc/hostname, /etc/resolv.conf) and a shell's. */
const EVERY_IMAGE = new Set([
  '/etc/hosts',
  '/etc/hostname',
  '/etc/resolv.conf',
  '/etc/passwd',
  '/etc/group',
  '/bin/sh',
  '/tmp',
  '/var/tmp',
]);
/** Trees the kernel or the runtime fills: procfs, sysfs, devices (not /dev/shm, a tmpfs). */
const SYSTEM_TREES = ['/proc/', '/sys/', '/dev/'];
/** Where an image keeps nothing: a file there is one the container made. */
const SCRATCH = ['/tmp/', '/var/tmp/', '/dev/shm/'];
/** The service account volume (serviceaccount admission): token, ca.crt, namespace. */
const SERVICE_ACCOUNT = [
  '/var/run/secrets/kubernetes.io/serviceaccount',
  '/run/secrets/kubernetes.io/serviceaccount',
];
const SA_FILES = ['', '/token', '/ca.crt', '/namespace'];

/**
 * Files a known image ships, by image name (the image table, manifest/images/, may take
 * these over): nginx's configuration and pages, httpd's.
 */
const IMAGE_FILES: Readonly<Record<string, readonly string[]>> = {
  nginx: [
    '/etc/nginx/nginx.conf',
    '/etc/nginx/conf.d/default.conf',
    '/etc/nginx/mime.types',
    '/usr/share/nginx/html/index.html',
    '/usr/share/nginx/html/50x.html',
  ],
  httpd: ['/usr/local/apache2/conf/httpd.conf', '/usr/local/apache2/htdocs/index.html'],
};

const imageName = (image: string): string =>
  (
    image
      .split('@')[0]!
      .replace(/:[^/]*$/, '')
      .split('/')
      .pop() ?? ''
  ).toLowerCase();

/** Whether the image or the kubelet puts `path` in every container of this image. */
export function inImage(path: string, image: string, serviceAccount: boolean): boolean {
  if (
    EVERY_IMAGE.has(path) ||
    SYSTEM_TREES.some((t) => path.startsWith(t) && !path.startsWith('/dev/shm/'))
  )
    return true;
  if (serviceAccount && SERVICE_ACCOUNT.some((d) => SA_FILES.some((f) => path === d + f)))
    return true;
  return (IMAGE_FILES[imageName(image)] ?? []).some((f) => f === path || f.startsWith(`${path}/`));
}

const fileProbes = (c: ContainerModel): [string, ProbeSpec][] => {
  const all: [string, ProbeSpec | null][] = [
    ['readiness', c.readinessProbe],
    ['liveness', c.livenessProbe ?? null],
    ['startup', c.startupProbe ?? null],
  ];
  return all.filter(
    (p): p is [string, ProbeSpec] => p[1]?.action?.kind === 'exec' && p[1].action.file !== null,
  );
};

/**
 * The Pod's containers with what their exec probes' files are: the changes every writer
 * makes (`files`), the state before them (`filesAtStart`) and what podterm could not tell
 * (`probeAssumptions`). Containers without such a probe are returned as they were.
 */
export function withProbeFiles(
  spec: Reader,
  containers: ContainerModel[],
  initContainers: ContainerModel[],
): { containers: ContainerModel[]; initContainers: ContainerModel[] } {
  const all = [...containers, ...initContainers];
  if (!all.some((c) => fileProbes(c).length > 0)) return { containers, initContainers };
  const pod: Pod = {
    volumes: readVolumes(spec),
    serviceAccount: spec.get('automountServiceAccountToken') !== false,
    containers: [
      ...readContainers(spec, 'containers', containers),
      ...readContainers(spec, 'initContainers', initContainers),
    ],
  };
  const byName = new Map(pod.containers.map((c) => [c.model.name, decide(c, pod)]));
  return {
    containers: containers.map((c) => byName.get(c.name) ?? c),
    initContainers: initContainers.map((c) => byName.get(c.name) ?? c),
  };
}

/** What the files of every container's probes depend on, Pod-wide. */
interface Pod {
  volumes: ReadonlyMap<string, Volume>;
  serviceAccount: boolean;
  containers: readonly Container[];
}

/** One container with its probes' files: their changes, their state at start, the assumptions. */
function decide(c: Container, pod: Pod): ContainerModel {
  const probes = fileProbes(c.model);
  if (probes.length === 0) return c.model;
  const { changes, untimed, thereBefore } = writesSeenBy(c, pod.containers);
  const atStart: Record<string, boolean> = {};
  const assumptions: string[] = [];
  for (const [kind, probe] of probes) {
    const a = probe.action;
    if (a?.kind !== 'exec' || !a.file) continue;
    const path = a.file.path;
    const start = startOf(path, c, pod, thereBefore, untimed);
    if (start !== null) atStart[path] = start;
    else if (untimed.has(path) || !changes.some((f) => f.path === path))
      assumptions.push(say('probeFile', { path, probe: kind, command: a.command.join(' ') }));
  }
  const out: ContainerModel = { ...c.model };
  if (changes.length > 0) out.files = changes;
  else delete out.files;
  if (Object.keys(atStart).length > 0) out.filesAtStart = atStart;
  if (assumptions.length > 0) out.probeAssumptions = assumptions;
  return out;
}

/** What `path` is in container `c` before any change podterm reads: there, absent, or null (unknown). */
function startOf(
  path: string,
  c: Container,
  pod: Pod,
  thereBefore: ReadonlyMap<string, boolean>,
  untimed: ReadonlySet<string>,
): boolean | null {
  const before = thereBefore.get(path);
  if (before !== undefined) return before;
  const at = mountOf(c.mounts, path);
  if (at) {
    const v = pod.volumes.get(at.mount.volume);
    if (!v) return null;
    if (at.rel === '') return true;
    if (v.kind === 'keys') {
      // The volume holds its keys alone (its items when they name them), read-only.
      if (at.mount.subPath) return null;
      return v.files ? v.files.some((f) => f === at.rel || f.startsWith(`${at.rel}/`)) : null;
    }
    if (v.kind !== 'emptyDir' || untimed.has(path)) return null;
    // An emptyDir starts empty: absent unless a writer podterm cannot read mounts it.
    const writers = pod.containers.filter((w) =>
      w.mounts.some((m) => m.volume === at.mount.volume),
    );
    return writers.every((w) => w.files.complete) ? false : null;
  }
  if (inImage(path, c.model.image, pod.serviceAccount)) return true;
  if (SCRATCH.some((s) => path.startsWith(s)) && c.files.complete && !untimed.has(path))
    return false;
  return null;
}
