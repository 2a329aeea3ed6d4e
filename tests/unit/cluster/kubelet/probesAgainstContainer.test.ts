// Probes decide by what the container does (probeResult.ts over manifest/process/probeFiles.ts and
// manifest/process/listening.ts): a file nothing makes is absent when podterm knows the whole
// process, the image's files are there, a sibling's write through a shared emptyDir counts,
// a postStart hook's too; a socket probe meets a listener only where the process listens.
import { kube } from '../../../../src/versions/version.ts';
import { describe, expect, it } from 'vitest';
import { probeOutcome } from '../../../../src/cluster/kubelet/probeResult.ts';
import { loadScenario } from '../../../../src/manifest/load/loadScenario.ts';
import type { ContainerModel } from '../../../../src/manifest/model/model.ts';
import { runScenario } from '../../../../src/run/runScenario.ts';

/** The Pod's containers, by name, from `spec` (indented under `spec:`). */
function pod(spec: string, owner = '', minor?: number): Map<string, ContainerModel> {
  const text = owner
    ? owner + spec.replace(/^/gm, '    ')
    : `apiVersion: v1\nkind: Pod\nmetadata: {name: web}\nspec:\n${spec}`;
  const r = loadScenario(text, minor ? { version: kube(minor) } : {});
  const m = r.model!;
  const t = owner ? m.jobs[0]!.template : m.pods[0]!.template;
  return new Map([...t.containers, ...t.initContainers].map((c) => [c.name, c]));
}

const at = (
  c: ContainerModel,
  ms: number,
  kind: 'readiness' | 'liveness' | 'startup' = 'readiness',
) => {
  const probe =
    kind === 'readiness'
      ? c.readinessProbe
      : kind === 'liveness'
        ? c.livenessProbe
        : c.startupProbe;
  return probeOutcome(c, probe!, ms, 1);
};

describe('exec probes that read a file', () => {
  it("nginx run by its own entrypoint has no /tmp/healthy: `cat` fails with GNU cat's words", () => {
    const c = pod(`  containers:
    - name: web
      image: nginx:1.27
      readinessProbe: {exec: {command: [cat, /tmp/healthy]}}
`).get('web')!;
    expect(c.filesAtStart).toEqual({ '/tmp/healthy': false });
    expect(at(c, 60_000)).toEqual({
      ok: false,
      output: 'cat: /tmp/healthy: No such file or directory\n',
      tookMs: 0,
    });
    expect(c.probeAssumptions).toBeUndefined();
  });

  it("the image's own files, the kubelet's and the service account token are there", () => {
    for (const path of [
      '/etc/nginx/nginx.conf',
      '/usr/share/nginx/html/index.html',
      '/bin/sh',
      '/etc/hostname',
      '/proc/1/status',
      '/var/run/secrets/kubernetes.io/serviceaccount/token',
    ]) {
      const c = pod(`  containers:
    - name: web
      image: nginx
      livenessProbe: {exec: {command: [cat, ${path}]}}
`).get('web')!;
      expect(at(c, 5_000, 'liveness').ok, path).toBe(true);
      expect(c.filesAtStart?.[path], path).toBe(true);
    }
  });

  it('no service account token when automountServiceAccountToken is false', () => {
    const c = pod(`  automountServiceAccountToken: false
  containers:
    - name: web
      image: nginx
      livenessProbe: {exec: {command: [cat, /var/run/secrets/kubernetes.io/serviceaccount/token]}}
`).get('web')!;
    // Not the image's, not made: undecided, so taken to pass and said as an assumption.
    expect(c.filesAtStart).toBeUndefined();
    expect(at(c, 5_000, 'liveness').ok).toBe(true);
    expect(c.probeAssumptions).toHaveLength(1);
  });

  it('a script read whole that never makes the file: absent, so `test -f` fails from the start', () => {
    const c = pod(`  containers:
    - name: app
      image: busybox
      command: [sh, -c, "touch /tmp/other; sleep 3600"]
      readinessProbe: {exec: {command: [test, -f, /tmp/ready]}}
`).get('app')!;
    expect(c.filesAtStart).toEqual({ '/tmp/ready': false });
    expect(at(c, 1_000)).toMatchObject({ ok: false, output: '' });
  });

  it('the kubernetes.io liveness script: there for 30 s, then gone', () => {
    const c = pod(`  containers:
    - name: liveness
      image: registry.k8s.io/busybox
      args: [/bin/sh, -c, "touch /tmp/healthy; sleep 30; rm -f /tmp/healthy; sleep 600"]
      livenessProbe: {exec: {command: [cat, /tmp/healthy]}}
`).get('liveness')!;
    expect(at(c, 29_000, 'liveness').ok).toBe(true);
    expect(at(c, 31_000, 'liveness')).toMatchObject({
      ok: false,
      output: "cat: can't open '/tmp/healthy': No such file or directory\n",
    });
  });

  it('an unknown program may make the file: undecided, taken to pass, listed as an assumption', () => {
    const c = pod(`  containers:
    - name: app
      image: example/app:1
      command: [/app/server]
      readinessProbe: {exec: {command: [cat, /tmp/healthy]}}
`).get('app')!;
    expect(c.filesAtStart).toBeUndefined();
    expect(at(c, 10_000).ok).toBe(true);
    expect(c.probeAssumptions).toEqual([
      'podterm cannot tell whether the image or the program makes `/tmp/healthy`, so the readiness probe `cat /tmp/healthy` is taken to pass',
    ]);
  });

  it('a path that might be in the image stays undecided even for a known process', () => {
    const c = pod(`  containers:
    - name: web
      image: nginx
      readinessProbe: {exec: {command: [cat, /usr/share/nginx/html/healthz]}}
`).get('web')!;
    expect(at(c, 10_000).ok).toBe(true);
    expect(c.probeAssumptions).toHaveLength(1);
  });

  it('a loop that touches the file: its timing is unknown, so undecided', () => {
    const c = pod(`  containers:
    - name: app
      image: busybox
      command: [sh, -c, "while true; do touch /tmp/alive; sleep 5; done"]
      livenessProbe: {exec: {command: [cat, /tmp/alive]}}
`).get('app')!;
    expect(c.filesAtStart).toBeUndefined();
    expect(at(c, 10_000, 'liveness').ok).toBe(true);
    expect(c.probeAssumptions).toHaveLength(1);
  });

  it('a postStart exec hook that writes the file makes it there from the start', () => {
    const c = pod(`  containers:
    - name: web
      image: nginx
      lifecycle:
        postStart:
          exec: {command: [sh, -c, "echo ok > /tmp/healthy"]}
      readinessProbe: {exec: {command: [cat, /tmp/healthy]}}
`).get('web')!;
    expect(c.files).toEqual([{ path: '/tmp/healthy', atMs: 0, present: true }]);
    expect(at(c, 1_000).ok).toBe(true);
  });

  it('a sibling writing into a shared emptyDir: the reader finds it at its own mountPath from then on', () => {
    const cs = pod(`  volumes:
    - {name: shared, emptyDir: {}}
  containers:
    - name: writer
      image: busybox
      command: [sh, -c, "sleep 10; touch /shared/ready; sleep 3600"]
      volumeMounts: [{name: shared, mountPath: /shared}]
    - name: web
      image: nginx
      volumeMounts: [{name: shared, mountPath: /data}]
      readinessProbe: {exec: {command: [cat, /data/ready]}}
`);
    const c = cs.get('web')!;
    expect(c.files).toEqual([{ path: '/data/ready', atMs: 10_000, present: true }]);
    expect(c.filesAtStart).toEqual({ '/data/ready': false });
    expect(at(c, 9_000).ok).toBe(false);
    expect(at(c, 10_000).ok).toBe(true);
  });

  it('an init container that wrote into the emptyDir: there when the app container starts', () => {
    const c = pod(`  volumes:
    - {name: shared, emptyDir: {}}
  initContainers:
    - name: prepare
      image: busybox
      command: [sh, -c, "touch /work/ready"]
      volumeMounts: [{name: shared, mountPath: /work}]
  containers:
    - name: web
      image: nginx
      volumeMounts: [{name: shared, mountPath: /data}]
      readinessProbe: {exec: {command: [cat, /data/ready]}}
`).get('web')!;
    expect(c.filesAtStart).toEqual({ '/data/ready': true });
    expect(at(c, 0).ok).toBe(true);
  });

  it('a writer podterm cannot read that mounts the emptyDir leaves the file undecided', () => {
    const c = pod(`  volumes:
    - {name: shared, emptyDir: {}}
  containers:
    - name: writer
      image: example/writer
      command: [/writer]
      volumeMounts: [{name: shared, mountPath: /shared}]
    - name: web
      image: nginx
      volumeMounts: [{name: shared, mountPath: /data}]
      readinessProbe: {exec: {command: [cat, /data/ready]}}
`).get('web')!;
    expect(c.filesAtStart).toBeUndefined();
    expect(at(c, 1_000).ok).toBe(true);
  });

  it("a configMap volume holds its items' paths and nothing else", () => {
    const spec = (path: string) => `  volumes:
    - name: conf
      configMap: {name: app, items: [{key: app.conf, path: app.conf}]}
  containers:
    - name: web
      image: nginx
      volumeMounts: [{name: conf, mountPath: /etc/app}]
      readinessProbe: {exec: {command: [cat, ${path}]}}
`;
    expect(at(pod(spec('/etc/app/app.conf')).get('web')!, 1_000).ok).toBe(true);
    expect(at(pod(spec('/etc/app/other.conf')).get('web')!, 1_000).ok).toBe(false);
  });
});

describe('httpGet, tcpSocket and grpc probes meet a listener only where the process listens', () => {
  it("a Job's step (a script that starts no server) refuses the connection", () => {
    const c = pod(
      `  template:
    spec:
      restartPolicy: Never
      containers:
        - name: step
          image: busybox
          command: [sh, -c, "echo working; sleep 20"]
          ports: [{containerPort: 8080}]
          readinessProbe: {httpGet: {path: /, port: 8080}}
`,
      'apiVersion: batch/v1\nkind: Job\nmetadata: {name: step}\nspec:\n',
    ).get('step')!;
    expect(c.listens).toEqual({ kind: 'none' });
    expect(at(c, 5_000)).toMatchObject({
      ok: false,
      output:
        'Get "http://10.244.0.2:8080/": dial tcp 10.244.0.2:8080: connect: connection refused',
    });
  });

  it('an HTTPS probe names its https URL (HTTPGetAction.scheme)', () => {
    const c = pod(`  containers:
    - name: app
      image: busybox
      command: [sleep, "3600"]
      readinessProbe: {httpGet: {path: /healthz, port: 10259, scheme: HTTPS}}
`).get('app')!;
    expect(at(c, 5_000)).toMatchObject({
      ok: false,
      output:
        'Get "https://10.244.0.2:10259/healthz": dial tcp 10.244.0.2:10259: connect: connection refused',
    });
  });

  it('kube-scheduler serves /healthz on 10259, and on 10251 only before 1.23 (#96345)', () => {
    const sched = (minor: number) =>
      pod(
        `  containers:
    - name: s
      image: registry.k8s.io/kube-scheduler:v1.${minor}.0
      command: [kube-scheduler, --leader-elect=false]
      readinessProbe: {httpGet: {path: /healthz, port: 10251}}
`,
        '',
        minor,
      ).get('s')!;
    expect(at(sched(22), 5_000).ok).toBe(true);
    expect(at(sched(23), 5_000).ok).toBe(false);
  });

  it('`sleep` in a long-running Pod does not listen either', () => {
    const c = pod(`  containers:
    - name: app
      image: busybox
      command: [sleep, "3600"]
      livenessProbe: {tcpSocket: {port: 8080}}
`).get('app')!;
    expect(c.listens).toEqual({ kind: 'none' });
    expect(at(c, 5_000, 'liveness').ok).toBe(false);
  });

  it('a script that starts `python -m http.server 8080` listens on 8080 alone', () => {
    const c = pod(`  containers:
    - name: app
      image: python:3.12
      command: [sh, -c, "echo start; python -m http.server 8080"]
      readinessProbe: {httpGet: {path: /, port: 8080}}
      livenessProbe: {tcpSocket: {port: 9090}}
`).get('app')!;
    expect(c.listens).toEqual({ kind: 'ports', ports: [8080] });
    expect(at(c, 5_000).ok).toBe(true);
    expect(at(c, 5_000, 'liveness').ok).toBe(false);
  });

  it('`nc -l -p 9000` listens on 9000', () => {
    const c = pod(`  containers:
    - name: app
      image: busybox
      command: [nc, -lk, -p, "9000"]
      readinessProbe: {tcpSocket: {port: 9000}}
`).get('app')!;
    expect(c.listens).toEqual({ kind: 'ports', ports: [9000] });
    expect(at(c, 5_000).ok).toBe(true);
  });

  it('a known server image listens on its declared containerPorts', () => {
    const c = pod(`  containers:
    - name: web
      image: nginx
      ports: [{containerPort: 80}]
      readinessProbe: {httpGet: {path: /, port: 80}}
      livenessProbe: {httpGet: {path: /, port: 8080}}
`).get('web')!;
    expect(c.listens).toEqual({ kind: 'ports', ports: [80] });
    expect(at(c, 5_000).ok).toBe(true);
    expect(at(c, 5_000, 'liveness').ok).toBe(false);
  });

  it('a program podterm cannot read, in a long-running Pod, listens on any declared port', () => {
    const c = pod(`  containers:
    - name: app
      image: example/app
      command: [/app/server]
      readinessProbe: {httpGet: {path: /healthz, port: 8080}}
`).get('app')!;
    expect(c.listens).toEqual({ kind: 'any' });
    expect(at(c, 5_000).ok).toBe(true);
  });

  it('a process the annotation describes keeps listening as before', () => {
    const text = `apiVersion: v1
kind: Pod
metadata:
  name: web
  annotations: {podterm.dev/process.app: "startup=2s run=forever"}
spec:
  containers:
    - name: app
      image: busybox
      command: [sleep, "3600"]
      readinessProbe: {tcpSocket: {port: 8080}}
`;
    const c = loadScenario(text).model!.pods[0]!.template.containers[0]!;
    expect(c.listens).toBeUndefined();
    expect(probeOutcome(c, c.readinessProbe!, 5_000, 1).ok).toBe(true);
  });
});

describe("the trace's assumptions", () => {
  it('lists an undecided file probe beside the process assumption of its container', () => {
    const text = `apiVersion: v1
kind: Pod
metadata: {name: web}
spec:
  containers:
    - name: app
      image: example/app:1
      command: [/app/server]
      livenessProbe: {exec: {command: [cat, /tmp/alive]}}
`;
    const trace = runScenario(loadScenario(text).model!);
    expect(trace.assumptions.filter((a) => a.object === 'Pod/web')).toEqual([
      { object: 'Pod/web', container: 'app', text: expect.stringContaining('/app/server') },
      {
        object: 'Pod/web',
        container: 'app',
        text: 'podterm cannot tell whether the image or the program makes `/tmp/alive`, so the liveness probe `cat /tmp/alive` is taken to pass',
      },
    ]);
  });
});
