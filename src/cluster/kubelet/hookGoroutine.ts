// The preStop hook's goroutine. kuberuntime_container.go executePreStopHook runs the handler
// (lifecycle/handlers.go handlerRunner.Run) in a goroutine and waits for it at most the grace
// period; a hook still running then is left to run, not stopped, and the goroutine records
// FailedPreStopHook whenever Run returns an error, whenever that is. An exec hook is
// RunInContainer with timeout 0 (ExecSync with no deadline): its process lives in the
// container's PID namespace and dies with the container (the kernel kills a namespace's
// processes when its init dies, whether it exited after its stop signal or was SIGKILLed),
// so ExecSync returns "exited with 137" then. An httpGet hook waits on the kubelet's lifecycle
// HTTP client, which has no timeout in any version (kubelet.go NewMainKubelet): the dying
// server closes the connection and the GET returns EOF. A sleep hook (runSleepHandler) only
// waits on a timer and ends without error.
import type { HookFailure } from '../../manifest/model/model.ts';
import { versionNote } from '../../versions/versionNotes.ts';
import { why } from '../whys.ts';
import { failedPreStopMessage } from './hookMessages.ts';
import { SIGKILL_EXIT, type ContainerContext } from './containerProcess.ts';

/** executePreStopHook starts the goroutine. */
export function startHook(c: ContainerContext): void {
  c.hook = { endsAt: c.world.now + (c.spec.preStop?.durationMs ?? 0), awaited: true };
  // What the hook writes, an exec readiness probe finds from now (readiness.ts hookFiles).
  c.pod.preStopStartedAt.set(c.spec.name, c.world.now);
}

/**
 * The kubelet's wait ends: the hook returned within the grace (a failure is recorded then:
 * a non-zero exit, tcpSocket's "invalid handler", a refused connection; the stop signal
 * follows as usual), or the grace ran out and the hook is abandoned.
 */
export function endHook(c: ContainerContext): void {
  const { spec, pod, world, kill } = c;
  const failure = kill.hookCompletes ? kill.hookFailure : null;
  if (failure) recordFailure(c, failure, null);
  world.emit(
    'kubelet',
    'PreStopFinished',
    pod.key,
    { container: spec.name, hook: spec.preStop!.hook, completed: kill.hookCompletes && !failure },
    kill.hookCompletes ? undefined : why('hookAbandoned'),
  );
}

/**
 * The kubelet stops waiting: the hook ended within the grace (the goroutine is done), or the
 * grace ran out and it goes on. Returns how long until an abandoned hook ends by itself when
 * that end has something to record (its own failure), else null.
 */
export function stopAwaiting(c: ContainerContext): number | null {
  if (c.kill.hookCompletes || !c.hook) {
    c.hook = null;
    return null;
  }
  c.hook.awaited = false;
  return c.spec.preStop?.failure ? Math.max(0, c.hook.endsAt - c.world.now) : null;
}

/** An abandoned hook ends by itself before the container died: its own failure, if any. */
export function hookReturned(c: ContainerContext): void {
  if (!c.hook) return;
  c.hook = null;
  const failure = c.spec.preStop?.failure;
  if (failure) recordFailure(c, failure, null);
}

/** What Run returns for a hook the container's death cut short; null: it returns no error. */
function killedFailure(c: ContainerContext): HookFailure | null {
  const pre = c.spec.preStop;
  if (pre?.exec) return { kind: 'exit', command: pre.exec.command, exitCode: SIGKILL_EXIT };
  if (pre?.httpGet) return { kind: 'closed', path: pre.httpGet.path, port: pre.httpGet.port };
  return null;
}

/**
 * The container died while the hook's goroutine still ran (after the kubelet gave up on it,
 * or during the hook when the process exited by itself): Run returns the error now and the
 * goroutine records FailedPreStopHook at the container's death; a hook the kubelet still
 * awaited ends with it.
 */
export function containerDied(c: ContainerContext): void {
  const run = c.hook;
  c.hook = null;
  if (!run || c.world.now >= run.endsAt) return;
  const failure = killedFailure(c);
  if (!failure) return;
  recordFailure(c, failure, why('hookKilled'));
  if (run.awaited) {
    const { world, pod, spec } = c;
    world.emit('kubelet', 'PreStopFinished', pod.key, {
      container: spec.name,
      hook: spec.preStop!.hook,
      completed: false,
    });
  }
}

function recordFailure(c: ContainerContext, failure: HookFailure, because: string | null): void {
  const { world, pod, spec } = c;
  const msg = failedPreStopMessage(world.v, failure, spec.name, pod);
  const note = versionNote('preStopHookMessage', world.v);
  world.kubeEvent(
    'kubelet',
    pod.key,
    'FailedPreStopHook',
    msg,
    'Warning',
    note,
    because ?? undefined,
  );
}
