// Whether the mesh's proxy is a native sidecar (a restartable init container stopped after
// the app) or a classic one (a regular container signalled with the app): the webhook
// (cluster/apiserver/meshInjection.ts) and the warnings (foreseeMesh.ts) ask the same.
import type { MeshModel } from '../model/model.ts';
import type { KubeVersion } from '../../versions/version.ts';
import { istioNativeSidecar, nativeSidecarsOn } from '../../versions/features.ts';

/** Native or classic, as the mesh decides it for this version (and the Scenario's setting). */
export function nativeProxy(mesh: MeshModel, v: KubeVersion): boolean {
  const set = mesh.hop.settings['nativeSidecar'];
  if (!nativeSidecarsOn(v)) return false;
  if (typeof set === 'boolean') return set;
  return mesh.hop.name === 'istio-proxy' ? istioNativeSidecar(v) : true;
}
