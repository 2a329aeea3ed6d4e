// A container whose liveness or startup probe failed is killed and started again
// (kuberuntime_manager.go computePodActions, computeInitContainerActions for a native
// sidecar): Normal Killing with the probe in the message, then killContainer with the
// probe's own grace where it has one.
import type { ContainerModel } from '../../manifest/model/model.ts';
import { containerKill, killContext, type ContainerKill } from '../grace.ts';
import type { World } from '../world.ts';
import type { PodRecord } from '../apiserver/podStore.ts';
import type { ProbeKind } from './prober.ts';
import type { WorkerCtx } from './workerActions.ts';
import { restartsAfterProbeKill } from './restartRules.ts';
import { isStarting } from './containerProcess.ts';

/**
 * kuberuntime_container.go setTerminationGracePeriod: a liveness or startup kill uses the
 * probe's terminationGracePeriodSeconds (the API server keeps it from 1.25,
 * ProbeTerminationGracePeriod; probes.ts drops it before), else the pod's. The kill carries
 * no override, so the preStop counts against it with the 2 s floor; no waitForTurn.
 */
export function probeKill(
  world: World,
  pod: PodRecord,
  spec: ContainerModel,
  kind: ProbeKind,
  notListening: boolean,
): ContainerKill {
  const probe = kind === 'liveness' ? spec.livenessProbe : spec.startupProbe;
  const grace = probe?.terminationGracePeriodSeconds ?? pod.template.terminationGracePeriodSeconds;
  const ctx = killContext(world.v, grace, { by: 'runtime' });
  return { ...containerKill(ctx, spec, notListening), turn: null };
}

export function killForProbe(c: WorkerCtx, name: string, kind: ProbeKind): void {
  const { world, pod, pc } = c;
  const t = pod.template;
  const spec = [...t.containers, ...t.initContainers].find((x) => x.name === name);
  const ref = pc.refs.get(name);
  if (!spec || !ref || !pc.running.has(name) || c.killReason !== null) return;
  const sidecar = pc.isSidecar(name);
  const restart = restartsAfterProbeKill(world.v, spec, t.restartPolicy)
    ? ', will be restarted'
    : '';
  const message = sidecar
    ? `Init container ${name} failed ${kind} probe`
    : `Container ${name} failed ${kind} probe${restart}`;
  world.kubeEvent('kubelet', pod.key, 'Killing', message);
  c.prober.killing(name);
  const notListening = isStarting(ref.getSnapshot());
  ref.send({ type: 'KILL', kill: probeKill(world, pod, spec, kind, notListening) });
}
