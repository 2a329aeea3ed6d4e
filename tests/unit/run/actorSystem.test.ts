// How the simulation's actors are composed (src/cluster/CONTEXT.md): owners spawn their
// children in XState's actor system, which shares the virtual clock and the inspector.
import { kube } from '../../../src/versions/version.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Cluster } from '../../../src/cluster/apiserver/cluster.ts';
import { newScheduling } from '../../../src/cluster/scheduler/scheduling.ts';
import { startDeployment } from '../../../src/cluster/controllers/deployment/deploymentMachine.ts';
import { SimClock } from '../../../src/engine/clock.ts';
import { createRng } from '../../../src/engine/rng.ts';
import { TraceWriter } from '../../../src/engine/traceWriter.ts';
import { World } from '../../../src/cluster/world.ts';
import { DEFAULT_LATENCIES } from '../../../src/manifest/model/model.ts';
import { simulateText } from '../../../src/run/simulate.ts';
import { CATALOG } from '../../../src/presets/catalog.ts';
import {
  action,
  container,
  exitsOnSigterm,
  podScenario,
  run,
  template,
  webDeployment,
} from '../helpers/build.ts';
import { readFileSync } from 'node:fs';
import { cronJobMachine } from '../../../src/cluster/controllers/cronjob/cronJobMachine.ts';
import { GarbageCollector } from '../../../src/cluster/controllers/garbagecollector/garbageCollector.ts';
import { JobControl } from '../../../src/cluster/controllers/job/jobControl.ts';
import { startTtlAfterFinished } from '../../../src/cluster/controllers/ttlafterfinished/ttlAfterFinished.ts';
import { NodeKubelet } from '../../../src/cluster/kubelet/nodeKubelet.ts';
import { parseSchedule } from '../../../src/manifest/kinds/cronSchedule.ts';
import { loadScenario } from '../../../src/manifest/load/loadScenario.ts';

afterEach(() => {
  vi.useRealTimers();
});

const newWorld = (clock: SimClock) =>
  new World(clock, new TraceWriter(100_000), kube(31), DEFAULT_LATENCIES, createRng(1), [
    { name: 'n' },
  ]);

const EVERY_MINUTE = `apiVersion: podterm.dev/v1
kind: Scenario
metadata: {name: t}
spec: {kubernetesVersion: "1.31", startTime: "2026-01-01T00:00:00Z"}
---
apiVersion: batch/v1
kind: CronJob
metadata: {name: cj}
spec:
  schedule: "* * * * *"
  successfulJobsHistoryLimit: 1
  jobTemplate:
    spec:
      template:
        spec:
          restartPolicy: Never
          containers: [{name: main, image: busybox, command: [sh, -c, "sleep 5"]}]
`;

describe('the actor system', () => {
  it('a Deployment spawns its ReplicaSet controllers, found in its system by name', () => {
    const clock = new SimClock();
    const world = newWorld(clock);
    const cluster = new Cluster(world, newScheduling(world), []);
    const deployment = webDeployment(2, [container('app', exitsOnSigterm(100))]);
    const actor = startDeployment({ cluster, deployment });
    clock.run(5_000, () => false);
    const rs = `web-${deployment.template.hash}`;
    expect(Object.keys(actor.getSnapshot().children)).toEqual([rs]);
    expect(actor.system.get(`ReplicaSet/${rs}`)?.getSnapshot().value).toBe('Idle');
  });

  it("a CronJob's Jobs are its children until they leave the API", () => {
    const clock = new SimClock();
    const world = newWorld(clock);
    const cluster = new Cluster(world, newScheduling(world), []);
    new NodeKubelet(world, 'n', (p) => cluster.podActor(p));
    const jobs = new JobControl(cluster);
    const gc = new GarbageCollector(cluster, {
      deployments: new Map(),
      replicaSets: new Map(),
      replicationControllers: new Map(),
      jobs: jobs.actors,
      cronJobs: new Map(),
      statefulSets: new Map(),
      daemonSets: new Map(),
      jobRemoved: (name) => jobs.removed(name),
    });
    startTtlAfterFinished(world, jobs, gc);
    const model = loadScenario(EVERY_MINUTE).model!;
    const cronJob = model.cronJobs[0]!;
    const parsed = parseSchedule(cronJob.schedule, null);
    if ('error' in parsed) throw new Error(parsed.error);
    const input = {
      cluster,
      cronJob,
      schedule: parsed.schedule,
      jobs,
      gc,
      epoch: model.startTimeMs,
    };
    const actor = world.actor(cronJobMachine, input, 'CronJob/cj');
    actor.start();
    clock.run(10 * 60_000, () => false);
    const created = world.trace.events.filter((e) => e.type === 'ObjectCreated');
    expect(created.length).toBeGreaterThanOrEqual(9);
    // successfulJobsHistoryLimit 1: the older Jobs were deleted, and their controllers stopped.
    const children = Object.keys(actor.getSnapshot().children);
    expect(children.length).toBeLessThanOrEqual(2);
    expect(
      children.every((name) => jobs.actors.get(name) === actor.system.get(`Job/${name}`)),
    ).toBe(true);
  });

  it("counts the containers' transitions with the pod worker's", () => {
    const one = template([container('a', exitsOnSigterm(100))]);
    const two = template([
      container('a', exitsOnSigterm(100)),
      container('b', exitsOnSigterm(100)),
    ]);
    const count = (tpl: typeof one) =>
      run(podScenario(31, tpl, [action(5_000, 'delete', 'pod/p')]), { countTransitions: true })
        .stats!.transitions;
    // The second container: started, listening, killed (deciding, hook done, signalled),
    // exited — six; the worker hearing it start and exit — two.
    expect(count(two) - count(one)).toBe(8);
  });

  it('no actor of any preset sets a real timer: every child runs on the virtual clock', () => {
    vi.useFakeTimers();
    for (const preset of CATALOG) {
      const file = new URL(`../../../src/presets/${preset.file}`, import.meta.url);
      expect(simulateText(readFileSync(file, 'utf8')).trace).toBeDefined();
    }
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('an actor that throws (a bug of ours)', () => {
  it('is caught by the world, not thrown later from a timer, and stops the run', async () => {
    const { setup } = await import('xstate');
    const clock = new SimClock();
    const world = newWorld(clock);
    const broken = setup({
      actions: {
        fail: () => {
          throw new Error('an action of ours threw');
        },
      },
    }).createMachine({ on: { GO: { actions: 'fail' } } });
    const actor = world.actor(broken, undefined as never);
    actor.start();
    actor.send({ type: 'GO' });
    expect(world.failure).toBeInstanceOf(Error);
    expect((world.failure as Error).message).toBe('an action of ours threw');
    expect(actor.getSnapshot().status).toBe('error');
  });
});
