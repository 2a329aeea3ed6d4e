// How the containers of one Pod see files, for the exec probes' files (probeFiles.ts): the
// Pod's volumes, each container's mounts and the files its command and postStart hook change,
// and a change one container makes as another sees it through a volume both mount.
import type { Reader } from '../read/fields.ts';
import { scriptFiles, type ScriptFiles } from './files.ts';
import type { ContainerModel, FileChange } from '../model/model.ts';
import { isServerImage } from './programs.ts';

type VolumeKind = 'emptyDir' | 'keys' | 'other';
export interface Volume {
  kind: VolumeKind;
  /** configMap, secret, downwardAPI: the files it holds, when its items name them. */
  files: string[] | null;
}
export interface Mount {
  volume: string;
  path: string;
  subPath: string;
}
export interface Container {
  model: ContainerModel;
  mounts: Mount[];
  files: ScriptFiles;
  /** A regular init container: it has finished before the app containers start. */
  before: boolean;
}

export const text = (r: Reader, key: string): string => {
  const v = r.get(key);
  return typeof v === 'string' ? v : '';
};
export const words = (r: Reader, key: string): string[] =>
  r
    .list(key)
    .map((x) =>
      typeof x.value === 'string' || typeof x.value === 'number' ? String(x.value) : '',
    );

export function readVolumes(spec: Reader): Map<string, Volume> {
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
export function mountOf(
  mounts: readonly Mount[],
  path: string,
): { mount: Mount; rel: string } | null {
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
export function mapped(from: Mount, rel: string, to: readonly Mount[]): string | null {
  const m = to.find((t) => t.volume === from.volume && t.subPath === from.subPath);
  if (!m) return null;
  return rel === '' ? trim(m.path) : `${trim(m.path)}/${rel}`;
}

/** The Pod's containers of one list, with their mounts and the files they change. */
export function readContainers(
  spec: Reader,
  key: 'containers' | 'initContainers',
  models: ContainerModel[],
): Container[] {
  return spec.list(key).flatMap((r) => {
    const model = models.find((m) => m.name === text(r, 'name'));
    if (!model || !r.isMap) return [];
    const mounts = r.list('volumeMounts').map((m) => ({
      volume: text(m, 'name'),
      path: text(m, 'mountPath'),
      subPath: text(m, 'subPath'),
    }));
    return [
      {
        model,
        mounts,
        files: filesOf(r, model),
        before: key === 'initContainers' && !model.sidecar,
      },
    ];
  });
}

/** What a container's command and its postStart hook (run right after it starts) change. */
function filesOf(r: Reader, model: ContainerModel): ScriptFiles {
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
  return files;
}

/**
 * The changes container `c` sees: its own, then the other containers' through the volumes
 * they share; a regular init container's have all happened before `c` starts (`thereBefore`).
 */
export function writesSeenBy(
  c: Container,
  pod: readonly Container[],
): { changes: FileChange[]; untimed: Set<string>; thereBefore: Map<string, boolean> } {
  const changes: FileChange[] = [...c.files.changes];
  const untimed = new Set(c.files.untimed);
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
  return { changes, untimed, thereBefore };
}
