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

describe("a container start's Event sentences (startMessages)", () => {
  const spec = loadScenario(pod).model!.pods[0]!.template.containers[0]!;

  it('says what eventMessages says, for the spec and the version', () => {
    for (const minor of [21, 34, 35]) {
      const v = parseVersion(`1.${minor}`)!;
      expect(startMessages(v, spec)).toMatchObject({
        pulled: pulledMessage(spec.image),
        created: createdMessage(v, spec.name),
        started: startedMessage(v, spec.name),
        data: { container: spec.name },
      });
    }
  });

  it('gives every start of the same spec and version the same strings', () => {
    const v = parseVersion('1.34')!;
    const first = startMessages(v, spec);
    expect(startMessages(v, spec)).toBe(first);
    expect(Object.isFrozen(first.data)).toBe(true);
    // Another version makes them anew (1.35 drops the name from Created and Started).
    const v35 = parseVersion('1.35')!;
    expect(startMessages(v35, spec).started).toBe(startedMessage(v35, spec.name));
  });
});
