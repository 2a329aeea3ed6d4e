// The simulated kube-scheduler's placement rules: node labels, nodeSelector and node
// affinity (Filter and Score), the cordon and taints, and the FailedScheduling message by
// version.
import { kube } from '../../../../src/versions/version.ts';
import { describe, expect, it } from 'vitest';
import {
  failedSchedulingMessage,
  taintReason,
  unschedulableRetryAt,
} from '../../../../src/cluster/scheduler/messages.ts';
import {
  NO_PLACEMENT,
  type Placement,
  type SelectorTerm,
} from '../../../../src/manifest/model/placement.ts';
import {
  nodeLabels,
  preferredScore,
  requiredMatches,
  untoleratedTaint,
} from '../../../../src/cluster/scheduler/nodeAffinity.ts';
import { simulateText } from '../../../../src/run/simulate.ts';
import { numFeasibleNodesToFind } from '../../../../src/cluster/scheduler/scheduler.ts';
import { nodeName } from '../../../../src/manifest/kinds/scenarioNodes.ts';
import { isEvent, type TraceEventType } from '../../../../src/trace/types.ts';

const nodeA = { name: 'node-a', labels: { disktype: 'ssd', cores: '16' } };
const nodeB = { name: 'node-b' };
const term = (e: SelectorTerm['matchExpressions'], f: SelectorTerm['matchFields'] = []) => ({
  matchExpressions: e,
  matchFields: f,
});
const required = (...terms: SelectorTerm[]): Placement => ({ ...NO_PLACEMENT, required: terms });

describe('node labels', () => {
  it('every node has hostname, os and arch (and the beta ones); a listed node adds its own', () => {
    expect(nodeLabels(nodeB)).toEqual({
      'kubernetes.io/hostname': 'node-b',
      'kubernetes.io/os': 'linux',
      'kubernetes.io/arch': 'amd64',
      'beta.kubernetes.io/os': 'linux',
      'beta.kubernetes.io/arch': 'amd64',
    });
    expect(nodeLabels(nodeA)).toMatchObject({
      disktype: 'ssd',
      'kubernetes.io/hostname': 'node-a',
    });
  });
});

describe('required node affinity and nodeSelector', () => {
  it('matches the deprecated beta.kubernetes.io/os the kubelet still sets (initialNode)', () => {
    const p = { ...NO_PLACEMENT, nodeSelector: { 'beta.kubernetes.io/os': 'linux' } };
    expect(requiredMatches(p, nodeB)).toBe(true);
    const other = { ...NO_PLACEMENT, nodeSelector: { 'beta.kubernetes.io/os': 'windows' } };
    expect(requiredMatches(other, nodeB)).toBe(false);
  });

  it('nodeSelector needs every label', () => {
    const p = { ...NO_PLACEMENT, nodeSelector: { disktype: 'ssd', 'kubernetes.io/os': 'linux' } };
    expect(requiredMatches(p, nodeA)).toBe(true);
    expect(requiredMatches(p, nodeB)).toBe(false);
  });

  it('operators: NotIn and DoesNotExist match a node without the key; Gt/Lt compare integers', () => {
    const one = (
      operator: 'In' | 'NotIn' | 'Exists' | 'DoesNotExist' | 'Gt' | 'Lt',
      key: string,
      values: string[] = [],
    ) => required(term([{ key, operator, values }]));
    expect(requiredMatches(one('NotIn', 'disktype', ['ssd']), nodeB)).toBe(true);
    expect(requiredMatches(one('NotIn', 'disktype', ['ssd']), nodeA)).toBe(false);
    expect(requiredMatches(one('DoesNotExist', 'disktype'), nodeB)).toBe(true);
    expect(requiredMatches(one('Exists', 'disktype'), nodeA)).toBe(true);
    expect(requiredMatches(one('Gt', 'cores', ['8']), nodeA)).toBe(true);
    expect(requiredMatches(one('Lt', 'cores', ['8']), nodeA)).toBe(false);
    expect(requiredMatches(one('Gt', 'cores', ['8']), nodeB)).toBe(false);
    expect(requiredMatches(one('Gt', 'disktype', ['8']), nodeA)).toBe(false);
  });

  it('terms are ORed, expressions ANDed, matchFields name the node, an empty term matches nothing', () => {
    const ssdAndA = term([
      { key: 'disktype', operator: 'In', values: ['ssd'] },
      { key: 'kubernetes.io/hostname', operator: 'In', values: ['node-b'] },
    ]);
    expect(requiredMatches(required(ssdAndA), nodeA)).toBe(false);
    const byName = term([], [{ key: 'metadata.name', operator: 'In', values: ['node-b'] }]);
    expect(requiredMatches(required(ssdAndA, byName), nodeB)).toBe(true);
    expect(requiredMatches(required(term([])), nodeA)).toBe(false);
  });

  it('preferred: the sum of matching weights; empty terms are skipped', () => {
    const p: Placement = {
      ...NO_PLACEMENT,
      preferred: [
        { weight: 30, term: term([{ key: 'disktype', operator: 'Exists', values: [] }]) },
        { weight: 5, term: term([{ key: 'kubernetes.io/os', operator: 'In', values: ['linux'] }]) },
        { weight: 50, term: term([]) },
      ],
    };
    expect(preferredScore(p, nodeA)).toBe(35);
    expect(preferredScore(p, nodeB)).toBe(5);
  });

  it('tolerations: Exists with no key tolerates all; Equal needs the value and the effect', () => {
    const taint = {
      key: 'node.kubernetes.io/unschedulable',
      value: '',
      effect: 'NoSchedule' as const,
    };
    const tol = (t: Placement['tolerations'][number]) => ({ ...NO_PLACEMENT, tolerations: [t] });
    expect(untoleratedTaint(NO_PLACEMENT, [taint])).toBe(taint);
    expect(
      untoleratedTaint(tol({ key: '', operator: 'Exists', value: '', effect: '' }), [taint]),
    ).toBeNull();
    expect(
      untoleratedTaint(tol({ key: taint.key, operator: 'Equal', value: '', effect: 'NoExecute' }), [
        taint,
      ]),
    ).toBe(taint);
  });
});

describe('FailedScheduling message by version (FitError.Error + PostFilterMsg)', () => {
  const reasons = [
    "node(s) didn't match Pod's node affinity/selector",
    'node(s) were unschedulable',
    "node(s) didn't match Pod's node affinity/selector",
  ];
  it('1.21–1.23: the filter histogram alone, counts first, sorted', () => {
    expect(failedSchedulingMessage(kube(23), reasons)).toBe(
      "0/3 nodes are available: 1 node(s) were unschedulable, 2 node(s) didn't match Pod's node affinity/selector.",
    );
  });
  it('1.24 and 1.28+: the preemption suffix with one period; 1.25–1.27: two', () => {
    const suffix =
      'preemption: 0/3 nodes are available: 3 Preemption is not helpful for scheduling.';
    expect(failedSchedulingMessage(kube(24), reasons).endsWith(` ${suffix}`)).toBe(true);
    expect(failedSchedulingMessage(kube(27), reasons).endsWith(` ${suffix}.`)).toBe(true);
    expect(failedSchedulingMessage(kube(28), reasons).endsWith(` ${suffix}`)).toBe(true);
    expect(failedSchedulingMessage(kube(34), reasons)).toContain(
      `. no new claims to deallocate, ${suffix}`,
    );
  });
  it('taint reasons: "had taint …, that the pod didn\'t tolerate" → "untolerated taint {…}" (1.24) → "(s)" (1.34)', () => {
    const t = { key: 'node.kubernetes.io/unreachable', value: '', effect: 'NoSchedule' as const };
    expect(taintReason(kube(23), t)).toBe(
      "node(s) had taint {node.kubernetes.io/unreachable: }, that the pod didn't tolerate",
    );
    expect(taintReason(kube(31), t)).toBe(
      'node(s) had untolerated taint {node.kubernetes.io/unreachable: }',
    );
    expect(taintReason(kube(34), t)).toBe('node(s) had untolerated taint(s)');
  });
  it('retries at the first 30 s flush tick after 60 s (≤1.23) or 5 min (1.24+)', () => {
    expect(unschedulableRetryAt(kube(21), 100)).toBe(90_000);
    expect(unschedulableRetryAt(kube(31), 10_200)).toBe(330_000);
    expect(unschedulableRetryAt(kube(31), 0)).toBe(330_000);
  });
});

const doc = (minor: string, nodes: string, spec: string, actions = '') => `
apiVersion: podterm.dev/v1
kind: Scenario
metadata: {name: t}
spec:
  kubernetesVersion: "${minor}"
  duration: 120s
  nodes: ${nodes}
${actions}
---
apiVersion: v1
kind: Pod
metadata: {name: web}
spec:
${spec}
  containers:
    - {name: app, image: nginx}
`;
const events = <K extends TraceEventType>(text: string, type: K) =>
  simulateText(text)
    .trace!.events.filter((e) => isEvent(e, type))
    .filter((e) => e.object === 'Pod/web');

describe('the scheduler in a run', () => {
  it('a Pod tolerating node.kubernetes.io/unschedulable lands on the cordoned node', () => {
    const text = doc(
      '1.31',
      '[{name: node-a, labels: {disktype: ssd}}, {name: node-b}]',
      '  nodeSelector: {disktype: ssd}\n  tolerations: [{key: node.kubernetes.io/unschedulable, operator: Exists}]',
      '  actions: [{at: 0s, do: drain, target: node/node-a}]',
    );
    expect(events(text, 'PodScheduled').map((e) => e.data.node)).toEqual(['node-a']);
  });

  it('a node tainted unreachable fails TaintToleration: the replacement of an evicted Pod stays Pending', () => {
    const text = `
apiVersion: podterm.dev/v1
kind: Scenario
metadata: {name: t}
spec:
  kubernetesVersion: "1.31"
  duration: 400s
  nodes: 2
  actions: [{at: 0s, do: nodeLost, target: node/node-b}]
---
apiVersion: apps/v1
kind: ReplicaSet
metadata: {name: web}
spec:
  replicas: 1
  selector: {matchLabels: {app: web}}
  template:
    metadata: {labels: {app: web}}
    spec:
      nodeSelector: {kubernetes.io/hostname: node-b}
      containers: [{name: app, image: nginx}]
`;
    const failed = simulateText(text)
      .trace!.events.filter((e) => isEvent(e, 'KubeEvent'))
      .filter((e) => e.data.reason === 'FailedScheduling');
    // Evicted by the taint manager 40 s + 300 s after the node went silent.
    expect(failed[0]?.t).toBeGreaterThan(340_000);
    expect(failed[0]?.data.message).toBe(
      "0/2 nodes are available: 1 node(s) didn't match Pod's node affinity/selector, 1 node(s) had untolerated taint {node.kubernetes.io/unreachable: }. preemption: 0/2 nodes are available: 2 Preemption is not helpful for scheduling.",
    );
  });

  it('a bad node label is refused with the API server message, on its line', () => {
    const text = doc(
      '1.31',
      '\n    - name: node-a\n      labels: {"bad key!": x}',
      '  nodeName: node-a',
    );
    const d = simulateText(text).diagnostics.find((x) => x.message.includes('bad key!'));
    expect(d?.message).toMatch(
      /^spec\.nodes\[0\]\.labels: Invalid value: "bad key!": name part must consist/,
    );
    expect(d?.line).toBe(10); // the `labels:` line of node-a
  });

  it('an operator the API does not know is refused', () => {
    const text = doc(
      '1.31',
      '2',
      '  affinity:\n    nodeAffinity:\n      requiredDuringSchedulingIgnoredDuringExecution:\n        nodeSelectorTerms:\n          - matchExpressions: [{key: a, operator: Has, values: [x]}]',
    );
    const msgs = simulateText(text).diagnostics.map((x) => x.message);
    expect(msgs).toContain(
      'spec.affinity.nodeAffinity.requiredDuringSchedulingIgnoredDuringExecution.nodeSelectorTerms[0].matchExpressions[0].operator: Invalid value: "Has": not a valid selector operator',
    );
  });
});

describe('scheduling gates (KEP-3521)', () => {
  const text = (version: string) => `apiVersion: podterm.dev/v1
kind: Scenario
metadata: {name: gated}
spec:
  kubernetesVersion: "${version}"
  duration: 20s
---
apiVersion: v1
kind: Pod
metadata: {name: gated}
spec:
  schedulingGates: [{name: example.com/quota}]
  containers: [{name: app, image: example/app:1.0}]
`;

  it('hold the Pod SchedulingGated and out of the scheduler (strategy.go applySchedulingGatedCondition)', () => {
    const trace = simulateText(text('1.30')).trace!;
    const cond = trace.events.find((e) => isEvent(e, 'PodConditionSet'))!;
    expect(cond.data).toEqual({
      type: 'PodScheduled',
      status: 'False',
      reason: 'SchedulingGated',
      message: 'Scheduling is blocked due to non-empty scheduling gates',
    });
    expect(trace.events.some((e) => isEvent(e, 'PodScheduled'))).toBe(false);
    expect(
      trace.events.some((e) => e.type === 'KubeEvent' && e.data.reason === 'FailedScheduling'),
    ).toBe(false);
    const lines = trace.events.filter((e) => isEvent(e, 'PodStatus'));
    expect(lines.map((l) => l.data.status)).toEqual(['SchedulingGated']);
  });

  it('removeSchedulingGates leaves the Pod gated while one is left, then the scheduler binds it', () => {
    const actions = `  nodes: 2
  actions:
    - {at: 5s, do: removeSchedulingGates, target: pod/gated, gate: example.com/other}
    - {at: 10s, do: removeSchedulingGates, target: pod/gated}
`;
    const r = simulateText(
      text('1.30').replace('  duration: 20s\n', `  duration: 20s\n${actions}`),
    );
    const bound = r.trace!.events.filter((e) => isEvent(e, 'PodScheduled'));
    expect(bound.map((e) => e.t)).toEqual([10_100]);
    // The first names a gate the Pod does not have: nothing to remove.
    expect(r.trace!.notices?.some((n) => n.includes('no scheduling gate example.com/other'))).toBe(
      true,
    );
    const lines = r.trace!.events.filter((e) => isEvent(e, 'PodStatus')).map((l) => l.data.status);
    expect(lines.slice(0, 3)).toEqual(['SchedulingGated', 'Pending', 'ContainerCreating']);
  });

  it('are dropped while PodSchedulingReadiness is alpha and off (1.26): the Pod schedules', () => {
    const r = simulateText(text('1.26'));
    expect(r.diagnostics.some((d) => d.message.includes('PodSchedulingReadiness'))).toBe(true);
    expect(r.trace!.events.some((e) => isEvent(e, 'PodScheduled'))).toBe(true);
  });
});

describe('the sample of nodes a Pod is searched on (numFeasibleNodesToFind)', () => {
  it('is every node under 100, an adaptive share above, never under 100', () => {
    expect([1, 99, 100, 300, 500, 1000, 5000, 10000].map(numFeasibleNodesToFind)).toEqual([
      1, 99, 100, 144, 230, 420, 500, 500,
    ]);
  });

  const spread = (nodes: number) =>
    simulateText(`apiVersion: podterm.dev/v1
kind: Scenario
metadata: {name: spread}
spec:
  kubernetesVersion: "1.34"
  duration: 30s
  nodes: ${nodes}
---
apiVersion: apps/v1
kind: Deployment
metadata: {name: web}
spec:
  replicas: 3
  selector: {matchLabels: {app: web}}
  template:
    metadata: {labels: {app: web}}
    spec:
      containers: [{name: app, image: nginx}]
`)
      .trace!.events.filter((e) => isEvent(e, 'PodScheduled'))
      .map((e) => String(e.data.node));

  it('on 300 nodes each Pod starts where the last search stopped (nextStartNodeIndex)', () => {
    // Under 100 nodes every node is searched: the Pods take the first nodes in order.
    expect(spread(99)).toEqual([nodeName(0), nodeName(1), nodeName(2)]);
    // On 300 the first search stops after 144 fitting nodes, the next begins after them.
    expect(spread(300)).toEqual([nodeName(0), nodeName(144), nodeName(288)]);
  });
});
