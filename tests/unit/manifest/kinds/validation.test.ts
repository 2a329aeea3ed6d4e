// Bad input gets a Kubernetes-style error on the right line; what is valid gets
// Kubernetes' defaults.
import { kube } from '../../../../src/versions/version.ts';
import { describe, expect, it } from 'vitest';
import { loadScenario } from '../../../../src/manifest/load/loadScenario.ts';
import { deployment, errors, POD, scenario } from '../docs.ts';

describe('the Scenario document', () => {
  it('defaults: newest version, 2 nodes, seed 1, 2026-01-01', () => {
    const m = loadScenario(POD).model!;
    expect(m).toMatchObject({
      name: 'scenario',
      version: kube(37),
      seed: 1,
      // No Scenario document: the duration its manifests need (scenarioDuration.ts).
      durationMs: 30_000,
      traffic: null,
    });
    expect(m.nodes.map((n) => n.name)).toEqual(['node-a', 'node-b']);
    expect(m.startTimeMs).toBe(Date.UTC(2026, 0, 1));
  });

  it('names nodes node-a … node-z, node-aa', () => {
    const m = loadScenario(scenario('  nodes: 28\n')).model!;
    expect(m.nodes.slice(25).map((n) => n.name)).toEqual(['node-z', 'node-aa', 'node-ab']);
  });

  it('--version wins over the document, and is itself checked', () => {
    expect(
      loadScenario(scenario('  kubernetesVersion: "1.26"\n'), { version: kube(31) }).model?.version
        .minor,
    ).toBe(31);
    expect(errors(POD, 12)[0]?.message).toMatch(/1\.12 is not supported/);
  });

  it('a YAML number 1.30 reads as 1.3: asks for quotes; 1.27 unquoted is fine', () => {
    expect(errors(scenario('  kubernetesVersion: 1.30\n'))[0]).toMatchObject({
      line: 4,
      message: expect.stringMatching(/quoted string: "1.30"/),
    });
    expect(loadScenario(scenario('  kubernetesVersion: 1.27\n')).model?.version.minor).toBe(27);
    expect(errors(scenario('  kubernetesVersion: "1.38"\n'))[0]?.message).toMatch(
      /supported versions/,
    );
  });

  it('durations: 1m30s, a number of seconds; 100h is capped at 1h with a warning', () => {
    expect(loadScenario(scenario('  duration: 1m30s\n')).model?.durationMs).toBe(90_000);
    expect(loadScenario(scenario('  duration: 45\n')).model?.durationMs).toBe(45_000);
    const r = loadScenario(scenario('  duration: 100h\n'));
    expect(r.model?.durationMs).toBe(3_600_000);
    expect(r.diagnostics).toContainEqual(
      expect.objectContaining({
        severity: 'warning',
        line: 4,
        message: 'duration 100h is longer than the 1h maximum; capped at 1h',
      }),
    );
  });

  it('bounds: nodes, requestsPerSecond, a start time without a zone, an unknown latency', () => {
    expect(errors(scenario('  nodes: 5000\n'))[0]).toMatchObject({
      line: 4,
      message: expect.stringMatching(/at most 1000 nodes/),
    });
    const rps =
      scenario('  traffic: {service: web, requestsPerSecond: 1000000}\n') +
      'apiVersion: v1\nkind: Service\nmetadata: {name: web}\n';
    expect(errors(rps)[0]).toMatchObject({
      line: 4,
      message: expect.stringMatching(/at most 100000 requests/),
    });
    expect(errors(scenario('  startTime: "2026-01-01T00:00:00"\n'))[0]?.line).toBe(4);
    expect(
      errors(scenario('  latencies:\n    kubeProxySync: 2s\n    warp: 1s\n'))[0],
    ).toMatchObject({
      line: 6,
      message: expect.stringMatching(/unknown latency "warp"/),
    });
  });

  it('traffic must name a Service', () => {
    expect(
      errors(scenario('  traffic: {service: api, requestsPerSecond: 5}\n') + POD)[0],
    ).toMatchObject({
      line: 4,
      message: expect.stringMatching(/names no Service/),
    });
  });
});

describe('actions', () => {
  const act = (line: string, rest = POD) => scenario(`  actions:\n    - ${line}\n`) + rest;

  it('are sorted by time, keep negative grace periods, take kubectl short names', () => {
    const m = loadScenario(
      scenario(
        '  actions:\n    - {at: 20s, do: delete, target: pod/web, gracePeriodSeconds: -1}\n    - {at: 5s, do: drain, target: no/node-a}\n',
      ) + POD,
    ).model!;
    expect(m.actions.map((a) => a.atMs)).toEqual([5000, 20_000]);
    expect(m.actions[0]!.target).toEqual({ kind: 'node', name: 'node-a' });
    expect(m.actions[1]!.gracePeriodSeconds).toBe(-1);
  });

  it('an unknown `do` lists the valid values', () => {
    expect(errors(act('{at: 1s, do: explode, target: pod/web}'))[0]).toMatchObject({
      line: 5,
      message: expect.stringMatching(
        /Unsupported value: "explode": supported values: "delete", "evict"/,
      ),
    });
  });

  it('a target must match: a Pod, a controller’s name prefix, a node', () => {
    expect(errors(act('{at: 1s, do: delete, target: pod/xyz}'))[0]?.message).toBe(
      'target pod/xyz matches no object in the scenario',
    );
    expect(errors(act('{at: 1s, do: delete, target: pod/web-5d78c}', deployment('')))).toEqual([]);
    expect(errors(act('{at: 1s, do: drain, target: node/node-q}'))[0]?.line).toBe(5);
    expect(errors(act('{at: 1s, do: delete, target: constructor/x}'))[0]?.message).toMatch(
      /matches no object/,
    );
  });

  it('checks the action against its target and its parameters', () => {
    expect(errors(act('{at: 1s, do: drain, target: pod/web}'))[0]?.message).toMatch(
      /drain acts on node/,
    );
    expect(
      errors(act('{at: 1s, do: scale, target: deployment/web}', deployment('')))[0]?.message,
    ).toMatch(/replicas: Required/);
    expect(errors(act('{at: 1s, do: exit, target: pod/web, exitCode: 300}'))[0]?.message).toMatch(
      /less than or equal to 255/,
    );
    expect(errors(act('{at: 1s, do: exit, target: pod/web, container: nope}'))[0]?.message).toMatch(
      /container "nope"/,
    );
    expect(errors(act('{at: -5s, do: delete, target: pod/web}'))[0]?.message).toMatch(
      /greater than or equal to 0/,
    );
  });
});

describe('pod templates', () => {
  const pod = (spec: string) => `apiVersion: v1\nkind: Pod\nmetadata:\n  name: p\nspec:\n${spec}`;

  it('defaults: restartPolicy Always, grace 30, priority 0, a 10-character hash', () => {
    const t = loadScenario(POD).model!.pods[0]!.template;
    expect(t).toMatchObject({
      restartPolicy: 'Always',
      terminationGracePeriodSeconds: 30,
      priority: 0,
      activeDeadlineSeconds: null,
    });
    expect(t.hash).toMatch(/^[bcdfghjklmnpqrstvwxz2456789]{10}$/);
  });

  it('the hash depends on the template, not on comments or key order', () => {
    const a = loadScenario(deployment('')).model!.deployments[0]!.template.hash;
    const b = loadScenario(
      '# a comment\n\n' +
        deployment('').replace('{name: app, image: nginx}', '{image: nginx, name: app}'),
    ).model!.deployments[0]!.template.hash;
    const c = loadScenario(deployment('').replace('nginx', 'nginx:2')).model!.deployments[0]!
      .template.hash;
    expect(b).toBe(a);
    expect(c).not.toBe(a);
  });

  it('a negative terminationGracePeriodSeconds, at its line', () => {
    expect(
      errors(pod('  terminationGracePeriodSeconds: -5\n  containers: [{name: a, image: b}]\n'))[0],
    ).toMatchObject({
      line: 6,
      message:
        'spec.terminationGracePeriodSeconds: Invalid value: -5: must be greater than or equal to 0',
    });
  });

  it('containers: at least one, unique DNS-1123 names', () => {
    expect(errors(pod('  containers: []\n'))[0]?.message).toBe('spec.containers: Required value');
    expect(
      errors(pod('  containers:\n    - {name: a, image: b}\n    - {name: a, image: c}\n'))[0],
    ).toMatchObject({
      line: 8,
      message: 'spec.containers[1].name: Duplicate value: "a"',
    });
    expect(errors(pod('  containers: [{name: Web_1, image: b}]\n'))[0]?.message).toMatch(
      /lowercase RFC 1123 label/,
    );
  });

  it('priority classes, and a sidecar', () => {
    const t = loadScenario(
      pod(
        '  priorityClassName: system-node-critical\n  initContainers: [{name: proxy, image: envoy, restartPolicy: Always}]\n  containers: [{name: a, image: b}]\n',
      ),
    ).model!.pods[0]!.template;
    expect(t.priority).toBe(2_000_001_000);
    expect(t.initContainers[0]!.sidecar).toBe(true);
  });

  it('preStop: exec sleep, sleep action, httpGet with the annotation, tcpSocket', () => {
    const c = (lifecycle: string, ann = '') =>
      loadScenario(
        `apiVersion: v1\nkind: Pod\nmetadata:\n  name: p\n${ann}spec:\n  containers:\n    - name: a\n      image: b\n      lifecycle:\n        preStop: ${lifecycle}\n`,
      ).model?.pods[0]?.template.containers[0]?.preStop;
    expect(c('{exec: {command: ["/bin/sleep", "5"]}}')).toEqual({
      hook: 'exec',
      durationMs: 5000,
      fails: false,
      exec: { command: ['/bin/sleep', '5'] },
    });
    expect(c('{exec: {command: [sh, -c, "sleep 7 && nginx -s quit"]}}')?.durationMs).toBe(7000);
    expect(c('{sleep: {seconds: 10}}')).toEqual({
      hook: 'sleep',
      durationMs: 10_000,
      fails: false,
    });
    expect(c('{httpGet: {path: /stop, port: 80}}')?.durationMs).toBe(100);
    expect(
      c('{httpGet: {path: /stop, port: 80}}', '  annotations: {podterm.dev/prestop.a: 3s}\n')
        ?.durationMs,
    ).toBe(3000);
    expect(c('{tcpSocket: {port: 80}}')).toEqual({
      hook: 'tcpSocket',
      durationMs: 0,
      fails: true,
      failure: { kind: 'invalid', port: 80 },
    });
  });

  it('preStop: an exec that exits non-zero fails, after the time it ran', () => {
    const c = (lifecycle: string) =>
      loadScenario(
        `apiVersion: v1\nkind: Pod\nmetadata:\n  name: p\nspec:\n  containers:\n    - name: a\n      image: b\n      ports: [{containerPort: 80}]\n      lifecycle:\n        preStop: ${lifecycle}\n`,
      ).model?.pods[0]?.template.containers[0]?.preStop;
    expect(c('{exec: {command: [sh, -c, "sleep 3; exit 2"]}}')).toEqual({
      hook: 'exec',
      durationMs: 3000,
      fails: true,
      failure: { kind: 'exit', command: ['sh', '-c', 'sleep 3; exit 2'], exitCode: 2 },
      exec: { command: ['sh', '-c', 'sleep 3; exit 2'] },
    });
    expect(c('{exec: {command: ["false"]}}')).toMatchObject({ fails: true, durationMs: 100 });
    expect(c('{exec: {command: [sh, -c, "nginx -s quit"]}}')?.fails).toBe(false);
    // A port the container does not declare: nothing listens there.
    expect(c('{httpGet: {path: /stop, port: 8080}}')).toMatchObject({
      fails: true,
      durationMs: 0,
      failure: { kind: 'refused', path: '/stop', port: 8080 },
    });
    expect(c('{httpGet: {path: /stop, port: 80}}')?.fails).toBe(false);
  });

  it('a sleep preStop longer than the grace period, or before 1.30', () => {
    const text = pod(
      '  containers:\n    - name: a\n      image: b\n      lifecycle:\n        preStop:\n          sleep: {seconds: 45}\n',
    );
    expect(errors(text)[0]).toMatchObject({
      line: 11,
      message: expect.stringMatching(
        /preStop.sleep: Invalid value: 45: must be non-negative and less than terminationGracePeriodSeconds \(30\)/,
      ),
    });
    expect(errors(text.replace('45', '5'), 28)[0]?.message).toMatch(/needs Kubernetes 1.30/);
    // 1.29: the alpha gate is off, so the API server drops the hook (dropPodLifecycleSleepAction).
    expect(errors(text.replace('45', '5'), 29)).toEqual([]);
  });

  it('a bad process annotation is an error at its line naming the key; a stray one a warning', () => {
    const text = (ann: string) =>
      `apiVersion: v1\nkind: Pod\nmetadata:\n  name: p\n  annotations:\n    ${ann}\nspec:\n  containers: [{name: app, image: b}]\n`;
    expect(errors(text('podterm.dev/process.app: "startup=soon"'))[0]).toMatchObject({
      line: 6,
      message: expect.stringMatching(/startup: must be a duration/),
    });
    const w = loadScenario(text('podterm.dev/process.web: "run=forever"')).diagnostics;
    expect(w).toContainEqual(expect.objectContaining({ severity: 'warning', line: 6 }));
  });
});
