// What the kubelet's EnsureImageExists (images/image_manager.go) does for a container it
// starts: with the image on the node and a policy that does not insist, it says "already
// present on machine"; with imagePullPolicy Always, or IfNotPresent and no image yet, it
// pulls (Pulling, then Pulled once the serialized puller and the runtime are done,
// nodeImages.ts); with Never and no image it refuses (ErrImageNeverPull). Which images a node
// holds: every one the scenario does not list in `spec.images` (podterm's standing
// assumption), and every one a pull brought there.
//
// A container whose image the registry does not serve (Scenario `spec.images`), or that
// Never lets pull: each pod sync tries EnsureImageExists again, and for a pull the image
// back-off decides whether it pulls or only says it is backing off. The container stays
// waiting, so the Pod stays Pending (kubelet_pods.go getPhase: a container that never ran
// is pending).
//
// The sync rhythm: the first sync creates the sandbox, and its PLEG event (generic.go relist,
// every 1 s) syncs the Pod again; after a sync that failed, the pod worker requeues it after
// backOffPeriod, jittered (pod_workers.go completeWork: wait.Jitter(10 s, 0.5), 10–15 s;
// podterm takes 10 s, or draws within 10–15 s when `latencies.jitter` is on). The kubelet
// writes the status at the start of a sync (kubelet.go SyncPod: generateAPIPodStatus before
// the runtime's SyncPod, whose result fills the reason cache), so a sync's reason shows in
// the status of the next one.
import { CRASH_LOOP_CAP_MS, CRASH_LOOP_INITIAL_MS } from '../../versions/formulas/backoff.ts';
import {
  onNodesAtStart,
  pullFailureOf,
  pullKey,
  type PullFailure,
} from '../../manifest/images/pullFailures.ts';
import { neverPullMessage, pulledAfterPullMessage, pullingMessage } from '../eventMessages.ts';
import { pulledMessageSaysSize } from '../../versions/features.ts';
import { why } from '../whys.ts';
import type { ContainerContext } from './containerProcess.ts';

/** kubelet.go: the image back-off is flowcontrol.NewBackOff(backOffPeriod, MaxContainerBackOff). */
const IMAGE_BACKOFF_INITIAL_MS = CRASH_LOOP_INITIAL_MS;
const IMAGE_BACKOFF_CAP_MS = CRASH_LOOP_CAP_MS;
/** kubelet.go backOffPeriod: the pod worker's requeue after a failed sync. */
const WORKER_BACKOFF_MS = 10_000;
/** pod_workers.go workerBackOffPeriodJitterFactor. */
const WORKER_JITTER = 0.5;
/** kubelet.go genericPlegRelistPeriod: the sandbox the first sync made is seen this late. */
const PLEG_RELIST_MS = 1_000;

/** What stops the container's image: the registry's refusal, or Never with no image. */
export type ImageBlock = PullFailure | 'neverPull';

/** Whether the container's node holds its image now. */
function onNode(c: ContainerContext): boolean {
  const { world, pod, spec } = c;
  if (onNodesAtStart(world.imagePulls, spec.image)) return true;
  return pod.nodeName !== null && world.nodeImages.has(pod.nodeName, spec.image);
}

/**
 * image_manager.go shouldPullImage: Never never pulls; Always always does; IfNotPresent
 * pulls when the runtime has no image (GetImageRef answers ""). The KubeletEnsureSecretPulledImages
 * re-check of an image pulled with another Pod's credentials is not modelled: podterm's
 * images need none.
 */
export function mustPull(c: ContainerContext): boolean {
  const policy = c.spec.pullPolicy ?? 'IfNotPresent';
  if (policy === 'Never' || pullFailureOf(c.world.imagePulls, c.spec.image) !== null) return false;
  return policy === 'Always' || !onNode(c);
}

/** What keeps this start from getting its image, or null when it gets it (present or pulled). */
export function imageBlockOf(c: ContainerContext): ImageBlock | null {
  const policy = c.spec.pullPolicy ?? 'IfNotPresent';
  if (policy === 'Never') return onNode(c) ? null : 'neverPull';
  const failure = pullFailureOf(c.world.imagePulls, c.spec.image);
  if (failure === null) return null;
  // A refused image is on no node, so IfNotPresent pulls it too, and fails.
  return failure;
}

/**
 * The start of a pull that will succeed: the Pulling event now (EnsureImageExists, before it
 * hands the request to the puller), and the slot the node's serialized puller gives it.
 * The pull itself takes `latencies.imagePull`.
 */
export function startPull(c: ContainerContext): void {
  const { world, pod, spec } = c;
  world.kubeEvent('kubelet', pod.key, 'Pulling', pullingMessage(spec.image));
  const node = pod.nodeName ?? '';
  const slot = world.nodeImages.reserve(node, world.now, world.latency('imagePull'));
  c.pulling = { requestedAt: world.now, ...slot };
}

/** When the runtime answers the pull under way. */
export const pullLeftMs = (c: ContainerContext): number =>
  c.pulling ? Math.max(0, c.pulling.endAt - c.world.now) : 0;

/**
 * The pull is done: the node holds the image, and EnsureImageExists says how long it took
 * (eventMessages.ts pulledAfterPullMessage, by version).
 */
export function finishPull(c: ContainerContext): void {
  const { world, pod, spec } = c;
  const p = c.pulling;
  if (!p) return;
  if (pod.nodeName !== null) world.nodeImages.add(pod.nodeName, spec.image);
  const message = pulledAfterPullMessage(
    world.v,
    spec.image,
    p.endAt - p.startAt,
    world.now - p.requestedAt,
  );
  world.kubeEvent(
    'kubelet',
    pod.key,
    'Pulled',
    message,
    'Normal',
    undefined,
    pulledMessageSaysSize(world.v) ? why('pulledWithoutSize') : undefined,
  );
  delete c.pulling;
  c.justPulled = true;
}

/**
 * What the runtime answers (containerd's CRI plugin, image_pull.go PullImage: "failed to
 * pull and unpack image %q: %w" around the resolver's "failed to resolve reference %q: %w";
 * remotes/docker: "<ref>: not found" for a 404, "pull access denied, repository does not
 * exist or may require authorization: server message: insufficient_scope: authorization
 * failed" for Docker Hub's 401), as the kubelet prints a gRPC error ("rpc error: code = …
 * desc = …"; errdefs.ToGRPC makes a not-found NotFound, anything else Unknown). The text is
 * containerd 1.7 / 2.x's, as release output shows it; another runtime words it otherwise.
 */
export function runtimePullError(image: string, failure: PullFailure): string {
  const full = pullKey(image);
  const head = `failed to pull and unpack image ${JSON.stringify(full)}: failed to resolve reference ${JSON.stringify(full)}`;
  return failure === 'notFound'
    ? `rpc error: code = NotFound desc = ${head}: ${full}: not found`
    : `rpc error: code = Unknown desc = ${head}: pull access denied, repository does not exist or may require authorization: server message: insufficient_scope: authorization failed`;
}

/**
 * One pod sync's EnsureImageExists for the container (images/image_manager.go) and
 * startContainer's "Error: %v" event (kuberuntime_container.go): in back-off (less than
 * the entry's back-off since its last update) it says so; else it pulls, fails, and the
 * entry doubles (flowcontrol Backoff.Next, from 10 s up to 300 s; an entry not updated for
 * twice the cap starts again at 10 s). The messages are the same from 1.21 to 1.37: from
 * 1.32 (#127918) the back-off's *status* message may add the last error, not its event.
 */
export function pullOnce(c: ContainerContext, failure: ImageBlock): void {
  const { world, pod, spec } = c;
  const now = world.now;
  const image = JSON.stringify(spec.image);
  const s = (c.pull ??= { backoffMs: 0, lastUpdate: now, syncs: 0, reason: null });
  if (s.reason !== null) world.podStatus.pullWaiting(pod.key, spec.name, s.reason);
  s.syncs++;
  if (failure === 'neverPull') {
    // image_manager.go: no pull, so no back-off; every sync says it again.
    world.kubeEvent(
      'kubelet',
      pod.key,
      'ErrImageNeverPull',
      neverPullMessage(spec.image),
      'Warning',
    );
    world.kubeEvent('kubelet', pod.key, 'Failed', 'Error: ErrImageNeverPull', 'Warning');
    s.reason = 'ErrImageNeverPull';
    return;
  }
  const inBackOff = s.backoffMs > 0 && now - s.lastUpdate < s.backoffMs;
  if (inBackOff) {
    world.kubeEvent('kubelet', pod.key, 'BackOff', `Back-off pulling image ${image}`);
    world.kubeEvent('kubelet', pod.key, 'Failed', 'Error: ImagePullBackOff', 'Warning');
    s.reason = 'ImagePullBackOff';
    return;
  }
  world.kubeEvent('kubelet', pod.key, 'Pulling', `Pulling image ${image}`);
  const err = runtimePullError(spec.image, failure);
  world.kubeEvent('kubelet', pod.key, 'Failed', `Failed to pull image ${image}: ${err}`, 'Warning');
  world.kubeEvent('kubelet', pod.key, 'Failed', 'Error: ErrImagePull', 'Warning');
  const expired = s.backoffMs === 0 || now - s.lastUpdate > 2 * IMAGE_BACKOFF_CAP_MS;
  s.backoffMs = expired
    ? IMAGE_BACKOFF_INITIAL_MS
    : Math.min(s.backoffMs * 2, IMAGE_BACKOFF_CAP_MS);
  s.lastUpdate = now;
  s.reason = 'ErrImagePull';
}

/**
 * When the pod worker syncs the Pod again: 1 s after the sync that made the sandbox (its
 * PLEG event), else backOffPeriod after the failed sync (jittered only with latencies.jitter).
 */
export function nextSyncMs(c: ContainerContext): number {
  const { world, pod, spec } = c;
  const first = pod.template.initContainers[0]?.name;
  const inFirstSync = first === undefined || first === spec.name;
  if (c.pull?.syncs === 1 && inFirstSync) return PLEG_RELIST_MS;
  const j = world.latencies.jitter > 0 ? world.rng.next() : 0;
  return Math.round(WORKER_BACKOFF_MS * (1 + WORKER_JITTER * j));
}
