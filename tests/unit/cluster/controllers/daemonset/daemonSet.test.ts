// The DaemonSet controller beyond the reference's scenarios (those are fixtures): the
// reader's validation, the rolling update within maxUnavailable or maxSurge, and which nodes
// should run a daemon Pod (NodeShouldRunDaemonPod against the daemon tolerations).
import { kube } from '../../../../../src/versions/version.ts';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  daemonPodTemplate,
  nodeShouldRunDaemonPod,
} from '../../../../../src/cluster/controllers/daemonset/daemonSetNodes.ts';
import { syncDaemonSet } from '../../../../../src/cluster/controllers/daemonset/daemonSetSync.ts';
import type { DaemonState } from '../../../../../src/cluster/controllers/daemonset/daemonSetState.ts';
import {
  DEFAULT_LATENCIES,
  type PodTemplateModel,
} from '../../../../../src/manifest/model/model.ts';
import { NO_PLACEMENT, type Placement } from '../../../../../src/manifest/model/placement.ts';
import { Cluster } from '../../../../../src/cluster/apiserver/cluster.ts';
import { newScheduling } from '../../../../../src/cluster/scheduler/scheduling.ts';
import { SimClock } from '../../../../../src/engine/clock.ts';
import type { Taint } from '../../../../../src/cluster/scheduler/nodeAffinity.ts';
import { createRng } from '../../../../../src/engine/rng.ts';
import { simulateText } from '../../../../../src/run/simulate.ts';
import { TraceWriter } from '../../../../../src/engine/traceWriter.ts';
import { World } from '../../../../../src/cluster/world.ts';
import { loadScenario } from '../../../../../src/manifest/load/loadScenario.ts';
import {
  all,
  container,
  find,
  ignoresSigterm,
  simulateDocs,
  template,
} from '../../../helpers/build.ts';
import type { Trace } from '../../../../../src/trace/types.ts';

const ds = (strategy = '') => `apiVersion: apps/v1
kind: DaemonSet
metadata: {name: agent}
spec:
${strategy}  selector: {matchLabels: {app: agent}}
  template:
    metadata:
      labels: {app: agent}
      annotations: {podterm.dev/process.main: "startup=2s run=forever sigterm=exit:5s"}
    spec:
      containers: [{name: main, image: example/agent:1, readinessProbe: {tcpSocket: {port: 1}, periodSeconds: 1}}]
`;
const run = simulateDocs;
const times = (t: Trace, type: string) =>
  t.events.filter((e) => e.type === type && e.object.startsWith('Pod/')).map((e) => e.t);

describe('DaemonSet documents', () => {
  it('defaults and ValidateRollingUpdateDaemonSet', () => {
    expect(loadScenario(ds()).model!.daemonSets[0]!.updateStrategy).toEqual({
      type: 'RollingUpdate',
      maxUnavailable: 1,
      maxSurge: 0,
    });
    const msg = (s: string) => loadScenario(ds(s)).diagnostics.map((d) => d.message);
    expect(msg('  updateStrategy: {rollingUpdate: {maxSurge: 1}}\n')).toContain(
      'spec.updateStrategy.rollingUpdate.maxSurge: Invalid value: 1: may not be set when maxUnavailable is non-zero',
    );
    expect(msg('  updateStrategy: {rollingUpdate: {maxUnavailable: 0}}\n')).toContain(
      'spec.updateStrategy.rollingUpdate.maxUnavailable: Required value: cannot be 0 when maxSurge is 0',
    );
    const old = loadScenario(
      ds('  updateStrategy: {rollingUpdate: {maxSurge: 1, maxUnavailable: 0}}\n'),
      {
        version: kube(21),
      },
    );
    expect(old.diagnostics.map((d) => d.message)).toEqual(
      expect.arrayContaining([expect.stringMatching(/DaemonSetUpdateSurge feature gate is off/)]),
    );
  });
});

describe('DaemonSet rolling update', () => {
  it('maxUnavailable 1: one node at a time, the next once the new Pod is available', () => {
    const t = run(
      '  kubernetesVersion: "1.31"\n  nodes: 3\n  duration: 120s\n  actions:\n    - {at: 20s, do: rollout, target: daemonset/agent, image: example/agent:2}\n',
      ds(),
    );
    const deletions = times(t, 'DeletionRequested');
    expect(deletions).toHaveLength(3);
    // Each deletion waits for the previous node's new Pod to be Ready.
    const readies = times(t, 'PodReady').filter((x) => x > 20_000);
    expect(deletions[1]!).toBeGreaterThanOrEqual(readies[0]!);
    expect(deletions[2]!).toBeGreaterThanOrEqual(readies[1]!);
  });

  it('maxSurge 1: the new Pod first, the old one deleted once the new is available', () => {
    const t = run(
      '  kubernetesVersion: "1.31"\n  nodes: 2\n  duration: 120s\n  actions:\n    - {at: 20s, do: rollout, target: daemonset/agent, image: example/agent:2}\n',
      ds('  updateStrategy: {rollingUpdate: {maxSurge: 1, maxUnavailable: 0}}\n'),
    );
    const created = times(t, 'PodCreated').filter((x) => x >= 20_000);
    const deleted = times(t, 'DeletionRequested');
    expect(created).toHaveLength(2);
    expect(deleted).toHaveLength(2);
    expect(deleted[0]!).toBeGreaterThan(created[0]!);
    expect(created[1]!).toBeGreaterThanOrEqual(deleted[0]!);
  });

  it('OnDelete: a new image changes nothing', () => {
    const t = run(
      '  nodes: 2\n  duration: 60s\n  actions:\n    - {at: 20s, do: rollout, target: daemonset/agent, image: example/agent:2}\n',
      ds('  updateStrategy: {type: OnDelete}\n'),
    );
    expect(times(t, 'DeletionRequested')).toEqual([]);
  });
});

describe('DaemonSet failed-Pod back-off', () => {
  it('a Failed Pod seen in back-off is looked at again the whole current delay later', () => {
    // Four evictions of the node's agent, 2 s apart (the backoff-1.31 fixture).
    const file = new URL('../../../../fixtures/rules/daemonset/backoff-1.31.yaml', import.meta.url);
    const t = simulateText(readFileSync(file, 'utf8')).trace!;
    const failedPod = t.events
      .filter((e) => e.type === 'KubeEvent' && e.data.reason === 'FailedDaemonPod')
      .map((e) => e.t);
    const failed = t.events
      .filter((e) => e.type === 'PodPhaseChanged' && e.data.phase === 'Failed')
      .map((e) => e.t);
    // Delays 1 s, 2 s, 4 s: the first three are deleted one watch after they fail; the
    // fourth fails 1 s into the 4 s back-off and is looked at again 4 s after that sync.
    expect(failedPod.slice(0, 3)).toEqual(failed.slice(0, 3).map((x) => x + 100));
    expect(failedPod[3]!).toBe(failed[3]! + 100 + 4000);
  });
});

const tpl = (placement: Partial<Placement> = {}, more: Partial<PodTemplateModel> = {}) =>
  template([container('main', ignoresSigterm())], {
    placement: { ...NO_PLACEMENT, ...placement },
    ...more,
  });
const taint = (key: string, effect: Taint['effect']): Taint => ({ key, value: '', effect });
const NOT_READY = [
  taint('node.kubernetes.io/unreachable', 'NoSchedule'),
  taint('node.kubernetes.io/unreachable', 'NoExecute'),
];
const edge = { name: 'node-a', labels: { role: 'edge' } };
const plain = { name: 'node-b' };

describe('NodeShouldRunDaemonPod', () => {
  it('nodeSelector, required affinity and spec.nodeName leave other nodes out entirely', () => {
    const neither = { shouldRun: false, shouldContinueRunning: false };
    const both = { shouldRun: true, shouldContinueRunning: true };
    const selector = tpl({ nodeSelector: { role: 'edge' } });
    expect(nodeShouldRunDaemonPod(selector, edge, [])).toEqual(both);
    expect(nodeShouldRunDaemonPod(selector, plain, [])).toEqual(neither);
    const notIn = tpl({
      required: [
        {
          matchExpressions: [{ key: 'role', operator: 'NotIn', values: ['edge'] }],
          matchFields: [],
        },
      ],
    });
    expect(nodeShouldRunDaemonPod(notIn, edge, [])).toEqual(neither);
    expect(nodeShouldRunDaemonPod(notIn, plain, [])).toEqual(both);
    expect(nodeShouldRunDaemonPod(tpl({}, { nodeName: 'node-b' }), edge, [])).toEqual(neither);
  });

  it('a NotReady node: no new Pod (NoSchedule untolerated), the one there stays (NoExecute tolerated)', () => {
    expect(nodeShouldRunDaemonPod(tpl(), plain, NOT_READY)).toEqual({
      shouldRun: false,
      shouldContinueRunning: true,
    });
    // A template tolerating everything runs there too.
    const all = tpl({ tolerations: [{ key: '', operator: 'Exists', value: '', effect: '' }] });
    expect(nodeShouldRunDaemonPod(all, plain, NOT_READY).shouldRun).toBe(true);
  });

  it('an untolerated NoExecute taint (out-of-service) ends the Pods there', () => {
    const oos = [taint('node.kubernetes.io/out-of-service', 'NoExecute')];
    expect(nodeShouldRunDaemonPod(tpl(), plain, oos)).toEqual({
      shouldRun: false,
      shouldContinueRunning: false,
    });
  });

  it('the cordon and node-condition taints are tolerated; network-unavailable only with hostNetwork', () => {
    for (const key of ['unschedulable', 'disk-pressure', 'memory-pressure', 'pid-pressure'])
      expect(
        nodeShouldRunDaemonPod(tpl(), plain, [taint(`node.kubernetes.io/${key}`, 'NoSchedule')])
          .shouldRun,
      ).toBe(true);
    const net = [taint('node.kubernetes.io/network-unavailable', 'NoSchedule')];
    expect(nodeShouldRunDaemonPod(tpl(), plain, net).shouldRun).toBe(false);
    expect(nodeShouldRunDaemonPod(tpl({}, { hostNetwork: true }), plain, net).shouldRun).toBe(true);
  });
});

describe('the daemon Pod (CreatePodTemplate, ReplaceDaemonSetPodNodeNameNodeAffinity)', () => {
  it('carries unreachable NoExecute without tolerationSeconds, replacing the template’s own', () => {
    const own = {
      key: 'node.kubernetes.io/unreachable',
      operator: 'Exists' as const,
      value: '',
      effect: 'NoExecute' as const,
      tolerationSeconds: 60,
    };
    const pod = daemonPodTemplate(tpl({ tolerations: [own] }), 'node-b');
    const unreachable = pod.placement!.tolerations.filter((t) => t.key === own.key);
    expect(unreachable).toEqual([
      { key: own.key, operator: 'Exists', value: '', effect: 'NoExecute' },
    ]);
    expect(pod.placement!.tolerations).toHaveLength(6);
    expect(pod.placement!.required).toEqual([
      {
        matchExpressions: [],
        matchFields: [{ key: 'metadata.name', operator: 'In', values: ['node-b'] }],
      },
    ]);
    expect(pod.hash).toBe(tpl().hash);
  });

  it('tolerationSeconds is read, and only with effect NoExecute', () => {
    const doc = (effect: string) =>
      ds().replace(
        'containers:',
        `tolerations: [{key: k, operator: Exists, effect: ${effect}, tolerationSeconds: 60}]\n      containers:`,
      );
    const ok = loadScenario(doc('NoExecute'));
    expect(ok.model!.daemonSets[0]!.template.placement!.tolerations[0]!.tolerationSeconds).toBe(60);
    expect(loadScenario(doc('NoSchedule')).diagnostics.map((d) => d.message)).toContain(
      `spec.template.spec.tolerations[0].effect: Invalid value: "NoSchedule": effect must be 'NoExecute' when \`tolerationSeconds\` is set`,
    );
  });
});

describe('podsShouldBeOnNode: a node that no longer fits', () => {
  it('the controller deletes the Pod of a node the new nodeSelector leaves out, and makes none there', () => {
    const clock = new SimClock();
    const trace = new TraceWriter(10_000);
    const world = new World(clock, trace, kube(31), DEFAULT_LATENCIES, createRng(1), [edge, plain]);
    const cluster = new Cluster(world, newScheduling(world), []);
    const model = loadScenario(ds()).model!.daemonSets[0]!;
    const d: DaemonState = {
      model,
      template: model.template,
      backoff: new Map(),
      targets: new Map(),
    };
    syncDaemonSet(cluster, d);
    clock.run(1000, () => false);
    const onB = world.pods.all().find((p) => p.nodeName === 'node-b')!;
    // A template whose selector only node-a carries (the same revision: no rolling update).
    d.template = { ...d.template, placement: { ...NO_PLACEMENT, nodeSelector: { role: 'edge' } } };
    const at = world.now;
    syncDaemonSet(cluster, d);
    // A plain DELETE: the Pod's own 30 s grace.
    expect(onB.deletionTimestamp).toBe(at + 30_000);
    const deletes = all(trace, 'KubeEvent', { reason: 'SuccessfulDelete' });
    expect(deletes.map((e) => e.data.message)).toEqual([`Deleted pod: ${onB.name}`]);
    syncDaemonSet(cluster, d);
    expect(
      world.pods
        .all()
        .filter((p) => !p.deletionTimestamp)
        .map((p) => p.nodeName),
    ).toEqual(['node-a']);
  });
});

describe('a daemon Pod on an out-of-service node', () => {
  it('is evicted by the taint manager (NoExecute not tolerated) and not made again there', () => {
    const t = run(
      '  kubernetesVersion: "1.31"\n  nodes: 2\n  duration: 120s\n  actions:\n    - {at: 10s, do: nodeLost, target: node/node-a}\n    - {at: 60s, do: outOfService, target: node/node-a}\n',
      ds(),
    );
    const onA = find(t, 'PodScheduled', { node: 'node-a' })!;
    const evicted = all(t, 'KubeEvent', { reason: 'TaintManagerEviction' }).find(
      (e) => e.object === onA.object,
    );
    expect(evicted?.t).toBe(60_000);
    expect(t.events.filter((e) => e.type === 'PodCreated')).toHaveLength(2);
  });
});
