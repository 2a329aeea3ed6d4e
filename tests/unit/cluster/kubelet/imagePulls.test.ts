// Pulls that succeed: imagePullPolicy decides (image_manager.go shouldPullImage), the node's
// serialized puller takes one pull at a time (images/puller.go serialImagePuller), a Pod's
// sync starts its containers one after another (kuberuntime_manager.go SyncPod), and the
// Pod is Running only once every container was created (kubelet_pods.go getPhase).
import { describe, expect, it } from 'vitest';
import { simulateDocs } from '../../helpers/build.ts';
import type { Trace } from '../../../../src/trace/types.ts';

const kubeEvents = (trace: Trace, object: string, reason: string) =>
  trace.events
    .filter((e) => e.type === 'KubeEvent' && e.object === object && e.data.reason === reason)
    .map((e) => `${e.t} ${(e.data as { message: string }).message}`);
const times = (trace: Trace, object: string, type: string) =>
  trace.events.filter((e) => e.type === type && e.object === object).map((e) => e.t);
const pod = (name: string, containers: string) =>
  `apiVersion: v1\nkind: Pod\nmetadata: {name: ${name}}\nspec:\n  containers:\n${containers}`;

describe('one Pod', () => {
  it('pulls its containers’ images one after another, each container starting after its pull', () => {
    const trace = simulateDocs(
      '  kubernetesVersion: "1.33"\n  duration: 20s\n  nodes: 1\n',
      pod(
        'web',
        '  - {name: a, image: nginx}\n  - {name: b, image: nginx:1.27}\n  - {name: c, image: busybox, command: [sleep, "3600"]}\n',
      ),
    );
    expect(kubeEvents(trace, 'Pod/web', 'Pulling')).toEqual([
      '1200 Pulling image "nginx"',
      '2200 Pulling image "busybox"',
    ]);
    expect(kubeEvents(trace, 'Pod/web', 'Pulled')).toEqual([
      '2200 Successfully pulled image "nginx" in 1s (1s including waiting).',
      '2200 Container image "nginx:1.27" already present on machine',
      '3200 Successfully pulled image "busybox" in 1s (1s including waiting).',
    ]);
    expect(times(trace, 'Pod/web', 'ContainerStarted')).toEqual([2200, 2200, 3200]);
    // getPhase: Pending while c waits for its image.
    const phases = trace.events.filter(
      (e) => e.type === 'PodPhaseChanged' && e.object === 'Pod/web',
    );
    expect(phases.map((e) => e.t)).toEqual([3200]);
  });

  it('takes the pull time the scenario sets, and says it among the assumptions with its one click', () => {
    const trace = simulateDocs(
      '  kubernetesVersion: "1.33"\n  duration: 20s\n  latencies: {imagePull: 5s}\n',
      pod('web', '  - {name: a, image: nginx}\n'),
    );
    expect(kubeEvents(trace, 'Pod/web', 'Pulled')).toEqual([
      '6200 Successfully pulled image "nginx" in 5s (5s including waiting).',
    ]);
    const said = trace.assumptions.find(
      (a) => a.change?.path.join('.') === 'spec.latencies.imagePull',
    );
    expect(said?.text).toContain('podterm takes 5 s');
    expect(said?.change).toEqual({
      path: ['spec', 'latencies', 'imagePull'],
      values: ['1s', '5s', '30s'],
      current: '5s',
    });
  });

  it('never starts a container whose pull a deletion cut short, and stops none', () => {
    const trace = simulateDocs(
      '  kubernetesVersion: "1.33"\n  duration: 20s\n  latencies: {imagePull: 30s}\n  actions:\n  - {at: 3s, do: delete, target: pod/web}\n',
      pod('web', '  - {name: a, image: nginx}\n'),
    );
    expect(times(trace, 'Pod/web', 'ContainerStarted')).toEqual([]);
    expect(kubeEvents(trace, 'Pod/web', 'Killing')).toEqual([]);
    expect(times(trace, 'Pod/web', 'PodRemoved').length).toBe(1);
  });
});

describe('one node', () => {
  it('pulls one image at a time: a second request waits for the first', () => {
    const trace = simulateDocs(
      '  kubernetesVersion: "1.30"\n  duration: 20s\n  nodes: 1\n',
      `${pod('one', '  - {name: a, image: nginx}\n')}---\n${pod('two', '  - {name: a, image: nginx}\n')}`,
    );
    expect(kubeEvents(trace, 'Pod/one', 'Pulling')).toEqual(['1200 Pulling image "nginx"']);
    expect(kubeEvents(trace, 'Pod/two', 'Pulling')).toEqual(['1200 Pulling image "nginx"']);
    expect(kubeEvents(trace, 'Pod/two', 'Pulled')).toEqual([
      '3200 Successfully pulled image "nginx" in 1s (2s including waiting).',
    ]);
  });

  it('pulls an IfNotPresent image once, where spec.images says no node has it yet', () => {
    const trace = simulateDocs(
      '  kubernetesVersion: "1.33"\n  duration: 30s\n  nodes: 2\n  images: {"nginx:1.27": notPresent}\n  actions:\n  - {at: 10s, do: create, target: pod/c}\n',
      [
        pod('a', '  - {name: a, image: nginx:1.27}\n'),
        pod('b', '  - {name: a, image: nginx:1.27}\n'),
        `${pod('c', '  - {name: a, image: nginx:1.27}\n')}  nodeName: node-a\n`,
      ].join('---\n'),
    );
    // a and b land on the two nodes: each pulls; c, later, on node-a, finds the image.
    expect(kubeEvents(trace, 'Pod/a', 'Pulling').length).toBe(1);
    expect(kubeEvents(trace, 'Pod/b', 'Pulling').length).toBe(1);
    expect(kubeEvents(trace, 'Pod/c', 'Pulling')).toEqual([]);
    expect(kubeEvents(trace, 'Pod/c', 'Pulled')[0]).toMatch(/already present on machine$/);
  });

  it('refuses a Never image no node has at every sync, with no back-off, and starts it once a pull brought it', () => {
    const trace = simulateDocs(
      '  kubernetesVersion: "1.33"\n  duration: 40s\n  nodes: 1\n  images: {"nginx:1.27": notPresent}\n  actions:\n  - {at: 15s, do: create, target: pod/puller}\n',
      [
        pod('never', '  - {name: a, image: nginx:1.27, imagePullPolicy: Never}\n'),
        pod('puller', '  - {name: a, image: nginx:1.27}\n'),
      ].join('---\n'),
    );
    const refusals = kubeEvents(trace, 'Pod/never', 'ErrImageNeverPull');
    expect(refusals.slice(0, 3)).toEqual([
      '1200 Container image "nginx:1.27" is not present with pull policy of Never',
      '2200 Container image "nginx:1.27" is not present with pull policy of Never',
      '12200 Container image "nginx:1.27" is not present with pull policy of Never',
    ]);
    expect(kubeEvents(trace, 'Pod/never', 'BackOff')).toEqual([]);
    // The puller's pull ends at 16.3 s; the next sync of `never` (22.2 s) finds the image.
    const started = times(trace, 'Pod/never', 'ContainerStarted');
    expect(started).toEqual([22200]);
    expect(kubeEvents(trace, 'Pod/never', 'Pulled')).toEqual([
      '22200 Container image "nginx:1.27" already present on machine',
    ]);
  });
});
