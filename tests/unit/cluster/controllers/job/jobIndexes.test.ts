// Indexed Jobs (indexed_job_utils.go): index formatting as status.completedIndexes prints it, and the
// per-index pods (names, annotation, label from 1.28, failure count).
import { describe, expect, it } from 'vitest';
import { formatIndexes } from '../../../../../src/cluster/controllers/job/jobIndexes.ts';
import {
  all,
  container,
  ignoresSigterm,
  jobModel,
  run,
  scenario,
  template,
} from '../../../helpers/build.ts';

describe('formatIndexes (orderedIntervals.String)', () => {
  it('lists singles and neighbours, ranges longer runs', () => {
    expect(formatIndexes(new Set([0, 2]))).toBe('0,2');
    expect(formatIndexes(new Set([1, 2]))).toBe('1,2');
    expect(formatIndexes(new Set([5, 1, 3, 4]))).toBe('1,3-5');
    expect(formatIndexes(new Set())).toBe('');
  });
});

describe('Indexed Job pods', () => {
  const job = jobModel(
    template([container('main', ignoresSigterm(600_000))], { restartPolicy: 'Never' }),
    {
      completionMode: 'Indexed',
      completions: 3,
      parallelism: 2,
    },
  );

  it('are named <job>-<index>-<5 chars>, lowest indexes first, up to parallelism', () => {
    const names = all(run(scenario(29, { durationMs: 10_000, jobs: [job] })), 'PodCreated').map(
      (e) => e.object,
    );
    expect(names).toHaveLength(2);
    expect(names[0]).toMatch(/^Pod\/job-0-[a-z0-9]{5}$/);
    expect(names[1]).toMatch(/^Pod\/job-1-[a-z0-9]{5}$/);
  });
});
