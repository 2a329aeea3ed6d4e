// Why the kubelet did what it did: how a container was stopped, and the phase a pod ended
// in. Said through ../whys.ts `why()`; `{name}` is a value filled in at run time.

export const KUBELET_WHYS = {
  hookAbandoned:
    'The hook used up the grace period and was abandoned, not stopped (executePreStopHook).',
  hookKilled:
    'The hook was still running when its container died: its exec process died with the container (exit 137) or its HTTP request got no answer, and the goroutine executePreStopHook left running recorded the failure then.',
  stopContainer:
    'CRI StopContainer(timeout={timeout}s): the runtime sends the stop signal and SIGKILLs when the timeout runs out (kuberuntime_container.go killContainer, containerd stopContainer).',
  stopSignalIgnored:
    'The process ignores its stop signal (PID 1 has no default handler), so it runs until the stop timeout: SIGKILL, exit 137.',
  stopTimedOut: 'The process did not exit within the stop timeout: SIGKILL, exit 137.',
  oomKilledGroup:
    'The container allocates {held}, past its memory limit of {limit}: the kernel’s OOM killer kills all its processes at once (the kubelet sets memory.oom.group=1 on cgroup v2: kuberuntime_container_linux.go calculateLinuxResources), exit 137; containerd reports OOMKilled (its TaskOOM event).',
  oomKilled:
    'The process allocates {held}, past its memory limit of {limit}: the kernel’s OOM killer kills it (SIGKILL), exit 137; containerd reports OOMKilled (its TaskOOM event).',
  oomKilledWorker:
    'The container’s workers allocate {held}, past its memory limit of {limit}: the kernel’s OOM killer kills the worker alone (no memory.oom.group before 1.28), and the process exits {exitCode} after it; containerd reports OOMKilled all the same (its TaskOOM event).',
  evicted: 'The kubelet evicted the pod under node pressure (eviction_manager.go evictPod).',
  nodeShutdown:
    'Pod was terminated in response to imminent node shutdown. (nodeshutdown_manager killPods)',
  nodeShutdownBefore122:
    'Node is shutting, evicting pods (nodeshutdown_manager processShutdownEvent: reason Shutdown until 1.22, #102840)',
  nodeShutdownAdmitBefore122:
    'Node is in progress of shutting down, not admitting any new pods (nodeshutdown_manager Admit: reason Terminated until 1.22, #102840)',
  nodeShutdownAdmit:
    'Pod was rejected as the node is shutting down. (nodeshutdown_manager Admit: reason NodeShutdown)',
  deadline:
    'active_deadline.go: the pod outlived activeDeadlineSeconds; the phase is published once its containers stopped (#108366).',
  terminalPhase:
    'kubelet_pods.go getPhase: from 1.27 a pod the kubelet terminated ends Succeeded if every container exited 0, else Failed (#115331).',
  restartAllStarted:
    'Container {container} exited {exitCode}, which a RestartAllContainers rule matches: the kubelet restarts the whole Pod in place and kills each running container in turn without its preStop hook, with the 2 s minimum grace (kuberuntime_manager.go SyncPod, killContainer with a grace override of 0).',
  pulledWithoutSize:
    'The kubelet ends this message with ". Image size: N bytes." (the size the runtime reports after the pull; image_manager.go EnsureImageExists, #121719). podterm does not know the image’s size, so it leaves that part out.',
  restartAllDone:
    'Every container was removed; the kubelet starts the Pod again in the same sandbox, init containers first. Each container waited as RestartingAllContainers, lastState exit code 137, restartCount + 1 (kubelet_pods.go convertToAPIContainerStatuses).',
} as const;
