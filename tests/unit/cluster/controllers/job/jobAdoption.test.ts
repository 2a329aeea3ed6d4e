// job_controller.go getPodsForJob: a Job with `manualSelector: true` claims Pods like the
// other workload controllers (ClaimPods): it adopts the orphans its selector matches, counts
// them as its own (a running one is active, a Succeeded one counts toward the completions),
// and releases its Pods that stop matching; the API server refuses a selector written without
// manualSelector (validateGeneratedSelector), and a generated selector adopts nothing.
import { describe, expect, it } from 'vitest';
import { simulateText } from '../../../../../src/run/simulate.ts';
import { isEvent, type TraceEvent } from '../../../../../src/trace/types.ts';

const bare = (name: string, labels: string, seconds: number) => `---
apiVersion: v1
kind: Pod
metadata: {name: ${name}, labels: ${labels}}
spec:
  restartPolicy: Never
  containers: [{name: work, image: busybox:1.36, command: [sleep, "${seconds}"]}]
`;
const job = (spec: string, seconds = 10) => `---
apiVersion: batch/v1
kind: Job
metadata: {name: work}
spec:
${spec}  template:
    metadata: {labels: {app: batch-worker}}
    spec:
      restartPolicy: Never
      containers: [{name: work, image: busybox:1.36, command: [sleep, "${seconds}"]}]
`;
const MANUAL = '  manualSelector: true\n  selector: {matchLabels: {app: batch-worker}}\n';
const scenario = (actions: string, minor = 35) => `apiVersion: podterm.dev/v1
kind: Scenario
metadata: {name: t}
spec:
  kubernetesVersion: "1.${minor}"
  duration: 90s
  actions: [${actions}]
`;

const run = (text: string) => {
  const r = simulateText(text);
  expect(r.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  return r.trace!.events;
};
const owners = (events: TraceEvent[]) =>
  events
    .filter((e) => isEvent(e, 'PodOwnerChanged'))
    .map((e) => [e.object, e.data.owner, e.data.previous]);
const created = (events: TraceEvent[]) =>
  events.filter((e) => isEvent(e, 'KubeEvent') && e.data.reason === 'SuccessfulCreate');
const completeAt = (events: TraceEvent[]) => {
  for (const e of events) if (isEvent(e, 'JobConditionSet') && e.data.type === 'Complete') return e;
  return undefined;
};

describe('a Job with manualSelector adopts and releases (getPodsForJob, ClaimPods)', () => {
  it('adopts a running bare Pod its selector matches: active, no Pod created, complete when it succeeds', () => {
    for (const minor of [21, 26, 35]) {
      const events = run(
        scenario('', minor) + bare('worker', '{app: batch-worker}', 10) + job(MANUAL),
      );
      expect(owners(events)).toEqual([['Pod/worker', 'Job/work', null]]);
      expect(created(events)).toEqual([]);
      const done = completeAt(events);
      expect(done?.data.succeeded).toBe(1);
      // The adopted Pod's own exit (sleep 10 from ~1.2 s) completes the Job.
      expect(done!.t).toBeGreaterThan(11_000);
      expect(done!.t).toBeLessThan(15_000);
    }
  });

  it('adopts a Pod that already Succeeded and counts it toward the completions', () => {
    const events = run(
      scenario('{at: 5s, do: label, target: pod/done, label: app=batch-worker}') +
        bare('done', '{app: other}', 1) +
        job(`  completions: 2\n${MANUAL}`, 30),
    );
    expect(owners(events)).toEqual([['Pod/done', 'Job/work', null]]);
    expect(events.find((e) => isEvent(e, 'PodOwnerChanged'))!.t).toBeGreaterThanOrEqual(5000);
    // One Pod of its own (the first), none for the completion the adopted Pod brought.
    expect(created(events)).toHaveLength(1);
    const done = completeAt(events);
    expect(done?.data.succeeded).toBe(2);
    expect(done!.t).toBeLessThan(40_000);
  });

  it('releases a Pod relabelled out of its selector and creates one in its place', () => {
    const events = run(
      scenario('{at: 5s, do: label, target: pod/worker, label: app-}') +
        bare('worker', '{app: batch-worker}', 60) +
        job(MANUAL, 60),
    );
    expect(owners(events)).toEqual([
      ['Pod/worker', 'Job/work', null],
      ['Pod/worker', null, 'Job/work'],
    ]);
    const made = created(events);
    expect(made).toHaveLength(1);
    expect(made[0]!.t).toBeGreaterThanOrEqual(5000);
  });

  it('with the generated selector it adopts nothing, even a Pod with the template labels', () => {
    const events = run(scenario('') + bare('worker', '{app: batch-worker}', 10) + job(''));
    expect(owners(events)).toEqual([]);
    expect(created(events)).toHaveLength(1);
  });
});

describe('spec.selector of a Job, as validateJobSpec and validateGeneratedSelector say', () => {
  const errors = (spec: string) =>
    simulateText(scenario('') + job(spec))
      .diagnostics.filter((d) => d.severity === 'error')
      .map((d) => d.message);

  it('a selector without manualSelector is not the generated one: refused', () => {
    expect(errors('  selector: {matchLabels: {app: batch-worker}}\n')).toEqual([
      'spec.selector: Invalid value: {"matchLabels":{"app":"batch-worker"}}: `selector` not auto-generated',
    ]);
  });

  it('manualSelector needs a selector that selects the template labels', () => {
    expect(errors('  manualSelector: true\n')).toEqual(['spec.selector: Required value']);
    expect(errors('  manualSelector: true\n  selector: {matchLabels: {app: other}}\n')).toEqual([
      'spec.template.metadata.labels: Invalid value: map[string]string{"app":"batch-worker"}: `selector` does not match template `labels`',
    ]);
  });
});
