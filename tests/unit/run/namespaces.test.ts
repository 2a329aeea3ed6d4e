// Objects keep their namespace (issue 14): the events that name a Pod say
// `<namespace>/<name>` as Kubernetes prints them, and Services and PodDisruptionBudgets
// select Pods of their own namespace only.
import { describe, expect, it } from 'vitest';
import { sim } from '../helpers/driver.ts';

const scenario = (spec: string): string =>
  `apiVersion: podterm.dev/v1\nkind: Scenario\nspec:\n${spec}---\n`;

const pod = (name: string, namespace: string, more = ''): string => `apiVersion: v1
kind: Pod
metadata: {name: ${name}, namespace: ${namespace}, labels: {app: ${name}}}
spec:
${more}  containers: [{name: main, image: busybox, command: ["sh", "-c", "sleep 3600"]}]
---
`;

const message = (run: ReturnType<ReturnType<typeof sim>['run']>, reason: string): string => {
  const e = run.expectEvent('KubeEvent', { reason }).event;
  return (e.data as { message: string }).message;
};

describe('event messages name the Pod’s own namespace', () => {
  it('Scheduled and Preempted (1.21: the preemptor is taken to be in the victim’s namespace)', () => {
    const run = sim(
      scenario(
        '  kubernetesVersion: "1.21"\n  nodes: 1\n  duration: 20s\n  actions: [{at: 5s, do: preempt, target: pod/worker}]\n',
      ) + pod('worker', 'shop'),
    ).run();
    expect(message(run, 'Scheduled')).toBe('Successfully assigned shop/worker to node-a');
    expect(message(run, 'Preempted')).toBe('Preempted by shop/high-priority on node node-a');
  });

  it('TaintManagerEviction after the node is lost and tainted out-of-service', () => {
    const run = sim(
      scenario(
        '  nodes: [{name: node-a}, {name: node-b}]\n  duration: 70s\n  actions:\n    - {at: 10s, do: nodeLost, target: node/node-a}\n    - {at: 60s, do: outOfService, target: node/node-a}\n',
      ) + pod('db', 'shop', '  nodeName: node-a\n'),
    ).run();
    expect(message(run, 'TaintManagerEviction')).toBe('Marking for deletion Pod shop/db');
  });

  it('FailedDaemonPod', () => {
    const run = sim(
      scenario(
        '  nodes: 1\n  duration: 30s\n  actions: [{at: 10s, do: nodePressure, target: pod/agent}]\n',
      ) +
        'apiVersion: apps/v1\nkind: DaemonSet\nmetadata: {name: agent, namespace: monitoring}\nspec:\n  selector: {matchLabels: {app: agent}}\n  template:\n    metadata: {labels: {app: agent}}\n    spec: {containers: [{name: main, image: example/agent:1}]}\n',
    ).run();
    expect(message(run, 'FailedDaemonPod')).toMatch(
      /^Found failed daemon pod monitoring\/agent-\w{5} on node node-a, will try to kill it$/,
    );
  });

  it('BackOff (format.Pod: name_namespace(uid), 1.26+)', () => {
    const run = sim(
      scenario('  nodes: 1\n  duration: 30s\n') +
        pod('crash', 'shop').replace('sleep 3600', 'exit 1'),
    )
      .on('1.31')
      .run();
    expect(message(run, 'BackOff')).toMatch(
      /^Back-off restarting failed container main in pod crash_shop\([0-9a-f-]{36}\)$/,
    );
  });
});

describe('selectors stay inside their namespace', () => {
  const budget = (namespace: string): string => `apiVersion: policy/v1
kind: PodDisruptionBudget
metadata: {name: keep, namespace: ${namespace}}
spec:
  minAvailable: 1
  selector: {matchLabels: {app: web}}
`;
  const evict = scenario(
    '  nodes: 1\n  duration: 20s\n  actions: [{at: 5s, do: drain, target: node/node-a}]\n',
  );

  it('a budget protects the Pods of its namespace; kubectl drain names it (-n)', () => {
    const run = sim(evict + pod('web', 'shop') + budget('shop')).run();
    expect(run.expectEvent('EvictionRefused', 'Pod/web').event.why).toContain(
      'error when evicting pods/"web" -n "shop" (will retry after 5s)',
    );
  });

  it('a budget of another namespace protects nothing here', () => {
    sim(evict + pod('web', 'shop') + budget('default'))
      .run()
      .expectNo('EvictionRefused')
      .expectEvent('DeletionRequested', 'Pod/web');
  });

  it('a Service of another namespace has no endpoints among these Pods', () => {
    const svc = (namespace: string): string =>
      `apiVersion: v1\nkind: Service\nmetadata: {name: web, namespace: ${namespace}}\nspec: {selector: {app: web}, ports: [{port: 80}]}\n`;
    const base = scenario('  nodes: 1\n  duration: 10s\n') + pod('web', 'shop');
    sim(base + svc('default'))
      .run()
      .expectNo('EndpointChanged');
    sim(base + svc('shop'))
      .run()
      .expectEvent('EndpointChanged', 'Pod/web', { service: 'web' });
  });
});
