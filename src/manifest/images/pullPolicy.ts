// A container's imagePullPolicy as the API server stores it: written, or defaulted from the
// image (pkg/apis/core/v1/defaults.go SetDefaults_Container), the same for init containers,
// sidecars and containers in every version podterm plays. The kubelet reads it in
// images/image_manager.go shouldPullImage (cluster/kubelet/imagePull.ts).
import type { Reader } from '../read/fields.ts';
import { parseImageRef } from './imageRef.ts';

export const PULL_POLICIES = ['Always', 'IfNotPresent', 'Never'] as const;
export type PullPolicy = (typeof PULL_POLICIES)[number];

/**
 * SetDefaults_Container: `Always` when the tag is `latest`, else `IfNotPresent`. The tag is
 * parsers.ParseImageName's, which gives a reference with neither tag nor digest the default
 * `latest`, so `nginx` is pulled Always and `nginx@sha256:…` IfNotPresent.
 */
export function defaultPullPolicy(image: string): PullPolicy {
  const ref = parseImageRef(image);
  const tag = ref.tag ?? (ref.digest === null ? 'latest' : null);
  return tag === 'latest' ? 'Always' : 'IfNotPresent';
}

/**
 * The container's `imagePullPolicy`, or its default when unset (a value outside the three is
 * refused by the schema's check, schema/pod.ts, and read as unset here).
 */
export function readPullPolicy(c: Reader, image: string): PullPolicy {
  const written = c.get('imagePullPolicy');
  return (PULL_POLICIES as readonly unknown[]).includes(written)
    ? (written as PullPolicy)
    : defaultPullPolicy(image);
}
