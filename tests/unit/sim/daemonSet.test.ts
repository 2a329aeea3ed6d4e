// The DaemonSet controller beyond the reference's scenarios (those are fixtures): the
// reader's validation and the rolling update within maxUnavailable or maxSurge.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { simulateText } from '../../../src/sim/simulate.ts';
import { loadScenario } from '../../../src/manifest/loadScenario.ts';
import { simulateDocs } from '../helpers/build.ts';
import type { Trace } from '../../../src/sim/trace.ts';

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
        minor: 21,
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
    const file = new URL('../../fixtures/rules/daemonset/backoff-1.31.yaml', import.meta.url);
    const t = simulateText(readFileSync(file, 'utf8')).trace!;
    const failedPod = t.events
      .filter((e) => e.type === 'KubeEvent' && e.data['reason'] === 'FailedDaemonPod')
      .map((e) => e.t);
    const failed = t.events
      .filter((e) => e.type === 'PodPhaseChanged' && e.data['phase'] === 'Failed')
      .map((e) => e.t);
    // Delays 1 s, 2 s, 4 s: the first three are deleted one watch after they fail; the
    // fourth fails 1 s into the 4 s back-off and is looked at again 4 s after that sync.
    expect(failedPod.slice(0, 3)).toEqual(failed.slice(0, 3).map((x) => x + 100));
    expect(failedPod[3]!).toBe(failed[3]! + 100 + 4000);
  });
});
