// Memory as the manifest says it: a Quantity's value in bytes (Quantity.Value()), the limit
// the kubelet gives a container (getMemoryLimit: its own, else the Pod's), and what stress
// allocates from its options (stress 1.0.4: --vm workers, --vm-bytes, backoff, --timeout).
import { describe, expect, it } from 'vitest';
import { bytesText, quantityValue } from '../../../../src/manifest/read/quantity.ts';
import { readStress } from '../../../../src/manifest/process/memory.ts';
import { inferProcess } from '../../../../src/manifest/process/process.ts';
import { loadScenario } from '../../../../src/manifest/load/loadScenario.ts';
import { kube } from '../../../../src/versions/version.ts';
import { foresee } from '../../../../src/manifest/warnings/foresee.ts';

describe('quantityValue', () => {
  it('reads the binary and decimal suffixes of the memory page (128974848, 129e6, 129M, 123Mi)', () => {
    expect(quantityValue('100Mi')).toBe(104_857_600);
    expect(quantityValue('1000Gi')).toBe(1_073_741_824_000);
    expect(quantityValue('129e6')).toBe(129_000_000);
    expect(quantityValue('129M')).toBe(129_000_000);
    expect(quantityValue('123Mi')).toBe(128_974_848);
    expect(quantityValue(128974848)).toBe(128_974_848);
    expect(quantityValue('1k')).toBe(1000);
    expect(quantityValue('1Ki')).toBe(1024);
  });

  it('rounds a fraction up exactly, as Quantity.Value() does', () => {
    expect(quantityValue('0.1Gi')).toBe(107_374_183);
    expect(quantityValue('.5Ki')).toBe(512);
    expect(quantityValue('100m')).toBe(1);
  });

  it('gives null for what does not parse (checkFields reports it)', () => {
    expect(quantityValue('1Gb')).toBeNull();
    expect(quantityValue('lots')).toBeNull();
    expect(quantityValue(undefined)).toBeNull();
  });

  it('says a size in its largest whole binary unit', () => {
    expect(bytesText(262_144_000)).toBe('250 MiB');
    expect(bytesText(1_073_741_824_000)).toBe('1000 GiB');
    expect(bytesText(150_000_000)).toBe('150000000 bytes');
  });
});

describe('readStress', () => {
  const MiB = 1024 * 1024;

  it('one vm worker allocates --vm-bytes (M = MiB) after 3 ms of backoff, forever', () => {
    const run = readStress(['stress', '--vm', '1', '--vm-bytes', '250M', '--vm-hang', '1']);
    expect(run).toEqual({
      runMs: null,
      allocates: { steps: [{ afterMs: 3, bytes: 250 * MiB }], workers: { exitCode: 1 } },
    });
  });

  it('defaults to 256 MB per worker; the backoff counts every worker still to fork', () => {
    const run = readStress(['stress', '-c', '1', '-m', '2'])!;
    // Round 0: 3 workers left (cpu, vm, vm) → 9 ms; round 1: 1 left → 3 ms.
    expect(run.allocates!.steps).toEqual([
      { afterMs: 9, bytes: 256 * MiB },
      { afterMs: 3, bytes: 256 * MiB },
    ]);
  });

  it('--timeout ends the run with exit 0 (atoll_s suffixes); = and attached values parse', () => {
    expect(readStress(['stress', '--vm=1', '--vm-bytes=1g', '-t', '2m'])).toEqual({
      runMs: 120_000,
      allocates: { steps: [{ afterMs: 3, bytes: 1024 * MiB }], workers: { exitCode: 1 } },
    });
    expect(readStress(['stress', '-m1', '--timeout', '10'])!.runMs).toBe(10_000);
  });

  it('no worker, an unknown option or another program: not a run it reads', () => {
    expect(readStress(['stress'])).toBeNull();
    expect(readStress(['stress', '--vm', '1', '--frobnicate'])).toBeNull();
    expect(readStress(['stress-ng', '--vm', '1'])).toBeNull();
    expect(readStress(['stress', '--cpu', '1'])!.allocates).toBeNull();
  });

  it('the process model keeps the allocation and says it; stress ignores SIGTERM as PID 1', () => {
    const p = inferProcess(['stress'], ['--vm', '1', '--vm-bytes', '150M', '--vm-hang', '1']);
    expect(p.allocates?.steps).toEqual([{ afterMs: 3, bytes: 150 * MiB }]);
    expect(p.runMs).toBeNull();
    expect(p.onStopSignal).toEqual({ kind: 'ignore' });
    expect(p.assumption).toContain('it allocates 150 MiB in 1 worker process(es), from 3 ms');
  });

  it('`sh -c` execs a lone stress, and under tini SIGTERM kills it (exit 143): it still allocates', () => {
    const sh = inferProcess(['sh', '-c', 'stress --vm 2 --vm-bytes 64M --timeout 30s'], []);
    expect(sh.allocates?.steps.map((s) => s.bytes)).toEqual([64 * MiB, 64 * MiB]);
    expect(sh.runMs).toBe(30_000);
    const tini = inferProcess(['tini', '--', 'stress', '--vm', '1'], []);
    expect(tini.onStopSignal).toEqual({ kind: 'exit', afterMs: 0 });
    expect(tini.stopSignalExitCode).toBe(143);
    expect(tini.allocates?.steps).toEqual([{ afterMs: 3, bytes: 256 * MiB }]);
  });
});

const pod = (podResources: string, limits: string): string => `
apiVersion: v1
kind: Pod
metadata: {name: memory-demo}
spec:
${podResources}
  containers:
    - name: ctr
      image: polinux/stress
${limits}
      command: [stress]
      args: [--vm, "1", --vm-bytes, 150M]
`;

describe('the container’s memory limit', () => {
  const limitOf = (text: string, minor = 35) =>
    loadScenario(text, { version: kube(minor) }).model?.pods[0]?.template.containers[0]
      ?.memoryLimit;

  it('is resources.limits.memory in bytes; none without one', () => {
    const own = '      resources: {requests: {memory: 100Mi}, limits: {memory: 200Mi}}';
    expect(limitOf(pod('', own))).toBe(209_715_200);
    expect(limitOf(pod('', ''))).toBeUndefined();
  });

  it('is the Pod’s own limit when the container has none (PodLevelResources, beta from 1.34)', () => {
    const shared = '  resources: {limits: {memory: 200Mi}}';
    expect(limitOf(pod(shared, ''), 34)).toBe(209_715_200);
    const both = '      resources: {limits: {memory: 100Mi}}';
    expect(limitOf(pod(shared, both), 34)).toBe(104_857_600);
  });

  it('1.33: the gate is off, the API server drops spec.resources: no limit, and a warning', () => {
    const text = pod('  resources: {limits: {memory: 200Mi}}', '');
    expect(limitOf(text, 33)).toBeUndefined();
    const warnings = loadScenario(text, { version: kube(33) }).diagnostics.map((d) => d.message);
    expect(warnings).toContain(
      'spec.resources: ignored: the PodLevelResources feature gate is off in Kubernetes 1.33 (on from 1.34), so the API server drops this field',
    );
  });
});

describe('foresee: memory over its limit', () => {
  it('warns where the allocation passes the limit, with the exit it bites at', () => {
    const own = '      resources: {limits: {memory: 100Mi}}';
    const text = pod('', own).replace('150M', '250M');
    const f = foresee(loadScenario(text).model!).find((x) => x.rule === 'memoryOverLimit')!;
    expect(f.message).toContain('it allocates 250 MiB, past its memory limit of 100 MiB');
    expect(f.params).toMatchObject({ held: '250 MiB', limit: '100 MiB', ms: 3 });
    expect(f.bites).toEqual({
      type: 'ContainerExited',
      object: 'Pod/memory-demo',
      data: { reason: 'OOMKilled' },
    });
  });

  it('says nothing under the limit', () => {
    const own = '      resources: {limits: {memory: 200Mi}}';
    const rules = foresee(loadScenario(pod('', own)).model!).map((x) => x.rule);
    expect(rules).not.toContain('memoryOverLimit');
  });
});

describe('a hostile quantity', () => {
  // Computing 10^99999999 took 48 s; the test's timeout catches a return of that.
  it('is capped without computing it, as ParseQuantity caps at 2^63−1 units', () => {
    expect(quantityValue('1e99999999')).toBe(Number(2n ** 63n - 1n));
  });
});
