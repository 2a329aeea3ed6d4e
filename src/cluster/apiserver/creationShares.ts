// What a Pod the API server creates shares with the Pods created before it: a controller
// creates its Pods from one template, one after another, so each one's Services, its
// PodCreated event's data and its empty finalizers are the last one's again. Each is kept
// as long as the Pod (the data as long as the trace): one object for all of them instead
// of a copy each, which outlived young-generation collections (cluster.ts `store`). None is
// ever written: a relabel, a finalizer's removal make new lists; the trace's data is read.
import type { PodTemplateModel, ServiceModel } from '../../manifest/model/model.ts';
import type { PodCreatedData } from '../../trace/types.ts';
import { matchesSelector, ownerKey, type OwnerRef } from './podStore.ts';

/** The finalizers of a Pod created without any (frozen: a write would throw, not leak). */
export const NO_FINALIZERS: string[] = Object.freeze([]) as unknown as string[];

/** A Pod's finalizers as created: the shared empty list, or a copy of the request's. */
export const createdFinalizers = (requested: readonly string[]): string[] =>
  requested.length === 0 ? NO_FINALIZERS : [...requested];

const sameOwner = (a: OwnerRef | null, b: OwnerRef | null): boolean =>
  a === b || (a !== null && b !== null && a.kind === b.kind && a.name === b.name);

export class CreationShares {
  constructor(private readonly services: readonly ServiceModel[]) {}

  private labels: Readonly<Record<string, string>> | null = null;
  private namespace = '';
  private selected: string[] = [];

  /**
   * The Services whose selector matches `labels` in `namespace` (a Service selects Pods of
   * its own namespace only): the last answer while the labels object and namespace are.
   */
  servicesOf(namespace: string, labels: Readonly<Record<string, string>>): string[] {
    if (labels !== this.labels || namespace !== this.namespace) {
      this.selected = this.services
        .filter((s) => s.namespace === namespace && matchesSelector(labels, s.selector))
        .map((s) => s.name);
      this.labels = labels;
      this.namespace = namespace;
    }
    return this.selected;
  }

  private owner: OwnerRef | null = null;
  private template: PodTemplateModel | null = null;
  private data: PodCreatedData | null = null;

  /** The PodCreated event's data: the last one's while owner, template and node are the same. */
  createdData(
    owner: OwnerRef | null,
    template: PodTemplateModel,
    node: string | null,
  ): PodCreatedData {
    const last = this.data;
    if (
      last !== null &&
      template === this.template &&
      last.node === node &&
      sameOwner(owner, this.owner)
    )
      return last;
    this.owner = owner;
    this.template = template;
    return (this.data = {
      owner: owner ? ownerKey(owner) : null,
      node,
      // kubectl's READY denominator: regular containers and native sidecars.
      containers:
        template.containers.length + template.initContainers.filter((c) => c.sidecar).length,
    });
  }
}
