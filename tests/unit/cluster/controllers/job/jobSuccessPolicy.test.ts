// KEP-3998 Job success policy: the rule matching of success_policy.go matchSuccessPolicy and
// what syncJob does once a rule is met (SuccessCriteriaMet, remaining pods deleted, Complete).
import { kube } from '../../../../../src/versions/version.ts';
import { describe, expect, it } from 'vitest';
import {
  matchSuccessPolicy,
  parseIndexesFromString,
} from '../../../../../src/cluster/controllers/job/successPolicy.ts';
import type { JobModel, SuccessPolicyRule } from '../../../../../src/manifest/model/model.ts';
import {
  action,
  all,
  container,
  find,
  ignoresSigterm,
  jobModel,
  run,
  scenario,
  template,
} from '../../../helpers/build.ts';

const rule = (succeededIndexes: string | null, succeededCount: number | null = null) =>
  ({ succeededIndexes, succeededCount }) satisfies SuccessPolicyRule;
const done = (...ix: number[]) => new Set(ix);

describe('parseIndexesFromString', () => {
  it('reads intervals, cuts at completions, skips a corrupted one', () => {
    expect([...parseIndexesFromString('0,2-3', 5)]).toEqual([0, 2, 3]);
    expect([...parseIndexesFromString('1-9', 4)]).toEqual([1, 2, 3]);
    expect([...parseIndexesFromString('x,1', 4)]).toEqual([1]);
    expect([...parseIndexesFromString('3,7,1', 5)]).toEqual([3]);
    expect(parseIndexesFromString('', 5).size).toBe(0);
  });
});

describe('matchSuccessPolicy', () => {
  it('a succeededIndexes rule needs every listed index', () => {
    const rules = [rule('0,2-3')];
    expect(matchSuccessPolicy(kube(31), rules, 5, done(0, 2))).toBeNull();
    expect(matchSuccessPolicy(kube(31), rules, 5, done(0, 2, 3))).toBe('Matched rules at index 0');
  });

  it('with succeededCount, that many of the listed indexes are enough', () => {
    const rules = [rule('0-3', 2)];
    expect(matchSuccessPolicy(kube(31), rules, 5, done(0, 4))).toBeNull();
    expect(matchSuccessPolicy(kube(31), rules, 5, done(1, 3))).toBe('Matched rules at index 0');
  });

  it('succeededCount alone counts every succeeded index; the first rule met is named', () => {
    const rules = [rule('4'), rule(null, 2)];
    expect(matchSuccessPolicy(kube(34), rules, 5, done(0))).toBeNull();
    expect(matchSuccessPolicy(kube(34), rules, 5, done(0, 1))).toBe('Matched rules at index 1');
    expect(matchSuccessPolicy(kube(34), rules, 5, done(0, 4))).toBe('Matched rules at index 0');
  });

  it('nothing matches before an index succeeded, nor with the gate off (1.30)', () => {
    expect(matchSuccessPolicy(kube(31), [rule(null, 0)], 5, done())).toBeNull();
    expect(matchSuccessPolicy(kube(31), [rule(null, 0)], 5, done(2))).toBe(
      'Matched rules at index 0',
    );
    expect(matchSuccessPolicy(kube(30), [rule('0')], 5, done(0))).toBeNull();
  });
});

describe('an Indexed Job whose index 0 is enough (succeededIndexes "0")', () => {
  const job: JobModel = jobModel(
    template([container('main', ignoresSigterm(null))], { restartPolicy: 'Never' }),
    {
      completionMode: 'Indexed',
      completions: 3,
      parallelism: 3,
      successPolicy: [rule('0')],
    },
  );
  const at = (minor: number) =>
    run(
      scenario(minor, {
        durationMs: 60_000,
        jobs: [job],
        actions: [action(5_000, 'exit', 'pod/job-0', { container: 'main', exitCode: 0 })],
      }),
    );

  it('1.31: SuccessCriteriaMet at the next sync, the other pods deleted at once', () => {
    const trace = at(31);
    const met = find(trace, 'JobConditionSet', { type: 'SuccessCriteriaMet' })!;
    expect(met.data).toMatchObject({
      reason: 'SuccessPolicy',
      message: 'Matched rules at index 0',
    });
    expect(met.t).toBeGreaterThan(5_000);
    expect(met.t).toBeLessThan(7_000);
    const deleted = all(trace, 'DeletionRequested');
    expect(deleted.map((e) => e.object.slice(0, 10))).toEqual(['Pod/job-1-', 'Pod/job-2-']);
    expect(deleted.every((e) => e.t === met.t)).toBe(true);
  });

  it('1.31: Complete, with the same reason and message, once the SIGKILLed pods are gone', () => {
    const trace = at(31);
    const complete = find(trace, 'JobConditionSet', { type: 'Complete' })!;
    expect(complete.data).toMatchObject({
      reason: 'SuccessPolicy',
      message: 'Matched rules at index 0',
      succeeded: 1,
      failed: 0,
    });
    const kill = find(trace, 'SignalSent', { signal: 'SIGKILL' })!;
    expect(kill.t).toBeGreaterThanOrEqual(35_000);
    expect(complete.t).toBeGreaterThan(kill.t);
  });

  it('1.30: the gate is off, nothing is decided and nothing deleted', () => {
    const trace = at(30);
    expect(find(trace, 'JobConditionSet')).toBeUndefined();
    expect(find(trace, 'DeletionRequested')).toBeUndefined();
  });
});
