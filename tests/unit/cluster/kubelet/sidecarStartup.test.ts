// A native sidecar with a startup probe holds the next container back until the probe
// succeeds (kuberuntime_container.go computeInitContainerActions), and READY counts it only
// once started (printers.go printPod).
import { describe, expect, it } from 'vitest';
import { simulateText } from '../../../../src/run/simulate.ts';

const pod = (probe: string): string => `apiVersion: podterm.dev/v1
kind: Scenario
metadata: {name: sidecar-startup}
spec: {kubernetesVersion: "1.33", duration: 40s}
---
apiVersion: v1
kind: Pod
metadata: {name: p}
spec:
  initContainers:
  - name: side
    image: busybox:1.36
    restartPolicy: Always
    command: ["sh", "-c", "sleep 8; touch /tmp/up; sleep 3600"]
${probe}
  containers:
  - name: app
    image: busybox:1.36
    command: ["sh", "-c", "sleep 3600"]
`;

const startOf = (text: string, container: string): number | undefined =>
  simulateText(text).trace?.events.find(
    (e) => e.type === 'ContainerStarted' && e.data.container === container,
  )?.t;

describe('a sidecar with a startup probe', () => {
  it('lets the app start only once the probe has found the file', () => {
    const probe = `    startupProbe:
      exec: {command: ["test", "-f", "/tmp/up"]}
      periodSeconds: 2
      failureThreshold: 30`;
    const side = startOf(pod(probe), 'side')!;
    const app = startOf(pod(probe), 'app')!;
    expect(app - side).toBeGreaterThanOrEqual(8000);
    const lines = simulateText(pod(probe))
      .trace!.events.filter((e) => e.type === 'PodStatus' && e.t < app)
      .map((e) => {
        const d = e.data as { ready?: string; status?: string };
        return `${d.ready} ${d.status}`;
      });
    expect(lines).not.toContain('1/2 PodInitializing');
    expect(lines).toContain('0/2 Init:0/1');
  });

  it('without a startup probe, the app follows at once', () => {
    const text = pod('');
    expect(startOf(text, 'app')! - startOf(text, 'side')!).toBeLessThan(8000);
  });
});
