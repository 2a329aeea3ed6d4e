// An image reference as the container runtime reads it (distribution/reference
// ParseNormalizedNamed, which containerd and CRI-O use): `nginx`, `nginx:1.27`,
// `docker.io/library/nginx@sha256:…`, `registry.k8s.io/pause:3.10`, `localhost:5000/app`.
// The first path part is a registry only when it holds a `.` or a `:` or is `localhost`;
// anything else is on Docker Hub, where a one-part name is an official image under
// `library/`.

export interface ImageRef {
  /** `docker.io`, `registry.k8s.io`, `gcr.io`, … (Docker Hub's other host names folded). */
  registry: string;
  /** The path inside the registry: `library/nginx`, `e2e-test-images/agnhost`. */
  repository: string;
  /** The tag, or null (no tag means `latest` to a pull, but the reference keeps none). */
  tag: string | null;
  /** `sha256:…` after `@`, or null. */
  digest: string | null;
}

/** Docker Hub's other names (distribution/reference: legacyDefaultDomain, and the API host). */
const DOCKER_HUB = new Set(['docker.io', 'index.docker.io', 'registry-1.docker.io']);

export function parseImageRef(image: string): ImageRef {
  const text = image.trim();
  const at = text.indexOf('@');
  const digest = at < 0 ? null : text.slice(at + 1);
  const named = at < 0 ? text : text.slice(0, at);
  const slash = named.lastIndexOf('/');
  const colon = named.lastIndexOf(':');
  const tag = colon > slash ? named.slice(colon + 1) : null;
  const name = colon > slash ? named.slice(0, colon) : named;
  const parts = name.split('/');
  const first = parts[0] ?? '';
  const hasRegistry =
    parts.length > 1 && (first.includes('.') || first.includes(':') || first === 'localhost');
  let registry = hasRegistry ? first.toLowerCase() : 'docker.io';
  if (DOCKER_HUB.has(registry)) registry = 'docker.io';
  const path = hasRegistry ? parts.slice(1) : parts;
  const repository =
    registry === 'docker.io' && path.length === 1 ? `library/${path[0]}` : path.join('/');
  return { registry, repository, tag: tag || null, digest };
}

/** `registry/repository`, the name the image table is keyed by (`docker.io/library/nginx`). */
export const imageName = (ref: ImageRef): string => `${ref.registry}/${ref.repository}`;
