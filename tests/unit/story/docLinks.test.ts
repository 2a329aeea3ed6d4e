// The Kubernetes docs page each event links to (src/story/docLinks.ts docFor).
import { describe, expect, it } from 'vitest';
import { docFor } from '../../../src/story/docLinks.ts';
import type { TraceEvent } from '../../../src/trace/types.ts';

describe('doc links for the new controllers', () => {
  const ev = (lane: TraceEvent['lane'], reason: string): TraceEvent => ({
    t: 0,
    lane,
    type: 'KubeEvent',
    object: 'X/x',
    data: { reason, message: '', eventType: 'Normal', source: lane },
  });

  it('CronJob, StatefulSet and DaemonSet events link to their pages', () => {
    expect(docFor(ev('cronjob-controller', 'TooManyMissedTimes'))?.url).toMatch(
      /cron-jobs\/#cronjob-limitations$/,
    );
    expect(docFor(ev('cronjob-controller', 'SawCompletedJob'))?.title).toBe('CronJob');
    expect(docFor(ev('statefulset-controller', 'SuccessfulCreate'))?.url).toMatch(/statefulset/);
    expect(docFor(ev('daemonset-controller', 'FailedDaemonPod'))?.title).toBe('DaemonSet');
  });

  it('scheduling, restart back-off, preemption and drain events link to theirs', () => {
    expect(docFor(ev('scheduler', 'FailedScheduling'))?.url).toMatch(/assign-pod-node/);
    expect(docFor(ev('kubelet', 'BackOff'))?.url).toMatch(/#container-restarts$/);
    expect(docFor(ev('scheduler', 'Preempted'))?.url).toMatch(/pod-priority-preemption/);
    expect(docFor(ev('node', 'NodeNotSchedulable'))?.url).toMatch(/safely-drain-node/);
  });
});
