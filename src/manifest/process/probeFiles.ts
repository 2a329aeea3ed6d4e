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
import { scriptFiles, type ScriptFiles } from './files.ts';
import type { ContainerModel, FileChange, ProbeSpec } from '../model/model.ts';
import { isServerImage } from './programs.ts';

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

type VolumeKind = 'emptyDir' | 'keys' | 'other';
interface Volume {
  kind: VolumeKind;
  /** configMap, secret, downwardAPI: the files it holds, when its items name them. */
  files: string[] | null;
}
interface Mount {
  volume: string;
  path: string;
  subPath: string;
}
interface Container {
  model: ContainerModel;
  mounts: Mount[];
  files: ScriptFiles;
  /** A regular init container: it has finished before the app containers start. */
  before: boolean;
}

const text = (r: Reader, key: string): string => {
  const v = r.get(key);
  return typeof v === 'string' ? v : '';
};
const words = (r: Reader, key: string): string[] =>
  r
    .list(key)
    .map((x) =>
      typeof x.value === 'string' || typeof x.value === 'number' ? String(x.value) : '',
    );

function readVolumes(spec: Reader): Map<string, Volume> {
  const out = new Map<string, Volume>();
  for (const v of spec.list('volumes')) {
    const name = text(v, 'name');
    if (!name) continue;
    const keyed = ['configMap', 'secret', 'downwardAPI'].find((k) => v.has(k));
    if (v.has('emptyDir')) out.set(name, { kind: 'emptyDir', files: null });
    else if (keyed) {
      const items = v.child(keyed).list('items');
      const files = items.map((i) => text(i, 'path')).filter(Boolean);
      out.set(name, { kind: 'keys', files: items.length > 0 ? files : null });
    } else out.set(name, { kind: 'other', files: null });
  }
  return out;
}

const trim = (p: string): string => (p.length > 1 ? p.replace(/\/+$/, '') : p);

/** The mount `path` lies under (the deepest), with the path inside the volume. */
function mountOf(mounts: readonly Mount[], path: string): { mount: Mount; rel: string } | null {
  let best: { mount: Mount; rel: string } | null = null;
  for (const m of mounts) {
    const root = trim(m.path);
    if (path !== root && !path.startsWith(`${root}/`)) continue;
    if (best && best.mount.path.length >= root.length) continue;
    best = { mount: m, rel: path.slice(root.length).replace(/^\//, '') };
  }
  return best;
}

/** The same file as another container sees it through its mount of the volume, or null. */
function mapped(from: Mount, rel: string, to: readonly Mount[]): string | null {
  const m = to.find((t) => t.volume === from.volume && t.subPath === from.subPath);
  if (!m) return null;
  return rel === '' ? trim(m.path) : `${trim(m.path)}/${rel}`;
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
  const volumes = readVolumes(spec);
  const serviceAccount = spec.get('automountServiceAccountToken') !== false;
  const read = (key: 'containers' | 'initContainers', models: ContainerModel[]): Container[] =>
    spec.list(key).flatMap((r) => {
      const model = models.find((m) => m.name === text(r, 'name'));
      if (!model || !r.isMap) return [];
      const mounts = r.list('volumeMounts').map((m) => ({
        volume: text(m, 'name'),
        path: text(m, 'mountPath'),
        subPath: text(m, 'subPath'),
      }));
      const own = scriptFiles(words(r, 'command'), words(r, 'args'));
      const post = r.child('lifecycle').child('postStart').child('exec');
      const hook = post.isMap ? scriptFiles(words(post, 'command'), []) : null;
      const files: ScriptFiles = hook
        ? {
            changes: [...own.changes, ...hook.changes],
            complete: own.complete && hook.complete,
            untimed: [...own.untimed, ...hook.untimed],
          }
        : own;
      // No command: the image's own entrypoint, known when it is a server podterm knows.
      if (words(r, 'command').length + words(r, 'args').length === 0)
        files.complete = isServerImage(model.image) && (hook?.complete ?? true);
      return [{ model, mounts, files, before: key === 'initContainers' && !model.sidecar }];
    });
  const pod = [...read('containers', containers), ...read('initContainers', initContainers)];
  const decide = (c: Container): ContainerModel => {
    const probes = fileProbes(c.model);
    if (probes.length === 0) return c.model;
    const changes: FileChange[] = [...c.files.changes];
    const untimed = new Set(c.files.untimed);
    const atStart: Record<string, boolean> = {};
    const thereBefore = new Map<string, boolean>();
    for (const w of pod) {
      if (w === c) continue;
      const theirs = (path: string): string | null => {
        const at = mountOf(w.mounts, path);
        return at ? mapped(at.mount, at.rel, c.mounts) : null;
      };
      for (const f of w.files.changes) {
        const path = theirs(f.path);
        if (path === null) continue;
        if (w.before) thereBefore.set(path, f.present);
        else changes.push({ ...f, path });
      }
      for (const p of w.files.untimed) {
        const path = theirs(p);
        if (path !== null) untimed.add(path);
      }
    }
    const assumptions: string[] = [];
    for (const [kind, probe] of probes) {
      const a = probe.action;
      if (a?.kind !== 'exec' || !a.file) continue;
      const path = a.file.path;
      const start = startOf(path, c, pod, volumes, serviceAccount, thereBefore, untimed);
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
  };
  const byName = new Map(pod.map((c) => [c.model.name, decide(c)]));
  return {
    containers: containers.map((c) => byName.get(c.name) ?? c),
    initContainers: initContainers.map((c) => byName.get(c.name) ?? c),
  };
}

/** What `path` is in container `c` before any change podterm reads: there, absent, or null (unknown). */
function startOf(
  path: string,
  c: Container,
  pod: readonly Container[],
  volumes: ReadonlyMap<string, Volume>,
  serviceAccount: boolean,
  thereBefore: ReadonlyMap<string, boolean>,
  untimed: ReadonlySet<string>,
): boolean | null {
  const before = thereBefore.get(path);
  if (before !== undefined) return before;
  const at = mountOf(c.mounts, path);
  if (at) {
    const v = volumes.get(at.mount.volume);
    if (!v) return null;
    if (at.rel === '') return true;
    if (v.kind === 'keys') {
      // The volume holds its keys alone (its items when they name them), read-only.
      if (at.mount.subPath) return null;
      return v.files ? v.files.some((f) => f === at.rel || f.startsWith(`${at.rel}/`)) : null;
    }
    if (v.kind !== 'emptyDir' || untimed.has(path)) return null;
    // An emptyDir starts empty: absent unless a writer podterm cannot read mounts it.
    const writers = pod.filter((w) => w.mounts.some((m) => m.volume === at.mount.volume));
    return writers.every((w) => w.files.complete) ? false : null;
  }
  if (inImage(path, c.model.image, serviceAccount)) return true;
  if (SCRATCH.some((s) => path.startsWith(s)) && c.files.complete && !untimed.has(path))
    return false;
  return null;
}
