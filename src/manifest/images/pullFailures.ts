// `spec.images` of the Scenario document: what the registry answers for an image reference
// podterm cannot ask about. podterm runs offline, so it never knows by itself that a
// reference does not exist; the document says so (`"nginx:1.161": notFound`), and the
// kubelet then fails every pull of that reference (images/image_manager.go
// EnsureImageExists: ErrImagePull, then ImagePullBackOff). `notPresent` says the registry
// serves it but no node has it yet, so the first start on each node pulls it. A reference
// not listed is taken to be on every node already (and pulled without trouble where its
// imagePullPolicy is Always).
import type { Reader } from '../read/fields.ts';
import { parseImageRef } from './imageRef.ts';

/**
 * What the registry answers: `notFound`, the repository has no such tag or digest (HTTP
 * 404, "manifest unknown"); `unauthorized`, it refuses to say (HTTP 401 "insufficient_scope":
 * Docker Hub's answer for a repository that does not exist as well as for a private one).
 */
export const PULL_FAILURES = ['notFound', 'unauthorized'] as const;
export type PullFailure = (typeof PULL_FAILURES)[number];

/** What `spec.images` may say: a failure, or `notPresent` (served, but on no node yet). */
export const IMAGE_ANSWERS = [...PULL_FAILURES, 'notPresent'] as const;
export type ImageAnswer = (typeof IMAGE_ANSWERS)[number];

/** Scenario `spec.images`, keyed by the normalized reference (pullKey). */
export type ImagePullSettings = Readonly<Record<string, ImageAnswer>>;

/**
 * pullKey of each image met, computed once: the kubelet asks at every container start (its
 * pull guards, its node's images), a few times a Pod, always of the scenario's few images.
 */
const PULL_KEYS = new Map<string, string>();

/**
 * The reference as the runtime resolves it (distribution/reference ParseNormalizedNamed,
 * then the kubelet's applyDefaultImageTag): `nginx:1.161` and
 * `docker.io/library/nginx:1.161` are the same pull; no tag or digest means `:latest`.
 */
export function pullKey(image: string): string {
  let key = PULL_KEYS.get(image);
  if (key === undefined) {
    // A page edited for a long session meets many images: the memo starts again past a few hundred.
    if (PULL_KEYS.size >= 512) PULL_KEYS.clear();
    PULL_KEYS.set(image, (key = resolvePullKey(image)));
  }
  return key;
}

function resolvePullKey(image: string): string {
  const r = parseImageRef(image);
  const name = `${r.registry}/${r.repository}`;
  if (r.digest !== null) return `${name}${r.tag !== null ? `:${r.tag}` : ''}@${r.digest}`;
  return `${name}:${r.tag ?? 'latest'}`;
}

/** What the registry answers for this image, when the scenario says it fails. */
export function pullFailureOf(settings: ImagePullSettings, image: string): PullFailure | null {
  const answer = settings[pullKey(image)];
  return answer === undefined || answer === 'notPresent' ? null : answer;
}

/**
 * Whether every node has the image when the run starts: podterm's assumption for a
 * reference `spec.images` does not list (an image the registry refuses is on no node).
 */
export const onNodesAtStart = (settings: ImagePullSettings, image: string): boolean =>
  settings[pullKey(image)] === undefined;

/** Reads `spec.images`: a map of image reference → notFound | unauthorized | notPresent. */
export function readImagePulls(spec: Reader): ImagePullSettings {
  const r = spec.child('images');
  if (r.value === undefined || r.value === null) return {};
  if (!r.isMap) {
    spec.invalid(
      'images',
      r.value,
      'must be a map of image reference → notFound | unauthorized | notPresent',
    );
    return {};
  }
  const out: Record<string, ImageAnswer> = {};
  for (const image of Object.keys(r.value as object)) {
    if (image.trim() === '') {
      r.error(`${r.name()}: Invalid value: "": an image reference`, image);
      continue;
    }
    const answer = r.oneOf<ImageAnswer | ''>(image, IMAGE_ANSWERS, '');
    if (answer !== '') out[pullKey(image)] = answer;
  }
  return out;
}
