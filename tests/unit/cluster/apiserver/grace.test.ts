// The grace arithmetic, one fact each (semantics reference Part A §1, §2, §7, §8).
import { seconds } from '../../../../src/trace/units.ts';
import { kube } from '../../../../src/versions/version.ts';
import { kubectlGraceSeconds as kubectlGrace } from '../../../../src/versions/formulas/kubectl.ts';
import { describe, expect, it } from 'vitest';
import {
  apiGraceSeconds,
  containerKill,
  deletionRequestedAt,
  deletionTimestampAt,
  hardEvictionGraceSeconds,
  killContext,
  nodeGraceSeconds,
  remainingGraceSeconds,
  repeatedDeleteGrace,
  shortenedDeletionTimestamp,
  shortensGrace,
  shutdownGraceSeconds,
  stopTimeoutAfterTurnMs,
} from '../../../../src/cluster/grace.ts';
import { container, ignoresSigterm } from '../../helpers/build.ts';

const withPreStop = (durationMs: number, more = {}) =>
  container('app', ignoresSigterm(), {
    preStop: { hook: 'exec', durationMs, fails: false },
    ...more,
  });
const apiKill = (v: number, deletionGrace: number, tGPS = 30) =>
  killContext(kube(v), tGPS, { by: 'api', deletionGrace });

describe('kubectl delete (DeleteOptions.Complete)', () => {
  it('sends --grace-period=0 without --force as 1', () =>
    expect(kubectlGrace(seconds(0), false)).toBe(1));
  it('sends --force alone as 0', () => expect(kubectlGrace(null, true)).toBe(0));
  it('leaves other values alone', () => expect(kubectlGrace(seconds(5), false)).toBe(5));
});

describe('API grace (podStrategy.CheckGracefulDelete, BeforeDelete)', () => {
  const pod = { tGPS: 30, scheduled: true, terminal: false };
  it('defaults to terminationGracePeriodSeconds', () =>
    expect(apiGraceSeconds({ gracePeriodSeconds: null }, pod)).toBe(30));
  it('is 0 for an unscheduled pod', () =>
    expect(apiGraceSeconds({ gracePeriodSeconds: 10 }, { ...pod, scheduled: false })).toBe(0));
  it('is 0 for a terminal pod', () =>
    expect(apiGraceSeconds({ gracePeriodSeconds: 10 }, { ...pod, terminal: true })).toBe(0));
  it('turns a negative grace into 1', () =>
    expect(apiGraceSeconds({ gracePeriodSeconds: -5 }, pod)).toBe(1));
  it('sets the deletionTimestamp grace seconds ahead', () =>
    expect(deletionTimestampAt(12_345, 30)).toBe(42_345));
  it('reads back when the DELETE was made', () =>
    expect(deletionRequestedAt(42_345, 30)).toBe(12_345));
});

describe('a DELETE of a pod already being deleted (BeforeDelete)', () => {
  it('changes nothing without a grace', () => expect(repeatedDeleteGrace(null, 30)).toBeNull());
  it('passes a shorter grace on', () => expect(repeatedDeleteGrace(5, 30)).toBe(5));
  it('turns a negative grace into 1', () => expect(repeatedDeleteGrace(-1, 30)).toBe(1));
  it('removes a pod whose grace is already 0', () => expect(repeatedDeleteGrace(10, 0)).toBe(0));
  it('only ever shortens', () => {
    expect(shortensGrace(30, 5)).toBe(true);
    expect(shortensGrace(5, 30)).toBe(false);
  });
  it('moves the deletionTimestamp by the difference', () =>
    // Deleted at 10 s with 30 s (timestamp 40 s), then with 5 s: timestamp 15 s.
    expect(shortenedDeletionTimestamp(40_000, 30, 5)).toBe(15_000));
});

describe("the pod worker's grace (calculateEffectiveGracePeriod)", () => {
  it('is the spec grace for a force delete on 1.22–1.30', () =>
    expect(nodeGraceSeconds(kube(30), 0, 45)).toBe(45));
  it('is 1 s for a force delete from 1.31 (#124063)', () =>
    expect(nodeGraceSeconds(kube(31), 0, 45)).toBe(1));
  it('is never below 1', () => expect(nodeGraceSeconds(kube(34), 0, 0)).toBe(1));
  it('carries no override for an API deletion before 1.22', () =>
    expect(apiKill(21, 10).override).toBeNull());
  it('carries the deletion grace as the override from 1.22', () =>
    expect(apiKill(22, 10).override).toBe(10));
  it('carries no override for a deadline kill', () =>
    expect(killContext(kube(28), 30, { by: 'runtime' }).override).toBeNull());
  it("passes a kubelet kill's 0 as is on 1.21 and raises it to 1 from 1.22", () => {
    expect(killContext(kube(21), 30, { by: 'kubelet', grace: 0 }).override).toBe(0);
    expect(killContext(kube(22), 30, { by: 'kubelet', grace: 0 }).override).toBe(1);
  });
});

describe("the kubelet's own kills", () => {
  it('gives a hard eviction 0 s up to 1.21', () =>
    expect(hardEvictionGraceSeconds(kube(21), 30)).toBe(0));
  it('gives a hard eviction the full grace on 1.22–1.30', () =>
    expect(hardEvictionGraceSeconds(kube(30), 30)).toBe(30));
  it('gives a hard eviction 1 s from 1.31', () =>
    expect(hardEvictionGraceSeconds(kube(31), 30)).toBe(1));
  it('shuts a pod down with at most the group period', () =>
    expect(shutdownGraceSeconds(30, 20)).toBe(20));
});

describe('killContainer: the preStop budget and the StopContainer timeout', () => {
  it('never gives less than 2 s after a hook (minimumGracePeriodInSeconds)', () =>
    expect(remainingGraceSeconds(3, 2_500)).toBe(2));
  it('counts whole seconds only (executePreStopHook truncates)', () =>
    expect(remainingGraceSeconds(30, 10_999)).toBe(20));
  it('a 1 s grace on a 1.28 pod with a 3 s preStop: the hook is cut at 1 s, SIGKILL 2 s after the signal', () => {
    const kill = containerKill(apiKill(28, 1), withPreStop(3_000));
    expect(kill).toMatchObject({ hookMs: 1_000, hookCompletes: false, stopTimeoutMs: 2_000 });
  });
  it('1.28+: a 10 s hook leaves 20 of 30 s', () =>
    expect(containerKill(apiKill(28, 30), withPreStop(10_000)).stopTimeoutMs).toBe(20_000));
  it('1.22–1.27: StopContainer gets the whole override after the hook (#115835)', () =>
    expect(containerKill(apiKill(27, 30), withPreStop(10_000)).stopTimeoutMs).toBe(30_000));
  it('up to 1.21: the hook is subtracted from the pod-level grace', () =>
    expect(containerKill(apiKill(21, 30), withPreStop(10_500)).stopTimeoutMs).toBe(20_000));
  it('up to 1.21: a hard eviction SIGKILLs at once (timeout 0)', () => {
    const ctx = killContext(kube(21), 30, {
      by: 'kubelet',
      grace: hardEvictionGraceSeconds(kube(21), 30),
    });
    expect(containerKill(ctx, container('app', ignoresSigterm())).stopTimeoutMs).toBe(0);
  });
  it('skips the hook with a 0 s budget', () => {
    const ctx = killContext(kube(21), 30, { by: 'api', deletionGrace: 0 });
    expect(containerKill(ctx, withPreStop(5_000))).toMatchObject({ runPreStop: false, hookMs: 0 });
  });
  it('a failing hook counts the time it ran until it failed', () => {
    const failure = {
      kind: 'exit' as const,
      command: ['sh', '-c', 'sleep 5; exit 1'],
      exitCode: 1,
    };
    const kill = containerKill(apiKill(28, 30), {
      ...withPreStop(5_000),
      preStop: { hook: 'exec', durationMs: 5_000, fails: true, failure },
    });
    expect(kill).toMatchObject({ hookMs: 5_000, hookFailure: failure, stopTimeoutMs: 25_000 });
  });

  it('an httpGet nothing listens to yet is refused at once', () => {
    const httpGet = { path: '/stop', port: 80 };
    const c = {
      ...withPreStop(5_000),
      preStop: { hook: 'httpGet' as const, durationMs: 5_000, fails: false, httpGet },
    };
    expect(containerKill(apiKill(28, 30), c, true)).toMatchObject({
      hookMs: 0,
      hookFailure: { kind: 'refused', path: '/stop', port: 80 },
      stopTimeoutMs: 30_000,
    });
    expect(containerKill(apiKill(28, 30), c)).toMatchObject({ hookMs: 5_000, hookFailure: null });
  });
});

describe('native sidecars (waitForTurn, 1.29+)', () => {
  const sidecar = withPreStop(5_500, { sidecar: true });
  it('has no turn on 1.28 (all containers are killed at once)', () =>
    expect(containerKill(apiKill(28, 30), sidecar).turn).toBeNull());
  it('waits at most what the hook left of the grace', () =>
    expect(containerKill(apiKill(29, 30), sidecar).turn).toEqual({
      graceSeconds: 30,
      capMs: 25_000,
    }));
  it('then gets the grace less the hook and the wait, in whole seconds', () => {
    const kill = containerKill(apiKill(29, 30), sidecar);
    expect(stopTimeoutAfterTurnMs(kill, 3_900)).toBe(22_000);
    expect(stopTimeoutAfterTurnMs(kill, 40_000)).toBe(2_000);
  });
});
