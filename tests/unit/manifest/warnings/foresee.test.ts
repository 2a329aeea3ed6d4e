// "What will go wrong": warnings from the manifest alone, each pointing at its line and
// at the moment of the run where it bites.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { foresee } from '../../../../src/manifest/warnings/foresee.ts';
import { whereItBites, type ForesightRule } from '../../../../src/manifest/warnings/foresight.ts';
import { loadScenario } from '../../../../src/manifest/load/loadScenario.ts';
import { simulateText } from '../../../../src/run/simulate.ts';

const read = (p: string): string => readFileSync(join(import.meta.dirname, '../../..', p), 'utf8');
const rules = (text: string): ForesightRule[] =>
  foresee(loadScenario(text).model!).map((f) => f.rule);

const web = (container: string, grace = 30): string => `apiVersion: apps/v1
kind: Deployment
metadata: {name: web}
spec:
  replicas: 2
  selector: {matchLabels: {app: web}}
  template:
    metadata: {labels: {app: web}}
    spec:
      terminationGracePeriodSeconds: ${grace}
      containers:
${container}
---
apiVersion: v1
kind: Service
metadata: {name: web}
spec:
  selector: {app: web}
`;

describe('foresee', () => {
  it('a preStop longer than the grace period, on the container’s line', () => {
    const text = web(
      `        - name: app\n          image: nginx\n          lifecycle:\n            preStop:\n              exec: {command: ["sleep", "40"]}`,
    );
    const f = foresee(loadScenario(text).model!).find((x) => x.rule === 'preStopLongerThanGrace')!;
    expect(f.message).toContain('preStop takes 40 s but terminationGracePeriodSeconds is 30');
    expect(text.split('\n')[f.line - 1]).toContain('- name: app');
  });

  it('no preStop behind a Service; a shell as PID 1 ignoring SIGTERM', () => {
    expect(rules(web(`        - {name: app, image: nginx}`))).toEqual(['noPreStopBehindService']);
    expect(
      rules(web(`        - {name: app, image: busybox, command: ["sh", "-c", "sleep 3600"]}`)),
    ).toEqual(['shellIgnoresSigterm', 'noPreStopBehindService']);
  });

  it('the default backoffLimit with Never, and deadlines on both Job and Pod', () => {
    expect(rules(read('fixtures/rules/job/deadlines-pod-first-1.31.yaml'))).toEqual([
      'shellIgnoresSigterm',
      'backoffLimitDefault',
      'twoDeadlines',
    ]);
  });

  it('a PDB that allows no disruption', () => {
    const text = `${web(`        - {name: app, image: nginx, lifecycle: {preStop: {exec: {command: ["sleep", "5"]}}}}`)}---
apiVersion: policy/v1
kind: PodDisruptionBudget
metadata: {name: all}
spec:
  minAvailable: 2
  selector: {matchLabels: {app: web}}
`;
    expect(rules(text)).toEqual(['pdbBlocksEvictions']);
  });

  it('links each warning to the first event where it bites', () => {
    const text = read('fixtures/rules/job/deadlines-pod-first-1.31.yaml');
    const trace = simulateText(text).trace!;
    const two = foresee(loadScenario(text).model!).find((f) => f.rule === 'twoDeadlines')!;
    const i = whereItBites(trace.events, two);
    expect(trace.events[i]).toMatchObject({
      type: 'PodPhaseChanged',
      data: { reason: 'DeadlineExceeded' },
    });
    const noBite = { ...two, bites: { type: 'EvictionRefused' as const } };
    expect(whereItBites(trace.events, noBite)).toBe(-1);
  });
  it('CronJobs: Replace on a Job longer than the interval; a starting deadline shorter than it', () => {
    const replace = read('../src/presets/cronjob-replace-1.34.yaml');
    expect(rules(replace)).toContain('replaceLongJob');
    const f = foresee(loadScenario(replace).model!).find((x) => x.rule === 'replaceLongJob')!;
    expect(f.message).toContain('runs for ever, longer than the 60 s between schedules');
    const trace = simulateText(replace).trace!;
    expect(trace.events[whereItBites(trace.events, f)]).toMatchObject({
      type: 'KubeEvent',
      object: 'CronJob/report',
      data: { reason: 'SuccessfulDelete' },
    });
    const forbid = read('../src/presets/cronjob-forbid-1.31.yaml');
    expect(rules(forbid)).not.toContain('startingDeadlineShort');
    const short = forbid.replace(
      '  concurrencyPolicy: Forbid\n',
      '  concurrencyPolicy: Forbid\n  startingDeadlineSeconds: 10\n',
    );
    expect(rules(short)).toContain('startingDeadlineShort');
    const zero = forbid.replace(
      '  concurrencyPolicy: Forbid\n',
      '  concurrencyPolicy: Forbid\n  startingDeadlineSeconds: 0\n',
    );
    const z = foresee(loadScenario(zero).model!).find((x) => x.rule === 'startingDeadlineShort')!;
    expect(z.message).toContain('no Job ever starts');
    expect(simulateText(zero).trace!.events.filter((e) => e.object.startsWith('Job/'))).toEqual([]);
  });
});
