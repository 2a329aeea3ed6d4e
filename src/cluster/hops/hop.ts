// What every hop in front of the Pods shares (shared/spec/request-path.md §9): it reads
// the Service's EndpointSlice through its own informer, turns it into the backends it sends
// new requests to by its own pipeline (rate limits, timers, lags), and answers each request
// by its own rules (retries, the status a client gets, request-path.md §0.1).
import type { HopName } from '../../trace/hops.ts';
import type { RequestFailedData, RequestStatus } from '../../trace/types.ts';
import type { PodRecord } from '../apiserver/podStore.ts';
import type { Endpoint } from '../apiserver/endpointSlices.ts';
import type { World } from '../world.ts';
import { objectKey } from '../objectKey.ts';

/** What a hop does with a Service's backends now. */
export interface HopView {
  /** Pods it sends new requests to. */
  readonly backends: readonly PodRecord[];
  /** Pods it sends no new request but still finishes requests on (Envoy DRAINING…). */
  readonly draining: readonly PodRecord[];
}

export const EMPTY_VIEW: HopView = { backends: [], draining: [] };

/**
 * A hop's data plane: the backends its control plane last pushed to it (ingress-nginx's
 * POST /configuration/backends to the Lua balancer, Envoy's EDS, a load balancer's
 * registered targets). Only the control plane's own action writes it (publishView); the
 * requests read it. The statechart's context is its own.
 */
export class DataPlane {
  view: HopView = EMPTY_VIEW;
}

/** A request the hop could not serve, as the client saw it. */
export interface Failure {
  pod: PodRecord | null;
  reason: RequestFailedData['reason'];
  status: RequestStatus;
  /** Whose answer the client got, when not the hop's own (the Pod's mesh proxy). */
  via?: HopName;
  /** Every Pod tried, when the hop tried more than one. */
  tried?: readonly PodRecord[];
  waitedMs?: number;
}

export interface Hop {
  readonly name: HopName;
  /** The Service's EndpointSlice changed (the controller wrote it): the hop's informer hears. */
  sliceChanged(): void;
  /** What the hop routes to now. */
  view(): HopView;
  /** The k-th request of the run: the Pod that served it, or why it failed. */
  answer(k: number): Failure | PodRecord;
  /** A request cut in flight on `pod` (its process ended): served elsewhere, or the answer. */
  cutAnswer(pod: PodRecord): Failure | 'served';
}

/** What a hop needs of the cluster: the world, and the Service's slice as it is now. */
export interface HopInput {
  world: World;
  service: string;
  /** The Service's namespace. */
  namespace: string;
  slice: () => Iterable<Endpoint>;
  /** What its control plane pushes its backends to (made by the hop, written by publishView). */
  dataPlane: DataPlane;
  /** How the clients name what they enter through (`traffic.via`): Traefik reads by it. */
  entry: 'ingress' | 'httproute' | 'service';
  /** The hop's knobs (hopCatalog.ts), every one with a value; durations in ms. */
  settings: Readonly<Record<string, number | boolean>>;
}

/** A knob's value; the manifest reader filled every knob, so a missing one is a bug. */
export function knob(settings: HopInput['settings'], name: string): number {
  const v = settings[name];
  if (typeof v !== 'number') throw new Error(`hop setting ${name} has no value`);
  return v;
}

/** A flag knob's value (the manifest reader filled it). */
export const flag = (settings: HopInput['settings'], name: string): boolean =>
  settings[name] === true;

const sameList = (a: readonly PodRecord[], b: readonly PodRecord[]): boolean =>
  a.length === b.length && a.every((p, i) => p === b[i]);

/**
 * Puts a hop's new view in place at the current instant: requests due before now went by
 * the old one; the Pods it leads to are counted as routes (a change of their process then
 * flushes traffic first); a HopSynced says what changed; then whoever waits for routes
 * (the clients' start) sees the new view. False when nothing changed.
 */
export function publishView(
  c: { world: World; service: string; view: HopView; dataPlane: DataPlane },
  hop: HopName,
  after: HopView,
  why?: string,
): boolean {
  const before = c.view;
  if (sameList(before.backends, after.backends) && sameList(before.draining, after.draining))
    return false;
  const { world } = c;
  world.beforeTrafficChange();
  world.routes.reroute(routeOf(before), routeOf(after));
  c.view = after;
  c.dataPlane.view = after;
  world.emit(
    hop,
    'HopSynced',
    objectKey('Hop', hop),
    {
      service: c.service,
      backends: after.backends.map((p) => p.name),
      draining: after.draining.map((p) => p.name),
    },
    why,
  );
  world.afterRulesChanged();
  return true;
}

/** The one list of Pods a view leads to, kept per view so that routes.ts counts it once. */
const routeLists = new WeakMap<HopView, readonly PodRecord[]>();
function routeOf(view: HopView): readonly PodRecord[] {
  if (view.draining.length === 0) return view.backends;
  let list = routeLists.get(view);
  if (!list) routeLists.set(view, (list = [...view.backends, ...view.draining]));
  return list;
}

/** The Pod's IP no longer answers: it left the API or lost its sandbox (§0.1 "pod gone"). */
export const ipGone = (pod: PodRecord): boolean => pod.removed || !pod.hasIP;

/** A hop's informer hears of a change of the slice one watch latency after it is written. */
export function heardByInformer(world: World, hear: () => void): void {
  world.clock.after(world.latency('watch'), hear);
}
