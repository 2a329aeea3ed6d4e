// Event messages that changed between minors. Boundaries not pinned in the source are
// marked; they follow release output seen in the wild.
import type { Minor } from '../../manifest/model.ts';

/** image_manager.go EnsureImageExists, with the image already on the node. */
export const pulledMessage = (image: string): string =>
  `Container image ${JSON.stringify(image)} already present on machine`;

/**
 * kuberuntime_container.go startContainer: "Created container %s" until the Go 1.24
 * format-string cleanup (k/k#127191) made it "Created container: %v" — 1.32.0 in release
 * output (not pinned to a commit).
 */
export const createdMessage = (v: Minor, name: string): string =>
  v >= 32 ? `Created container: ${name}` : `Created container ${name}`;

export const startedMessage = (name: string): string => `Started container ${name}`;

/**
 * deployment/sync.go scaleReplicaSet: "to N" until #101142 added "from M" ("to N from M",
 * seen by 1.27), then #125118 (opened May 2024, most likely 1.31) wrote "from M to N".
 */
export function scaledMessage(
  v: Minor,
  op: 'up' | 'down',
  rs: string,
  from: number,
  to: number,
): string {
  if (v >= 31) return `Scaled ${op} replica set ${rs} from ${from} to ${to}`;
  if (v >= 27) return `Scaled ${op} replica set ${rs} to ${to} from ${from}`;
  return `Scaled ${op} replica set ${rs} to ${to}`;
}
