// EndpointSlice conditions for one Pod (staging/src/k8s.io/endpointslice/utils.go
// podToEndpoint, and ShouldPodBeInEndpoints).
import type { KubeVersion, ServiceModel } from '../../../manifest/model/model.ts';
import { isTerminal, type PodRecord } from '../../apiserver/podStore.ts';
import type { Endpoint } from '../../apiserver/endpointSlices.ts';
import { sliceKeepsTerminating } from '../../../versions/features.ts';

/**
 * The Pod's endpoint, as the slice keeps it (the controller stores this very object, no
 * copy); null = the pod is not in the slice at all.
 */
export function endpointFor(v: KubeVersion, svc: ServiceModel, pod: PodRecord): Endpoint | null {
  // ShouldPodBeInEndpoints: terminal pods and pods without an IP are never included.
  if (pod.removed || !pod.hasIP || isTerminal(pod)) return null;
  // A Pod relabelled out of the selector leaves the slice (the controller lists by selector).
  if (!pod.services.includes(svc.name)) return null;
  const terminating = pod.deletionTimestamp !== null;
  // ≤1.21 (EndpointSliceTerminatingCondition off): a deleted pod leaves the slice at once.
  if (terminating && !sliceKeepsTerminating(v) && !svc.publishNotReadyAddresses) return null;
  const serving = pod.ready;
  return {
    pod,
    ready: svc.publishNotReadyAddresses || (serving && !terminating),
    serving,
    terminating,
  };
}
