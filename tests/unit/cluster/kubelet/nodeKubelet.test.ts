import { describe, expect, it } from 'vitest';
import { Cluster } from '../../../../src/cluster/apiserver/cluster.ts';
import { NodeKubelet } from '../../../../src/cluster/kubelet/nodeKubelet.ts';
import { newScheduling } from '../../../../src/cluster/scheduler/scheduling.ts';
import { container, ignoresSigterm, template } from '../../helpers/build.ts';
import { testWorld } from '../../helpers/machines.ts';

/**
 * One node's kubelet and the API server, and a Pod created at once and bound to the node,
 * whose process ignores SIGTERM (it ends at the grace period's SIGKILL).
 */
function kubeletWithPod() {
  const world = testWorld(34);
  const cluster = new Cluster(world, newScheduling(world), []);
  const kubelet = new NodeKubelet(world, world.nodes[0]!.name, (p) => cluster.podActor(p));
  const pod = cluster.createPod({
    name: 'web',
    namespace: 'default',
    template: template([container('app', ignoresSigterm())]),
    owner: null,
    finalizers: [],
  });
  const until = (ms: number) => world.clock.run(ms, () => false);
  return { world, cluster, kubelet, pod, until };
}

describe("the node's kubelet (pod_workers.go)", () => {
  it('forgets a pod worker once its Pod is gone from the API and the worker is done', () => {
    const { cluster, kubelet, pod, until } = kubeletWithPod();
    until(10_000);
    expect(kubelet.container(pod, 'app')?.getSnapshot().value).toMatchObject({
      Process: 'Listening',
    });
    cluster.deletePod(pod, 30);
    until(60_000);
    expect(pod.removed).toBe(true);
    // SyncKnownPods → removeTerminatedWorker: nothing of the worker is kept.
    expect(kubelet.container(pod, 'app')).toBeUndefined();
  });

  it('keeps the worker while its Pod terminates (its containers still stop)', () => {
    const { cluster, kubelet, pod, until } = kubeletWithPod();
    until(10_000);
    cluster.deletePod(pod, 30);
    until(20_000);
    expect(pod.removed).toBe(false);
    expect(kubelet.container(pod, 'app')?.getSnapshot().value).toMatchObject({
      Process: { Stopping: 'Signalled' },
    });
  });
});
