// What `kubectl get pod` and `kubectl get events` would print at a moment of a run,
// rebuilt from the trace alone (printers.go printPod / printEvent, HumanDuration).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { simulateText } from '../../../src/run/simulate.ts';
import { humanDuration } from '../../../src/ui/narration/humanDuration.ts';
import { eventRow, formatEventTable } from '../../../src/ui/narration/kubectlEvents.ts';
import { formatPodTable, podRow, podStatus } from '../../../src/ui/narration/kubectlPod.ts';
import { eventsByObject, podViewAt } from '../../../src/ui/narration/podView.ts';

const run = (path: string) =>
  simulateText(readFileSync(join(import.meta.dirname, '../..', path), 'utf8')).trace!;

describe('humanDuration', () => {
  it('prints ages the way kubectl does', () => {
    expect(
      [0, 59_000, 119_000, 120_000, 150_000, 600_000, 3 * 3_600_000 + 60_000].map(humanDuration),
    ).toEqual(['0s', '59s', '119s', '2m', '2m30s', '10m', '3h1m']);
  });
});

describe('kubectl get pod', () => {
  const trace = run('fixtures/scenarios/finalizer-phase-1.27.yaml');
  const pod = eventsByObject(trace).get('Pod/running-pod')!;
  const status = (t: number) => podStatus(podViewAt(pod, t)!);

  it('goes ContainerCreating → Running → Terminating, and Terminating stays after the kill', () => {
    expect(status(500)).toBe('ContainerCreating');
    expect(status(5_000)).toBe('Running');
    expect(status(20_000)).toBe('Terminating');
    expect(status(80_000)).toBe('Terminating'); // Failed underneath, held by the finalizer
  });

  it('prints READY, RESTARTS and AGE in kubectl’s columns', () => {
    const table = formatPodTable([podRow(podViewAt(pod, 5_000)!, 5_000)]);
    expect(table).toBe(
      [
        'NAME          READY   STATUS    RESTARTS   AGE',
        'running-pod   1/1     Running   0          5s',
      ].join('\n'),
    );
  });

  it('a Job pod that failed reads Error; one killed at its deadline reads DeadlineExceeded', () => {
    const job = run('fixtures/rules/job/backoff-1.26.yaml');
    const first = [...eventsByObject(job).entries()].find(([k]) => k.startsWith('Pod/retry-'))!;
    expect(podStatus(podViewAt(first[1], 20_000)!)).toBe('Error');
    const deadline = run('fixtures/rules/job/deadlines-pod-first-1.31.yaml');
    const p = [...eventsByObject(deadline).entries()].find(([k]) => k.startsWith('Pod/both-'))!;
    // printPod: the terminated container's reason wins over the pod's reason.
    expect(podViewAt(p[1], 15_000)!.reason).toBe('DeadlineExceeded');
    expect(podStatus(podViewAt(p[1], 15_000)!)).toBe('Error');
  });

  it('is null before the pod exists', () => {
    const job = run('fixtures/rules/job/backoff-1.26.yaml');
    const third = [...eventsByObject(job).entries()].filter(([k]) =>
      k.startsWith('Pod/retry-'),
    )[2]!;
    expect(podViewAt(third[1], 1_000)).toBeNull();
  });
});

describe('kubectl get events', () => {
  it('prints LAST SEEN, TYPE, REASON, kind/name and the message', () => {
    const trace = run('fixtures/scenarios/finalizer-phase-1.27.yaml');
    const killing = trace.events.find(
      (e) => e.type === 'KubeEvent' && e.data.reason === 'Killing',
    )!;
    const row = eventRow(killing, killing.t + 3_000)!;
    expect(row).toEqual({
      lastSeen: '3s',
      type: 'Normal',
      reason: 'Killing',
      object: 'pod/running-pod',
      message: 'Stopping container main',
    });
    expect(formatEventTable([row]).split('\n')[0]).toBe(
      'LAST SEEN   TYPE     REASON    OBJECT            MESSAGE',
    );
  });

  it('has no row for events that are not Kubernetes Events', () => {
    const trace = run('fixtures/scenarios/finalizer-phase-1.27.yaml');
    expect(
      eventRow(
        trace.events.find((e) => e.type === 'PodCreated')!,
        0,
      ),
    ).toBeNull();
  });
});

describe('narrate', () => {
  it('tells what, why, the version change, the docs page and both kubectl views', async () => {
    const { narrate } = await import('../../../src/ui/narration/narrate.ts');
    const trace = run('fixtures/scenarios/finalizer-phase-1.27.yaml');
    const i = trace.events.findIndex(
      (e) => e.type === 'PodPhaseChanged' && e.data.phase === 'Failed',
    );
    const n = narrate(trace, i, eventsByObject(trace));
    expect(n.what).toBe('Pod/running-pod phase Failed');
    expect(n.why).toContain('getPhase');
    expect(n.changed).toMatch(/^Since 1\.27/);
    expect(n.doc?.url).toBe(
      'https://kubernetes.io/docs/concepts/workloads/pods/pod-lifecycle/#pod-phase',
    );
    expect(n.getPod).toMatch(/running-pod\s+0\/1\s+Terminating\s+0\s+/);
    expect(n.getEvents).toContain('Killing');
  });
});
