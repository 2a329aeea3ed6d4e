// What the container machine keeps about its process (the kill it was given, its exit) and
// the small rules on it: the exit reason, the stop signal, whether it listens.
import type { ContainerModel } from '../../manifest/model/model.ts';
import type { PodRecord } from '../apiserver/podStore.ts';
import type { World } from '../world.ts';
import type { ContainerKill } from '../grace.ts';

export interface ContainerInput {
  world: World;
  pod: PodRecord;
  spec: ContainerModel;
  /** This container's process is the one the Service's traffic reaches. */
  serving: boolean;
}

/** A preStop hook whose goroutine still runs (hookGoroutine.ts). */
export interface HookRun {
  /** When it would end by itself. */
  endsAt: number;
  /** killContainer still waits for it (the container is in its PreStop state). */
  awaited: boolean;
}

export type PullReason = 'ErrImagePull' | 'ImagePullBackOff' | 'ErrImageNeverPull';

/** The back-off entry of this container's image (flowcontrol backoffEntry) and its syncs (imagePull.ts). */
export interface PullState {
  backoffMs: number;
  lastUpdate: number;
  syncs: number;
  /** The reason cache after the last sync: what the next status shows. */
  reason: PullReason | null;
}

export interface ContainerContext extends ContainerInput {
  kill: ContainerKill;
  turnStartedAt: number;
  /** The turn came while the hook still ran. */
  turnGiven: boolean;
  exitCode: number;
  exitReason: 'Completed' | 'Error' | 'OOMKilled';
  /** The preStop hook's goroutine while it runs (hookGoroutine.ts). */
  hook: HookRun | null;
  /** Why it exited, when the exit needs saying (an OOM kill against its limit). */
  exitWhy?: string;
  /** Its image's pull back-off, when the scenario says the registry lacks it (imagePull.ts). */
  pull?: PullState;
  /**
   * The pull under way (imagePull.ts startPull): when EnsureImageExists asked, and the slot
   * the node's serialized puller gave it.
   */
  pulling?: { requestedAt: number; startAt: number; endAt: number };
  /** This start pulled its image, so it says Pulled "Successfully pulled …", not "already present". */
  justPulled?: boolean;
}

export type ContainerEvent =
  | { type: 'START' }
  | { type: 'KILL'; kill: ContainerKill }
  | { type: 'EXIT'; exitCode: number }
  | { type: 'OOM_KILL' }
  | { type: 'RESTART' }
  /** A sidecar's turn to get its stop signal has come. */
  | { type: 'YOUR_TURN' }
  /** An abandoned preStop hook ended by itself (its goroutine's Run returned). */
  | { type: 'HOOK_RETURNED' };

export const SIGKILL_EXIT = 137; // 128 + 9: death by signal N exits 128+N

const reasonFor = (code: number): 'Completed' | 'Error' => (code === 0 ? 'Completed' : 'Error');
/**
 * The signal the runtime sends: the process's (lifecycle.stopSignal, the annotation, or the
 * image's STOPSIGNAL, manifest/images), else SIGTERM (containerd container_stop.go
 * stopContainer; the kubelet's killContainer only passes the timeout).
 */
export const stopSignalOf = (c: ContainerContext): string => c.spec.process.stopSignal ?? 'SIGTERM';

export function exitWith(c: ContainerContext, code: number, reason?: 'OOMKilled'): void {
  c.exitCode = code;
  c.exitReason = reason ?? reasonFor(code);
}

/**
 * The serving process starts or stops accepting connections (`atStopSignal`: because its
 * stop signal came). The mesh's proxy has its own state: what a request meets first.
 */
export function setListening(c: ContainerContext, on: boolean, atStopSignal = false): void {
  if (c.spec.meshProxy) return setProxyUp(c, on, atStopSignal);
  if (!c.serving || c.pod.listening === on) return;
  // Requests due until now met the old state; no request can meet a Pod no route leads to.
  c.world.beforePodServingChanges(c.pod);
  c.pod.listening = on;
  // A new array of the exact size (concat), not a push or a spread: V8 gives an empty array
  // it grows room for 17.
  if (!on) c.pod.closes = c.pod.closes.concat(atStopSignal ? 'graceful' : 'abrupt');
  // Clients of a headless Service wait for a Pod that listens (traffic.ts rulesChanged).
  c.world.afterRulesChanged();
}

/**
 * Istio's Envoy drains from its SIGTERM on, still accepting (with Connection: close) until
 * pilot-agent kills it (pkg/envoy/agent.go terminate); Linkerd's proxy "refuses all new
 * requests" from its SIGTERM on (linkerd.io graceful-shutdown). Once it is down, the Pod's
 * iptables redirect leads to a closed port: refused.
 */
function setProxyUp(c: ContainerContext, on: boolean, atStopSignal: boolean): void {
  if (atStopSignal && c.spec.meshProxy === 'istio-proxy') return;
  const state = on ? 'up' : 'down';
  if (c.pod.proxy === state) return;
  c.world.beforePodServingChanges(c.pod);
  c.pod.proxy = state;
  c.world.afterRulesChanged();
}

/**
 * Whether a container's snapshot is in its statechart's top-level state `top`, what
 * `snapshot.matches(top)` answers: the top-level states are exclusive, so it is the state
 * value itself (an atomic state) or the value's one key (Process). XState's `matches` turns
 * the string into a path (matchesState → toStatePath: a split and arrays) at every call,
 * and the pod worker asks several times a sync.
 */
export function inTopState(snap: { value: unknown }, top: string): boolean {
  const v = snap.value;
  return typeof v === 'string' ? v === top : Object.prototype.hasOwnProperty.call(v, top);
}

/** `matches({ Process: 'Starting' })`: created and started, not yet listening. */
export function isStarting(snap: { value: unknown }): boolean {
  const v = snap.value;
  return typeof v === 'object' && v !== null && (v as { Process?: unknown }).Process === 'Starting';
}
