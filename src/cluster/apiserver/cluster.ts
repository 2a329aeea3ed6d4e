// The API server's side of the simulation: creating and deleting Pods, and the registry
// that links each Pod record to its statechart. Controllers and actions call these; the
// grace rules are in ../grace.ts, the finalizers in podMachine.
import type { ActorRefFrom } from 'xstate';
import type { PatchedCondition, ServiceModel } from '../../manifest/model/model.ts';
import { admitPod } from '../../manifest/admission/admission.ts';
import { podMachine } from './podMachine.ts';
import { apiGraceSeconds, repeatedDeleteGrace } from '../grace.ts';
import type { SchedulerInformers } from './scheduling.ts';
import {
  mutate,
  processesOf,
  quotaCounted,
  type AdmissionObjects,
  type CreatePod,
  type PodAssumption,
  type Webhooks,
} from './podAdmission.ts';
import { isTerminal, matchesSelector, type PodRecord } from './podStore.ts';
import type { World } from '../world.ts';
import { objectKey } from '../objectKey.ts';
import { startLean } from '../leanActors.ts';

export type { AdmissionObjects, CreatePod, Webhooks } from './podAdmission.ts';

import { OwnerReferences } from './ownerReferences.ts';
import { CreationShares, createdFinalizers } from './creationShares.ts';

export class Cluster {
  /**
   * The scale each pod controller answers for (`ReplicaSet/x` → its spec.replicas, or its
   * Deployment's), and whose scale that is (`of`): what the disruption controller's
   * getExpectedScale reads, one scale per controller however many of its ReplicaSets own
   * Pods (it keys controllerScale by the Deployment's UID).
   */
  readonly scales = new Map<string, { of: string; scale: () => number }>();
  /** The ownerReferences of the objects other than Pods (the garbage collector reads them). */
  readonly ownerReferences = new OwnerReferences();
  /**
   * The budgets' status.disruptedPods: when the Eviction API let each Pod go, by uid (the
   * disruption controller counts such a Pod unhealthy for DeletionTimeout).
   */
  readonly disruptedPods = new Map<number, number>();
  /** Nodes the node lifecycle controller marked NotReady. */
  readonly notReady = new Set<string>();
  /** Nodes tainted node.kubernetes.io/out-of-service (non-graceful node shutdown). */
  readonly outOfService = new Set<string>();
  private actors = new Map<number, ActorRefFrom<typeof podMachine>>();
  /** What a created Pod shares with the one created before it (creationShares.ts). */
  private readonly shares: CreationShares;
  /** Pods written in the running step whose statecharts are not started yet. */
  private unadmitted = new Map<number, PodRecord>();
  /** Processes a Pod runs differently from its template (podProcess.ts), for the trace. */
  readonly podAssumptions: PodAssumption[] = [];

  constructor(
    readonly world: World,
    /** The scheduler's informers: what the API's Pod and Node writes reach. */
    readonly scheduler: SchedulerInformers,
    private readonly services: ServiceModel[],
    /** The mutating webhooks the document implies (a mesh's, the AWS controller's). */
    private readonly webhooks: Webhooks = {},
    private readonly admission: AdmissionObjects = {},
  ) {
    world.podRemoved = (pod) => this.onRemoved(pod);
    this.shares = new CreationShares(services);
  }

  podActor(pod: PodRecord): ActorRefFrom<typeof podMachine> | undefined {
    return this.actors.get(pod.uid) ?? this.admit(pod);
  }

  /**
   * Starts the statechart of a Pod the API accepted. Controllers create Pods inside their
   * sync actions, where no actor may be created, so it waits for the step to end; a write
   * to the Pod in that same step (none of the fixtures does it) starts it at once.
   */
  private admit(pod: PodRecord): ActorRefFrom<typeof podMachine> | undefined {
    if (!this.unadmitted.delete(pod.uid)) return undefined;
    const { world } = this;
    const actor = world.leanActor(podMachine, { world, pod });
    this.actors.set(pod.uid, actor);
    startLean(actor);
    return actor;
  }

  /**
   * A create through the whole admission chain: LimitRanger's defaults, then LimitRanger's
   * and ResourceQuota's checks (admission.ts admitPod); a refused Pod is never stored and the
   * caller gets the Forbidden error. `generateName`: the prefix a controller asked a name
   * from, which the error names (admission.NewForbidden runs before the name is made).
   */
  tryCreatePod(request: CreatePod, generateName?: string): PodRecord | { forbidden: string } {
    const ranges = this.admission.limitRanges?.filter((l) => l.namespace === request.namespace);
    const quotas = this.admission.resourceQuotas?.filter((q) => q.namespace === request.namespace);
    if (!ranges?.length && !quotas?.length) return this.createPod(request);
    const a = admitPod(
      generateName ?? request.name,
      request.template,
      ranges ?? [],
      quotas ?? [],
      quotas?.length ? quotaCounted(this.world, request.namespace) : [],
      this.world.v,
    );
    if (a.forbidden !== null) return { forbidden: a.forbidden };
    return this.store({ ...request, template: a.template });
  }

  /**
   * A create whose caller does not handle a refusal (the Job controller here): LimitRanger's
   * defaults only, the chain's mutating half.
   */
  createPod(request: CreatePod): PodRecord {
    const ranges = this.admission.limitRanges?.filter((l) => l.namespace === request.namespace);
    if (!ranges?.length) return this.store(request);
    return this.store({
      ...request,
      template: admitPod(request.name, request.template, ranges, [], [], this.world.v).template,
    });
  }

  private store(request: CreatePod): PodRecord {
    const { world } = this;
    const { mesh, req } = mutate(this.webhooks, this.world.v, request);
    const labels = req.template.labels;
    const template = processesOf(req, this.podAssumptions);
    const pod = world.pods.create(
      {
        name: req.name,
        namespace: req.namespace,
        key: objectKey('Pod', req.name),
        owner: req.owner,
        template,
        createdAt: world.now,
        nodeName: null,
        finalizers: createdFinalizers(req.finalizers),
        services: this.shares.servicesOf(req.namespace, labels),
      },
      mesh ? 'down' : 'none',
    );
    this.unadmitted.set(pod.uid, pod);
    world.clock.whenStepEnds(() => this.admit(pod));
    const pinned = req.template.nodeName;
    if (pinned) this.scheduler.assign(pod, pinned);
    world.emit(
      'api-server',
      'PodCreated',
      pod.key,
      this.shares.createdData(req.owner, req.template, pod.nodeName),
    );
    if (!req.owner && !pinned) world.orphanCreated(pod);
    if (pinned) world.podChanged(pod);
    else if (req.template.schedulingGates) {
      // strategy.go applySchedulingGatedCondition; the scheduler's SchedulingGates PreEnqueue
      // plugin keeps the Pod out of its queue while a gate is left (nothing removes them here).
      world.emit('api-server', 'PodConditionSet', pod.key, {
        type: 'PodScheduled',
        status: 'False',
        reason: 'SchedulingGated',
        message: 'Scheduling is blocked due to non-empty scheduling gates',
      });
    } else if (req.template.schedulerName) {
      // eventhandlers.go responsibleForPod: the default scheduler queues only the Pods whose
      // spec.schedulerName is one of its profiles; another scheduler's Pod waits for it.
      this.scheduler.admitOther(pod);
    } else if (req.onto) this.scheduler.enqueueOnto(pod, req.onto);
    else this.scheduler.enqueue(pod);
    return pod;
  }

  /**
   * kubectl label (--overwrite): a PATCH of metadata.labels, `value` null removing the key.
   * The Services and controllers that selected the Pod by its old labels hear of it too, so
   * an EndpointSlice drops it and its controller releases it (ClaimPods).
   */
  relabel(pod: PodRecord, key: string, value: string | null): void {
    if (pod.removed) return;
    const labels = { ...pod.template.labels };
    if (value === null) delete labels[key];
    else labels[key] = value;
    pod.template = { ...pod.template, labels };
    this.world.pods.relabel(pod);
    const before = pod.services;
    pod.services = this.services
      .filter((s) => s.namespace === pod.namespace && matchesSelector(labels, s.selector))
      .map((s) => s.name);
    this.world.podChanged(
      pod,
      before.filter((s) => !pod.services.includes(s)),
    );
  }

  /**
   * kubectl patch pod --subresource=status of one condition: status.conditions gets it (a
   * strategic merge by type) and the Pod's watchers hear of it; a readiness gate's type set
   * True counts toward Ready (setReadinessGate). Returns false when the Pod is gone.
   */
  patchCondition(pod: PodRecord, c: PatchedCondition): boolean {
    if (pod.removed) return false;
    pod.patchedConditions.set(c.type, { status: c.status, reason: c.reason });
    // As setReadinessGate: the kubelet hears of it by its watch and counts it toward Ready.
    if (c.status === 'True' && (pod.template.readinessGates ?? []).includes(c.type))
      pod.gatesTrue.add(c.type);
    this.world.emit('api-server', 'PodConditionSet', pod.key, {
      type: c.type,
      status: c.status,
      reason: c.reason,
    });
    this.world.podChanged(pod);
    return true;
  }

  /**
   * A PATCH removing spec.schedulingGates (`gate`, or every one): the update validation
   * allows only removal. When none is left the scheduler's queue hears the update
   * (scheduling_queue.go Update: the SchedulingGates PreEnqueue plugin now passes) and
   * tries the Pod. Returns the gates left, null when there was nothing to remove.
   */
  removeSchedulingGates(pod: PodRecord, gate: string | null): string[] | null {
    const gates = pod.template.schedulingGates ?? [];
    const left = gate === null ? [] : gates.filter((g) => g !== gate);
    if (pod.removed || left.length === gates.length) return null;
    const template: PodRecord['template'] = { ...pod.template };
    if (left.length > 0) template.schedulingGates = left;
    else delete template.schedulingGates;
    pod.template = template;
    this.world.podChanged(pod);
    if (left.length === 0 && !pod.nodeName && pod.deletionTimestamp === null)
      if (!template.schedulerName) this.scheduler.enqueue(pod);
      else this.scheduler.admitOther(pod);
    return left;
  }

  /**
   * A DELETE reaching the API server. `gracePeriodSeconds` is DeleteOptions' value as sent
   * (null = not given: the pod's terminationGracePeriodSeconds).
   */
  deletePod(pod: PodRecord, gracePeriodSeconds: number | null): void {
    if (pod.removed) return;
    if (pod.deletionTimestamp !== null) {
      const grace = repeatedDeleteGrace(gracePeriodSeconds, pod.deletionGracePeriodSeconds);
      if (grace !== null) this.podActor(pod)?.send({ type: 'DELETE', grace });
      return;
    }
    const grace = apiGraceSeconds(
      { gracePeriodSeconds },
      {
        tGPS: pod.template.terminationGracePeriodSeconds,
        scheduled: pod.nodeName !== null,
        terminal: isTerminal(pod),
      },
    );
    this.podActor(pod)?.send({ type: 'DELETE', grace });
  }

  /** A controller patching the phase to Failed (PodGC markFailedAndDeletePod). */
  markFailed(pod: PodRecord, why: string): void {
    if (isTerminal(pod) || pod.removed) return;
    this.podActor(pod)?.send({
      type: 'TERMINAL',
      phase: 'Failed',
      reason: null,
      why,
      lane: 'api-server',
    });
  }

  /** A controller dropping its finalizer (e.g. the Job controller's job-tracking one). */
  removeFinalizer(pod: PodRecord, finalizer: string): void {
    if (!pod.finalizers.includes(finalizer)) return;
    pod.finalizers = pod.finalizers.filter((f) => f !== finalizer);
    this.podActor(pod)?.send({ type: 'FINALIZERS_REMOVED' });
  }

  /** The node lifecycle controller's MarkPodsNotReady for a pod on a lost node. */
  markNotReady(pod: PodRecord): void {
    if (pod.ready) this.podActor(pod)?.send({ type: 'NOT_READY' });
  }

  private onRemoved(pod: PodRecord): void {
    // A force-deleted Pod can leave the API while its process still listens, and a hop in
    // front of the Pods answers a Pod whose IP is gone differently from a closed listener
    // (a connect timeout): requests due until now still met the Pod as it was.
    this.world.beforePodServingChanges(pod);
    this.world.pods.remove(pod);
    this.scheduler.release(pod);
    // Nothing asks for a removed Pod's statechart by its record (each caller checks
    // `removed` first, or sends what Removed ignores); its pod worker keeps its own ref.
    this.actors.delete(pod.uid);
  }
}
