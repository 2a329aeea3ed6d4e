// The steps of a Pod create that are plain functions of the request: the mutating webhooks
// (a mesh's proxy, the AWS Load Balancer Controller's readiness gate), each container's
// process as the Pod runs it, and the Pods a ResourceQuota charges.
import { inject, injects } from './meshInjection.ts';
import type {
  ContainerModel,
  KubeVersion,
  MeshModel,
  PodTemplateModel,
} from '../../manifest/model/model.ts';
import { seconds, secondsToMs } from '../../trace/units.ts';
import { podTemplateFor } from '../../manifest/process/podProcess.ts';
import { isTerminal, matchesSelector } from './podStore.ts';
import { objectKey } from '../objectKey.ts';
import type { World } from '../world.ts';
import type { OwnerRef } from './podStore.ts';
import type { LimitRangeModel, ResourceQuotaModel } from '../../manifest/model/model.ts';

/** The mutating webhooks of a run (their configurations, as the document implies them). */
export interface Webhooks {
  mesh?: MeshModel | null;
  /** The AWS controller's pod readiness gate: the Pods its Service selects get it. */
  readinessGate?: { namespace: string; selector: Record<string, string>; type: string } | null;
}

/** The LimitRanges and ResourceQuotas the admission chain judges Pod creates against. */
export interface AdmissionObjects {
  limitRanges?: readonly LimitRangeModel[];
  resourceQuotas?: readonly ResourceQuotaModel[];
}

export interface CreatePod {
  name: string;
  /** The owner's namespace (a controller makes its Pods in its own), or the Pod's. */
  namespace: string;
  template: PodTemplateModel;
  owner: OwnerRef | null;
  finalizers: string[];
  /** Required node affinity to one node (DaemonSet Pods), bound by the scheduler. */
  onto?: string;
}

/** A Pod's container whose process differs from its template's, for the trace. */
export interface PodAssumption {
  object: string;
  container: string;
  text: string;
}

/**
 * The Pods a quota of the namespace charges now (pods.go QuotaV1Pod): not Succeeded or
 * Failed, and not past its deletionTimestamp plus its grace period. The quota controller's
 * status.used is taken as current at every create (its replenishment delay is not
 * modelled).
 */
export function quotaCounted(world: World, namespace: string): PodTemplateModel[] {
  const now = world.now;
  return world.pods
    .all()
    .filter(
      (p) =>
        p.namespace === namespace &&
        !p.removed &&
        !isTerminal(p) &&
        !(
          p.deletionTimestamp !== null &&
          p.deletionGracePeriodSeconds !== null &&
          now > p.deletionTimestamp + secondsToMs(seconds(p.deletionGracePeriodSeconds))
        ),
    )
    .map((p) => p.template);
}

/**
 * Each container's process as this Pod runs it, where it reads the Pod's environment (its
 * env, HOSTNAME, the Job's completion index): the kubelet starts it with the Pod's own
 * values (makeEnvironmentVariables). A Pod named from generateName (a ReplicaSet's, a
 * Job's, a DaemonSet's) has a random suffix in a real cluster, so its name is not known.
 * Each process that differs from its template's is added to `assumptions`.
 */
export function processesOf(req: CreatePod, assumptions: PodAssumption[]): PodTemplateModel {
  // podTemplateFor keeps every container without a `source` as it is: a template with none
  // (most) is the Pod's as it is, without the facts and two lists made to find that out.
  if (!sourced(req.template.initContainers) && !sourced(req.template.containers))
    return req.template;
  const named = req.owner === null || req.owner.kind === 'StatefulSet';
  const template = podTemplateFor(req.template, {
    name: named ? req.name : null,
    namespace: req.namespace,
    labels: req.template.labels,
    annotations: req.template.annotations,
    complete: true,
  });
  if (template !== req.template) {
    const before = [...req.template.initContainers, ...req.template.containers];
    [...template.initContainers, ...template.containers].forEach((c, i) => {
      if (c.process.assumption !== before[i]?.process.assumption)
        assumptions.push({
          object: objectKey('Pod', req.name),
          container: c.name,
          text: c.process.assumption,
        });
    });
  }
  return template;
}

/** Whether a container of `list` has a `source` (podProcess.ts containerFor reads it). */
function sourced(list: readonly ContainerModel[]): boolean {
  for (const c of list) if (c.source) return true;
  return false;
}

/**
 * The mutating admission webhooks, run before the object is stored: the mesh's proxy
 * (meshInjection.ts), the AWS Load Balancer Controller's readiness gate for the Pods of the
 * Service it targets (its condition's name handed in by the run: hops/readinessGate.ts).
 */
export function mutate(
  webhooks: Webhooks,
  v: KubeVersion,
  request: CreatePod,
): { mesh: MeshModel | null; req: CreatePod } {
  const { mesh: m, readinessGate: g } = webhooks;
  const mesh = m && injects(m, request.namespace, request.template) ? m : null;
  let template = mesh ? inject(mesh, v, request.template) : request.template;
  if (g && g.namespace === request.namespace && matchesSelector(template.labels, g.selector))
    template = withReadinessGate(template, g.type);
  return { mesh, req: template === request.template ? request : { ...request, template } };
}

const gated = new WeakMap<PodTemplateModel, PodTemplateModel>();

/**
 * A mutating webhook's patch adding a condition to spec.readinessGates (the AWS Load Balancer
 * Controller's, "injected to the pod spec via mutating webhook during pod creation":
 * docs/deploy/pod_readiness_gate.md): the template as the webhook returns it, the same object for
 * every Pod of a template. The kubelet counts the gate toward Ready (conditions.ts).
 */
export function withReadinessGate(t: PodTemplateModel, gate: string): PodTemplateModel {
  let out = gated.get(t);
  if (!out) {
    out = { ...t, readinessGates: [...(t.readinessGates ?? []), gate] };
    gated.set(t, out);
  }
  return out;
}
