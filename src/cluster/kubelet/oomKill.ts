// A container against its memory limit: the kernel's OOM killer acts as soon as what the
// process holds passes the cgroup's memory.max (the kubelet sets it from the limit,
// kuberuntime_container_linux.go calculateLinuxResources), and containerd marks the exit
// OOMKilled once its TaskOOM event came (containerd cri events.go: status.Reason =
// oomExitReason), whatever the exit code. What the process holds comes from its command
// (manifest/memory.ts); podterm counts nothing else (the binary, the page cache).
import type { ContainerModel } from '../../manifest/model.ts';
import { bytesText } from '../../manifest/quantity.ts';
import { oomKillsWholeContainer } from '../../versions/features.ts';
import type { KubeVersion } from '../../versions/version.ts';
import { why } from '../whys.ts';
import { SIGKILL_EXIT } from './containerProcess.ts';

/** Milliseconds after start when what the process holds first passes the limit; Infinity: never. */
export function oomAfterMs(spec: ContainerModel): number {
  const a = spec.process.allocates;
  const limit = spec.memoryLimit;
  if (!a || limit === undefined) return Infinity;
  let held = 0;
  for (const s of [...a.steps].sort((x, y) => x.afterMs - y.afterMs)) {
    held += s.bytes;
    if (held > limit) return s.afterMs;
  }
  return Infinity;
}

/** What the OOM kill leaves: the container's exit code and the sentence that says why. */
export function oomExit(spec: ContainerModel, v: KubeVersion): { code: number; why: string } {
  const workers = spec.process.allocates?.workers ?? null;
  const held = (spec.process.allocates?.steps ?? []).reduce((sum, s) => sum + s.bytes, 0);
  const values = { limit: bytesText(spec.memoryLimit ?? 0), held: bytesText(held) };
  if (oomKillsWholeContainer(v))
    return { code: SIGKILL_EXIT, why: why('oomKilledGroup', values) };
  if (workers === null) return { code: SIGKILL_EXIT, why: why('oomKilled', values) };
  // Without memory.oom.group the kernel kills the worker that holds the memory (the
  // largest process); the program's own process lives on and exits as it does then.
  return {
    code: workers.exitCode,
    why: why('oomKilledWorker', { ...values, exitCode: workers.exitCode }),
  };
}
