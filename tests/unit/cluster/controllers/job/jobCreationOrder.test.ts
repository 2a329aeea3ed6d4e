// The order an Indexed Job's Pods reach their nodes, which the success-policy example
// depends on: manageJob creates the pending indexes in ascending order (firstPendingIndexes,
// then slowStartBatch's batches 1, 2, 4, … in that order), and the scheduler's active queue
// pops them first-in first-out (PrioritySort by the queue's timestamp), so each node gets
// them in index order — the order its serialized image puller then serves them.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { simulateText } from '../../../../../src/run/simulate.ts';

const example = readFileSync(
  'tests/fixtures/kubernetes-io/controllers/job-success-policy.yaml',
  'utf8',
);
const indexOf = (object: string) => Number(/^Pod\/job-success-(\d+)-/.exec(object)?.[1]);

describe('an Indexed Job’s Pods, in index order', () => {
  it('are created 0, 1, …, 9 and bound in that order, alternating between the nodes', () => {
    const { trace } = simulateText(example);
    const created = trace!.events
      .filter((e) => e.type === 'PodCreated')
      .map((e) => indexOf(e.object));
    expect(created).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    const bound = trace!.events
      .filter((e) => e.type === 'PodScheduled')
      .map((e) => [indexOf(e.object), (e.data as { node: string }).node]);
    expect(bound.map(([i]) => i)).toEqual(created);
    const onA = bound.filter(([, n]) => n === 'node-a').map(([i]) => i);
    // Index 2 is the second Pod on its node: one pull after index 0 on a serialized puller.
    expect(onA.slice(0, 2)).toEqual([0, 2]);
  });
});
