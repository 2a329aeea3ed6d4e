// The kubelet's own rhythm: when it syncs a Pod and what each sync does (pod_workers.go
// completeWork, kubelet.go syncLoopIteration), when the readiness worker probes
// (prober/worker.go run, prober_manager.go UpdatePodStatus), and what `kubectl get pods -w`
// sees of a restart done within one sync.
import { describe, expect, it } from 'vitest';
import {
  BACKOFF_PERIOD_MS,
  jitterMs,
  PodSyncs,
  RESYNC_INTERVAL_MS,
} from '../../../../src/cluster/kubelet/podSyncs.ts';
import { createRng } from '../../../../src/engine/rng.ts';
import { sim } from '../../helpers/driver.ts';
import { testWorld } from '../../helpers/machines.ts';

/** A PodSyncs on a fresh world whose work says what the test wants; records each sync's time. */
function syncs(minor: number, work: { backOffUntil?: number | null; wants?: boolean } = {}) {
  const world = testWorld(minor);
  const at: number[] = [];
  const s = new PodSyncs(world, {
    sync: () => {
      at.push(world.now);
      const until = work.backOffUntil ?? null;
      return until !== null && world.now < until ? until : null;
    },
    wantsResync: () => work.wants ?? false,
    alive: () => true,
  });
  const until = (t: number) => world.clock.run(t, () => false);
  return { world, s, at, until };
}

describe('pod syncs (pod_workers.go completeWork)', () => {
  it('jitters as wait.Jitter does: d to d·(1 + maxFactor), from the seeded rng', () => {
    const a = createRng(7);
    const b = createRng(7);
    const draws = Array.from({ length: 200 }, () => jitterMs(10_000, 0.5, a));
    expect(Math.min(...draws)).toBeGreaterThanOrEqual(10_000);
    expect(Math.max(...draws)).toBeLessThanOrEqual(15_000);
    expect(new Set(draws).size).toBeGreaterThan(100);
    // The same seed, the same requeues: the trace stays deterministic.
    expect(Array.from({ length: 200 }, () => jitterMs(10_000, 0.5, b))).toEqual(draws);
  });

  it('≤1.34: a sync inside a back-off requeues the Pod 10–15 s later, again until it is over', () => {
    const { s, at, until } = syncs(31, { backOffUntil: 40_000 });
    s.sync();
    until(80_000);
    // Syncs at 0, then 10–15 s apart, the first one at or after 40 s the last (no resync wanted).
    expect(at[0]).toBe(0);
    for (let i = 1; i < at.length; i++) {
      expect(at[i]! - at[i - 1]!).toBeGreaterThanOrEqual(BACKOFF_PERIOD_MS);
      expect(at[i]! - at[i - 1]!).toBeLessThanOrEqual(BACKOFF_PERIOD_MS * 1.5);
    }
    expect(at.at(-2)!).toBeLessThan(40_000);
    expect(at.at(-1)!).toBeGreaterThanOrEqual(40_000);
    expect(at.length).toBeGreaterThanOrEqual(4);
  });

  it('1.35+: it requeues at the back-off’s expiry, jittered by up to half of the time left (#133066)', () => {
    const { s, at, until } = syncs(35, { backOffUntil: 40_000 });
    s.sync();
    until(80_000);
    expect(at).toHaveLength(2);
    expect(at[1]).toBeGreaterThanOrEqual(40_000);
    expect(at[1]).toBeLessThanOrEqual(60_000);
  });

  it('1.35+: caps the requeue at the resync interval for a long back-off', () => {
    const { s, at, until } = syncs(35, { backOffUntil: 300_000 });
    s.sync();
    until(100_000);
    expect(at[1]! - at[0]!).toBeGreaterThanOrEqual(RESYNC_INTERVAL_MS);
    expect(at[1]! - at[0]!).toBeLessThanOrEqual(RESYNC_INTERVAL_MS * 1.5);
  });

  it('after a clean sync, resyncs 60–90 s later while a container waits for a manual readiness run', () => {
    const wanted = syncs(31, { wants: true });
    wanted.s.sync();
    wanted.until(200_000);
    expect(wanted.at.length).toBeGreaterThanOrEqual(3);
    expect(wanted.at[1]! - wanted.at[0]!).toBeGreaterThanOrEqual(RESYNC_INTERVAL_MS);
    expect(wanted.at[1]! - wanted.at[0]!).toBeLessThanOrEqual(RESYNC_INTERVAL_MS * 1.5);
    // Nothing waits: no resync is simulated (it would change nothing).
    const idle = syncs(31);
    idle.s.sync();
    idle.until(200_000);
    expect(idle.at).toEqual([0]);
  });

  it('a sync asked for during a sync runs right after it, and a stopped worker syncs no more', () => {
    const world = testWorld(31);
    let n = 0;
    const s: PodSyncs = new PodSyncs(world, {
      sync: () => {
        n++;
        if (n === 1) s.sync(); // a probe result that changed during the sync
        return null;
      },
      wantsResync: () => true,
      alive: () => true,
    });
    s.sync();
    expect(n).toBe(2);
    s.stop();
    s.sync();
    world.clock.run(200_000, () => false);
    expect(n).toBe(2);
  });

  it('soon: a sync after what this instant already queued, once for each time it was asked', () => {
    const world = testWorld(31);
    const order: string[] = [];
    const s = new PodSyncs(world, {
      sync: () => {
        order.push(`sync@${world.now}`);
        return null;
      },
      wantsResync: () => false,
      alive: () => true,
    });
    world.clock.after(0, () => order.push('queued first'));
    s.soon();
    s.soon(); // the same object queued twice: two syncs, as two PLEG events give
    world.clock.after(0, () => order.push('queued last'));
    world.clock.run(0, () => false);
    expect(order).toEqual(['queued first', 'sync@0', 'sync@0', 'queued last']);
    // A stopped worker's queued syncs do nothing.
    s.soon();
    s.stop();
    world.clock.run(1, () => false);
    expect(order).toHaveLength(4);
  });
});

/** A Pod whose app listens 3 s after its start (1.2 s), with this readiness probe. */
const web = (version: string, probe: string, run = 'forever') => `apiVersion: podterm.dev/v1
kind: Scenario
metadata: {name: rhythm}
spec:
  kubernetesVersion: "${version}"
  duration: 200s
---
apiVersion: v1
kind: Pod
metadata:
  name: web
  annotations:
    podterm.dev/process.app: "startup=3s run=${run}"
    podterm.dev/health.app: "unhealthy-after=0s"
spec:
  containers:
    - name: app
      image: example/web:1.0
      ports: [{containerPort: 8080}]
      readinessProbe: {${probe}}
`;

describe('readiness probes (worker.go run, prober_manager.go UpdatePodStatus)', () => {
  const probeTimes = (version: string, probe: string) =>
    sim(web(version, probe))
      .run()
      .trace.events.filter((e) => e.type === 'KubeEvent' && e.data.reason === 'Unhealthy')
      .map((e) => e.t);

  it('probes at the sync after the start (a manual run), then on the worker’s ticker from the pod worker’s start (≤1.31)', () => {
    // Never healthy (HTTP 500): every probe fails. The pod worker starts at 0.2 s, the
    // container at 1.2 s: a manual run at 1.2 s, then ticks at 10.2, 20.2… s.
    const t = probeTimes('1.31', 'httpGet: {path: /, port: 8080}, periodSeconds: 10');
    expect(t.slice(0, 4)).toEqual([1200, 10_200, 20_200, 30_200]);
  });

  it('from 1.32 the manual run resets the ticker: one period after it (#119089)', () => {
    const t = probeTimes('1.32', 'httpGet: {path: /, port: 8080}, periodSeconds: 10');
    expect(t.slice(0, 4)).toEqual([1200, 11_200, 21_200, 31_200]);
  });

  it('a resync 60–90 s after the last sync brings one more manual run while not ready', () => {
    const t = probeTimes('1.32', 'httpGet: {path: /, port: 8080}, periodSeconds: 30');
    // The ticks every 30 s from 1.2 s, until the resync's manual run shifts them.
    expect(t.slice(0, 3)).toEqual([1200, 31_200, 61_200]);
    const manual = t.find((x) => (x - 1200) % 30_000 !== 0)!;
    expect(manual).toBeGreaterThanOrEqual(61_200);
    expect(manual).toBeLessThanOrEqual(91_200);
    expect(t).toContain(manual + 30_000);
  });

  it('skips the manual run and ticks inside initialDelaySeconds (doProbe)', () => {
    // 1.31: ticks at 10.2, 20.2 s; 10.2 is 9 s after the start, inside the 15 s delay.
    const t = probeTimes(
      '1.31',
      'httpGet: {path: /, port: 8080}, initialDelaySeconds: 15, periodSeconds: 10',
    );
    expect(t[0]).toBe(20_200);
  });
});

describe('a restart within one sync (kuberuntime_manager.go computePodActions)', () => {
  const liveness = (version: string) => `apiVersion: podterm.dev/v1
kind: Scenario
metadata: {name: kill}
spec:
  kubernetesVersion: "${version}"
  duration: 60s
---
apiVersion: v1
kind: Pod
metadata: {name: web}
spec:
  containers:
    - name: app
      image: busybox:1.36
      command: ["sh", "-c", "trap 'exit 0' TERM; touch /tmp/healthy; sleep 30; rm -f /tmp/healthy; sleep 600 & wait"]
      livenessProbe: {exec: {command: [cat, /tmp/healthy]}, initialDelaySeconds: 5, periodSeconds: 5}
`;

  it('a liveness kill and its restart print no exited line and keep READY 1/1', () => {
    const run = sim(liveness('1.31')).run();
    const lines = run.trace.events
      .filter((e) => e.type === 'PodStatus')
      .map((e) => (e.type === 'PodStatus' ? `${e.t} ${e.data.ready} ${e.data.status}` : ''));
    // The third failing tick of the worker (35.2, 40.2, 45.2 s: every 5 s from the pod worker's
    // start) kills it; the TERM trap exits at once and the container starts again at 45.2 s.
    expect(lines.slice(-2)).toEqual(['1200 1/1 Running', '45200 1/1 Running']);
    run.expectNo('PodNotReady').expectEvents('ContainerStarted').at('1.2s', '45.2s');
  });

  it('a crash the PLEG reports still shows its exited status before the restart', () => {
    // The sync the crash causes writes its status (the container exited) before it starts it.
    const run = sim(web('1.31', 'tcpSocket: {port: 8080}', '5s')).runUntil('10s');
    const lines = run.trace.events
      .filter((e) => e.type === 'PodStatus' && e.t === 6200)
      .map((e) => (e.type === 'PodStatus' ? e.data.status : ''));
    expect(lines).toEqual(['Completed', 'Running']);
  });
});

describe('a lost node', () => {
  it('stops the pod worker’s syncs: no restart or BackOff after it, however the back-off ends', () => {
    const crashLoop = `apiVersion: podterm.dev/v1
kind: Scenario
metadata: {name: lost}
spec:
  kubernetesVersion: "1.31"
  duration: 60s
  actions:
    - {at: 15s, do: nodeLost, target: node/node-a}
---
apiVersion: v1
kind: Pod
metadata:
  name: crash
  annotations:
    podterm.dev/process.app: "startup=1s run=5s exitCode=1"
spec:
  containers:
    - name: app
      image: example/app:1.0
      readinessProbe: {tcpSocket: {port: 8080}, periodSeconds: 5}
`;
    const run = sim(crashLoop).run();
    const afterLoss = run.trace.events.filter(
      (e) => e.t > 15_000 && (e.lane === 'kubelet' || e.lane === 'container'),
    );
    expect(afterLoss).toEqual([]);
    // It was in its 10 s back-off when the node went: a BackOff at 11.2 s, none after.
    run.expectEvent('KubeEvent', { reason: 'BackOff' }).at('11.2s');
  });
});
