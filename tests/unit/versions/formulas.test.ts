// The formulas both sides read, once each (src/versions/formulas/), checked against the
// Kubernetes source they come from.
import { seconds } from '../../../src/trace/units.ts';
import { describe, expect, it } from 'vitest';
import { kubectlGraceSeconds } from '../../../src/versions/formulas/kubectl.ts';
import { crashLoopDelayMs, jobBackoffMs } from '../../../src/versions/formulas/backoff.ts';
import { hashSuffix, NAME_ALPHABET } from '../../../src/versions/formulas/names.ts';
import { nodeMonitorGracePeriodMs } from '../../../src/versions/formulas/timing.ts';
import { kube } from '../../../src/versions/version.ts';
import { loadScenario } from '../../../src/manifest/load/loadScenario.ts';
import { effectMs } from '../../../src/manifest/duration/actionNeeds.ts';

describe("kubectl delete's grace (delete.go DeleteOptions.Complete)", () => {
  it('--grace-period=0 without --force is sent as 1', () =>
    expect(kubectlGraceSeconds(seconds(0), false)).toBe(1));
  it('--force alone sends 0, and so does --force with a negative grace', () => {
    expect(kubectlGraceSeconds(null, true)).toBe(0);
    expect(kubectlGraceSeconds(seconds(-1), true)).toBe(0);
  });
  it('a negative grace without --force sends none: the Pod keeps its own', () =>
    expect(kubectlGraceSeconds(seconds(-5), false)).toBeNull());
  it('other values go as they are', () => {
    expect(kubectlGraceSeconds(seconds(5), false)).toBe(5);
    expect(kubectlGraceSeconds(seconds(5), true)).toBe(5);
    expect(kubectlGraceSeconds(null, false)).toBeNull();
  });
});

describe('the case the two copies disagreed on: --grace-period=0 without --force', () => {
  // The duration estimate kept 0 (a Pod gone at once) where kubectl sends 1 and the cluster
  // stopped the Pod with a 1 s grace; a Pod that ignores SIGTERM now needs its 1 s counted.
  const doc = (grace: number) => `apiVersion: podterm.dev/v1
kind: Scenario
metadata: {name: s}
spec:
  actions:
    - {at: 5s, do: delete, target: pod/web, gracePeriodSeconds: ${grace}}
---
apiVersion: v1
kind: Pod
metadata: {name: web, annotations: {podterm.dev/process.app: "startup=1s run=forever sigterm=ignore"}}
spec:
  terminationGracePeriodSeconds: 30
  containers: [{name: app, image: nginx}]
`;
  it('the estimate gives --grace-period=0 the same time as --grace-period=1', () => {
    const ms = (g: number) => {
      const m = loadScenario(doc(g)).model!;
      return effectMs(m, m.actions[0]!);
    };
    expect(ms(0)).toBe(ms(1));
    expect(ms(0)).toBeLessThan(ms(30));
  });
});

describe('back-offs', () => {
  it('a crash loop: at once, then 10 s doubling to 300 s (kuberuntime_manager.go doBackOff)', () =>
    expect([1, 2, 3, 4, 7, 8, 20].map(crashLoopDelayMs)).toEqual([
      0, 10_000, 20_000, 40_000, 300_000, 300_000, 300_000,
    ]));
  it('a Job: 10 s·2^(n−1), capped at 6 min before 1.28 and 10 min from 1.28', () => {
    expect([1, 2, 3].map((n) => jobBackoffMs(kube(27), n))).toEqual([10_000, 20_000, 40_000]);
    expect(jobBackoffMs(kube(27), 7)).toBe(360_000);
    expect(jobBackoffMs(kube(28), 7)).toBe(600_000);
    expect(jobBackoffMs(kube(37), 0)).toBe(0);
  });
});

describe('names and node lifecycle', () => {
  it('suffixes use rand.go alphanums only, five characters', () => {
    const s = hashSuffix('web-6c7f9#0');
    expect(s).toMatch(new RegExp(`^[${NAME_ALPHABET}]{5}$`));
    expect(hashSuffix('web-6c7f9#0')).toBe(s);
  });
  it('node-monitor-grace-period: 40 s, 50 s from 1.32 (#126287)', () => {
    expect(nodeMonitorGracePeriodMs(kube(31))).toBe(40_000);
    expect(nodeMonitorGracePeriodMs(kube(32))).toBe(50_000);
    expect(nodeMonitorGracePeriodMs(kube(37))).toBe(50_000);
  });
});
