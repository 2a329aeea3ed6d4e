// Which container a Service's traffic reaches in a Pod: the kubelet's readiness and the
// traffic read it (cluster/kubelet/readiness.ts), the warnings and the preStop search too.
import type { ContainerModel, PodTemplateModel } from './model.ts';

/** The container the Service's traffic reaches: the first with a port, else the first. */
export const servingContainer = (t: PodTemplateModel): ContainerModel | undefined =>
  t.containers.find((c) => c.ports.length > 0) ?? t.containers[0];
