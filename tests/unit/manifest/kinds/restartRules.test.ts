// Container restart rules (KEP-5307). On 1.34 the fields exist behind ContainerRestartRules,
// alpha and off by default, so the API server drops them (dropContainerRestartRules) and the
// container restarts by the Pod’s restartPolicy. Before 1.34 the field is unknown; from 1.35
// it is kept and validated.
import { trainerPod } from '../../helpers/trainerPod.ts';
import { kube } from '../../../../src/versions/version.ts';
import { describe, expect, it } from 'vitest';
import { loadScenario } from '../../../../src/manifest/load/loadScenario.ts';
import { sim } from '../../helpers/driver.ts';

// The shape of the KEP's example: restart the container in place on exit code 42 only.
const POD = trainerPod();

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

// From 1.35 the fields are kept and validated (validation.go validateContainerRestartPolicy).
const errors = (text: string, minor: number) =>
  loadScenario(text, { version: kube(minor) })
    .diagnostics.filter((d) => d.severity === 'error')
    .map((d) => d.message);
const RULES_AT = POD.indexOf('    restartPolicy: Never\n    restartPolicyRules:');
const withRules = (rules: string, policy = '    restartPolicy: Never\n') =>
  `${POD.slice(0, RULES_AT)}${policy}    restartPolicyRules:\n${rules}`;

describe('restartPolicyRules from 1.35, in the API server’s words', () => {
  it('1.35 keeps both fields in the model', () => {
    const c = loadScenario(POD, { version: kube(35) }).model!.pods[0]!.template.containers[0]!;
    expect(c.restartPolicy).toBe('Never');
    expect(c.restartPolicyRules).toEqual([
      { action: 'Restart', exitCodes: { operator: 'In', values: [42] } },
    ]);
  });

  it('rules need the container’s own restartPolicy', () => {
    expect(
      errors(
        withRules('    - {action: Restart, exitCodes: {operator: In, values: [1]}}\n', ''),
        35,
      ),
    ).toEqual([
      'spec.containers[0].restartPolicy: Required value: must specify restartPolicy when restart rules are used',
    ]);
  });

  it('operator In or NotIn; exitCodes required; a policy from the three', () => {
    const bad = withRules(
      '    - {action: Restart, exitCodes: {operator: Is, values: [1]}}\n    - {action: Restart}\n',
      '    restartPolicy: Sometimes\n',
    );
    expect(errors(bad, 36)).toEqual([
      'spec.containers[0].restartPolicy: Unsupported value: "Sometimes": supported values: "Always", "Never", "OnFailure"',
      'spec.containers[0].restartPolicyRules[0].exitCodes.operator: Unsupported value: "Is": supported values: "In", "NotIn"',
      'spec.containers[0].restartPolicyRules[1].exitCodes: Required value: must be specified',
    ]);
  });

  it('at most 20 rules: "Too long … bytes" on 1.35, "Too many … items" from 1.36', () => {
    const rules = '    - {action: Restart, exitCodes: {operator: In, values: [1]}}\n'.repeat(21);
    expect(errors(withRules(rules), 35)).toEqual([
      'spec.containers[0].restartPolicyRules: Too long: may not be more than 20 bytes',
    ]);
    expect(errors(withRules(rules), 36)).toEqual([
      'spec.containers[0].restartPolicyRules: Too many: 21: must have at most 20 items',
    ]);
  });

  it('RestartAllContainers: refused on 1.35, kept on 1.36; a sidecar’s rules only from 1.36', () => {
    const all = withRules(
      '    - {action: RestartAllContainers, exitCodes: {operator: In, values: [1]}}\n',
    );
    expect(errors(all, 35)).toEqual([
      'spec.containers[0].restartPolicyRules[0].action: Unsupported value: "RestartAllContainers": supported values: "Restart"',
    ]);
    expect(errors(all, 36)).toEqual([]);
    const sidecar = POD.replace(
      '  containers:\n',
      '  initContainers:\n  - name: proxy\n    image: envoy\n    restartPolicy: Always\n    restartPolicyRules: [{action: Restart, exitCodes: {operator: In, values: [1]}}]\n  containers:\n',
    );
    expect(errors(sidecar, 35)).toEqual([
      'spec.initContainers[0].restartPolicyRules: Forbidden: restartPolicyRules are not allowed for init containers with restart policy Always',
    ]);
    expect(errors(sidecar, 36)).toEqual([]);
  });
});
