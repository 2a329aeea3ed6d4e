// RestartAllContainers (KEP-5532, 1.36+): a container exits with a code its rule sends to
// RestartAllContainers, and the kubelet restarts the whole Pod in place, same object, UID,
// sandbox and IP. It sets AllContainersRestarting=True, kills the running containers one
// after another without preStop, each with the 2 s minimum, removes every container, and
// starts the Pod again from its first init container; the condition goes False then.
import { restartAllContainersKill } from '../grace.ts';
import { why } from '../whys.ts';
import { versionNote } from '../../versions/versionNotes.ts';
import { restartsAllContainers } from './restartRules.ts';
import { write, type Exit, type WorkerCtx } from './workerActions.ts';

/** status/generate.go GenerateAllContainersRestartingCondition. */
const CONDITION = 'AllContainersRestarting';

/** container/helpers.go ShouldAllContainersRestart: the exit matches such a rule. */
export const exitRestartsAll = (c: WorkerCtx, e: Exit): boolean =>
  e.exitCode !== null &&
  c.killReason === null &&
  restartsAllContainers(c.world.v, c.pc.spec(e.name), e.exitCode);

/** The condition goes True; kuberuntime_manager.go computePodActions lists containersToReset. */
export function startRestartingAll(c: WorkerCtx, e: Exit): void {
  const { world, pod } = c;
  world.emit(
    'kubelet',
    'PodConditionSet',
    pod.key,
    {
      type: CONDITION,
      status: 'True',
      reason: 'RestartAllContainersStarted',
      message: 'container exited with restart policy rule',
    },
    why('restartAllStarted', { container: e.name, exitCode: e.exitCode ?? 0 }),
    versionNote('restartAllContainers', world.v),
  );
  // No container is ready while the Pod restarts: Ready and ContainersReady go False.
  if (pod.ready) write(c, { type: 'NOT_READY' });
  c.pc.forgetRestarts();
  c.restartAll = { queue: c.pc.resetVictims, current: null };
  killNextContainer(c);
}

/**
 * kuberuntime_manager.go SyncPod: for each container to reset, killContainer(…, "killing",
 * gracePeriodOverride 0) and wait for it, then removeContainer; one at a time.
 */
export function killNextContainer(c: WorkerCtx): void {
  const r = c.restartAll;
  if (r === null || (r.current !== null && c.pc.running.has(r.current))) return;
  r.current = r.queue.find((n) => c.pc.running.has(n)) ?? null;
  if (r.current === null) return;
  r.queue = r.queue.slice(r.queue.indexOf(r.current) + 1);
  c.world.kubeEvent('kubelet', c.pod.key, 'Killing', 'killing');
  c.pc.refs.get(r.current)!.send({ type: 'KILL', kill: restartAllContainersKill() });
}

/**
 * Every container is gone: kubelet_pods.go convertToAPIContainerStatuses shows each one that
 * ran waiting (RestartingAllContainers), lastState exit 137, restartCount + 1.
 */
export function removeContainers(c: WorkerCtx): void {
  const ran = c.pc.ran;
  c.restartAll = null;
  c.pc.reset();
  c.pod.restartCount += ran.length;
  c.world.podStatus.restartingAll(c.pod.key, ran);
  c.world.podChanged(c.pod);
}

/**
 * The next sync (1.36 re-queues the Pod at once, #136966): the condition is False and the
 * Pod starts again; while a regular init container runs again, getPhase says Pending.
 */
export function startAgain(c: WorkerCtx): void {
  const { world, pod } = c;
  world.emit(
    'kubelet',
    'PodConditionSet',
    pod.key,
    { type: CONDITION, status: 'False', reason: '' },
    why('restartAllDone'),
    versionNote('restartAllContainers', world.v),
  );
  if (pod.template.initContainers.some((i) => !i.sidecar)) write(c, { type: 'PENDING' });
}
