// Indexed Jobs (pkg/controller/job/indexed_job_utils.go): which
// completion indexes succeeded, failed (backoffLimitPerIndex), or still need a pod.
import type { ContainerModel, JobModel, KubeVersion } from '../../../manifest/model/model.ts';
import { COMPLETION_INDEX_ENV } from '../../../manifest/model/podEnv.ts';
import type { PodRecord } from '../../apiserver/podStore.ts';
import { jobIndexLabel } from '../../../versions/features.ts';

/** batch.JobCompletionIndexAnnotation, also the label from 1.28 (PodIndexLabel, #118883). */
export const INDEX_KEY = 'batch.kubernetes.io/job-completion-index';
/** batch.JobIndexFailureCountAnnotation (backoffLimitPerIndex, 1.29+ here). */
export const FAILURE_COUNT_KEY = 'batch.kubernetes.io/job-index-failure-count';

/** getCompletionIndex: the pod's index, or null when missing or out of range. */
export function completionIndex(pod: PodRecord, completions: number): number | null {
  const raw = pod.template.annotations[INDEX_KEY];
  if (raw === undefined || !/^\d+$/.test(raw)) return null;
  const i = Number(raw);
  return i < completions ? i : null;
}

/** orderedIntervals.String: "0,2" / "1,3-5" — two neighbours are listed, longer runs ranged. */
export function formatIndexes(set: ReadonlySet<number>): string {
  const sorted = [...set].sort((a, b) => a - b);
  const parts: string[] = [];
  for (let i = 0; i < sorted.length;) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1] === sorted[j]! + 1) j++;
    const [first, last] = [sorted[i]!, sorted[j]!];
    parts.push(last === first ? `${first}` : `${first}${last === first + 1 ? ',' : '-'}${last}`);
    i = j + 1;
  }
  return parts.join(',');
}

export class JobIndexes {
  readonly succeeded = new Set<number>();
  readonly failed = new Set<number>();
  /** Counted failures per index (the index-failure-count annotation of the next pod). */
  readonly failures = new Map<number, number>();
  /** When the index's latest counted failure happened (its per-index back-off). */
  readonly lastFailureAt = new Map<number, number>();

  constructor(readonly completions: number) {}

  get resolved(): number {
    return this.succeeded.size + this.failed.size;
  }

  /**
   * firstPendingIndexes: the lowest indexes with neither a success, a failure verdict nor a
   * pod that still holds them (active pods; terminating ones too when only failed pods are
   * replaced), and not inside their per-index back-off.
   */
  pending(
    holding: readonly PodRecord[],
    count: number,
    inBackoff: (i: number) => boolean,
  ): number[] {
    const held = new Set<number>();
    for (const p of holding) {
      const i = completionIndex(p, this.completions);
      if (i !== null) held.add(i);
    }
    const out: number[] = [];
    for (let i = 0; i < this.completions && out.length < count; i++) {
      if (this.succeeded.has(i) || this.failed.has(i) || held.has(i) || inBackoff(i)) continue;
      out.push(i);
    }
    return out;
  }

  /** The earliest time an index now in back-off may get its pod again (Infinity if none). */
  nextBackoffEnd(delayOf: (failures: number) => number, now: number): number {
    let next = Infinity;
    for (const [i, at] of this.lastFailureAt) {
      if (this.succeeded.has(i) || this.failed.has(i)) continue;
      const end = at + delayOf(this.failures.get(i) ?? 0);
      if (end > now) next = Math.min(next, end);
    }
    return next;
  }
}

/** The template of index `i`'s pod: annotation (and label from 1.28) plus its failure count. */
export function indexedTemplate(
  job: JobModel,
  v: KubeVersion,
  i: number,
  failures: number,
): JobModel['template'] {
  const annotations: Record<string, string> = { ...job.template.annotations, [INDEX_KEY]: `${i}` };
  if (job.backoffLimitPerIndex !== null) annotations[FAILURE_COUNT_KEY] = `${failures}`;
  const labels = jobIndexLabel(v)
    ? { ...job.template.labels, [INDEX_KEY]: `${i}` }
    : job.template.labels;
  const env = withIndexEnv(job.template, jobIndexLabel(v) ? 'labels' : 'annotations');
  return { ...env, annotations, labels };
}

/**
 * addCompletionIndexEnvVariables (indexed_job_utils.go): every container gets the env
 * JOB_COMPLETION_INDEX from the index label (PodIndexLabel) or annotation by the downward
 * API, unless it sets that name itself. Only the processes that read their environment keep
 * their env in the model (ContainerModel.source), so only theirs change.
 */
function withIndexEnv(
  t: JobModel['template'],
  from: 'labels' | 'annotations',
): JobModel['template'] {
  const fieldPath = `metadata.${from}['${INDEX_KEY}']`;
  const add = (c: ContainerModel): ContainerModel =>
    !c.source || c.source.env.some((e) => e.name === COMPLETION_INDEX_ENV)
      ? c
      : {
          ...c,
          source: {
            ...c.source,
            env: [...c.source.env, { name: COMPLETION_INDEX_ENV, fieldPath }],
          },
        };
  if (![...t.containers, ...t.initContainers].some((c) => c.source)) return t;
  return { ...t, containers: t.containers.map(add), initContainers: t.initContainers.map(add) };
}
