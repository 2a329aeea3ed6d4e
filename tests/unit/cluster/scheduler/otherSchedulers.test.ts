// A second scheduler the scenario runs (otherSchedulers.ts): the Pods that name its profile
// wait until its kube-scheduler container runs, then it places them and its events carry
// the profile's name (scheduler.go: each profile's recorder is named after it).
import { describe, expect, it } from 'vitest';
import { simulateText } from '../../../../src/run/simulate.ts';
import { eventSeries } from '../../../../src/kubectl/getEvents.ts';
import type { TraceEvent } from '../../../../src/trace/types.ts';

const scenario = (actions: string, extraPods = '') => `apiVersion: podterm.dev/v1
kind: Scenario
metadata: {name: second-scheduler}
spec:
  kubernetesVersion: "1.35"
  duration: 40s
  actions:
${actions}
---
apiVersion: v1
kind: ConfigMap
metadata: {name: cfg, namespace: kube-system}
data:
  c.yaml: |
    apiVersion: kubescheduler.config.k8s.io/v1
    kind: KubeSchedulerConfiguration
    profiles:
    - schedulerName: my-scheduler
    leaderElection: {leaderElect: false}
---
apiVersion: v1
kind: Pod
metadata: {name: sched, namespace: kube-system}
spec:
  containers:
  - name: s
    image: registry.k8s.io/kube-scheduler:v1.35.0
    command: [kube-scheduler, --config=/cfg/c.yaml]
    volumeMounts: [{name: cfg, mountPath: /cfg}]
  volumes: [{name: cfg, configMap: {name: cfg}}]
---
apiVersion: v1
kind: Pod
metadata: {name: late}
spec:
  schedulerName: my-scheduler
  containers: [{name: app, image: registry.k8s.io/pause:3.9}]
${extraPods}`;

/** A KubeEvent's data (reason, source). */
const kube = (e: TraceEvent | undefined) =>
  e?.data as unknown as { reason: string; source: string } | undefined;

const of = (events: readonly TraceEvent[], object: string, type: string) =>
  events.filter((e) => e.object === object && e.type === type);

describe('a second scheduler', () => {
  it('places a Pod created while it runs one schedule latency later, as my-scheduler', () => {
    const { trace } = simulateText(scenario('    - {at: 10s, do: create, target: pod/late}'));
    const [bound] = of(trace!.events, 'Pod/late', 'PodScheduled');
    expect(bound?.t).toBe(10_100);
    const scheduled = of(trace!.events, 'Pod/late', 'KubeEvent').find(
      (e) => kube(e)?.reason === 'Scheduled',
    );
    expect(kube(scheduled)?.source).toBe('my-scheduler');
    expect(scheduled?.lane).toBe('scheduler');
  });

  it('once its Pod is deleted, a Pod naming it stays Pending', () => {
    const { trace } = simulateText(
      scenario(
        '    - {at: 5s, do: delete, target: pod/sched}\n    - {at: 20s, do: create, target: pod/late}',
      ),
    );
    expect(of(trace!.events, 'Pod/sched', 'ContainerExited').length).toBe(1);
    expect(of(trace!.events, 'Pod/late', 'PodCreated').length).toBe(1);
    expect(of(trace!.events, 'Pod/late', 'PodScheduled')).toEqual([]);
  });

  it('its FailedScheduling comes from my-scheduler too', () => {
    const pods = Array.from(
      { length: 11 },
      (_, i) => `---
apiVersion: v1
kind: Pod
metadata: {name: nowhere-${i}}
spec:
  schedulerName: my-scheduler
  nodeSelector: {disk: none}
  containers: [{name: app, image: registry.k8s.io/pause:3.9}]
`,
    ).join('');
    const { trace } = simulateText(scenario('    - {at: 10s, do: create, target: pod/late}', pods));
    const failed = trace!.events.filter(
      (e) => e.type === 'KubeEvent' && kube(e)?.reason === 'FailedScheduling',
    );
    expect(failed.length).toBeGreaterThan(10);
    expect(new Set(failed.map((e) => kube(e)?.source))).toEqual(new Set(['my-scheduler']));
  });

  it('kubectl get events never combines its events (events.k8s.io, as the default scheduler)', () => {
    const events = Array.from({ length: 12 }, (_, i) => ({
      t: i * 1000,
      lane: 'scheduler',
      type: 'KubeEvent',
      object: 'Pod/p',
      data: {
        reason: 'FailedScheduling',
        message: `0/${i + 1} nodes are available`,
        eventType: 'Warning',
        source: 'my-scheduler',
      },
    })) as unknown as TraceEvent[];
    const series = eventSeries(events);
    expect(series.length).toBe(12);
    expect(series.some((s) => s.message.startsWith('(combined from similar events)'))).toBe(false);
  });
});
