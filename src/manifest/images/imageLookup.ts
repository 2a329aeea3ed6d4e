// Looking an image reference up in the table (imageTable.ts): its row, its STOPSIGNAL by tag
// (nginx's changed in 1.19.5), and whether its own program serves.
import { imageName, parseImageRef, type ImageRef } from './imageRef.ts';
import { IMAGES, type ImageRow } from './imageTable.ts';

/** Images podterm takes for servers by their name alone, whose Dockerfile it has not read. */
const SERVERS_UNREAD = ['envoy', 'caddy', 'traefik', 'elasticsearch', 'etcd'];

/** The row of an image reference (`nginx:1.27`, `docker.io/library/nginx@sha256:…`), or null. */
export function lookupImage(image: string): { row: ImageRow; ref: ImageRef } | null {
  if (!image.trim()) return null;
  const ref = parseImageRef(image);
  const name = imageName(ref);
  const row = IMAGES.find((r) => r.names.includes(name));
  return row ? { row, ref } : null;
}

/** A version tag's numbers (`1.19.4-alpine` → [1, 19, 4]), or null (`latest`, `alpine`). */
function tagVersion(tag: string | null): number[] | null {
  const m = tag ? /^v?(\d+(?:\.\d+)*)/.exec(tag) : null;
  return m ? m[1]!.split('.').map(Number) : null;
}

/**
 * `tag` names an older version than `before`. A shorter tag names the newest of its line
 * (`1.19` is the last 1.19.x), so only the parts it gives are compared.
 */
export function tagBefore(tag: string | null, before: string): boolean {
  const v = tagVersion(tag);
  if (!v) return false;
  const b = before.split('.').map(Number);
  for (let i = 0; i < v.length && i < b.length; i++) {
    if (v[i]! !== b[i]!) return v[i]! < b[i]!;
  }
  return false;
}

/** The STOPSIGNAL of the image this reference pulls, or null (none set, or not in the table). */
export function imageStopSignal(image: string): string | null {
  const hit = lookupImage(image);
  if (!hit) return null;
  const { row, ref } = hit;
  return row.olderTags && tagBefore(ref.tag, row.olderTags.before)
    ? row.olderTags.stopSignal
    : row.stopSignal;
}

/** The image's own program, when it is given no command, is a server (or runs until stopped). */
export function isServerImage(image: string): boolean {
  const hit = lookupImage(image);
  if (hit) return hit.row.names.some((n) => SERVING.has(n));
  // An image of another repository under a server's name (`bitnami/redis`): taken for one.
  const path = parseImageRef(image).repository;
  const base = path.split('/').pop() ?? path;
  return SERVER_BASES.has(base) || SERVERS_UNREAD.includes(base);
}

const SERVING = new Set(IMAGES.filter((r) => r.serves).flatMap((r) => r.names));
/** The base names of Docker Hub's serving images (`nginx`), for other repositories' images. */
const SERVER_BASES = new Set(
  [...SERVING].filter((n) => n.startsWith('docker.io/')).map((n) => n.split('/').pop()!),
);
