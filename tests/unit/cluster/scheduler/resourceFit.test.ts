// The NodeResourcesFit Filter (noderesources/fit.go fitsRequest): a Pod's requests against
// what a declared node has left; unknown sizes pass; the preemption status per node
// (SelectVictimsOnNode); the FailedScheduling message it adds up to by version; and the
// scheduler retrying a refused Pod once a bound one leaves or finishes.
import { describe, expect, it } from 'vitest';
import {
  NodeResources,
  REASON_TOO_MANY_PODS,
  fitsRequest,
} from '../../../../src/cluster/scheduler/resourceFit.ts';
import { failedSchedulingMessage } from '../../../../src/cluster/scheduler/messages.ts';
import type { PodRecord } from '../../../../src/cluster/apiserver/podStore.ts';
import { kube } from '../../../../src/versions/version.ts';
import { simulateText } from '../../../../src/run/simulate.ts';
import { isEvent } from '../../../../src/trace/types.ts';

const GI = 2 ** 30;

describe('fitsRequest', () => {
  const node = { cpu: 2000, memory: 4 * GI, pods: 110 };

  it('says Insufficient for each resource the node has not left, in fit.go’s order', () => {
    expect(fitsRequest({ memory: 1000 * GI }, node, {}, 0)).toEqual(['Insufficient memory']);
    expect(fitsRequest({ cpu: 100_000 }, node, {}, 0)).toEqual(['Insufficient cpu']);
    expect(
      fitsRequest({ cpu: 1500, memory: GI }, node, { cpu: 1000, memory: 3.5 * GI }, 3),
    ).toEqual(['Insufficient cpu', 'Insufficient memory']);
  });

  it('fits exactly what is left (allocatable < request + used fails, equal passes)', () => {
    expect(fitsRequest({ cpu: 1000 }, node, { cpu: 1000 }, 1)).toEqual([]);
    expect(fitsRequest({ cpu: 1001 }, node, { cpu: 1000 }, 1)).toEqual(['Insufficient cpu']);
  });

  it('counts Pods against allocatable pods, even for a Pod that requests nothing', () => {
    expect(fitsRequest({}, { pods: 2 }, {}, 2)).toEqual([REASON_TOO_MANY_PODS]);
    expect(fitsRequest({}, { pods: 2 }, {}, 1)).toEqual([]);
    expect(fitsRequest({ cpu: 100 }, { cpu: 50, pods: 1 }, {}, 1)).toEqual([
      'Too many pods',
      'Insufficient cpu',
    ]);
  });

  it('does not check cpu, memory or pods a node leaves out (unknown), but an extended resource it leaves out is none', () => {
    expect(
      fitsRequest({ cpu: 100_000, memory: 1000 * GI }, { 'example.com/dongle': 4 }, {}, 50),
    ).toEqual([]);
    expect(fitsRequest({ 'example.com/dongle': 2 }, { cpu: 2000 }, {}, 0)).toEqual([
      'Insufficient example.com/dongle',
    ]);
    expect(
      fitsRequest(
        { 'example.com/dongle': 2 },
        { 'example.com/dongle': 4 },
        { 'example.com/dongle': 3 },
        1,
      ),
    ).toEqual(['Insufficient example.com/dongle']);
  });
});

let uid = 0;
const pod = (requests: Record<string, number>, priority = 0): PodRecord =>
  ({
    uid: ++uid,
    key: `Pod/p${uid}`,
    template: { requests, priority },
  }) as unknown as PodRecord;

describe('NodeResources', () => {
  const nodes = [{ name: 'node-a', allocatable: { 'example.com/dongle': 4 } }, { name: 'node-b' }];

  it('lets every Pod onto a node whose size is unknown', () => {
    const r = new NodeResources(nodes);
    expect(r.filter(pod({ 'example.com/dongle': 100 }), 'node-b')).toBeNull();
    expect(new NodeResources([{ name: 'node-b' }]).active).toBe(false);
  });

  it('adds the bound Pods’ requests up and gives the room back when one leaves', () => {
    const r = new NodeResources(nodes);
    const first = pod({ 'example.com/dongle': 3 });
    r.add(first, 'node-a');
    const second = pod({ 'example.com/dongle': 2 });
    const rejection = r.filter(second, 'node-a');
    expect(rejection?.reasons).toEqual(['Insufficient example.com/dongle']);
    expect(r.rejected(rejection!)).toBe(true);
    expect(r.rejected('node(s) were unschedulable')).toBe(false);
    expect(r.remove(first)).toBe(true);
    expect(r.remove(first)).toBe(false);
    expect(r.filter(second, 'node-a')).toBeNull();
  });

  it('says no preemption victims with no Pod of lower priority, and the reasons left without them otherwise', () => {
    const r = new NodeResources([{ name: 'node-a', allocatable: { cpu: 2000 } }]);
    r.add(pod({ cpu: 1500 }, 0), 'node-a');
    expect(r.filter(pod({ cpu: 1000 }, 0), 'node-a')?.preemption).toBe(
      'No preemption victims found for incoming pod',
    );
    // A higher-priority Pod: the 1500m victim gone, 3000m still does not fit.
    expect(r.filter(pod({ cpu: 3000 }, 100), 'node-a')?.preemption).toEqual(['Insufficient cpu']);
  });
});

describe('the FailedScheduling message', () => {
  const memory = {
    reasons: ['Insufficient memory'],
    preemption: 'No preemption victims found for incoming pod',
  };

  it('counts every node’s reasons, then the preemption statuses, by version', () => {
    const three = [memory, memory, memory];
    expect(failedSchedulingMessage(kube(21), three)).toBe(
      '0/3 nodes are available: 3 Insufficient memory.',
    );
    expect(failedSchedulingMessage(kube(24), three)).toBe(
      '0/3 nodes are available: 3 Insufficient memory. preemption: 0/3 nodes are available: 3 No preemption victims found for incoming pod.',
    );
    expect(failedSchedulingMessage(kube(35), three)).toBe(
      '0/3 nodes are available: 3 Insufficient memory. no new claims to deallocate, preemption: 0/3 nodes are available: 3 No preemption victims found for incoming pod.',
    );
  });

  it('counts both reasons of a node short of two resources, sorted with the other nodes’', () => {
    const both = {
      reasons: ['Insufficient cpu', 'Insufficient memory'],
      preemption: ['Insufficient cpu'],
    };
    expect(failedSchedulingMessage(kube(31), [both, 'node(s) were unschedulable'])).toBe(
      '0/2 nodes are available: 1 Insufficient cpu, 1 Insufficient memory, 1 node(s) were unschedulable. preemption: 0/2 nodes are available: 1 Insufficient cpu, 1 Preemption is not helpful for scheduling.',
    );
  });
});

const scenario = (version: string, first: string) => `apiVersion: podterm.dev/v1
kind: Scenario
metadata: {name: fit}
spec:
  kubernetesVersion: "${version}"
  duration: 60s
  nodes: [{name: node-a, allocatable: {cpu: "2", memory: 4Gi}}]
  actions:
    - {at: 10s, do: delete, target: pod/first}
---
apiVersion: v1
kind: Pod
metadata: {name: first}
spec:
${first}
---
apiVersion: v1
kind: Pod
metadata: {name: second}
spec:
  containers:
  - {name: app, image: nginx, resources: {requests: {cpu: 1500m}}}
`;

function scheduledAt(text: string, name: string): number | undefined {
  const r = simulateText(text, { maxEvents: 20000 });
  return r.trace!.events.find((e) => isEvent(e, 'PodScheduled') && e.object === `Pod/${name}`)?.t;
}

describe('a Pod refused for resources', () => {
  it('is bound one watch after the Pod holding the room turns terminal or is removed, on every minor', () => {
    const text = scenario(
      '1.31',
      '  containers:\n  - {name: app, image: nginx, resources: {requests: {cpu: "1"}}}',
    );
    for (const minor of [21, 26, 31, 37]) {
      const r = simulateText(text, { maxEvents: 20000, version: kube(minor) });
      const ev = r.trace!.events;
      const freed = ev.find(
        (e) =>
          e.object === 'Pod/first' &&
          (isEvent(e, 'PodRemoved') ||
            (isEvent(e, 'PodPhaseChanged') && ['Succeeded', 'Failed'].includes(e.data.phase))),
      )!.t;
      const at = ev.find((e) => isEvent(e, 'PodScheduled') && e.object === 'Pod/second')!.t;
      // The scheduler's informer hears it one watch (100 ms) later; no 60 s / 5 min flush.
      expect(at - freed, `1.${minor}`).toBe(100);
    }
  });

  it('is bound once the Pod holding the room finishes, before it is removed', () => {
    const text = scenario(
      '1.29',
      `  restartPolicy: Never
  containers:
  - {name: step, image: busybox, command: [sleep, "3"], resources: {requests: {cpu: "1"}}}`,
    ).replace(
      '    - {at: 10s, do: delete, target: pod/first}\n',
      '    - {at: 50s, do: delete, target: pod/first}\n',
    );
    const at = scheduledAt(text, 'second')!;
    expect(at).toBeGreaterThan(3000);
    expect(at).toBeLessThan(10_000);
  });
});
