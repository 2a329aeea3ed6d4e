// Event messages that changed between minors. Boundaries not pinned in the source are
// marked; they follow release output seen in the wild.
import {
  containerEventsWithoutName,
  createdMessageHasColon,
  pulledMessageSaysSize,
  pulledMessageSaysWaiting,
  scaledMessageFrom,
  scaledMessageFromTo,
} from '../versions/features.ts';
import type { KubeVersion } from '../manifest/model/model.ts';
import { secondsToMs, wholeSeconds } from '../trace/units.ts';

/**
 * image_manager.go EnsureImageExists, with the image already on the node. Not played: with
 * KubeletEnsureSecretPulledImages (alpha 1.33, beta and on by default from 1.35) the kubelet
 * asks its pull records first and then says "Container image %q already present on machine
 * and can be accessed by the pod"; what those records answer for an image the kubelet did not
 * pull itself (imagePullCredentialsVerificationPolicy) was not read to the end, so podterm
 * keeps the plain message in every version.
 */
export const pulledMessage = (image: string): string =>
  `Container image ${JSON.stringify(image)} already present on machine`;

/** image_manager.go EnsureImageExists, before it hands the pull to the puller. */
export const pullingMessage = (image: string): string => `Pulling image ${JSON.stringify(image)}`;

/** images/image_manager.go: the Never policy and no image on the node (ErrImageNeverPull). */
export const neverPullMessage = (image: string): string =>
  `Container image ${JSON.stringify(image)} is not present with pull policy of Never`;

/**
 * Go's time.Duration String() of a whole number of milliseconds, as `%v` prints it:
 * `0s`, `350ms`, `1s`, `2.5s`, `1m4.2s`, `1h0m0s`.
 */
export function goDuration(ms: number): string {
  if (ms === 0) return '0s';
  if (ms < 1000) return `${ms}ms`;
  const h = Math.floor(ms / 3_600_000);
  const m = Math.floor((ms % 3_600_000) / 60_000);
  const rest = ms % 60_000;
  const whole = wholeSeconds(rest);
  const frac = String(rest - secondsToMs(whole))
    .padStart(3, '0')
    .replace(/0+$/, '');
  const s = `${whole}${frac ? `.${frac}` : ''}s`;
  if (h > 0) return `${h}h${m}m${s}`;
  return m > 0 ? `${m}m${s}` : s;
}

/**
 * image_manager.go EnsureImageExists after a pull: "Successfully pulled image %q in %v"
 * (time.Since the Pulling event); from #111772 (1.23 by its cherry-picks) "in %v (%v
 * including waiting)", the pull itself as the serialized puller timed it, then the time
 * since the Pulling event, both truncated to milliseconds; from #121719 (1.30) ". Image size:
 * %v bytes.", the size the runtime reports for the image. podterm does not know an image's
 * size and will not make one up, so from 1.30 the message stops before it, at "… including
 * waiting)." (the sentence's own full stop, which the kubelet's format has).
 */
export function pulledAfterPullMessage(
  v: KubeVersion,
  image: string,
  pullMs: number,
  totalMs: number,
): string {
  const head = `Successfully pulled image ${JSON.stringify(image)} in`;
  if (!pulledMessageSaysWaiting(v)) return `${head} ${goDuration(totalMs)}`;
  const text = `${head} ${goDuration(pullMs)} (${goDuration(totalMs)} including waiting)`;
  return pulledMessageSaysSize(v) ? `${text}.` : text;
}

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
