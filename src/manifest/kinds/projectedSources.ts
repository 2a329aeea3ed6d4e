// Projected volume sources behind feature gates. While ClusterTrustBundleProjection or
// PodCertificateRequest is off (both still off by default in every release they exist in),
// pkg/api/pod/util.go dropDisabledClusterTrustBundleProjection and
// dropDisabledPodCertificateProjection set each source's clusterTrustBundle / podCertificate
// to nil on create. validateProjectionSources counts no volume type for the emptied source
// and says nothing, and the kubelet's projected plugin (collectData) writes no file for it:
// the Pod is created and runs. podterm simulates no volume contents, so this only says so.
// Before the field exists (1.29, 1.34) the unknown-field check speaks instead.
import { gateExists, gateOn, gateStageWords, type Gate } from '../../versions/gates.ts';
import { versionLabel, type KubeVersion } from '../../versions/version.ts';
import type { Reader } from '../read/fields.ts';

const GATED_SOURCES: Readonly<Record<string, Gate>> = {
  clusterTrustBundle: 'ClusterTrustBundleProjection',
  podCertificate: 'PodCertificateRequest',
};

/** Warn about each projected source the API server drops at `v` (the Pod still runs). */
export function dropDisabledProjections(spec: Reader, v: KubeVersion): void {
  for (const volume of spec.list('volumes')) {
    const sources = volume.child('projected');
    for (const source of sources.list('sources'))
      for (const [field, gate] of Object.entries(GATED_SOURCES))
        if (source.has(field) && gateExists(v, gate) && !gateOn(v, gate))
          source.report(
            'warning',
            `${source.name(field)}: ignored: the ${gate} feature gate is ${gateStageWords(v, gate)} in Kubernetes ${versionLabel(v)}, so the API server drops this source and the kubelet projects nothing for it`,
            field,
          );
  }
}
