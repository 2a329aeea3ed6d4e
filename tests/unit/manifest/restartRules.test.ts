// Container restart rules (KEP-5307) on 1.34: the fields exist behind ContainerRestartRules,
// alpha and off by default, so the API server drops them (dropContainerRestartRules) and the
// container restarts by the Pod's restartPolicy. Before 1.34 the field is unknown.
import { kube } from '../../../src/versions/version.ts';
import { describe, expect, it } from 'vitest';
import { loadScenario } from '../../../src/manifest/loadScenario.ts';
import { sim } from '../helpers/driver.ts';

// The shape of the KEP's example: restart the container in place on exit code 42 only.
const POD = `apiVersion: podterm.dev/v1
kind: Scenario
spec: {nodes: 1, duration: 20s}
---
apiVersion: v1
kind: Pod
metadata:
  name: trainer
  annotations: {podterm.dev/process.main: "run=2s exitCode=42"}
spec:
  restartPolicy: Never
  containers:
  - name: main
    image: trainer:1
    restartPolicy: Never
    restartPolicyRules:
    - action: Restart
      exitCodes: {operator: In, values: [42]}
`;

const said = (minor: number) =>
  loadScenario(POD, { version: kube(minor) }).diagnostics.map((d) => [d.severity, d.message]);

describe('restartPolicyRules', () => {
  it('1.34: both fields are dropped with a warning, as the API server drops them', () => {
    expect(said(34)).toEqual([
      [
        'warning',
        'spec.containers[0].restartPolicy: ignored: the ContainerRestartRules feature gate is off in Kubernetes 1.34 (on from 1.35), so the API server drops this field',
      ],
      [
        'warning',
        'spec.containers[0].restartPolicyRules: ignored: the ContainerRestartRules feature gate is off in Kubernetes 1.34 (on from 1.35), so the API server drops this field',
      ],
    ]);
  });

  it('1.34: the container is not restarted on exit 42; the Pod fails by its own policy', () => {
    sim(POD)
      .on('1.34')
      .run()
      .expectEvents('ContainerStarted', 'Pod/trainer')
      .count(1)
      .expectEvent('PodPhaseChanged', 'Pod/trainer', { phase: 'Failed' });
  });

  it('1.33: the rules are unknown; restartPolicy stays forbidden on a regular container', () => {
    expect(said(33)).toEqual([
      [
        'error',
        'spec.containers[0].restartPolicy: Forbidden: may not be set for non-init containers',
      ],
      [
        'warning',
        'spec.containers[0].restartPolicyRules: the field exists from Kubernetes 1.34 (ContainerRestartRules); 1.33 does not know it, so kubectl apply refuses it; podterm ignores it',
      ],
    ]);
  });

  it('1.34: an init container’s restartPolicy other than Always is dropped too', () => {
    const init = POD.replace(
      '  containers:\n',
      '  initContainers: [{name: setup, image: busybox, restartPolicy: OnFailure}]\n  containers:\n',
    );
    const r = loadScenario(init, { version: kube(34) });
    expect(r.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(r.diagnostics[0]?.message).toMatch(
      /^spec.initContainers\[0\].restartPolicy: ignored: the ContainerRestartRules feature gate/,
    );
    expect(r.model!.pods[0]!.template.initContainers[0]!.sidecar).toBe(false);
  });
});
