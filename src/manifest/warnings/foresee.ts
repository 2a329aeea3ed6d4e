// "What will go wrong": warnings computed from the normalised scenario before anything
// runs, each with the trace event where it bites so the page can jump there. They are
// the classic termination mistakes the seed articles teach (issue 5).
import { msToSeconds, secondsToMs } from '../../trace/units.ts';
import type { Foresight } from './foresight.ts';
import { selects, warn, workloads, type Workload } from './foreseeParts.ts';
import { foreseeDrain } from './foreseeDrain.ts';
import { foreseeHops } from './foreseeHops.ts';
import { foreseeMesh } from './foreseeMesh.ts';
import { BATCH_STEP_MS } from '../process/programs.ts';
import type { ContainerModel, PodTemplateModel, ScenarioModel } from '../model/model.ts';
import { parseSchedule } from '../kinds/cronSchedule.ts';
import { allocatedBytes, oomAfterMs } from '../process/memory.ts';
import { bytesText } from '../read/quantity.ts';

/** Seconds between the first two scheduled times after t=0 (null for a bad schedule). */
function intervalSeconds(m: ScenarioModel, schedule: string, zone: string | null): number | null {
  const p = parseSchedule(schedule, zone);
  if ('error' in p) return null;
  const t1 = p.schedule.next(m.startTimeMs);
  const t2 = t1 === null ? null : p.schedule.next(t1);
  return t1 === null || t2 === null ? null : msToSeconds(t2 - t1);
}

/** How long a Job's Pod runs by itself (the longest container), or null for ever. */
function runSeconds(t: PodTemplateModel): number | null {
  let longest = 0;
  for (const c of t.containers) {
    if (c.process.runMs === null) return null;
    longest = Math.max(longest, msToSeconds(c.process.startupMs + c.process.runMs));
  }
  return longest;
}

const regular = (t: PodTemplateModel): ContainerModel[] => t.containers;

/**
 * An inferred process that ignores its stop signal, and runs long enough for that to bite:
 * not a step that is over within the default batch step (`echo`, `cp`, `python3 -c`).
 */
const ignoresItsSignal = ({ process: p }: ContainerModel): boolean =>
  p.onStopSignal.kind === 'ignore' &&
  p.source === 'inferred' &&
  (p.runMs === null || p.startupMs + p.runMs > BATCH_STEP_MS);

export function foresee(m: ScenarioModel): Foresight[] {
  const out: Foresight[] = [];
  const all = workloads(m);
  for (const w of all)
    for (const c of [...regular(w.template), ...w.template.initContainers])
      out.push(...foreseeContainer(w, c));
  out.push(...foreseeServices(m, all));
  for (const j of m.jobs) out.push(...foreseeJob(j));
  for (const c of m.cronJobs) out.push(...foreseeCronJob(m, c));
  out.push(...foreseeDrain(all), ...foreseeHops(m, all), ...foreseeMesh(m, all));
  for (const b of m.podDisruptionBudgets) out.push(...foreseePdb(b, all));
  return out;
}

/** One container's own mistakes: a preStop past the grace, a signal it ignores, its memory. */
function foreseeContainer(w: Workload, c: ContainerModel): Foresight[] {
  const out: Foresight[] = [];
  const grace = w.template.terminationGracePeriodSeconds;
  const at = { object: w.name, container: c.name };
  if (c.preStop && c.preStop.durationMs > secondsToMs(grace)) {
    const hook = msToSeconds(c.preStop.durationMs);
    out.push(
      warn(
        'preStopLongerThanGrace',
        c.line,
        `${w.name}/${c.name}: preStop takes ${hook} s but terminationGracePeriodSeconds is ${grace}: the hook is cut short and the container killed`,
        { type: 'PreStopFinished', object: `Pod/${w.name}`, data: { completed: false } },
        { ...at, hook, grace },
      ),
    );
  }
  if (ignoresItsSignal(c))
    out.push(
      warn(
        'shellIgnoresSigterm',
        c.line,
        `${w.name}/${c.name}: ${c.process.assumption}`,
        { type: 'SignalSent', object: `Pod/${w.name}`, data: { signal: 'SIGKILL' } },
        { ...at, grace },
      ),
    );
  const oomMs = oomAfterMs(c);
  if (oomMs !== Infinity) {
    const held = bytesText(allocatedBytes(c));
    const limit = bytesText(c.memoryLimit ?? 0);
    out.push(
      warn(
        'memoryOverLimit',
        c.line,
        `${w.name}/${c.name}: it allocates ${held}, past its memory limit of ${limit}: the kernel’s OOM killer kills it ${oomMs} ms after each start (OOMKilled), and the kubelet restarts it with a growing back-off (CrashLoopBackOff) where its restartPolicy allows`,
        { type: 'ContainerExited', object: `Pod/${w.name}`, data: { reason: 'OOMKilled' } },
        { ...at, held, limit, ms: oomMs },
      ),
    );
  }
  return out;
}

/** A workload behind a Service without a preStop hook. */
function foreseeServices(m: ScenarioModel, all: readonly Workload[]): Foresight[] {
  const out: Foresight[] = [];
  // kube-proxy skips a headless Service (ShouldSkipService): no rules to lag behind a Pod.
  for (const svc of m.services.filter((x) => !x.headless)) {
    for (const w of all) {
      if (w.namespace !== svc.namespace || !selects(svc.selector, w.template.labels)) continue;
      if (regular(w.template).some((c) => c.preStop !== null)) continue;
      out.push(
        warn(
          'noPreStopBehindService',
          w.line,
          `${w.name} is behind Service ${svc.name} without a preStop hook: when a Pod stops, new connections fail until every node's kube-proxy has dropped it (about a second)`,
          { type: 'RequestFailed', object: `Service/${svc.name}` },
          { object: w.name, service: svc.name },
        ),
      );
    }
  }
  return out;
}

function foreseeJob(j: ScenarioModel['jobs'][number]): Foresight[] {
  const out: Foresight[] = [];
  const perIndex = j.backoffLimitPerIndex !== null;
  if (j.backoffLimit === 6 && j.template.restartPolicy === 'Never' && !perIndex)
    out.push(
      warn(
        'backoffLimitDefault',
        j.line,
        `${j.name}: backoffLimit is the default 6 with restartPolicy Never: a failing Job makes 7 Pods and backs off for about 10 minutes before it gives up`,
        {
          type: 'JobConditionSet',
          object: `Job/${j.name}`,
          data: { reason: 'BackoffLimitExceeded' },
        },
        { object: j.name },
      ),
    );
  if (j.activeDeadlineSeconds !== null && j.template.activeDeadlineSeconds !== null)
    out.push(
      warn(
        'twoDeadlines',
        j.line,
        `${j.name}: activeDeadlineSeconds is set on the Job (${j.activeDeadlineSeconds} s) and on its Pods (${j.template.activeDeadlineSeconds} s): whichever fires first decides how it ends`,
        {
          type: 'PodPhaseChanged',
          object: `Pod/${j.name}`,
          data: { reason: 'DeadlineExceeded' },
        },
        { object: j.name, job: j.activeDeadlineSeconds, pod: j.template.activeDeadlineSeconds },
      ),
    );
  return out;
}

/** A PodDisruptionBudget that allows no eviction of the Pods it covers. */
function foreseePdb(
  b: ScenarioModel['podDisruptionBudgets'][number],
  all: readonly Workload[],
): Foresight[] {
  const covered = all.filter(
    (w) => w.namespace === b.namespace && (b.selectsAll || selects(b.selector, w.template.labels)),
  );
  const pods = covered.reduce((n, w) => n + w.replicas, 0);
  const blocks =
    covered.length > 0 &&
    (b.maxUnavailable === 0 ||
      b.maxUnavailable === '0%' ||
      (typeof b.minAvailable === 'number' && b.minAvailable >= pods) ||
      b.minAvailable === '100%');
  if (!blocks) return [];
  return [
    warn(
      'pdbBlocksEvictions',
      b.line,
      `PodDisruptionBudget ${b.name} allows no disruption (${pods} Pod${pods === 1 ? '' : 's'}): every eviction is refused with 429 and kubectl drain retries forever`,
      { type: 'EvictionRefused' },
      { object: b.name, pods },
    ),
  ];
}

function foreseeCronJob(m: ScenarioModel, c: ScenarioModel['cronJobs'][number]): Foresight[] {
  const out: Foresight[] = [];
  const interval = intervalSeconds(m, c.schedule, c.timeZone);
  const run = runSeconds(c.jobTemplate.template);
  if (c.concurrencyPolicy === 'Replace' && interval !== null && (run === null || run > interval))
    out.push(
      warn(
        'replaceLongJob',
        c.line,
        `${c.name}: concurrencyPolicy Replace, and its Job runs ${run === null ? 'for ever' : `${run} s`}, longer than the ${interval} s between schedules: every run is deleted before it finishes`,
        {
          type: 'KubeEvent',
          object: `CronJob/${c.name}`,
          data: { reason: 'SuccessfulDelete' },
        },
        { object: c.name, run: run ?? '∞', interval },
      ),
    );
  const sds = c.startingDeadlineSeconds;
  if (sds !== null && interval !== null && sds < interval)
    out.push(
      warn(
        'startingDeadlineShort',
        c.line,
        sds === 0
          ? `${c.name}: startingDeadlineSeconds 0: the controller looks 100 ms after each scheduled time, already past the deadline, so no Job ever starts`
          : `${c.name}: startingDeadlineSeconds ${sds} is shorter than the ${interval} s between schedules: a slot that cannot start within ${sds} s (Forbid while a Job runs, the controller down) is skipped without an event`,
        sds === 0
          ? { type: 'ObjectCreated', object: `CronJob/${c.name}` }
          : {
              type: 'KubeEvent',
              object: `CronJob/${c.name}`,
              data: { reason: 'JobAlreadyActive' },
            },
        { object: c.name, deadline: sds, interval },
      ),
    );
  return out;
}
