// Projected volume sources behind feature gates (projectedSources.ts): while
// ClusterTrustBundleProjection or PodCertificateRequest is off, pkg/api/pod/util.go drops
// the source on create and the Pod is still created; before the field exists the
// unknown-field check speaks instead, once.
import { describe, expect, it } from 'vitest';
import { kube } from '../../../../src/versions/version.ts';
import { loadScenario } from '../../../../src/manifest/load/loadScenario.ts';

const pod = (source: string) =>
  `apiVersion: v1\nkind: Pod\nmetadata:\n  name: p\nspec:\n  containers: [{name: c, image: nginx, volumeMounts: [{name: v, mountPath: /v}]}]\n  volumes:\n  - name: v\n    projected:\n      sources:\n      - secret: {name: s}\n      - ${source}\n`;
const CTB = 'clusterTrustBundle: {name: example, path: roots.pem}';
const CERT =
  'podCertificate: {keyType: ED25519, signerName: example.com/foo, credentialBundlePath: b.pem}';

const messages = (text: string, minor: number) => {
  const r = loadScenario(text, { version: kube(minor) });
  return { model: r.model, said: r.diagnostics.map((d) => `${d.severity}: ${d.message}`) };
};

describe('projected sources behind feature gates', () => {
  it('clusterTrustBundle: dropped while ClusterTrustBundleProjection is off (alpha 1.29, beta off 1.33), the Pod kept', () => {
    for (const minor of [29, 33, 37]) {
      const { model, said } = messages(pod(CTB), minor);
      expect(model?.pods.map((p) => p.name)).toEqual(['p']);
      expect(said.filter((m) => m.includes('clusterTrustBundle'))).toEqual([
        `warning: spec.volumes[0].projected.sources[1].clusterTrustBundle: ignored: the ClusterTrustBundleProjection feature gate is ${minor === 29 ? 'alpha' : 'beta'} and off by default in Kubernetes 1.${minor}, so the API server drops this source and the kubelet projects nothing for it`,
      ]);
    }
  });

  it('before 1.29 the field is unknown: only the unknown-field warning', () => {
    const { said } = messages(pod(CTB), 28);
    const ours = said.filter((m) => m.includes('clusterTrustBundle'));
    expect(ours).toHaveLength(1);
    expect(ours[0]).toMatch(/unknown field .*clusterTrustBundle/);
  });

  it('podCertificate: dropped while PodCertificateRequest is off (alpha 1.34, beta off 1.35)', () => {
    expect(messages(pod(CERT), 34).said).toContain(
      'warning: spec.volumes[0].projected.sources[1].podCertificate: ignored: the PodCertificateRequest feature gate is alpha and off by default in Kubernetes 1.34, so the API server drops this source and the kubelet projects nothing for it',
    );
    expect(messages(pod(CERT), 35).said.some((m) => m.includes('feature gate is beta'))).toBe(true);
    expect(messages(pod(CERT), 33).said.some((m) => m.includes('feature gate'))).toBe(false);
  });

  it('the other sources (secret, configMap, downwardAPI, serviceAccountToken) are kept without a word', () => {
    const { said } = messages(
      pod('serviceAccountToken: {path: token, expirationSeconds: 3600}'),
      35,
    );
    expect(said.filter((m) => m.includes('projected'))).toEqual([]);
  });
});
