// An exec probe against the files the container's command and its preStop hook write:
// `test ! -f F` passes while F is absent; a preStop `echo > F` makes it fail from then on.
import { describe, expect, it } from 'vitest';
import { loadScenario } from '../../../../src/manifest/load/loadScenario.ts';
import { probeOutcome } from '../../../../src/cluster/kubelet/probeResult.ts';

const POD = `apiVersion: v1
kind: Pod
metadata: {name: web}
spec:
  containers:
    - name: app
      image: busybox
      command: ["sh", "-c", "sleep 3600"]
      readinessProbe:
        exec: {command: ["sh", "-c", "test ! -f /tmp/shutdown"]}
      lifecycle:
        preStop:
          exec: {command: ["sh", "-c", "echo '' > /tmp/shutdown; sleep 5"]}
`;

describe('exec probes and the files a preStop hook writes', () => {
  const c = loadScenario(POD).model!.pods[0]!.template.containers[0]!;
  const probe = c.readinessProbe!;
  it('reads `test ! -f F` as "F is absent" and the hook as writing F at its start', () => {
    expect(probe.action).toMatchObject({ file: { path: '/tmp/shutdown', absent: true } });
    expect(c.preStop?.files).toEqual([{ path: '/tmp/shutdown', atMs: 0, present: true }]);
  });
  it('passes before the hook, fails (printing nothing) once the hook wrote the file', () => {
    expect(probeOutcome(c, probe, 5_000, 1, 'open').ok).toBe(true);
    const written = c.preStop!.files!.map((f) => ({ ...f, atMs: f.atMs + 10_000 }));
    expect(probeOutcome(c, probe, 9_000, 1, 'open', written).ok).toBe(true);
    expect(probeOutcome(c, probe, 11_000, 1, 'open', written)).toMatchObject({
      ok: false,
      output: '',
    });
  });
});
