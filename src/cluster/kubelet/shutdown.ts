// Graceful node shutdown (pkg/kubelet/nodeshutdown/nodeshutdown_manager_linux.go): pods are
// killed in priority groups — regular pods get shutdownGracePeriod −
// shutdownGracePeriodCriticalPods, critical ones (priority ≥ 2,000,000,000) the critical
// period (migrateConfig). Each group is killed in parallel with
// G = min(terminationGracePeriodSeconds, period), and the next group starts when the
// previous one has stopped or its period has run out (killPods, 1.23+). Up to 1.22
// (processShutdownEvent) the critical Pods' goroutines first slept the whole non-critical
// period (m.clock.Sleep(nonCriticalPodGracePeriod)), however soon the others had stopped.
import { type Seconds, seconds, secondsToMs } from '../../trace/units.ts';
import type { PodRecord } from '../apiserver/podStore.ts';
import type { World } from '../world.ts';
import { shutdownGraceSeconds } from '../grace.ts';
import { objectKey } from '../objectKey.ts';
import { shutdownGroupsInTurn } from '../../versions/features.ts';

/** scheduling.SystemCriticalPriority. */
const CRITICAL_PRIORITY = 2_000_000_000;

export interface ShutdownTarget {
  pod: PodRecord;
  kill(grace: number): void;
  /** Resolves the group's wait when the pod's containers have all stopped. */
  onStopped(fn: () => void): void;
}

export function shutdownGroups(
  total: Seconds,
  critical: Seconds,
): { priorityAtLeast: number; periodSeconds: Seconds }[] {
  return [
    { priorityAtLeast: -Infinity, periodSeconds: seconds(Math.max(0, total - critical)) },
    { priorityAtLeast: CRITICAL_PRIORITY, periodSeconds: critical },
  ];
}

export function shutDownNode(
  world: World,
  node: string,
  targets: ShutdownTarget[],
  total: Seconds,
  critical: Seconds,
): void {
  // nodeshutdown_manager_linux.go: the kubelet's recorder, on the Node.
  world.kubeEvent(
    { lane: 'node', component: 'kubelet' },
    objectKey('Node', node),
    'Shutdown',
    'Shutdown manager detected shutdown event',
  );
  const groups = shutdownGroups(total, critical).map((g, i, all) => ({
    ...g,
    pods: targets.filter(
      (t) =>
        t.pod.template.priority >= g.priorityAtLeast &&
        (i === all.length - 1 || t.pod.template.priority < all[i + 1]!.priorityAtLeast),
    ),
  }));
  const inTurn = shutdownGroupsInTurn(world.v);
  const runGroup = (i: number): void => {
    const g = groups[i];
    if (!g) return;
    let left = g.pods.length;
    let done = false;
    const next = (): void => {
      if (done) return;
      done = true;
      world.clock.cancel(timer);
      runGroup(i + 1);
    };
    const timer = world.clock.after(secondsToMs(g.periodSeconds), next);
    if (inTurn && left === 0) return next();
    for (const t of g.pods) {
      t.onStopped(() => {
        if (--left === 0 && inTurn) next();
      });
      t.kill(shutdownGraceSeconds(t.pod.template.terminationGracePeriodSeconds, g.periodSeconds));
    }
  };
  runGroup(0);
}
