// The Job's status counters are kept as its Pods change (jobPodCounts.ts): a status write
// reads the Pods written since the last one, never every Pod the Job had (5,000 Pods of a
// suspended Job made each of its thousands of writes a scan of 10,000). Work is counted by
// the reads of the Pods' fields, not timed.
import { describe, expect, it } from 'vitest';
import { kube } from '../../../../../src/versions/version.ts';
import type { PodRecord } from '../../../../../src/cluster/apiserver/podStore.ts';
import { JobPodCounts } from '../../../../../src/cluster/controllers/job/jobPodCounts.ts';
import {
  jobCounters,
  writeJobStatus,
} from '../../../../../src/cluster/controllers/job/jobStatus.ts';
import type { Cluster } from '../../../../../src/cluster/apiserver/cluster.ts';
import type { StatusWriter } from '../../../../../src/cluster/workloadStatus.ts';

type Fields = Pick<PodRecord, 'phase' | 'ready' | 'deletionTimestamp' | 'removed'>;

/** Pods whose status fields count their reads. */
function countedPods(n: number): { pods: PodRecord[]; reads: () => number } {
  let reads = 0;
  const pods = Array.from({ length: n }, () => {
    const f: Fields = { phase: 'Running', ready: true, deletionTimestamp: null, removed: false };
    const p = {};
    for (const k of Object.keys(f) as (keyof Fields)[])
      Object.defineProperty(p, k, {
        get: () => (reads++, f[k]),
        set: (x) => ((f as Record<string, unknown>)[k] = x),
      });
    return p as PodRecord;
  });
  return { pods, reads: () => reads };
}

function source(pods: PodRecord[]) {
  const counts = new JobPodCounts();
  counts.reset(pods);
  return {
    cluster: { world: { v: kube(34) } } as unknown as Cluster,
    pods,
    counts,
    succeeded: 0,
    failed: 0,
    written: null,
    conditions: [],
    statusWriter: { write: () => true } as unknown as StatusWriter,
  };
}

/** The counters as a scan of every Pod gives them. */
const scanned = (pods: PodRecord[]) => {
  const live = pods.filter((p) => !p.removed);
  const active = live.filter((p) => p.deletionTimestamp === null && p.phase === 'Running');
  return {
    active: active.length,
    ready: active.filter((p) => p.ready).length,
    terminating: live.filter((p) => p.deletionTimestamp !== null && p.phase === 'Running').length,
  };
};

describe('the Job status counters (job_controller.go bookkeeping as Pods change)', () => {
  it('a status write after one Pod changed reads that Pod, not all 5,000', () => {
    const { pods, reads } = countedPods(5000);
    const c = source(pods);
    writeJobStatus(c);
    const first = reads();
    pods[7]!.deletionTimestamp = 30_000;
    c.counts.touch(pods[7]!);
    writeJobStatus(c);
    expect(reads() - first).toBeLessThanOrEqual(10);
    expect(jobCounters(c)).toMatchObject({ active: 4999, ready: 4999, terminating: 1 });
  });

  it('the kept counters equal a scan after any sequence of writes', () => {
    const { pods } = countedPods(300);
    const c = source(pods);
    let seed = 7;
    const next = (n: number) => ((seed = (seed * 1103515245 + 12345) % 2 ** 31), seed % n);
    for (let step = 0; step < 2000; step++) {
      const p = pods[next(pods.length)]!;
      const what = next(4);
      if (what === 0) p.ready = !p.ready;
      else if (what === 1) p.deletionTimestamp = step;
      else if (what === 2) p.phase = next(2) ? 'Succeeded' : 'Failed';
      else if (p.deletionTimestamp !== null) p.removed = true;
      c.counts.touch(p);
      if (step % 37 === 0) expect(c.counts.read()).toEqual(scanned(pods));
    }
    expect(c.counts.read()).toEqual(scanned(pods));
  });
});
