// metadata.ownerReferences of the API's objects other than Pods (a Pod's is PodRecord.owner),
// as the API stores them: written when a controller creates an object it owns (a Deployment
// its ReplicaSets, sync.go getNewReplicaSet; a CronJob its Jobs, getJobFromTemplate2), read
// by the garbage collector, whose graph (graph_builder.go processGraphChanges) is built from
// this very field through its informers. The storage behind the API server.
import type { ObjectKey } from '../objectKey.ts';

export class OwnerReferences {
  private readonly dependents = new Map<ObjectKey, ObjectKey[]>();

  /** The API stored `dependent` with a controller ownerReference to `owner`. */
  add(dependent: ObjectKey, owner: ObjectKey): void {
    const list = this.dependents.get(owner);
    if (list) list.push(dependent);
    else this.dependents.set(owner, [dependent]);
  }

  /** Every object ever stored with `owner` as its owner, oldest first (some may be gone). */
  dependentsOf(owner: ObjectKey): readonly ObjectKey[] {
    return this.dependents.get(owner) ?? [];
  }
}
