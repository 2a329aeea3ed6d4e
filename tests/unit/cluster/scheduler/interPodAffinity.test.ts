// Required pod affinity and anti-affinity (interpodaffinity filtering.go), the reasons and
// the preemption statuses they give by version, the scheduling queue's back-off, and the
// replacement after a drain that must not land beside its twin.
import { describe, expect, it } from 'vitest';
import { kube } from '../../../../src/versions/version.ts';
import {
  filter,
  preFilter,
  termMatches,
  type PlacedPod,
} from '../../../../src/cluster/scheduler/interPodAffinity.ts';
import {
  backoffMs,
  failedSchedulingMessage,
  interPodAffinityRejection,
  movedRetryAt,
} from '../../../../src/cluster/scheduler/messages.ts';
import { nodeLabels } from '../../../../src/cluster/scheduler/nodeAffinity.ts';
import {
  NO_PLACEMENT,
  type PodAffinityTerm,
  type Placement,
} from '../../../../src/manifest/model/placement.ts';
import type { PodRecord } from '../../../../src/cluster/apiserver/podStore.ts';
import { simulateText } from '../../../../src/run/simulate.ts';
import { isEvent } from '../../../../src/trace/types.ts';

const term = (
  labels: Record<string, string>,
  topologyKey = 'kubernetes.io/hostname',
): PodAffinityTerm => ({
  matchLabels: labels,
  matchExpressions: [],
  selects: true,
  namespaces: [],
  allNamespaces: false,
  topologyKey,
});
const pod = (
  labels: Record<string, string>,
  placement: Partial<Placement> = {},
  namespace = 'default',
): PodRecord =>
  ({
    namespace,
    template: { labels, placement: { ...NO_PLACEMENT, ...placement } },
  }) as unknown as PodRecord;
const on = (p: PodRecord, node: string, labels: Record<string, string> = {}): PlacedPod => ({
  pod: p,
  nodeLabels: nodeLabels({ name: node, labels }),
});
const node = (name: string, labels: Record<string, string> = {}) => nodeLabels({ name, labels });

describe('InterPodAffinity Filter', () => {
  const twin = pod({ app: 'web' }, { podAntiAffinity: [term({ app: 'web' })] });
  const incoming = pod({ app: 'web' }, { podAntiAffinity: [term({ app: 'web' })] });

  it('anti-affinity: a node running a matching Pod fails, the others pass', () => {
    const placed = [on(twin, 'node-a')];
    const s = preFilter(incoming, placed, placed)!;
    expect(filter(s, node('node-a'))).toBe('antiAffinity');
    expect(filter(s, node('node-b'))).toBeNull();
  });

  it('a zone topologyKey makes every node of the zone fail; a node without the label passes', () => {
    const zoned = pod({ app: 'web' }, { podAntiAffinity: [term({ app: 'web' }, 'zone')] });
    const placed = [on(zoned, 'node-a', { zone: 'z1' })];
    const s = preFilter(zoned, placed, placed)!;
    expect(filter(s, node('node-b', { zone: 'z1' }))).toBe('antiAffinity');
    expect(filter(s, node('node-c', { zone: 'z2' }))).toBeNull();
    expect(filter(s, node('node-d'))).toBeNull();
  });

  it("an existing Pod's anti-affinity repels an incoming Pod without terms of its own", () => {
    const plain = pod({ app: 'web' });
    const placed = [on(twin, 'node-a')];
    const s = preFilter(plain, placed, placed)!;
    expect(filter(s, node('node-a'))).toBe('existingAntiAffinity');
    expect(filter(s, node('node-b'))).toBeNull();
  });

  it('affinity: only nodes whose domain runs a matching Pod; the first of a group goes anywhere', () => {
    const cache = pod({ app: 'cache' });
    const web = pod({ app: 'web' }, { podAffinity: [term({ app: 'cache' })] });
    const s = preFilter(web, [on(cache, 'node-b')], [])!;
    expect(filter(s, node('node-a'))).toBe('affinity');
    expect(filter(s, node('node-b'))).toBeNull();
    const self = pod({ app: 'web' }, { podAffinity: [term({ app: 'web' })] });
    expect(filter(preFilter(self, [], [])!, node('node-a'))).toBeNull();
  });

  it("a term looks in the owner's namespace unless it lists others; a nil selector matches nothing", () => {
    const t = term({ app: 'web' });
    const owner = pod({}, {}, 'shop');
    expect(termMatches(t, owner, pod({ app: 'web' }, {}, 'shop'))).toBe(true);
    expect(termMatches(t, owner, pod({ app: 'web' }, {}, 'other'))).toBe(false);
    expect(
      termMatches({ ...t, allNamespaces: true }, owner, pod({ app: 'web' }, {}, 'other')),
    ).toBe(true);
    expect(termMatches({ ...t, selects: false }, owner, pod({ app: 'web' }, {}, 'shop'))).toBe(
      false,
    );
  });

  it('no terms on either side: no state, every node passes', () => {
    expect(preFilter(pod({ app: 'x' }), [on(pod({ app: 'x' }), 'node-a')], [])).toBeNull();
  });
});

describe('FailedScheduling with InterPodAffinity', () => {
  it('1.21 gives the generic reason before the specific one (k/k#102518 dropped it in 1.22)', () => {
    expect(interPodAffinityRejection(kube(21), 'antiAffinity').reasons).toEqual([
      "node(s) didn't match pod affinity/anti-affinity",
      "node(s) didn't match pod anti-affinity rules",
    ]);
    expect(interPodAffinityRejection(kube(22), 'existingAntiAffinity').reasons).toEqual([
      "node(s) didn't satisfy existing pods anti-affinity rules",
    ]);
  });

  it('anti-affinity nodes are preemption candidates with no victims; affinity nodes are not', () => {
    const v = kube(31);
    const msg = failedSchedulingMessage(v, [
      'node(s) were unschedulable',
      interPodAffinityRejection(v, 'antiAffinity'),
      interPodAffinityRejection(v, 'antiAffinity'),
    ]);
    expect(msg).toBe(
      "0/3 nodes are available: 1 node(s) were unschedulable, 2 node(s) didn't match pod anti-affinity rules. preemption: 0/3 nodes are available: 1 Preemption is not helpful for scheduling, 2 No preemption victims found for incoming pod.",
    );
    expect(interPodAffinityRejection(v, 'affinity').preemption).toBe(
      'Preemption is not helpful for scheduling',
    );
  });
});

describe('the scheduling queue after a cluster event', () => {
  it('back-off: 1 s doubled per attempt, at most 10 s', () => {
    expect([1, 2, 3, 4, 5, 9].map(backoffMs)).toEqual([1000, 2000, 4000, 8000, 10_000, 10_000]);
  });
  it('a Pod still backing off waits for the 1 s flush, except with SchedulerPopFromBackoffQ (1.33)', () => {
    expect(movedRetryAt(kube(31), 10_500, 10_200, 1)).toBe(12_000);
    expect(movedRetryAt(kube(33), 10_500, 10_200, 1)).toBe(10_500);
    expect(movedRetryAt(kube(31), 12_700, 10_200, 1)).toBe(12_700);
  });
});

const scenario = (minor: string, action: string, replicas = 3) => `
apiVersion: podterm.dev/v1
kind: Scenario
metadata: {name: t}
spec:
  kubernetesVersion: "${minor}"
  duration: 60s
  nodes: [{name: node-a}, {name: node-b}, {name: node-c}]
  actions: [${action}]
---
apiVersion: apps/v1
kind: Deployment
metadata: {name: web}
spec:
  replicas: ${replicas}
  selector: {matchLabels: {app: web}}
  template:
    metadata: {labels: {app: web}}
    spec:
      affinity:
        podAntiAffinity:
          requiredDuringSchedulingIgnoredDuringExecution:
            - labelSelector: {matchLabels: {app: web}}
              topologyKey: kubernetes.io/hostname
      containers: [{name: app, image: nginx}]
`;

describe('required anti-affinity in a run', () => {
  it('after a drain the replacement stays Pending: never on a node whose twin runs there', () => {
    const trace = simulateText(
      scenario('1.31', '{at: 10s, do: drain, target: node/node-a}'),
    ).trace!;
    const late = trace.events.filter((e) => isEvent(e, 'PodScheduled') && e.t > 1000);
    expect(late).toEqual([]);
    const failed = trace.events.find(
      (e) => isEvent(e, 'KubeEvent') && e.data.reason === 'FailedScheduling',
    );
    expect(failed && isEvent(failed, 'KubeEvent') && failed.data.message).toBe(
      "0/3 nodes are available: 1 node(s) were unschedulable, 2 node(s) didn't match pod anti-affinity rules. preemption: 0/3 nodes are available: 1 Preemption is not helpful for scheduling, 2 No preemption victims found for incoming pod.",
    );
  });

  it('a terminating twin still counts; once it leaves the API the replacement lands on its node', () => {
    const trace = simulateText(scenario('1.34', '{at: 10s, do: delete, target: pod/web}')).trace!;
    const removed = trace.events.find((e) => isEvent(e, 'PodRemoved'))!;
    const late = trace.events.filter((e) => isEvent(e, 'PodScheduled') && e.t > 1000);
    expect(late).toHaveLength(1);
    // One watch after the removal (the scheduler's informer), no back-off left.
    expect(late[0]!.t).toBe(removed.t + 100);
    const first = trace.events.find((e) => isEvent(e, 'PodScheduled') && e.t < 1000)!;
    expect(isEvent(late[0]!, 'PodScheduled') && late[0].data.node).toBe(
      isEvent(first, 'PodScheduled') ? first.data.node : null,
    );
  });

  it('topologyKey must be given', () => {
    const text = scenario('1.31', '').replace(
      'topologyKey: kubernetes.io/hostname',
      'topologyKey: ""',
    );
    expect(simulateText(text).diagnostics.map((d) => d.message)).toContain(
      'spec.template.spec.affinity.podAntiAffinity.requiredDuringSchedulingIgnoredDuringExecution[0].topologyKey: Required value: can not be empty',
    );
  });
});
