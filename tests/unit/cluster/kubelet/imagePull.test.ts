// A container whose image the registry lacks: the pod worker's syncs against the image
// back-off (image_manager.go EnsureImageExists, flowcontrol Backoff), the reasons the status
// shows one sync late, and a Pod that stays Pending.
import { describe, expect, it } from 'vitest';
import { runtimePullError } from '../../../../src/cluster/kubelet/imagePull.ts';
import { simulateDocs } from '../../helpers/build.ts';
import type { Trace } from '../../../../src/trace/types.ts';

const pod = (image: string, more = '') =>
  `apiVersion: v1\nkind: Pod\nmetadata: {name: web}\nspec:\n${more}  containers:\n  - {name: c, image: "${image}"}\n`;
const kubelet = (trace: Trace, reason: string) =>
  trace.events
    .filter((e) => e.type === 'KubeEvent' && e.data.reason === reason && e.object === 'Pod/web')
    .map((e) => e.t);
const statuses = (trace: Trace) =>
  trace.events
    .filter((e) => e.type === 'PodStatus' && e.object === 'Pod/web')
    .map((e) => `${e.t} ${(e.data as { status: string }).status}`);

describe('a pull the registry refuses', () => {
  const spec = (minor: number, more = '') =>
    `  kubernetesVersion: "1.${minor}"\n  duration: 200s\n  images: {"nginx:1.161": notFound}\n${more}`;

  it('pulls at the syncs out of back-off (10, 20, 40, 80 s since the last pull) and backs off at the others', () => {
    const trace = simulateDocs(spec(35), pod('nginx:1.161'));
    // first sync 1.2 s; its sandbox's PLEG event 1 s later; then every 10 s.
    expect(kubelet(trace, 'Pulling')).toEqual([1200, 12200, 32200, 72200, 152200]);
    expect(kubelet(trace, 'BackOff').slice(0, 4)).toEqual([2200, 22200, 42200, 52200]);
    expect(kubelet(trace, 'Pulled')).toEqual([]);
  });

  it('shows each sync’s reason at the next sync’s status, and the Pod stays Pending', () => {
    const trace = simulateDocs(spec(21), pod('nginx:1.161'));
    expect(statuses(trace).slice(0, 6)).toEqual([
      '0 Pending',
      '200 ContainerCreating',
      '2700 ErrImagePull',
      '12700 ImagePullBackOff',
      '22700 ErrImagePull',
      '32700 ImagePullBackOff',
    ]);
    expect(trace.events.some((e) => e.type === 'PodPhaseChanged')).toBe(false);
    expect(trace.events.some((e) => e.type === 'ContainerStarted')).toBe(false);
  });

  it('draws the pod worker’s requeue within 10–15 s when the scenario asks for jitter', () => {
    const trace = simulateDocs(
      spec(35, '  latencies: {jitter: 0.5}\n  seed: 7\n'),
      pod('nginx:1.161'),
    );
    const pulls = kubelet(trace, 'Pulling');
    const backOffs = kubelet(trace, 'BackOff');
    const syncs = [...pulls, ...backOffs].sort((a, b) => a - b);
    const gaps = syncs.slice(2).map((t, i) => t - syncs[i + 1]!);
    expect(gaps.length).toBeGreaterThan(3);
    for (const g of gaps) {
      expect(g).toBeGreaterThanOrEqual(10_000);
      expect(g).toBeLessThan(15_000);
    }
  });

  it('leaves an image the scenario does not name alone', () => {
    const trace = simulateDocs(spec(35), pod('nginx:1.16.1'));
    expect(kubelet(trace, 'Pulling')).toEqual([]);
    expect(kubelet(trace, 'Pulled')).toHaveLength(1);
  });
});

describe('runtimePullError', () => {
  it('words a missing tag as containerd’s NotFound and a refused repository as Unknown', () => {
    expect(runtimePullError('nginx:1.161', 'notFound')).toBe(
      'rpc error: code = NotFound desc = failed to pull and unpack image "docker.io/library/nginx:1.161": failed to resolve reference "docker.io/library/nginx:1.161": docker.io/library/nginx:1.161: not found',
    );
    expect(runtimePullError('myorg/app', 'unauthorized')).toContain(
      'code = Unknown desc = failed to pull and unpack image "docker.io/myorg/app:latest"',
    );
    expect(runtimePullError('myorg/app', 'unauthorized')).toContain(
      'pull access denied, repository does not exist or may require authorization',
    );
  });
});
