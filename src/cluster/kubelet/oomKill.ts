// A container against its memory limit: the kernel's OOM killer acts as soon as what the
// process holds passes the cgroup's memory.max (the kubelet sets it from the limit,
// kuberuntime_container_linux.go calculateLinuxResources), and containerd marks the exit
// OOMKilled once its TaskOOM event came (containerd cri events.go: status.Reason =
// oomExitReason), whatever the exit code. What the process holds comes from its command
// (manifest/memory.ts); podterm counts nothing else (the binary, the page cache).
import type { ContainerModel } from '../../manifest/model/model.ts';
import { allocatedBytes } from '../../manifest/process/memory.ts';
import { bytesText } from '../../manifest/read/quantity.ts';
import { oomKillsWholeContainer } from '../../versions/features.ts';
import type { KubeVersion } from '../../versions/version.ts';
import { why } from '../whys.ts';
import { SIGKILL_EXIT } from './containerProcess.ts';

/** What the OOM kill leaves: the container's exit code and the sentence that says why. */
export function oomExit(spec: ContainerModel, v: KubeVersion): { code: number; why: string } {
  const workers = spec.process.allocates?.workers ?? null;
  const values = {
    limit: bytesText(spec.memoryLimit ?? 0),
    held: bytesText(allocatedBytes(spec)),
  };
  if (oomKillsWholeContainer(v)) return { code: SIGKILL_EXIT, why: why('oomKilledGroup', values) };
  if (workers === null) return { code: SIGKILL_EXIT, why: why('oomKilled', values) };
  // Without memory.oom.group the kernel kills the worker that holds the memory (the
  // largest process); the program's own process lives on and exits as it does then.
  return {
    code: workers.exitCode,
    why: why('oomKilledWorker', { ...values, exitCode: workers.exitCode }),
  };
}
