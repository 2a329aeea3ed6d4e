// How long a Pod of a template takes to start, to run and to stop, read from the model
// alone (no simulation): what scenarioDuration.ts needs to choose a run long enough for the
// manifests. Estimates err long: a run that ends a few seconds late shows nothing wrong, one
// that ends early hides what the manifests do. The Kubernetes numbers are the rulebook's
// (versions/formulas/), the same ones the cluster's components run.
import { seconds, secondsToMs, type Seconds } from '../../trace/units.ts';
import type { Millis } from '../read/duration.ts';
import type { Latencies } from '../model/latencies.ts';
import type { ContainerModel, PodTemplateModel } from '../model/model.ts';

/**
 * A run without a fixed duration ends once nothing happened for this long (runScenario reads
 * it here); the duration estimate counts a longer silence as one that would end the run.
 */
export const QUIET_MS = 5_000;

/**
 * The pull before a container starts where its imagePullPolicy is Always (cluster/kubelet/
 * imagePull.ts); the Pod's containers pull one after another. Pulls other Pods make the
 * node's serialized puller wait for are not counted.
 */
const pullMs = (c: ContainerModel, lat: Latencies): Millis =>
  c.pullPolicy === 'Always' ? lat.imagePull : (0 as Millis);

/** From creation to Ready: scheduling, init containers in turn, then the slowest container. */
export function startMs(t: PodTemplateModel, lat: Latencies): Millis {
  let ms = lat.schedule + lat.watch;
  for (const c of t.initContainers)
    ms +=
      lat.containerStart +
      pullMs(c, lat) +
      c.process.startupMs +
      (c.sidecar ? 0 : (c.process.runMs ?? 0));
  for (const c of t.containers) ms += pullMs(c, lat);
  const ready = (c: ContainerModel): Millis =>
    c.process.startupMs +
    (c.readinessProbe
      ? c.readinessProbe.initialDelayMs +
        c.readinessProbe.periodMs * c.readinessProbe.successThreshold
      : 0);
  return ms + lat.containerStart + Math.max(0, ...t.containers.map(ready)) + lat.statusUpdate;
}

/** How long the main containers run by themselves (the longest), or null: for ever. */
export function runMs(t: PodTemplateModel): Millis | null {
  let longest = 0;
  for (const c of t.containers) {
    if (c.process.runMs === null) return null;
    longest = Math.max(longest, c.process.startupMs + c.process.runMs);
  }
  return longest;
}

/** Some main container exits by itself with a non-zero code. */
export const exitsFailing = (t: PodTemplateModel): boolean =>
  t.containers.some((c) => c.process.runMs !== null && c.process.exitCode !== 0);

/** The longest silence inside a Pod's start: a container's startup or its probe's first wait. */
export const startGapMs = (t: PodTemplateModel): Millis =>
  Math.max(
    0,
    ...[...t.initContainers, ...t.containers].map(
      (c) => c.process.startupMs + (c.readinessProbe?.initialDelayMs ?? 0),
    ),
  );

/**
 * From the DELETE to the Pod's removal: preStop, then the stop signal, SIGKILL at the end
 * of the grace period (kuberuntime_container.go killContainer), then status and cleanup.
 * `graceSeconds` is the request's own (kubectl --grace-period); null: the Pod's.
 */
export function stopMs(t: PodTemplateModel, lat: Latencies, graceSeconds: Seconds | null): Millis {
  const grace = secondsToMs(seconds(Math.max(0, graceSeconds ?? t.terminationGracePeriodSeconds)));
  const one = (c: ContainerModel): Millis => {
    const signal = c.process.onStopSignal;
    const after = signal.kind === 'ignore' ? Infinity : signal.afterMs;
    return Math.min(grace, (c.preStop?.durationMs ?? 0) + after);
  };
  const slowest = Math.max(0, ...t.containers.map(one));
  // Sidecars stop after the main containers, within what is left of the grace period.
  const sidecars = t.initContainers.filter((c) => c.sidecar).map(one);
  const total = Math.min(grace, slowest + Math.max(0, ...sidecars));
  return lat.watch + total + lat.statusUpdate + lat.podCleanup;
}
