// Against your cluster, by role: real captures against the runs that reproduce them. The
// seeds print no `kubectl get pods -w` stream or `kubectl get events -o json`, so the two
// captures below are the articles' real lines and Events written in those formats, each
// timestamp taken from the article's own output (see each one's comment).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { simulateText } from '../../../src/run/simulate.ts';
import { compareObserved } from '../../../src/ui/observed/compareObserved.ts';
import { parseObserved } from '../../../src/observed/parseObserved.ts';
import { matchRoles } from '../../../src/ui/observed/roles.ts';

const fixture = (path: string) =>
  simulateText(readFileSync(join(import.meta.dirname, '../../fixtures', path), 'utf8')).trace!;

const parse = (text: string) => {
  const r = parseObserved(text);
  if (!r.ok) throw new Error(r.message);
  return r.observations;
};

/**
 * Kubernetes 1.27 (kind v1.27.3), zenn.dev article on the pod phase change (seed 001): a Pod
 * held by a finalizer, deleted; its shell ignores SIGTERM. The article's `kubectl get pods`
 * printed `1/1 Terminating` and then `0/1 Terminating`; its `kubectl describe` gives the
 * container's end (Finished 08:51:52, exit 137, SIGKILL at the end of the 30 s grace), so
 * the deletion was at 08:51:22. As `kubectl get pods -w` prints them, with those times.
 */
const SEED_001_WATCH = `08:51:22 running-pod   1/1     Terminating   0          29s
08:51:52 running-pod   0/1     Terminating   0          2m48s
08:51:52 running-pod   0/1     Terminating   0          2m48s
`;

/**
 * Kubernetes 1.21 (kind v1.21.1), the blog post on activeDeadlineSeconds (seed 000): the
 * Events `kubectl describe job` listed for job-01 and job-04, as `kubectl get events -o json`
 * holds them; each lastTimestamp is the describe's Age taken from one moment (7m44s → the
 * Job's start), so the times between them are the cluster's own.
 */
const jobEvent = (job: string, reason: string, message: string, at: string, count = 1) => ({
  involvedObject: { kind: 'Job', name: job },
  reason,
  message,
  type: reason === 'DeadlineExceeded' ? 'Warning' : 'Normal',
  count,
  firstTimestamp: `2021-06-11T${at}Z`,
  lastTimestamp: `2021-06-11T${at}Z`,
});
const SEED_000_JOB_01 = JSON.stringify({
  kind: 'List',
  items: [
    jobEvent('job-01', 'SuccessfulCreate', 'Created pod: job-01-xntdw', '14:01:57'),
    jobEvent('job-01', 'SuccessfulDelete', 'Deleted pod: job-01-xntdw', '14:02:17'),
    jobEvent(
      'job-01',
      'DeadlineExceeded',
      'Job was active longer than specified deadline',
      '14:02:17',
    ),
  ],
});
const SEED_000_JOB_04 = JSON.stringify({
  kind: 'List',
  items: [
    jobEvent('job-04', 'SuccessfulCreate', 'Created pod: job-04-vsw8x', '00:35:07'),
    jobEvent('job-04', 'SuccessfulCreate', 'Created pod: job-04-5bjnz', '00:35:47'),
    jobEvent('job-04', 'SuccessfulDelete', 'Deleted pod: job-04-5bjnz', '00:35:57'),
    jobEvent(
      'job-04',
      'DeadlineExceeded',
      'Job was active longer than specified deadline',
      '00:35:57',
      2,
    ),
  ],
});

describe('against a real capture', () => {
  it('a faithful run shows no difference (seed 000, 1.21, kubectl get events -o json)', () => {
    const c = compareObserved(fixture('scenarios/job-deadline.yaml'), parse(SEED_000_JOB_01));
    expect(c.differences.map((d) => `${d.what} ${d.verdict}`)).toEqual([
      'Event SuccessfulCreate same',
      'Event SuccessfulDelete same',
      'Event DeadlineExceeded same',
    ]);
  });

  it('names what differs: the cluster made job-04’s second Pod 9 s later (seed 000, 1.21)', () => {
    const c = compareObserved(fixture('seeds/job-04-1.21.yaml'), parse(SEED_000_JOB_04));
    expect(c.differences.map((d) => `${d.what} ${d.verdict}`)).toEqual([
      'Event SuccessfulCreate same',
      'Event SuccessfulCreate later',
      'Event SuccessfulDelete same',
      'Event DeadlineExceeded same',
    ]);
  });

  it('a faithful run shows no difference (seed 001, 1.27, kubectl get pods -w)', () => {
    const c = compareObserved(
      fixture('scenarios/finalizer-phase-1.27.yaml'),
      parse(SEED_001_WATCH),
    );
    expect(c.anchor).toBe('STATUS Terminating');
    // The repeated line is one change; podterm's lines before the window are not compared.
    expect(c.differences.map((d) => `${d.what} ${d.verdict}`)).toEqual([
      'STATUS 1/1 Terminating same',
      'STATUS 0/1 Terminating same',
    ]);
  });
});

/**
 * The shape of a real `kubectl get pods -w` while one Pod of a 3-replica Deployment is
 * deleted (names as a cluster generates them): the deleted Pod is the second one listed,
 * its replacement comes after. podterm's own names and order differ.
 */
const ROLLOUT_WATCH = `10:00:00 web-7d4b9c8f6-x2k9p   1/1   Running   0   5m
10:00:00 web-7d4b9c8f6-hq7zt   1/1   Running   0   5m
10:00:00 web-7d4b9c8f6-m4n8c   1/1   Running   0   5m
10:00:10 web-7d4b9c8f6-hq7zt   1/1   Terminating   0   5m
10:00:10 web-7d4b9c8f6-bd5kw   0/1   Pending   0   0s
10:00:10 web-7d4b9c8f6-hq7zt   0/1   Terminating   0   5m
10:00:10 web-7d4b9c8f6-bd5kw   0/1   ContainerCreating   0   0s
10:00:11 web-7d4b9c8f6-hq7zt   0/1   Completed   0   5m
10:00:11 web-7d4b9c8f6-bd5kw   1/1   Running   0   1s
`;

describe('matching by role', () => {
  const trace = fixture('scenarios/rollout-no-prestop.yaml');

  it('pairs the deleted Pod with the deleted Pod and the replacement with the replacement', () => {
    const c = compareObserved(trace, parse(ROLLOUT_WATCH));
    const deleted = trace.events.find((e) => e.type === 'DeletionRequested')!.object;
    const replacement = trace.events.filter((e) => e.type === 'PodCreated').at(-1)!.object;
    const of = (real: string) =>
      new Set(c.differences.filter((d) => d.object === real).map((d) => d.simulatedObject));
    expect(of('Pod/web-7d4b9c8f6-hq7zt')).toEqual(new Set([deleted]));
    expect(of('Pod/web-7d4b9c8f6-bd5kw')).toEqual(new Set([replacement]));
    expect(c.differences.filter((d) => d.verdict !== 'same')).toEqual([]);
  });

  it('leaves out what podterm did before the pasted window', () => {
    const c = compareObserved(trace, parse(ROLLOUT_WATCH.split('\n').slice(3).join('\n')));
    expect(c.differences.some((d) => d.simulatedT !== null && d.simulatedT < 9_000)).toBe(false);
  });

  it('pairs a workload’s ReplicaSets in the order they appear, and bare names exactly', () => {
    const seen = (object: string, first: number, created: number | null = null) => ({
      object,
      first,
      created,
      stopped: null,
    });
    const m = matchRoles(
      [
        seen('ReplicaSet/web-7d4b9c8f6', 0),
        seen('ReplicaSet/web-5f6b7c8d9', 5),
        seen('Pod/web-5f6b7c8d9-bd5kw', 6, 6),
        seen('Pod/db-0', 1),
      ],
      [
        seen('ReplicaSet/web-6c448fcfb7', 0),
        seen('ReplicaSet/web-85cd5d9d77', 5),
        seen('Pod/web-85cd5d9d77-zffww', 6, 6),
        seen('Pod/db-0', 1),
      ],
    );
    expect(Object.fromEntries(m)).toEqual({
      'ReplicaSet/web-7d4b9c8f6': 'ReplicaSet/web-6c448fcfb7',
      'ReplicaSet/web-5f6b7c8d9': 'ReplicaSet/web-85cd5d9d77',
      'Pod/web-5f6b7c8d9-bd5kw': 'Pod/web-85cd5d9d77-zffww',
      'Pod/db-0': 'Pod/db-0',
    });
  });
});
