// What each node's container runtime holds and how its kubelet pulls: the images a pull has
// brought to the node, and the serialized puller, one pull at a time.
//
// serializeImagePulls is true by default in every KubeletConfiguration podterm plays
// (kubelet/apis/config/v1beta1 defaults), so images/puller.go serialImagePuller runs: one
// goroutine takes the pull requests from a queue (maxImagePullRequests = 10) in order and
// calls the runtime's PullImage for each in turn. A request that arrives while another pull
// runs waits for it, and the Pulled event counts that wait in "including waiting" (1.23+).
// The queue's bound of 10 is not modelled: podterm's requests never block on a full queue.
import { pullKey } from '../../manifest/images/pullFailures.ts';

/** One pull as the serialized puller runs it. */
export interface PullSlot {
  /** When the puller's goroutine takes the request and calls PullImage. */
  startAt: number;
  /** When the runtime answers. */
  endAt: number;
}

export class NodeImages {
  /** Images a pull brought to each node, by pullKey. */
  private readonly pulled = new Map<string, Set<string>>();
  /** When each node's puller is free again. */
  private readonly freeAt = new Map<string, number>();

  /** The image was pulled to the node during the run. */
  has(node: string, image: string): boolean {
    return this.pulled.get(node)?.has(pullKey(image)) ?? false;
  }

  /** A pull finished: the runtime holds the image now. */
  add(node: string, image: string): void {
    let set = this.pulled.get(node);
    if (!set) this.pulled.set(node, (set = new Set()));
    set.add(pullKey(image));
  }

  /** A request made `now` that takes `pullMs` once its turn comes: queued behind the last. */
  reserve(node: string, now: number, pullMs: number): PullSlot {
    const startAt = Math.max(now, this.freeAt.get(node) ?? now);
    const endAt = startAt + pullMs;
    this.freeAt.set(node, endAt);
    return { startAt, endAt };
  }
}
