// The sentences of the Events a container's start records (kuberuntime_container.go
// startContainer: Pulled when EnsureImageExists found the image on the node, then Created
// and Started) and its ContainerStarted event's data, made once for each container spec and
// version. Every Pod of a ReplicaSet runs the same spec object (podProcess.ts podTemplateFor
// keeps the template's when nothing of the Pod changes it), and each start built them anew:
// four objects a start that the trace keeps to its end, so each outlived the young generation.
import type { ContainerModel, KubeVersion } from '../../manifest/model/model.ts';
import { createdMessage, pulledMessage, startedMessage } from '../eventMessages.ts';
import type { ContainerStartedData } from '../../trace/events.ts';

export interface StartMessages {
  /** image_manager.go EnsureImageExists, the image already present. */
  readonly pulled: string;
  readonly created: string;
  readonly started: string;
  /** The ContainerStarted event's data (frozen: shared by every start of the spec). */
  readonly data: ContainerStartedData;
}

interface Known extends StartMessages {
  readonly v: KubeVersion;
}

const KNOWN = new WeakMap<ContainerModel, Known>();

/** The start's sentences for `spec` in version `v` (the same strings for every start). */
export function startMessages(v: KubeVersion, spec: ContainerModel): StartMessages {
  const known = KNOWN.get(spec);
  if (known !== undefined && known.v === v) return known;
  const made: Known = {
    v,
    pulled: pulledMessage(spec.image),
    created: createdMessage(v, spec.name),
    started: startedMessage(v, spec.name),
    data: Object.freeze({ container: spec.name }),
  };
  KNOWN.set(spec, made);
  return made;
}
