// A Job document → JobModel, with pkg/apis/batch/v1/defaults.go SetDefaults_Job and the
// checks of pkg/apis/batch/validation/validation.go (validateJobSpec,
// validatePodFailurePolicy; validateSuccessPolicy in jobSuccessPolicy.ts), including which fields exist at the scenario's version.
import type { Reader } from '../read/fields.ts';
import { dropDisabledFields, type GatedFields } from '../read/gatedFields.ts';
import type { JobModel, PodFailurePolicyRule, PodTemplateModel } from '../model/model.ts';
import { readSuccessPolicy } from './jobSuccessPolicy.ts';
import type { TemplateContext } from './podTemplate.ts';
import { MAX_REPLICAS, replicasBound, selector, template, type Meta } from './workloads.ts';

const MAX_INT32 = 2_147_483_647;
/** validation.go maxPodFailurePolicyRules, maxPodFailurePolicyOnExitCodesValues. */
const MAX_RULES = 20;
const MAX_EXIT_CODES = 255;
const ONE_YEAR_S = 365 * 24 * 3600;

const GATED: GatedFields = {
  completionMode: 'IndexedJob',
  suspend: 'SuspendJob',
  podFailurePolicy: 'JobPodFailurePolicy',
  backoffLimitPerIndex: 'JobBackoffLimitPerIndex',
  maxFailedIndexes: 'JobBackoffLimitPerIndex',
  podReplacementPolicy: 'JobPodReplacementPolicy',
  // KEP-3998: alpha (off) in 1.30, beta (on) from 1.31, GA 1.33.
  successPolicy: 'JobSuccessPolicy',
  // KEP-4368: alpha (off) in 1.30–1.31, beta (on) from 1.32.
  managedBy: 'JobManagedBy',
};

/** batch.JobControllerName: the value that leaves a Job to the built-in controller. */
const JOB_CONTROLLER = 'kubernetes.io/job-controller';

/**
 * spec.managedBy (job_controller.go managedByExternalController): another controller's
 * value makes the built-in one skip the Job (syncJob returns at once), so no Pod runs here.
 * validateManagedBy: a domain-prefixed path of at most 63 characters.
 */
function readManagedBy(spec: Reader): string | undefined {
  const by = spec.str('managedBy', null);
  if (by === null || by === JOB_CONTROLLER) return undefined;
  if (by.length > 63) spec.invalid('managedBy', by, 'must be no more than 63 characters');
  else
    spec.report(
      'info',
      `${spec.name('managedBy')}: ${by}: the built-in Job controller leaves this Job to that controller (job_controller.go managedByExternalController); podterm simulates no other, so no Pod of it runs`,
      'managedBy',
    );
  return by;
}

export function readJob(meta: Meta, jobSpec: Reader, ctx: TemplateContext): JobModel {
  const spec = dropDisabledFields(jobSpec, GATED, ctx.version);
  const tpl = template(spec, ctx, ['OnFailure', 'Never'], 'job');
  const ts = spec.child('template').child('spec');
  if (tpl.restartPolicy === 'Always') {
    // Pods default to Always (SetDefaults_PodSpec) before the Job is validated.
    ts.error(
      `${ts.name('restartPolicy')}: Required value: valid values: "OnFailure", "Never"`,
      ts.has('restartPolicy') ? 'restartPolicy' : undefined,
    );
  }
  const manualSelector = readManualSelector(spec, tpl);
  const { completionMode, completions, parallelism } = readCompletions(spec);
  const { perIndex, maxFailedIndexes } = readPerIndex(spec, completionMode, completions);
  const rules = readPodFailurePolicy(spec, tpl, perIndex !== null);
  if (rules && tpl.restartPolicy === 'OnFailure') {
    ts.error(
      `${ts.name('restartPolicy')}: Invalid value: "OnFailure": only "Never" is supported when podFailurePolicy is specified`,
      'restartPolicy',
    );
  }
  const managedBy = readManagedBy(spec);
  return {
    ...meta,
    ...(managedBy !== undefined ? { managedBy } : {}),
    template: tpl,
    completions,
    parallelism,
    ...readLimits(spec, perIndex !== null),
    completionMode,
    ttlSecondsAfterFinished: spec.secs('ttlSecondsAfterFinished', null, {
      min: 0,
      max: ONE_YEAR_S,
    }),
    suspend: spec.bool('suspend', false),
    podFailurePolicy: rules,
    // SetDefaults_Job: Failed when a podFailurePolicy is set, else TerminatingOrFailed.
    podReplacementPolicy: spec.oneOf(
      'podReplacementPolicy',
      ['TerminatingOrFailed', 'Failed'] as const,
      rules ? 'Failed' : 'TerminatingOrFailed',
    ),
    backoffLimitPerIndex: perIndex,
    maxFailedIndexes,
    successPolicy: readSuccessPolicy(spec, completionMode === 'Indexed', completions),
    ...(manualSelector && { manualSelector }),
  };
}

/** completionMode, completions and parallelism with SetDefaults_Job's defaults. */
function readCompletions(
  spec: Reader,
): Pick<JobModel, 'completionMode' | 'completions' | 'parallelism'> {
  const completionMode = spec.oneOf(
    'completionMode',
    ['NonIndexed', 'Indexed'] as const,
    'NonIndexed',
  );
  let completions = spec.num('completions', null, replicasBound);
  let parallelism = spec.num('parallelism', null, replicasBound);
  // SetDefaults_Job: both unset → 1/1; parallelism alone defaults to 1.
  if (completions === null && parallelism === null) completions = 1;
  parallelism ??= 1;
  if (completionMode === 'Indexed' && completions === null)
    spec.error(
      `${spec.name('completions')}: Required value: when completion mode is Indexed`,
      'completionMode',
    );
  return { completionMode, completions, parallelism };
}

/** backoffLimitPerIndex and maxFailedIndexes: an Indexed Job's own (validateJobSpec). */
function readPerIndex(
  spec: Reader,
  completionMode: JobModel['completionMode'],
  completions: number | null,
): { perIndex: number | null; maxFailedIndexes: number | null } {
  const perIndex = spec.num('backoffLimitPerIndex', null, { min: 0, max: MAX_INT32 });
  if (perIndex !== null && completionMode !== 'Indexed')
    spec.error(
      `${spec.name('backoffLimitPerIndex')}: Forbidden: requires indexed completion mode`,
      'backoffLimitPerIndex',
    );
  const maxFailedIndexes = spec.num('maxFailedIndexes', null, { min: 0, max: MAX_REPLICAS });
  if (maxFailedIndexes !== null && perIndex === null)
    spec.error(
      `${spec.name('backoffLimitPerIndex')}: Required value: when maxFailedIndexes is specified`,
      'maxFailedIndexes',
    );
  if (maxFailedIndexes !== null && completions !== null && maxFailedIndexes > completions)
    spec.invalid('maxFailedIndexes', maxFailedIndexes, 'must be less than or equal to completions');
  return { perIndex, maxFailedIndexes };
}

/** backoffLimit (SetDefaults_Job: 6, or no limit with a limit per index) and the deadline. */
function readLimits(
  spec: Reader,
  perIndex: boolean,
): Pick<JobModel, 'backoffLimit' | 'activeDeadlineSeconds'> {
  return {
    backoffLimit: spec.num('backoffLimit', perIndex ? MAX_INT32 : 6, {
      min: 0,
      max: MAX_INT32,
    }),
    activeDeadlineSeconds: spec.secs('activeDeadlineSeconds', null, {
      min: 1,
      minWhy: 'must be greater than 0',
      max: ONE_YEAR_S,
      maxWhy: `must be at most ${ONE_YEAR_S} (one year; podterm's limit)`,
    }),
  };
}

/**
 * spec.selector with `manualSelector: true`: required, and it must select the template's
 * labels (validateJobSpec). Without it the API server generates the selector
 * (pkg/registry/batch/job/strategy.go generateSelector adds controller-uid to the one
 * written) and validateGeneratedSelector refuses a written one: it does not select the
 * generated labels alone.
 */
function readManualSelector(spec: Reader, tpl: PodTemplateModel): Record<string, string> | null {
  if (spec.bool('manualSelector', false)) return selector(spec, tpl.labels);
  if (spec.has('selector'))
    spec.invalid('selector', spec.get('selector'), '`selector` not auto-generated');
  return null;
}

function readPodFailurePolicy(
  spec: Reader,
  tpl: PodTemplateModel,
  perIndex: boolean,
): PodFailurePolicyRule[] | null {
  const p = spec.child('podFailurePolicy');
  if (p.value === undefined || p.value === null) return null;
  if (!p.isMap) {
    p.error(`${p.name()}: Invalid value: must be a map with rules`);
    return null;
  }
  const items = p.list('rules');
  if (items.length > MAX_RULES)
    p.error(
      `${p.name('rules')}: Too many: ${items.length}: must have at most ${MAX_RULES} items`,
      'rules',
    );
  const names = new Set(
    tpl.containers.map((c) => c.name).concat(tpl.initContainers.map((c) => c.name)),
  );
  return items.slice(0, MAX_RULES).map((r) => readRule(r, names, perIndex));
}

function readRule(r: Reader, containers: Set<string>, perIndex: boolean): PodFailurePolicyRule {
  if (!r.has('action')) r.error(`${r.name('action')}: Required value`);
  const action = r.oneOf('action', ['FailJob', 'Ignore', 'Count', 'FailIndex'] as const, 'Count');
  if (action === 'FailIndex' && !perIndex)
    r.error(
      `${r.name('action')}: Invalid value: "FailIndex": requires the backoffLimitPerIndex to be set`,
      'action',
    );
  const codes = r.child('onExitCodes');
  const conds = r.has('onPodConditions');
  if (codes.isMap === conds)
    r.error(
      `${r.name()}: Invalid value: specifying one of OnExitCodes and OnPodConditions is required`,
    );
  let onExitCodes: PodFailurePolicyRule['onExitCodes'] = null;
  if (codes.isMap) {
    const containerName = codes.str('containerName', null);
    if (containerName !== null && !containers.has(containerName))
      codes.invalid(
        'containerName',
        containerName,
        'must be one of the container or initContainer names in the pod template',
      );
    if (!codes.has('operator')) codes.error(`${codes.name('operator')}: Required value`);
    const operator = codes.oneOf('operator', ['In', 'NotIn'] as const, 'In');
    const values = codes
      .list('values')
      .slice(0, MAX_EXIT_CODES + 1)
      .map((v, i, all) => {
        const n = typeof v.value === 'number' && Number.isInteger(v.value) ? v.value : NaN;
        const bad = (why: string): void =>
          v.error(`${v.name()}: Invalid value: ${JSON.stringify(v.value) ?? ''}: ${why}`);
        if (Number.isNaN(n) || n < 0 || n > 255) bad('must be an exit code from 0 to 255');
        else if (n === 0 && operator === 'In') bad('must not be 0 for the In operator');
        else if (i > 0 && n <= Number(all[i - 1]!.value))
          bad('must be ordered and without duplicates');
        return n;
      });
    if (values.length === 0)
      codes.error(
        `${codes.name('values')}: Invalid value: []: at least one value is required`,
        'values',
      );
    onExitCodes = { containerName, operator, values: values.filter((n) => !Number.isNaN(n)) };
  }
  const onPodConditions = conds
    ? r.list('onPodConditions').map((c) => ({
        type: c.str('type', ''),
        // SetDefaults_Job: an onPodConditions pattern's status defaults to True.
        status: c.oneOf('status', ['True', 'False', 'Unknown'] as const, 'True'),
      }))
    : null;
  return { action, onExitCodes, onPodConditions };
}
