// A node lost without warning (node_lifecycle_controller.go monitorNodeHealth).
import { describe, expect, it } from 'vitest';
import { NO_PLACEMENT, type Placement } from '../../../../../src/manifest/model/placement.ts';
import { tolerationMs } from '../../../../../src/cluster/scheduler/nodeAffinity.ts';
import {
  action,
  all,
  container,
  find,
  ignoresSigterm,
  podScenario,
  run,
  template,
} from '../../../helpers/build.ts';

const T0 = 10_000;
const lost = (minor: number) =>
  run(
    podScenario(
      minor,
      template([container('main', ignoresSigterm())], { nodeName: 'node-a' }),
      [action(T0, 'nodeLost', 'node/node-a')],
      {
        durationMs: 420_000,
      },
    ),
  );

describe('node lost', () => {
  it('1.32+: NotReady after 50 s, deleted by the taint manager 300 s later, then Terminating forever', () => {
    const trace = lost(32);
    expect(find(trace, 'KubeEvent', { reason: 'NodeNotReady' })?.t).toBe(T0 + 50_000);
    expect(find(trace, 'PodNotReady')?.t).toBe(T0 + 50_000);
    expect(find(trace, 'PodConditionSet', { reason: 'DeletionByTaintManager' })?.t).toBe(
      T0 + 350_000,
    );
    expect(find(trace, 'DeletionRequested')).toMatchObject({
      t: T0 + 350_000,
      data: { gracePeriodSeconds: 30 },
    });
    expect(find(trace, 'SignalSent')).toBeUndefined();
    expect(find(trace, 'PodRemoved')).toBeUndefined();
  });

  it('before 1.32 the node-monitor-grace-period is 40 s', () => {
    expect(find(lost(31), 'KubeEvent', { reason: 'NodeNotReady' })?.t).toBe(T0 + 40_000);
  });
});

describe('who records the events of a lost node', () => {
  const sources = (minor: number) =>
    Object.fromEntries(
      all(lost(minor), 'KubeEvent')
        .filter((e) => e.lane === 'node')
        .map((e) => [`${e.data.reason} ${e.object.split('/')[0]}`, e.data.source]),
    );

  it('the node lifecycle controller marks the node and each Ready pod (MarkPodsNotReady)', () => {
    const trace = lost(31);
    expect(
      find(trace, 'KubeEvent', { reason: 'NodeNotReady', eventType: 'Warning' }),
    ).toMatchObject({
      object: 'Pod/p',
      data: { message: 'Node is not ready', source: 'node-controller' },
    });
    expect(sources(31)['NodeNotReady Node']).toBe('node-controller');
  });

  it('the taint manager was taint-controller until it became its own controller in 1.29', () => {
    expect(sources(28)['TaintManagerEviction Pod']).toBe('taint-controller');
    expect(sources(29)['TaintManagerEviction Pod']).toBe('taint-eviction-controller');
  });
});

describe('how long a pod tolerates the NoExecute taint (getMinTolerationTime)', () => {
  const unreachable = {
    key: 'node.kubernetes.io/unreachable',
    value: '',
    effect: 'NoExecute',
  } as const;
  const placed = (tolerations: Placement['tolerations']): Placement => ({
    ...NO_PLACEMENT,
    tolerations,
  });
  const tol = (tolerationSeconds?: number): Placement['tolerations'][number] => ({
    key: 'node.kubernetes.io/unreachable',
    operator: 'Exists',
    value: '',
    effect: 'NoExecute',
    ...(tolerationSeconds === undefined ? {} : { tolerationSeconds }),
  });

  it('300 s from DefaultTolerationSeconds when the pod has none of its own', () =>
    expect(tolerationMs(NO_PLACEMENT, unreachable)).toBe(300_000));
  it('its own seconds, the shortest of several', () =>
    expect(tolerationMs(placed([tol(60), tol(20)]), unreachable)).toBe(20_000));
  it('forever without seconds (a DaemonSet pod)', () =>
    expect(tolerationMs(placed([tol()]), unreachable)).toBeNull());
  it('at once for a taint nothing tolerates', () =>
    expect(
      tolerationMs(NO_PLACEMENT, {
        key: 'node.kubernetes.io/out-of-service',
        value: '',
        effect: 'NoExecute',
      }),
    ).toBe(0));
});
