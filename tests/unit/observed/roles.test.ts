// Against your cluster, by role: real captures against the runs that reproduce them, and
// against runs that differ as a user's would (another version, another grace). The seeds
// print no `kubectl get pods -w` stream and no `kubectl get events -o json`: the captures in
// tests/fixtures/observed/ are their real lines and Events in those formats, each time taken
// from the article's own output (its README says how, file by file).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { simulateText } from '../../../src/run/simulate.ts';
import { compareObserved } from '../../../src/observed/compareObserved.ts';
import { parseObserved } from '../../../src/observed/parseObserved.ts';
import { matchRoles } from '../../../src/observed/roles.ts';

const text = (path: string) =>
  readFileSync(join(import.meta.dirname, '../../fixtures', path), 'utf8');
const simulate = (yaml: string) => simulateText(yaml).trace!;
const fixture = (path: string) => simulate(text(path));

const parse = (capture: string) => {
  const r = parseObserved(capture);
  if (!r.ok) throw new Error(r.message);
  return r.observations;
};

const compare = (yaml: string, capture: string) => {
  const c = compareObserved(simulate(yaml), parse(text(`observed/${capture}`)));
  return { ...c, verdicts: c.differences.map((d) => `${d.what} ${d.verdict}`) };
};

describe('seed 000 (1.21): kubectl describe job’s Events as kubectl get events -o json', () => {
  it.each([
    ['scenarios/job-deadline.yaml', 'seed-000-job-01.events.json'],
    ['seeds/job-03-1.21.yaml', 'seed-000-job-03.events.json'],
  ])('a faithful run of %s shows no difference', (scenario, capture) => {
    expect(compare(text(scenario), capture).verdicts).toEqual([
      'Event SuccessfulCreate same',
      'Event SuccessfulDelete same',
      'Event DeadlineExceeded same',
    ]);
  });

  const job04 = text('seeds/job-04-1.21.yaml');

  it('job-04: a faithful run shows no difference (its 2nd Pod at 40.8 s, the cluster’s at 40 s)', () => {
    const c = compare(job04, 'seed-000-job-04.events.json');
    expect(c.anchor).toBe('Event SuccessfulCreate');
    expect(c.verdicts).toEqual([
      'Event SuccessfulCreate same',
      'Event SuccessfulCreate same',
      'Event SuccessfulDelete same',
      'Event DeadlineExceeded same',
    ]);
  });

  it('job-04 with Pods failing at 30 s: the cluster made the 2nd Pod 9.2 s later', () => {
    const c = compare(
      job04.replace('activeDeadlineSeconds: 40', 'activeDeadlineSeconds: 30'),
      'seed-000-job-04.events.json',
    );
    const later = c.differences.filter((d) => d.verdict !== 'same');
    expect(later.map((d) => [d.what, d.verdict, d.observedT! - d.simulatedT!])).toEqual([
      ['Event SuccessfulCreate', 'later', 9200],
    ]);
  });

  it('job-04 on 1.22: the Pod is Failed only once its container stopped, no 2nd Pod', () => {
    const c = compare(job04.replace('"1.21"', '"1.22"'), 'seed-000-job-04.events.json');
    expect(c.verdicts).toEqual([
      'Event SuccessfulCreate same',
      'Event SuccessfulCreate only in the cluster',
      'Event SuccessfulDelete same',
      'Event DeadlineExceeded same',
    ]);
  });
});

describe('seed 001 (1.27): kubectl get pods lines as a kubectl get pods -w would print them', () => {
  const finalizer = text('scenarios/finalizer-phase-1.27.yaml');
  const capture = 'seed-001-1.27.watch.txt';

  it('a faithful run shows no difference, aligned at the listed Terminating Pod', () => {
    const c = compare(finalizer, capture);
    expect(c.anchor).toBe('STATUS Terminating (listed)');
    expect(c.verdicts).toEqual(['STATUS 1/1 Terminating same', 'STATUS 0/1 Terminating same']);
  });

  it('with a 10 s grace: the cluster’s container stopped 19.9 s later (its grace was 30 s)', () => {
    const c = compare(
      finalizer.replace(
        'spec:\n  restartPolicy',
        'spec:\n  terminationGracePeriodSeconds: 10\n  restartPolicy',
      ),
      capture,
    );
    const d = c.differences.find((x) => x.what === 'STATUS 0/1 Terminating')!;
    expect([d.verdict, d.observedT! - d.simulatedT!]).toEqual(['later', 19_900]);
  });

  it('on 1.31 (#122038) the stopped Pod then reads Error: a line only podterm prints', () => {
    const c = compare(finalizer.replace('"1.27"', '"1.31"'), capture);
    expect(c.verdicts).toEqual([
      'STATUS 1/1 Terminating same',
      'STATUS 0/1 Terminating same',
      'STATUS 0/1 Error only in podterm',
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
