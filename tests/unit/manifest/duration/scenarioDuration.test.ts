// Manifests without a duration (scenarioDuration.ts): one rule per kind, each checked
// against the run it gives — what the manifests do happens before the run ends.
import { kube } from '../../../../src/versions/version.ts';
import { describe, expect, it } from 'vitest';
import { loadScenario } from '../../../../src/manifest/load/loadScenario.ts';
import {
  isDurationNote,
  type DurationNote,
} from '../../../../src/manifest/duration/durationNote.ts';
import { roundUp } from '../../../../src/manifest/duration/scenarioDuration.ts';
import { durationText } from '../../../../src/manifest/read/duration.ts';
import { jobBackoffMs } from '../../../../src/versions/formulas/backoff.ts';
import { simulateText } from '../../../../src/run/simulate.ts';

/** A container whose process is fixed by annotation (process inference is not under test). */
const proc = (p: string, c = 'main') => `    podterm.dev/process.${c}: "${p}"\n`;
const pod = (name: string, process: string, spec = '') =>
  `apiVersion: v1\nkind: Pod\nmetadata:\n  name: ${name}\n  annotations:\n${proc(process)}spec:\n${spec}  containers: [{name: main, image: app}]\n`;
const job = (name: string, process: string, spec: string, podSpec = '    restartPolicy: Never\n') =>
  `apiVersion: batch/v1\nkind: Job\nmetadata:\n  name: ${name}\nspec:\n${spec}  template:\n    metadata:\n      annotations:\n${proc(process).replace(/^/, '    ')}    spec:\n  ${podSpec}      containers: [{name: main, image: app}]\n`;
const cronJob = (name: string, spec: string) =>
  `apiVersion: batch/v1\nkind: CronJob\nmetadata:\n  name: ${name}\nspec:\n${spec}  jobTemplate:\n    spec:\n      template:\n        metadata:\n          annotations:\n            podterm.dev/process.main: "startup=1s run=5s"\n        spec:\n          restartPolicy: Never\n          containers: [{name: main, image: app:1}]\n`;
const workload = (kind: string, name: string, spec: string, process = 'startup=1s run=forever') =>
  `apiVersion: apps/v1\nkind: ${kind}\nmetadata:\n  name: ${name}\nspec:\n${spec}  selector: {matchLabels: {app: ${name}}}\n  template:\n    metadata:\n      labels: {app: ${name}}\n      annotations:\n${proc(process).replace(/^/, '    ')}    spec:\n      containers: [{name: main, image: app}]\n`;

function note(text: string): DurationNote {
  const r = loadScenario(text);
  const n = r.diagnostics.find(isDurationNote);
  expect(n, JSON.stringify(r.diagnostics)).toBeDefined();
  expect(r.model!.durationMs).toBe(n!.durationMs);
  return n!;
}

/** The time of the first event that matches, and the run's end. */
function when(text: string, match: (e: { type: string; object: string; data: object }) => boolean) {
  const trace = simulateText(text).trace!;
  return { at: trace.events.find(match)?.t ?? Infinity, end: trace.durationMs };
}

describe('the duration of manifests without a Scenario document', () => {
  it('Pods that keep running: the default, said at line 1 as info', () => {
    const n = note(pod('web', 'startup=1s run=forever'));
    expect(n).toMatchObject({
      severity: 'info',
      line: 1,
      note: 'noScenario',
      durationMs: 30_000,
      duration: '30s',
      why: { rule: 'podStart' },
    });
    expect(n.message).toBe(
      'No Scenario document: podterm runs these manifests for 30s (long enough for the Pods to start). Add a Scenario document to choose.',
    );
  });

  it('a Pod that runs to its end', () => {
    const text = pod('batch', 'startup=1s run=50s', '  restartPolicy: Never\n');
    expect(note(text).why).toEqual({ rule: 'podRun', params: { name: 'batch', run: 51 } });
    const r = when(text, (e) => e.type === 'ContainerExited');
    expect(r.at).toBeLessThan(r.end);
  });

  it("a Pod's activeDeadlineSeconds and its grace", () => {
    const text = pod('p', 'startup=1s run=forever sigterm=ignore', '  activeDeadlineSeconds: 60\n');
    expect(note(text).why).toEqual({
      rule: 'podDeadline',
      params: { name: 'p', deadline: 60, grace: 30 },
    });
    const r = when(
      text,
      (e) => e.type === 'PodPhaseChanged' && 'phase' in e.data && e.data.phase === 'Failed',
    );
    expect(r.at).toBeGreaterThan(90_000);
    expect(r.at).toBeLessThan(r.end);
  });

  it('a Pod that crashes and restarts: three restarts', () => {
    const text = pod('crash', 'startup=0s run=2s exitCode=1');
    expect(note(text).why).toEqual({ rule: 'podRestarts', params: { name: 'crash', restarts: 3 } });
    const trace = simulateText(text).trace!;
    const starts = trace.events.filter((e) => e.type === 'ContainerStarted');
    expect(starts.length).toBeGreaterThanOrEqual(4);
  });

  it("a Job's activeDeadlineSeconds and its Pods' grace", () => {
    const text = job('pi', 'startup=1s run=1000s sigterm=ignore', '  activeDeadlineSeconds: 60\n');
    const n = note(text);
    expect(n.why).toEqual({ rule: 'jobDeadline', params: { name: 'pi', deadline: 60, grace: 30 } });
    expect(n.durationMs).toBeLessThan(150_000);
    const r = when(text, (e) => e.type === 'PodRemoved');
    expect(r.at).toBeGreaterThan(90_000);
    expect(r.at).toBeLessThan(r.end);
  });

  it('a failing Job: back-off up to backoffLimit', () => {
    const text = job('fail', 'startup=1s run=1s exitCode=1', '  backoffLimit: 4\n');
    expect(note(text).why).toEqual({ rule: 'jobBackoff', params: { name: 'fail', limit: 4 } });
    const r = when(text, (e) => e.type === 'JobConditionSet' && 'reason' in e.data);
    expect(r.at).toBeLessThan(r.end);
    expect(r.end).toBeLessThan(r.at + 60_000);
  });

  it("the Job controller's back-off: 10 s doubling, capped at 6 min (10 min from 1.28)", () => {
    expect([1, 2, 3, 6].map((n) => jobBackoffMs(kube(34), n))).toEqual([
      10_000, 20_000, 40_000, 320_000,
    ]);
    expect(jobBackoffMs(kube(27), 7)).toBe(360_000);
    expect(jobBackoffMs(kube(28), 7)).toBe(600_000);
  });

  it('a Job that completes: its completions in waves of parallelism', () => {
    const text = job('w', 'startup=1s run=20s', '  completions: 4\n  parallelism: 2\n');
    expect(note(text).why).toEqual({ rule: 'jobRun', params: { name: 'w', completions: 4 } });
    const r = when(text, (e) => e.type === 'JobConditionSet');
    expect(r.at).toBeGreaterThan(40_000);
    expect(r.at).toBeLessThan(r.end);
  });

  it('a CronJob: three runs', () => {
    const text = cronJob('hello', '  schedule: "* * * * *"\n');
    const n = note(text);
    expect(n.why).toEqual({
      rule: 'cronJob',
      params: { name: 'hello', schedule: '* * * * *', runs: 3 },
    });
    expect(n.message).toMatch(/\(3 run\(s\) of CronJob "hello", schedule "\* \* \* \* \*"\)/);
    expect(n.duration).toBe('3m20s');
    const trace = simulateText(text).trace!;
    const jobs = trace.events.filter(
      (e) => e.type === 'ObjectCreated' && e.object.startsWith('Job/'),
    );
    expect(jobs).toHaveLength(3);
    const done = trace.events.filter((e) => e.type === 'JobConditionSet');
    expect(done.at(-1)!.t).toBeGreaterThan(180_000);
  });

  it('a CronJob in its time zone: the runs within the hour; one past it is capped and says so', () => {
    // 2026-01-01T00:00Z is 09:00 in Tokyo: "5 9 * * *" there comes at t = 5 min, then a day later.
    const tokyo = note(cronJob('t', '  schedule: "5 9 * * *"\n  timeZone: Asia/Tokyo\n'));
    expect(tokyo).toMatchObject({ duration: '5m20s', capped: false, why: { params: { runs: 1 } } });
    const utc = note(cronJob('u', '  schedule: "5 9 * * *"\n'));
    expect(utc).toMatchObject({ durationMs: 3_600_000, capped: true });
    expect(utc.message).toMatch(/capped at the 1h maximum/);
    expect(note(cronJob('f', '  schedule: "*/5 * * * *"\n')).duration).toBe('16m');
  });

  it('a CronJob with startingDeadlineSeconds 0 starts no Job: its three slots only', () => {
    const n = note(cronJob('z', '  schedule: "* * * * *"\n  startingDeadlineSeconds: 0\n'));
    expect(n.duration).toBe('3m20s');
  });

  it('a Deployment: its Pods available after minReadySeconds', () => {
    const text = workload('Deployment', 'web', '  replicas: 3\n  minReadySeconds: 40\n');
    const n = note(text);
    expect(n.why).toEqual({ rule: 'deployment', params: { name: 'web', replicas: 3 } });
    expect(n.durationMs).toBeGreaterThan(50_000);
  });

  it('a StatefulSet: its Pods one after another (OrderedReady), or at once (Parallel)', () => {
    const slow = 'startup=15s run=forever';
    const ordered = note(workload('StatefulSet', 'db', '  replicas: 3\n', slow));
    expect(ordered.why).toEqual({ rule: 'statefulSet', params: { name: 'db', replicas: 3 } });
    expect(ordered.durationMs).toBeGreaterThan(45_000);
    const parallel = note(
      workload('StatefulSet', 'db', '  replicas: 3\n  podManagementPolicy: Parallel\n', slow),
    );
    expect(parallel.durationMs).toBeLessThan(ordered.durationMs);
    const r = when(
      workload('StatefulSet', 'db', '  replicas: 3\n', slow),
      (e) => e.object.endsWith('db-2') && e.type === 'PodReady',
    );
    expect(r.at).toBeLessThan(r.end);
  });

  it('a DaemonSet: its Pods on every node', () => {
    const n = note(workload('DaemonSet', 'agent', '', 'startup=20s run=forever'));
    expect(n.why).toEqual({ rule: 'daemonSet', params: { name: 'agent' } });
    expect(n.durationMs).toBeGreaterThan(20_000);
  });

  it('the longest need wins, capped at one hour', () => {
    const both = `${pod('web', 'startup=1s run=forever')}---\n${cronJob('c', '  schedule: "* * * * *"\n')}`;
    expect(note(both).why.rule).toBe('cronJob');
    expect(note(cronJob('h', '  schedule: "@hourly"\n'))).toMatchObject({
      durationMs: 3_600_000,
      capped: true,
    });
  });

  it('nothing that runs: no note, and the run ends when nothing changes', () => {
    for (const text of [
      '',
      '# nothing\n',
      'apiVersion: v1\nkind: ConfigMap\nmetadata: {name: c}\n',
    ]) {
      const r = loadScenario(text);
      expect(r.diagnostics.filter(isDurationNote)).toEqual([]);
      expect(r.model?.durationMs ?? null).toBeNull();
    }
  });
});

describe('a Scenario document without duration', () => {
  const scenario = (spec = '  nodes: 2\n') =>
    `apiVersion: podterm.dev/v1\nkind: Scenario\nmetadata:\n  name: s\nspec:\n${spec}---\n`;

  it('keeps running until nothing changes when that sees everything', () => {
    const r = loadScenario(scenario() + workload('Deployment', 'web', '  replicas: 2\n'));
    expect(r.model!.durationMs).toBeNull();
    expect(r.diagnostics.filter(isDurationNote)).toEqual([]);
  });

  it('gets the computed duration, said at its line, when the manifests wait in silence', () => {
    const text = scenario() + job('pi', 'startup=1s run=forever', '  activeDeadlineSeconds: 60\n');
    const n = note(text);
    expect(n).toMatchObject({ note: 'noDuration', line: 1, why: { rule: 'jobDeadline' } });
    // The deadline, then the step's stop: a batch step ignores SIGTERM, so the whole 30 s grace.
    expect(n.message).toMatch(
      /^No duration: podterm runs this scenario for 1m50s \(activeDeadlineSeconds 60 of Job "pi" and its Pods' grace of 30 s\)/,
    );
  });

  it("an action's grace counts: a Pod that ignores SIGTERM is killed 30 s after its delete", () => {
    const text =
      scenario('  actions:\n    - {at: 5s, do: delete, target: pod/web}\n') +
      pod('web', 'startup=1s run=forever sigterm=ignore');
    expect(note(text).why).toEqual({
      rule: 'action',
      params: { action: 'delete pod/web', at: '5 s' },
    });
    const r = when(
      text,
      (e) => e.type === 'SignalSent' && 'signal' in e.data && e.data.signal === 'SIGKILL',
    );
    expect(r.at).toBeLessThan(r.end);
  });

  it('a written duration is kept as it is', () => {
    const r = loadScenario(
      scenario('  duration: 10s\n') +
        job('pi', 'startup=1s run=forever', '  activeDeadlineSeconds: 60\n'),
    );
    expect(r.model!.durationMs).toBe(10_000);
    expect(r.diagnostics.filter(isDurationNote)).toEqual([]);
  });
});

describe('durations as a document writes them', () => {
  it('round up to 5 s, 10 s or a minute, and read back', () => {
    expect([1, 31_000, 61_000, 601_000].map(roundUp)).toEqual([5_000, 35_000, 70_000, 660_000]);
    expect([30_000, 190_000, 3_600_000, 3_900_000, 500].map(durationText)).toEqual([
      '30s',
      '3m10s',
      '1h',
      '1h5m',
      '500ms',
    ]);
  });
});
