// Job spec.successPolicy (KEP-3998): validation.go validateSuccessPolicy /
// validateSuccessPolicyRule / validateIndexesFormat messages on the right line, and the field
// dropped while the JobSuccessPolicy gate is off (1.30 and older).
import { kube } from '../../../../src/versions/version.ts';
import { describe, expect, it } from 'vitest';
import { loadScenario } from '../../../../src/manifest/load/loadScenario.ts';
import { validateIndexesFormat } from '../../../../src/manifest/kinds/jobSuccessPolicy.ts';
import { errors } from '../docs.ts';

const job = (spec: string): string =>
  `apiVersion: batch/v1\nkind: Job\nmetadata:\n  name: j\nspec:\n${spec}  template:\n    spec:\n      restartPolicy: Never\n      containers: [{name: main, image: busybox}]\n`;
const indexed = (rules: string, completions = 5): string =>
  job(
    `  completionMode: Indexed\n  completions: ${completions}\n  successPolicy:\n    rules:\n${rules}`,
  );
const messages = (text: string, minor = 31) => errors(text, minor).map((d) => d.message);

describe('successPolicy is read', () => {
  it('as written, on 1.31', () => {
    const r = loadScenario(indexed('      - {succeededIndexes: "0,2-3", succeededCount: 2}\n'), {
      version: kube(31),
    });
    expect(r.diagnostics.filter((d) => d.severity !== 'info')).toEqual([]);
    expect(r.model!.jobs[0]!.successPolicy).toEqual([
      { succeededIndexes: '0,2-3', succeededCount: 2 },
    ]);
  });

  it('dropped with a warning on 1.30 (alpha, off)', () => {
    const r = loadScenario(indexed('      - succeededCount: 1\n'), { version: kube(30) });
    expect(r.model!.jobs[0]!.successPolicy).toBeNull();
    expect(r.diagnostics).toContainEqual(
      expect.objectContaining({
        severity: 'warning',
        line: 9, // the map under successPolicy:
        message:
          'spec.successPolicy: ignored: the JobSuccessPolicy feature gate is off in Kubernetes 1.30 (on from 1.31), so the API server drops this field',
      }),
    );
  });
});

describe('successPolicy validation, as the API server words it', () => {
  it('needs an Indexed Job', () => {
    const text = job('  completions: 5\n  successPolicy:\n    rules: [{succeededCount: 1}]\n');
    expect(errors(text, 31)).toMatchObject([
      {
        line: 8,
        message:
          'spec.successPolicy: Invalid value: batch.SuccessPolicy{Rules:[]batch.SuccessPolicyRule{...}}: requires indexed completion mode',
      },
    ]);
  });

  it('needs 1 to 20 rules, each with succeededIndexes or succeededCount', () => {
    expect(messages(indexed('      []\n').replace('rules:\n      []', 'rules: []'))).toEqual([
      'spec.successPolicy.rules: Required value: at least one rules must be specified when the successPolicy is specified',
    ]);
    const many = Array.from({ length: 21 }, () => '      - succeededCount: 1\n').join('');
    expect(messages(indexed(many))).toEqual([
      'spec.successPolicy.rules: Too many: 21: must have at most 20 items',
    ]);
    expect(errors(indexed('      - {}\n'), 31)).toMatchObject([
      {
        line: 10,
        message:
          'spec.successPolicy.rules[0]: Required value: at least one of succeededCount or succeededIndexes must be specified',
      },
    ]);
  });

  it('a bad interval, and a count of 0 indexes it leaves', () => {
    expect(messages(indexed('      - {succeededIndexes: "0-x"}\n'))).toEqual([
      'spec.successPolicy.rules[0].succeededIndexes: Invalid value: "0-x": error parsing succeededIndexes: cannot convert string to integer for index: "x"',
    ]);
    expect(messages(indexed('      - {succeededIndexes: "3,1", succeededCount: 1}\n'))).toEqual([
      'spec.successPolicy.rules[0].succeededIndexes: Invalid value: "3,1": error parsing succeededIndexes: non-increasing order, previous: 3, current: 1',
      'spec.successPolicy.rules[0].succeededCount: Invalid value: 1: must be less than or equal to 0 (the number of indexes in the specified succeededIndexes field)',
    ]);
  });

  it('succeededCount above completions or above the listed indexes; negative', () => {
    expect(messages(indexed('      - succeededCount: 6\n'))).toEqual([
      'spec.successPolicy.rules[0].succeededCount: Invalid value: 6: must be less than or equal to 5 (the number of specified completions)',
    ]);
    expect(messages(indexed('      - {succeededIndexes: "1-2", succeededCount: 3}\n'))).toEqual([
      'spec.successPolicy.rules[0].succeededCount: Invalid value: 3: must be less than or equal to 2 (the number of indexes in the specified succeededIndexes field)',
    ]);
    expect(messages(indexed('      - succeededCount: -1\n'))).toEqual([
      'spec.successPolicy.rules[0].succeededCount: Invalid value: -1: must be greater than or equal to 0',
    ]);
  });
});

describe('validateIndexesFormat', () => {
  it('counts the indexes of increasing intervals below completions', () => {
    expect(validateIndexesFormat('0,2-3', 5)).toEqual({ total: 3 });
    expect(validateIndexesFormat('', 5)).toEqual({ total: 0 });
    expect(validateIndexesFormat('5', 5)).toEqual({ error: 'too large index: "5"' });
    expect(validateIndexesFormat('3-1', 5)).toEqual({
      error: 'non-increasing order, previous: 3, current: 1',
    });
    expect(validateIndexesFormat('1-2-3', 5)).toEqual({
      error:
        'the fragment "1-2-3" violates the requirement that an index interval can have at most two parts separated by \'-\'',
    });
  });
});
