// `kubectl get pods` from a trace's PodStatus lines: the rows, AGE, RESTARTS `(42s ago)` from
// 1.22, a Pod's row at a moment, and `--format pods` (the -w lines with their virtual times).
import { kube } from '../../../src/versions/version.ts';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { simulateText } from '../../../src/run/simulate.ts';
import { humanDuration } from '../../../src/kubectl/format.ts';
import {
  formatPodTable,
  formatPodWatch,
  podRowAt,
  podWatch,
} from '../../../src/kubectl/getPods.ts';
import { eventsByObject } from '../../../src/story/byObject.ts';

const run = (path: string, minor?: number) =>
  simulateText(
    readFileSync(join(import.meta.dirname, '../../fixtures', path), 'utf8'),
    minor === undefined ? {} : { version: kube(minor) },
  ).trace!;

describe('humanDuration', () => {
  it('prints ages the way kubectl does', () => {
    expect(
      [0, 59_000, 119_000, 120_000, 150_000, 600_000, 3 * 3_600_000 + 60_000].map(humanDuration),
    ).toEqual(['0s', '59s', '119s', '2m', '2m30s', '10m', '3h1m']);
  });
});

describe('kubectl get pod at a moment', () => {
  const trace = run('scenarios/finalizer-phase-1.27.yaml');
  const pod = eventsByObject(trace).get('Pod/running-pod')!;
  const status = (t: number) => podRowAt(pod, t, kube(27))?.status;

  it('goes ContainerCreating → Running → Terminating, and Terminating stays after the kill', () => {
    expect(status(500)).toBe('ContainerCreating');
    expect(status(5_000)).toBe('Running');
    expect(status(20_000)).toBe('Terminating');
    expect(status(80_000)).toBe('Terminating'); // Failed underneath, held by the finalizer
  });

  it('prints READY, RESTARTS and AGE in kubectl’s columns', () => {
    expect(formatPodTable([podRowAt(pod, 5_000, kube(27))!])).toBe(
      [
        'NAME          READY   STATUS    RESTARTS   AGE',
        'running-pod   1/1     Running   0          5s',
      ].join('\n'),
    );
  });

  it('is null before the Pod exists and once it has left the API', () => {
    const job = run('rules/job/backoff-1.26.yaml');
    const retries = [...eventsByObject(job)].filter(([k]) => k.startsWith('Pod/retry-'));
    expect(podRowAt(retries[2]![1], 1_000, kube(26))).toBeNull();
    const deleted = run('scenarios/job-deadline.yaml');
    const p = [...eventsByObject(deleted)].find(([k]) => k.startsWith('Pod/job-01-'))!;
    expect(podRowAt(p[1], 10_000, kube(21))?.status).toBe('Running');
    expect(podRowAt(p[1], 100_000, kube(21))).toBeNull();
  });

  it('a Job pod that failed reads Error, even one killed at its deadline', () => {
    const job = run('rules/job/backoff-1.26.yaml');
    const first = [...eventsByObject(job)].find(([k]) => k.startsWith('Pod/retry-'))!;
    expect(podRowAt(first[1], 20_000, kube(26))?.status).toBe('Error');
    const deadline = run('rules/job/deadlines-pod-first-1.31.yaml');
    const p = [...eventsByObject(deadline)].find(([k]) => k.startsWith('Pod/both-'))!;
    // printPod: the terminated container's reason wins over the pod's reason (DeadlineExceeded).
    expect(podRowAt(p[1], 15_000, kube(31))?.status).toBe('Error');
  });
});

describe('RESTARTS', () => {
  const crash = run('rules/job/onfailure-1.29.yaml');
  const rows = podWatch(crash).map((l) => l.row.restarts);

  it('says how long ago the last restart was from 1.22 (#100142)', () => {
    expect(rows).toContain('1 (5s ago)');
    // The second restart comes at the pod worker's first sync after the 10 s back-off
    // (10–15 s after the crash at 10 s; pod_workers.go completeWork).
    expect(rows.some((r) => /^2 \(1[0-4]s ago\)$/.test(r))).toBe(true);
  });

  it('is a bare count on 1.21', () => {
    const old = podWatch(run('rules/job/onfailure-1.29.yaml', 21)).map((l) => l.row.restarts);
    expect(old).toContain('1');
    expect(old.every((r) => /^\d+$/.test(r))).toBe(true);
  });
});

describe('--format pods', () => {
  it('prints kubectl’s header and a line per change, each with its virtual time first', () => {
    const out = formatPodWatch(run('scenarios/finalizer-phase-1.26.yaml')).split('\n');
    expect(out[0]).toMatch(/^TIME\s+NAME\s+READY\s+STATUS\s+RESTARTS\s+AGE$/);
    expect(out.slice(1, -1).map((l) => l.split(/\s+/).join(' '))).toEqual([
      '0.000s running-pod 0/1 Pending 0 0s',
      '0.200s running-pod 0/1 ContainerCreating 0 0s',
      '1.200s running-pod 1/1 Running 0 1s',
      '10.000s running-pod 1/1 Terminating 0 10s',
      '40.100s running-pod 0/1 Terminating 0 40s',
    ]);
    // Stripping the first column leaves kubectl's own aligned table.
    const stripped = out.map((l) => l.replace(/^\S+\s+/, ''));
    expect(stripped[0]).toBe('NAME          READY   STATUS              RESTARTS   AGE');
  });
});
