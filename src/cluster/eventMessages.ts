// Event messages that changed between minors. Boundaries not pinned in the source are
// marked; they follow release output seen in the wild.
import {
  containerEventsWithoutName,
  createdMessageHasColon,
  scaledMessageFrom,
  scaledMessageFromTo,
} from '../versions/features.ts';
import type { KubeVersion } from '../manifest/model.ts';

/** image_manager.go EnsureImageExists, with the image already on the node. */
export const pulledMessage = (image: string): string =>
  `Container image ${JSON.stringify(image)} already present on machine`;

/**
 * kuberuntime_container.go startContainer: "Created container %s" until the Go 1.24
 * format-string cleanup (k/k#127191) made it "Created container: %v" — 1.32.0 in release
 * output (not pinned to a commit).
 */
export function createdMessage(v: KubeVersion, name: string): string {
  if (containerEventsWithoutName(v)) return 'Container created';
  return createdMessageHasColon(v) ? `Created container: ${name}` : `Created container ${name}`;
}

/**
 * kuberuntime_container.go startContainer: "Started container X"; from 1.35 (#134043)
 * "Container started" (read in the 1.35.6 and 1.36.3 sources; the name is in the event's
 * involvedObject.fieldPath).
 */
export const startedMessage = (v: KubeVersion, name: string): string =>
  containerEventsWithoutName(v) ? 'Container started' : `Started container ${name}`;

/**
 * deployment/sync.go scaleReplicaSet: "to N" until #101142 added the old count after it
 * ("to N from M"; podterm switches at 1.27, where release output shows it — the merge is
 * not pinned to a minor), then #125118 (in v1.32.0-alpha.2, CHANGELOG-1.32.md) wrote
 * "from M to N". getNewReplicaSet's event for a ReplicaSet it has just created had no old
 * count ("Scaled up replica set X to N") until 1.32 made it "from 0 to N".
 */
export function scaledMessage(
  v: KubeVersion,
  op: 'up' | 'down',
  rs: string,
  from: number,
  to: number,
  created = false,
): string {
  if (scaledMessageFromTo(v)) return `Scaled ${op} replica set ${rs} from ${from} to ${to}`;
  if (scaledMessageFrom(v) && !created)
    return `Scaled ${op} replica set ${rs} to ${to} from ${from}`;
  return `Scaled ${op} replica set ${rs} to ${to}`;
}
