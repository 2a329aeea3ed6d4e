import { describe, expect, it } from 'vitest';
import { startMessages } from '../../../../src/cluster/kubelet/startMessages.ts';
import {
  createdMessage,
  pulledMessage,
  startedMessage,
} from '../../../../src/cluster/eventMessages.ts';
import { loadScenario } from '../../../../src/manifest/load/loadScenario.ts';
import { parseVersion } from '../../../../src/versions/version.ts';

const pod = `apiVersion: podterm.dev/v1
kind: Scenario
metadata: {name: start}
spec: {kubernetesVersion: "1.34", duration: 10s}
---
apiVersion: v1
kind: Pod
metadata: {name: web}
spec:
  containers:
    - {name: app, image: example/web:1.0}
`;

describe("a container start's Events (startMessages)", () => {
  const spec = loadScenario(pod).model!.pods[0]!.template.containers[0]!;

  it('says what world.kubeEvent would write, with eventMessages’ words for the version', () => {
    for (const minor of [21, 34, 35]) {
      const v = parseVersion(`1.${minor}`)!;
      const kubelet = (reason: string, message: string) => ({
        reason,
        message,
        eventType: 'Normal',
        source: 'kubelet',
      });
      expect(startMessages(v, spec)).toEqual({
        v,
        pulled: kubelet('Pulled', pulledMessage(spec.image)),
        created: kubelet('Created', createdMessage(v, spec.name)),
        started: kubelet('Started', startedMessage(v, spec.name)),
        data: { container: spec.name },
      });
    }
  });

  it('gives every start of the same spec and version the same strings', () => {
    const v = parseVersion('1.34')!;
    const first = startMessages(v, spec);
    expect(startMessages(v, spec)).toBe(first);
    expect(Object.isFrozen(first.data) && Object.isFrozen(first.created)).toBe(true);
    // Another version makes them anew (1.35 drops the name from Created and Started).
    const v35 = parseVersion('1.35')!;
    expect(startMessages(v35, spec).started.message).toBe(startedMessage(v35, spec.name));
  });
});
