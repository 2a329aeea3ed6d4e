// The world's watch fan-out: who hears of what the API changes. Every Pod write reaches its
// watchers (its owner's controller, the Services that select it, its node's kubelet, the
// controllers that may adopt it) one watch latency later, as an informer's watch would;
// the clients (traffic/) and another kube-scheduler hear of changes in the step they
// happen, because they are plain code beside the actors, not API watchers. World extends it.
import type { SimClock } from '../engine/clock.ts';
import type { Scheduled } from '../engine/queue.ts';
import type { Latencies } from '../manifest/model/model.ts';
import type { PodRecord } from './apiserver/podStore.ts';
import { reachable } from './traffic/routes.ts';
import { objectKey, type ObjectKey } from './objectKey.ts';

/** Who wants to hear about a pod change once the watch delivers it. */
export interface PodWatcher {
  podChanged(pod: PodRecord): void;
}

/**
 * The clients calling a Service (traffic/): what changes the requests' answers. It is plain
 * code, not an API watcher: it runs the requests due before each change (the model is
 * flushed lazily), so it hears of changes synchronously.
 */
export interface TrafficWatcher {
  /**
   * Before a node's rules change (no Pod) or before a Pod's serving may change (its process
   * listening, it leaving the API): traffic runs the requests due until now.
   */
  beforeChange(pod?: PodRecord): void;
  /**
   * After a kube-proxy rewrote its rules, DNS changed its answer or a pod started or
   * stopped listening (traffic waits for a reachable Service).
   */
  rulesChanged(): void;
  /**
   * The connections carrying a Pod's requests were cut: its serving process or its mesh
   * proxy ended, or a load balancer detached it without draining. Requests still in flight
   * on it fail (traffic/inFlight.ts); nothing happens when requests take no time.
   */
  connectionsCut(pod: PodRecord): void;
}

/** A container's process started or ended (a kube-scheduler Pod: scheduler/otherSchedulers.ts). */
export type ContainerWatcher = (pod: PodRecord, container: string, running: boolean) => void;

const NONE: readonly string[] = [];

export abstract class WatchFanOut {
  constructor(
    readonly clock: SimClock,
    readonly latencies: Latencies,
  ) {}

  /** A latency in ms, stretched by the seeded jitter when the scenario asks for it. */
  abstract latency(name: Exclude<keyof Latencies, 'jitter'>): number;

  /** Watchers keyed by what they watch: `Service/x`, `ReplicaSet/x`, `Job/x`, `Node/x`. */
  private watchers = new Map<ObjectKey, PodWatcher[]>();
  /** The clients (traffic/), which hear of every change of rules or serving. */
  private readonly trafficWatchers: TrafficWatcher[] = [];
  /** Who hears of a container's process starting or ending (another kube-scheduler). */
  private readonly containerWatchers: ContainerWatcher[] = [];

  /** The clients subscribe here (traffic/traffic.ts). */
  watchTraffic(w: TrafficWatcher): void {
    this.trafficWatchers.push(w);
  }

  /** See TrafficWatcher.beforeChange. */
  beforeTrafficChange(pod?: PodRecord): void {
    for (const w of this.trafficWatchers) w.beforeChange(pod);
  }

  /**
   * Before a Pod's serving may change: only a Pod some route leads to (routes.ts) can change
   * what a request meets, so only then do the clients run the requests due until now.
   */
  beforePodServingChanges(pod: PodRecord): void {
    if (reachable(pod)) this.beforeTrafficChange(pod);
  }

  /** See TrafficWatcher.rulesChanged. */
  afterRulesChanged(): void {
    for (const w of this.trafficWatchers) w.rulesChanged();
  }

  /** See TrafficWatcher.connectionsCut. */
  connectionsCut(pod: PodRecord): void {
    for (const w of this.trafficWatchers) w.connectionsCut(pod);
  }

  watchContainers(w: ContainerWatcher): void {
    this.containerWatchers.push(w);
  }

  /** A container's process started or ended (the kubelet's PLEG would see it). */
  containerRunning(pod: PodRecord, container: string, running: boolean): void {
    for (const w of this.containerWatchers) w(pod, container, running);
  }

  /** Watchers of every pod (the disruption controller, whose budgets select by label). */
  private everyPod: PodWatcher[] = [];

  watchEveryPod(w: PodWatcher): void {
    this.watching++;
    this.everyPod.push(w);
  }

  private orphanWatchers: PodWatcher[] = [];

  /** A controller that may adopt: it hears of every Pod without an owner (ClaimPods). */
  watchOrphans(w: PodWatcher): void {
    this.watching++;
    this.orphanWatchers.push(w);
  }

  /** A Pod without an owner was created: the controllers that may adopt it hear one watch later. */
  orphanCreated(pod: PodRecord): void {
    if (this.orphanWatchers.length === 0) return;
    this.clock.after(this.latency('watch'), () => {
      for (const w of this.orphanWatchers) w.podChanged(pod);
    });
  }

  /**
   * How many Pod writes the API has announced (podChanged): a reader that scanned the Pods
   * may keep its answer while this, the instant and the number of Pods stay the same.
   */
  podWrites = 0;

  /** Who hears of a Pod's write in the step it happened, by owner (jobPodCounts.ts). */
  private writeListeners = new Map<ObjectKey, (pod: PodRecord) => void>();

  /**
   * `fn` hears at once of every write of a Pod `owner` owns that its watchers will hear of
   * (no watch latency): a controller's own counters kept as the Pods change.
   */
  listenToWrites(owner: ObjectKey, fn: (pod: PodRecord) => void): void {
    this.writeListeners.set(owner, fn);
  }

  watch(key: ObjectKey, w: PodWatcher): void {
    this.watching++;
    const list = this.watchers.get(key);
    if (list) list.push(w);
    else this.watchers.set(key, [w]);
  }

  /**
   * The API changed a pod: every watcher that cares hears of it one watch latency later
   * (its owner's controller, the Services that select it, the kubelet of its node).
   */
  podChanged(pod: PodRecord, formerServices: readonly string[] = NONE): void {
    this.podWrites++;
    const fan = formerServices.length === 0 ? this.fanOf(pod) : this.newFan(pod, formerServices);
    if (fan.owner !== null) this.writeListeners.get(fan.owner)?.(pod);
    const { targets } = fan;
    if (targets.length === 0) return;
    if (this.latencies.jitter > 0) {
      // Each watcher's watch has its own latency.
      for (const w of targets) this.clock.after(this.latency('watch'), () => w.podChanged(pod));
      return;
    }
    // Without jitter every watcher hears at the same instant: one queue entry, same order.
    // The Fan is that entry (its `fn` tells the targets): no closure, no item a write.
    this.clock.afterItem(this.latencies.watch, fan);
  }

  /**
   * Who hears of a write of `pod`: kept from its last write while nothing it was built from
   * changed (its owner, its Services, its node, the watchers registered), so a Pod's writes
   * share one list and one delivery (a list and a closure at every write were 3 MB a
   * 1,000-replica rollout that lived on past a young-generation collection, their watch
   * latency). A delivery reads the record as it is then, as the closure made at each
   * write did: the lists are only read.
   */
  private fanOf(pod: PodRecord): Fan {
    const known = pod.fan as Fan | null;
    if (
      known &&
      known.ownerRef === pod.owner &&
      known.services === pod.services &&
      known.node === pod.nodeName &&
      known.watching === this.watching
    )
      return known;
    const fan = this.newFan(pod, NONE);
    // A write after the Pod left (a kubelet finishing its work) is not kept: nothing forgets it.
    if (!pod.removed) pod.fan = fan;
    return fan;
  }

  private newFan(pod: PodRecord, formerServices: readonly string[]): Fan {
    const owner = pod.owner ? this.keyOf(pod.owner.kind, pod.owner.name) : null;
    // The watchers in the order of their keys: the owner, the Services (then those that
    // selected it by its old labels, for a relabelled Pod), the node; no key built twice.
    const targets: PodWatcher[] = [];
    if (owner !== null) this.collect(targets, owner);
    for (const s of pod.services) this.collect(targets, this.keyOf('Service', s));
    for (const s of formerServices) this.collect(targets, this.keyOf('Service', s));
    if (pod.nodeName) this.collect(targets, this.keyOf('Node', pod.nodeName));
    if (owner === null) for (const w of this.orphanWatchers) targets.push(w);
    for (const w of this.everyPod) targets.push(w);
    // Kept as long as the Pod: a copy of its exact size, not the list pushes left room in.
    return new Fan(pod, owner, this.watching, targets.slice());
  }

  /** A Pod left the API: its writes' watchers are let go (world.ts, at `podRemoved`). */
  protected forgetFan(pod: PodRecord): void {
    pod.fan = null;
  }

  private collect(targets: PodWatcher[], key: ObjectKey): void {
    const list = this.watchers.get(key);
    if (list !== undefined) for (const w of list) targets.push(w);
  }

  /**
   * `Kind/name` (objectKey) for the owner, the Services and the node of a Pod, each built
   * once: podChanged asks for them at every Pod write.
   */
  private keyOf(kind: Parameters<typeof objectKey>[0], name: string): ObjectKey {
    let byName = this.keys.get(kind);
    if (byName === undefined) this.keys.set(kind, (byName = new Map()));
    let key = byName.get(name);
    if (key === undefined) byName.set(name, (key = objectKey(kind, name)));
    return key;
  }

  private readonly keys = new Map<string, Map<string, ObjectKey>>();

  /** Watchers registered so far (watch, watchEveryPod, watchOrphans): a Fan built before is stale. */
  private watching = 0;
}

/**
 * Who hears of a Pod's writes (WatchFanOut.fanOf), what that was worked out from, and the
 * queue entry that tells them: it is queued (SimClock.afterItem) at each write, once per
 * write even while an earlier one waits (nothing cancels it), and its `fn` tells every
 * target of the Pod as the record then is. One object a Pod, not a closure and its
 * context besides, and no queue item a write (a 1,000-replica rollout queues about 10,000).
 */
class Fan implements Scheduled {
  readonly ownerRef: PodRecord['owner'];
  readonly services: readonly string[];
  readonly node: string | null;
  cancelled = false;

  constructor(
    private readonly pod: PodRecord,
    /** The owner's key (`ReplicaSet/web-…`), or null for an orphan. */
    readonly owner: ObjectKey | null,
    readonly watching: number,
    readonly targets: readonly PodWatcher[],
  ) {
    this.ownerRef = pod.owner;
    this.services = pod.services;
    this.node = pod.nodeName;
  }

  fn(): void {
    for (const w of this.targets) w.podChanged(this.pod);
  }
}
