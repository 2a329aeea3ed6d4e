// The one-click change of an assumption writes podterm.dev/process.<container> on the
// object's pod template, keeping the annotation's other keys, comments and other documents.
import { describe, expect, it } from 'vitest';
import { setHealthKey, setProcessKey } from '../../../../src/manifest/edit/setProcessAnnotation.ts';
import { simulateText } from '../../../../src/run/simulate.ts';

const DEPLOY = `# comment kept
apiVersion: apps/v1
kind: Deployment
metadata: {name: web}
spec:
  selector: {matchLabels: {app: web}}
  template:
    metadata:
      labels: {app: web}
      annotations:
        podterm.dev/process.app: "startup=2s sigterm=exit"
    spec:
      containers: [{name: app, image: nginx}]
---
apiVersion: v1
kind: Pod
metadata: {name: solo}
spec:
  containers: [{name: main, image: busybox, command: ["sh", "-c", "sleep 3600"]}]
`;

describe('setProcessKey', () => {
  it('replaces one key of a workload’s annotation and keeps the rest', () => {
    const out = setProcessKey(DEPLOY, 'Deployment/web', 'app', 'sigterm', 'ignore')!;
    expect(out).toContain('podterm.dev/process.app: "startup=2s sigterm=ignore"');
    expect(out).toContain('metadata: {name: web}');
    expect(out.startsWith('# comment kept\n')).toBe(true);
    expect(out).toContain('kind: Pod');
  });

  it('adds the annotation to a bare Pod’s metadata, and the run follows it', () => {
    const out = setProcessKey(DEPLOY, 'Pod/solo', 'main', 'sigterm', 'exit')!;
    const pod = out.slice(out.indexOf('kind: Pod'));
    expect(pod).toMatch(
      /metadata:[\s\S]*annotations:[\s\S]*podterm.dev\/process.main: sigterm=exit/,
    );
    const assumption = simulateText(out).trace!.assumptions.find((a) => a.object === 'Pod/solo');
    expect(assumption?.text).toMatch(/exits 0 at once after its stop signal/);
  });

  it('removes the key (back to inference) and the annotation when nothing is left', () => {
    const once = setProcessKey(DEPLOY, 'Pod/solo', 'main', 'sigterm', 'exit')!;
    expect(setProcessKey(once, 'Pod/solo', 'main', 'sigterm', null)).not.toContain('process.main');
  });

  it('refuses broken YAML or a missing object instead of guessing', () => {
    expect(setProcessKey('kind: [', 'Pod/solo', 'main', 'sigterm', 'exit')).toBeNull();
    expect(setProcessKey(DEPLOY, 'Pod/nope', 'main', 'sigterm', 'exit')).toBeNull();
  });
});

describe('setHealthKey', () => {
  const POD = `apiVersion: v1
kind: Pod
metadata: {name: web}
spec:
  containers:
    - name: app
      image: example/app
      command: [/app/server]
      readinessProbe: {exec: {command: [cat, /tmp/ready]}}
`;
  it('writes podterm.dev/health.<c> for an undecided probe, and the run then fails it', () => {
    const out = setHealthKey(POD, 'Pod/web', 'app', 'unhealthy-after', '0s')!;
    expect(out).toMatch(/podterm\.dev\/health\.app: unhealthy-after=0s/);
    const before = simulateText(POD).trace!.events.filter((e) => e.type === 'PodReady');
    const after = simulateText(out).trace!.events.filter((e) => e.type === 'PodReady');
    expect(before).toHaveLength(1);
    expect(after).toHaveLength(0);
    expect(setHealthKey(out, 'Pod/web', 'app', 'unhealthy-after', null)).not.toContain(
      'podterm.dev/health',
    );
  });
});
