// The five documents of issue 31 (items 6–8), at the documented limits (5,000 replicas a
// workload, 1,000 nodes, 20,000 Pods, one hour), each a named row of `npm run bench`: wall
// time, events, the peak heap, whether the run reached the event cap. A document whose run
// took minutes here is cut to a size that runs in the bench, and the row's `note` says so.
import { nodeName } from '../src/manifest/kinds/scenarioNodes.ts';
import { simulateText } from '../src/run/simulate.ts';
import { time, type Row } from './simBenches.ts';
import { heapOfRun } from './runHeap.ts';

export interface BigDocument {
  bench: string;
  text: string;
  /** What differs from the document of the issue, when it was cut to run in the bench. */
  note?: string;
}

const header = (name: string, nodes: number, duration: string, actions: string[]): string =>
  `apiVersion: podterm.dev/v1
kind: Scenario
metadata: {name: ${name}}
spec:
  kubernetesVersion: "1.34"
  nodes: ${nodes}
  duration: ${duration}
${actions.length ? `  actions:\n${actions.map((a) => `    - ${a}`).join('\n')}\n` : ''}`;

const deployment = (name: string, replicas: number, container: string): string => `---
apiVersion: apps/v1
kind: Deployment
metadata: {name: ${name}}
spec:
  replicas: ${replicas}
  selector: {matchLabels: {app: ${name}}}
  template:
    metadata: {labels: {app: ${name}}}
    spec:
      containers:
${container}
`;

/** A Service with 5,000 endpoints over 1,000 nodes, clients on it, a rollout at 10 s. */
export function serviceEndpoints(replicas = 5000, nodes = 1000, minutes = 10): string {
  return (
    header(`service-${replicas}-endpoints`, nodes, `${minutes}m`, [
      '{at: 10s, do: rollout, target: deployment/web, image: "example/web:2.0"}',
    ]).replace('  actions:', `  traffic: {service: web, requestsPerSecond: 1000}\n  actions:`) +
    deployment(
      'web',
      replicas,
      '        - {name: app, image: "example/web:1.0", ports: [{containerPort: 8080}]}',
    ) +
    `---
apiVersion: v1
kind: Service
metadata: {name: web}
spec:
  selector: {app: web}
`
  );
}

/** A CronJob every minute with history limits, each Job's Pod running 20 s (cronBench too). */
export const everyMinuteCronJob = (name: string): string => `apiVersion: batch/v1
kind: CronJob
metadata: {name: ${name}}
spec:
  schedule: "* * * * *"
  concurrencyPolicy: Forbid
  successfulJobsHistoryLimit: 3
  failedJobsHistoryLimit: 1
  jobTemplate:
    spec:
      backoffLimit: 0
      template:
        spec:
          restartPolicy: Never
          containers: [{name: main, image: busybox, command: [sh, -c, "sleep 20"]}]
`;

/** 200 CronJobs every minute for an hour, each Job's Pod running 20 s. */
export function cronJobsHour(cronJobs = 200): string {
  const jobs = Array.from(
    { length: cronJobs },
    (_, i) => `---\n${everyMinuteCronJob(`every-minute-${i + 1}`)}`,
  ).join('');
  return `apiVersion: podterm.dev/v1
kind: Scenario
metadata: {name: cronjobs-${cronJobs}-hour}
spec:
  kubernetesVersion: "1.34"
  startTime: "2026-01-01T00:00:00Z"
  nodes: 100
  duration: 60m
${jobs}`;
}

/**
 * `nodes` nodes drained in turn, one every `everyS` seconds (an hour holds 1,000 drains
 * 3 s apart), 5 Deployments of `replicas` Pods each under a PodDisruptionBudget; the first
 * `drained` nodes alone when the run is cut short.
 */
export function drainNodes(nodes = 1000, replicas = 1000, everyS = 3, drained = nodes): string {
  const drains = Array.from(
    { length: drained },
    (_, i) => `{at: ${10 + i * everyS}s, do: drain, target: node/${nodeName(i)}}`,
  );
  const apps = Array.from({ length: 5 }, (_, i) => {
    const app = `app-${i + 1}`;
    return (
      deployment(app, replicas, `        - {name: main, image: "example/${app}:1.0"}`) +
      `---
apiVersion: policy/v1
kind: PodDisruptionBudget
metadata: {name: ${app}}
spec:
  maxUnavailable: 10%
  selector: {matchLabels: {app: ${app}}}
`
    );
  }).join('');
  return header(`drain-${nodes}-nodes`, nodes, `${10 + drained * everyS + 60}s`, drains) + apps;
}

/** A Job of parallelism (and completions) 5,000, suspended at 30 s and resumed at 60 s. */
export function jobSuspendResume(parallelism = 5000): string {
  return (
    header(`job-${parallelism}-suspend`, Math.ceil(parallelism / 50), '5m', [
      '{at: 30s, do: suspend, target: job/batch}',
      '{at: 60s, do: resume, target: job/batch}',
    ]) +
    `---
apiVersion: batch/v1
kind: Job
metadata: {name: batch}
spec:
  parallelism: ${parallelism}
  completions: ${parallelism}
  backoffLimit: ${parallelism}
  template:
    spec:
      restartPolicy: Never
      containers: [{name: main, image: busybox, command: [sh, -c, "sleep 60"]}]
`
  );
}

/**
 * `pods` Pods (4 Deployments) whose liveness probe always fails, for `minutes`: the kubelet
 * restarts each container again and again, in CrashLoopBackOff between.
 */
export function failingProbes(pods = 20000, minutes = 60): string {
  const perDeployment = Math.ceil(pods / 4);
  const container = `        - name: app
          image: example/web:1.0
          command: [sh, -c, "sleep 3600"]
          livenessProbe:
            exec: {command: ["false"]}
            periodSeconds: 10
            failureThreshold: 3`;
  return (
    header(`probes-${pods}-failing`, Math.min(1000, Math.ceil(pods / 20)), `${minutes}m`, []) +
    Array.from({ length: 4 }, (_, i) => deployment(`app-${i + 1}`, perDeployment, container)).join(
      '',
    )
  );
}

/** The rows: each document's run (median of `runs`), then its heap in one more run. */
export function bigDocumentBench(doc: BigDocument, runs: number): Row {
  let events = 0;
  let cut = '';
  const cpu0 = process.cpuUsage();
  const wallMs = time(() => {
    const r = simulateText(doc.text);
    if (!r.trace) throw new Error(r.diagnostics.map((d) => d.message).join('; '));
    events = r.trace.events.length;
    cut = r.trace.cut ? 'event cap' : '';
  }, runs);
  const cpu = process.cpuUsage(cpu0);
  const heap = heapOfRun(doc.text);
  const row: Row = {
    bench: doc.bench,
    wallMs: Math.round(wallMs),
    events,
    eventsPerSec: Math.round((events / wallMs) * 1000),
    // The process's CPU time a run (garbage collection threads included): on a shared
    // machine it moves less than the wall time.
    cpuMs: Math.round((cpu.user + cpu.system) / 1000 / runs),
    peakHeapMB: heap.peakHeapMB,
    baseHeapMB: heap.baseHeapMB,
    peakUsedMB: heap.peakUsedMB,
    traceMB: heap.traceMB,
  };
  if (cut) row.cut = cut;
  if (doc.note) row.note = doc.note;
  return row;
}

/** The five documents as the bench runs them (sizes cut where the note says). */
export function bigDocuments(): BigDocument[] {
  return [
    { bench: 'service-5000-endpoints', text: serviceEndpoints() },
    { bench: 'cronjobs-200-hour', text: cronJobsHour() },
    {
      bench: 'drain-1000-nodes',
      text: drainNodes(1000, 1000, 3, 100),
      note: 'the first 100 of the 1,000 drains (a run drains at most 150 times: MAX_DRAINS)',
    },
    { bench: 'job-5000-suspend', text: jobSuspendResume() },
    {
      bench: 'probes-20000-failing',
      text: failingProbes(20000, 2),
      note: 'the first 2 minutes of the hour (the hour reaches the 1,000,000-event cap at 192 s)',
    },
  ];
}
