// What a Pod requests of a node (component-helpers resource/helpers.go PodRequests): CPU in
// millicores (Quantity.MilliValue), a limit standing in for a missing request
// (SetDefaults_Pod), containers and sidecars added up, an init container's need when larger,
// the Pod's own spec.resources where PodLevelResources keeps them; and a Scenario node's
// declared allocatable.
import { describe, expect, it } from 'vitest';
import { quantityMilliValue } from '../../../../src/manifest/read/quantity.ts';
import {
  aggregateContainerRequests,
  resourceAmount,
} from '../../../../src/manifest/admission/podRequests.ts';
import { loadScenario } from '../../../../src/manifest/load/loadScenario.ts';

describe('quantityMilliValue', () => {
  it('counts CPU in thousandths, rounded up as MilliValue() does', () => {
    expect(quantityMilliValue('100m')).toBe(100);
    expect(quantityMilliValue('0.5')).toBe(500);
    expect(quantityMilliValue('2')).toBe(2000);
    expect(quantityMilliValue(100)).toBe(100_000);
    expect(quantityMilliValue(0.1)).toBe(100);
    expect(quantityMilliValue('1n')).toBe(1);
    expect(quantityMilliValue('lots')).toBeNull();
  });

  it('uses millicores for cpu only, units for every other resource', () => {
    expect(resourceAmount('cpu', '250m')).toBe(250);
    expect(resourceAmount('memory', '1Gi')).toBe(1_073_741_824);
    expect(resourceAmount('example.com/dongle', 3)).toBe(3);
  });
});

describe('aggregateContainerRequests', () => {
  const c = (requests: Record<string, number>, sidecar = false) => ({ requests, sidecar });

  it('adds the containers up and takes an init container when it needs more (fit.go example)', () => {
    // computePodResourceRequest's comment: IC1 2 CPU/1G, IC2 2 CPU/3G, C1 2/1G, C2 1/1G → 3 CPU, 3G.
    const G = 1e9;
    expect(
      aggregateContainerRequests(
        [c({ cpu: 2000, memory: G }), c({ cpu: 1000, memory: G })],
        [c({ cpu: 2000, memory: G }), c({ cpu: 2000, memory: 3 * G })],
      ),
    ).toEqual({ cpu: 3000, memory: 3 * G });
  });

  it('adds a sidecar to the sum and to every init container started after it (KEP-753)', () => {
    // init-1 (before the sidecar) 500; sidecar 200; init-2 (after it) 900 → needs 1100; sum 300 + 200.
    expect(
      aggregateContainerRequests(
        [c({ cpu: 300 })],
        [c({ cpu: 500 }), c({ cpu: 200 }, true), c({ cpu: 900 })],
      ),
    ).toEqual({ cpu: 1100 });
    // The same sidecar after init-2: init-2 alone 900, the sum 500.
    expect(
      aggregateContainerRequests(
        [c({ cpu: 300 })],
        [c({ cpu: 500 }), c({ cpu: 900 }), c({ cpu: 200 }, true)],
      ),
    ).toEqual({ cpu: 900 });
  });

  it('keeps a resource only some containers request', () => {
    expect(
      aggregateContainerRequests([c({ memory: 10 }), c({ 'example.com/dongle': 2 })], []),
    ).toEqual({
      memory: 10,
      'example.com/dongle': 2,
    });
  });
});

const pod = (version: string, spec: string) => `apiVersion: podterm.dev/v1
kind: Scenario
metadata: {name: t}
spec:
  kubernetesVersion: "${version}"
---
apiVersion: v1
kind: Pod
metadata: {name: p}
spec:
${spec}`;
const requestsOf = (text: string) => loadScenario(text).model!.pods[0]!.template.requests;

describe('a Pod template’s requests', () => {
  it('takes a limit for a missing request (SetDefaults_Pod) and reads cpu in millicores', () => {
    const text = pod(
      '1.31',
      `  containers:
  - name: a
    image: nginx
    resources:
      limits: {cpu: "1", memory: 200Mi}
      requests: {cpu: 250m}`,
    );
    expect(requestsOf(text)).toEqual({ cpu: 250, memory: 209_715_200 });
  });

  it('has none when no container asks for anything', () => {
    expect(requestsOf(pod('1.31', '  containers:\n  - {name: a, image: nginx}'))).toBeUndefined();
  });

  it('adds a native sidecar to the containers where the version has them', () => {
    const spec = `  initContainers:
  - {name: log, image: busybox, restartPolicy: Always, command: [sleep, infinity], resources: {requests: {cpu: 300m}}}
  containers:
  - {name: a, image: nginx, resources: {requests: {cpu: 500m}}}`;
    expect(requestsOf(pod('1.29', spec))).toEqual({ cpu: 800 });
  });

  it('lets spec.resources replace cpu and memory where PodLevelResources is on (1.34)', () => {
    const spec = `  resources:
    requests: {cpu: "1"}
    limits: {memory: 1Gi}
  containers:
  - {name: a, image: nginx, resources: {requests: {cpu: 200m, "example.com/dongle": 1}}}`;
    // memory: the Pod's limit stands for its request, no container requesting memory.
    expect(requestsOf(pod('1.34', spec))).toEqual({
      cpu: 1000,
      memory: 1_073_741_824,
      'example.com/dongle': 1,
    });
    // 1.31: the field is dropped (PodLevelResources does not exist), the containers decide.
    expect(requestsOf(pod('1.31', spec))).toEqual({ cpu: 200, 'example.com/dongle': 1 });
  });
});

describe('a Scenario node’s allocatable', () => {
  const scenario = (nodes: string) => `apiVersion: podterm.dev/v1
kind: Scenario
metadata: {name: t}
spec:
  nodes: ${nodes}
`;

  it('reads quantities with Kubernetes’ names, cpu in millicores', () => {
    const r = loadScenario(
      scenario(
        '[{name: node-a, allocatable: {cpu: "2", memory: 4Gi, pods: 110, example.com/dongle: 4}}, {name: node-b}]',
      ),
    );
    expect(r.model!.nodes).toEqual([
      {
        name: 'node-a',
        allocatable: { cpu: 2000, memory: 4_294_967_296, pods: 110, 'example.com/dongle': 4 },
      },
      { name: 'node-b' },
    ]);
  });

  it('refuses what is not a quantity, a negative amount, or not a map', () => {
    const errors = (nodes: string) =>
      loadScenario(scenario(nodes))
        .diagnostics.filter((d) => d.severity === 'error')
        .map((d) => d.message);
    expect(errors('[{name: node-a, allocatable: {memory: 4GB}}]').join()).toMatch(/memory/);
    expect(errors('[{name: node-a, allocatable: {cpu: "-1"}}]').join()).toMatch(
      /greater than or equal to 0/,
    );
    expect(errors('[{name: node-a, allocatable: 4}]').join()).toMatch(/map of resource quantities/);
  });
});
