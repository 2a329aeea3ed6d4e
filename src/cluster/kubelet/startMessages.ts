// The Events a container's start records (kuberuntime_container.go startContainer: Pulled
// when EnsureImageExists found the image on the node, then Created and Started) and its
// ContainerStarted event's data, made once for each container spec and version. Every Pod
// of a ReplicaSet runs the same spec object (podProcess.ts podTemplateFor keeps the
// template's when nothing of the Pod changes it), and each start made them anew: objects
// and strings the trace keeps to the end of the run, the same words for every Pod.
import type { ContainerModel, KubeVersion } from '../../manifest/model/model.ts';
import { createdMessage, pulledMessage, startedMessage } from '../eventMessages.ts';
import type { ContainerStartedData, KubeEventData } from '../../trace/events.ts';
import { kubeEventData } from '../world.ts';

/** The data of a start's events, each frozen: shared by every start of the spec. */
export interface StartMessages {
  /** Pulled: image_manager.go EnsureImageExists, the image already present. */
  readonly pulled: KubeEventData;
  readonly created: KubeEventData;
  readonly started: KubeEventData;
  readonly data: ContainerStartedData;
}

interface Known extends StartMessages {
  readonly v: KubeVersion;
}

const KNOWN = new WeakMap<ContainerModel, Known>();

const kubelet = (reason: string, message: string): KubeEventData =>
  Object.freeze(kubeEventData('kubelet', reason, message));

/** The start's events' data for `spec` in version `v` (the same objects for every start). */
export function startMessages(v: KubeVersion, spec: ContainerModel): StartMessages {
  const known = KNOWN.get(spec);
  if (known !== undefined && known.v === v) return known;
  const made: Known = {
    v,
    pulled: kubelet('Pulled', pulledMessage(spec.image)),
    created: kubelet('Created', createdMessage(v, spec.name)),
    started: kubelet('Started', startedMessage(v, spec.name)),
    data: Object.freeze({ container: spec.name }),
  };
  KNOWN.set(spec, made);
  return made;
}
