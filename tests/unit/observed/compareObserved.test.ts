// Against your cluster: what a real cluster printed, parsed, aligned at the deletion and
// compared with the simulated trace.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { simulateText } from '../../../src/run/simulate.ts';
import { compareObserved, family } from '../../../src/observed/compareObserved.ts';
import { parseObserved } from '../../../src/observed/parseObserved.ts';

const trace = simulateText(
  readFileSync(
    join(import.meta.dirname, '../../fixtures/scenarios/finalizer-phase-1.27.yaml'),
    'utf8',
  ),
).trace!;

// What `kubectl get events -o json` printed on a real cluster for the same story (times
// 30 s apart, and a Killing 1 s later than podterm's, SIGKILL 30 s after).
const events = JSON.stringify({
  kind: 'List',
  items: [
    {
      involvedObject: { kind: 'Pod', name: 'running-pod' },
      reason: 'Scheduled',
      message: 'Successfully assigned default/running-pod to kind-worker',
      type: 'Normal',
      lastTimestamp: '2026-03-01T10:00:00Z',
    },
    {
      involvedObject: { kind: 'Pod', name: 'running-pod' },
      reason: 'Started',
      message: 'Started container main',
      type: 'Normal',
      lastTimestamp: '2026-03-01T10:00:01Z',
    },
    {
      involvedObject: { kind: 'Pod', name: 'running-pod' },
      reason: 'Killing',
      message: 'Stopping container main',
      type: 'Normal',
      lastTimestamp: '2026-03-01T10:00:10Z',
    },
    {
      involvedObject: { kind: 'Pod', name: 'running-pod' },
      reason: 'FailedKillPod',
      message: 'error killing pod',
      type: 'Warning',
      lastTimestamp: '2026-03-01T10:00:45Z',
    },
  ],
});

describe('parseObserved', () => {
  it('reads kubectl get events -o json', () => {
    const r = parseObserved(events);
    expect(r.ok && r.format).toBe('events');
    expect(r.ok && r.observations.map((o) => o.detail.reason)).toEqual([
      'Scheduled',
      'Started',
      'Killing',
      'FailedKillPod',
    ]);
  });

  it('reads a Pod from kubectl get pod -o yaml: deletion request = deletionTimestamp − grace', () => {
    const yaml = `apiVersion: v1
kind: Pod
metadata:
  name: web
  creationTimestamp: "2026-03-01T10:00:00Z"
  deletionTimestamp: "2026-03-01T10:00:40Z"
  deletionGracePeriodSeconds: 30
status:
  containerStatuses:
    - name: app
      state:
        terminated: {exitCode: 137, reason: Error, startedAt: "2026-03-01T10:00:01Z", finishedAt: "2026-03-01T10:00:40Z"}
`;
    const r = parseObserved(yaml);
    if (!r.ok) throw new Error(r.message);
    expect(r.observations.map((o) => [o.type, new Date(o.at).toISOString().slice(11, 19)])).toEqual(
      [
        ['PodCreated', '10:00:00'],
        ['ContainerStarted', '10:00:01'],
        ['DeletionRequested', '10:00:10'],
        ['ContainerExited', '10:00:40'],
      ],
    );
  });

  it('reads timestamped kubectl get pod -w lines and skips headers', () => {
    const r = parseObserved(
      '10:00:00 NAME READY STATUS RESTARTS AGE\n10:00:10 web 1/1 Terminating 0 10s\n10:00:41 web 0/1 Terminating 0 41s\n',
    );
    expect(r.ok && r.format).toBe('watch');
    expect(r.ok && r.observations.map((o) => o.detail.status)).toEqual([
      'Terminating',
      'Terminating',
    ]);
  });

  it('explains what it cannot read, never throws', () => {
    for (const bad of [
      '',
      '{',
      'just words',
      '[1,2,3]',
      JSON.stringify({ kind: 'ConfigMap' }),
      'a: *b',
    ])
      expect(parseObserved(bad)).toMatchObject({ ok: false, message: expect.any(String) });
  });
});

describe('compareObserved', () => {
  it('aligns at the Killing event and lists each difference', () => {
    const r = parseObserved(events);
    if (!r.ok) throw new Error(r.message);
    const c = compareObserved(trace, r.observations);
    expect(c.anchor).toBe('Event Killing');
    const killing = c.differences.find((d) => d.what === 'Event Killing')!;
    expect(killing.verdict).toBe('same');
    expect(c.differences.find((d) => d.what === 'Event FailedKillPod')?.verdict).toBe(
      'only in the cluster',
    );
    expect(c.marks).toHaveLength(4);
    expect(c.marks.find((m) => m.label === 'Killing')!.t).toBe(killing.simulatedT);
  });

  it('compares Pods by family, not by generated name', () => {
    expect(family('Pod/web-6c7f9d8b4-bxz2k')).toBe('Pod/web');
    expect(family('Pod/job-01-xk2p9')).toBe('Pod/job-01');
    expect(family('Pod/running-pod')).toBe('Pod/running-pod');
    expect(family('Job/job-01')).toBe('Job/job-01');
  });
});
