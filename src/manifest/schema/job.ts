// podterm's overlay on the spec of a Job (also a CronJob's jobTemplate): see workloads.ts.
import { bool, int, list, obj, str } from './types.ts';
import { podTemplate, selector } from './pod.ts';

export const jobSpec = obj('The desired state of a Job.', {
  template: podTemplate,
  parallelism: int('Pods running at once.', { default: '1' }),
  completions: int('Successful Pods needed; unset with parallelism means a work queue.', {
    default: '1',
  }),
  completionMode: str('NonIndexed, or Indexed: each Pod gets a completion index 0…completions−1.', {
    enum: ['NonIndexed', 'Indexed'],
    default: 'NonIndexed',
    since: 'IndexedJob',
  }),
  backoffLimit: int('Retries before the Job fails (backoffLimit + 1 Pods may fail).', {
    default: '6',
  }),
  backoffLimitPerIndex: int('Retries per index of an Indexed Job.', {
    since: 'JobBackoffLimitPerIndex',
  }),
  maxFailedIndexes: int('Failed indexes after which the whole Job fails.', {
    since: 'JobBackoffLimitPerIndex',
  }),
  activeDeadlineSeconds: int(
    'Seconds from the Job’s start after which its Pods are deleted and it fails (DeadlineExceeded).',
  ),
  ttlSecondsAfterFinished: int(
    'Seconds after the Job finishes before it is deleted (with its Pods).',
  ),
  suspend: bool('A suspended Job deletes its active Pods and creates none.', {
    since: 'SuspendJob',
  }),
  podFailurePolicy: obj(
    'Rules that decide what a Pod failure does to the Job (restartPolicy Never only).',
    {
      rules: list(
        'Checked in order; the first that matches wins.',
        obj('A rule.', {
          action: str('What a match does.', { enum: ['FailJob', 'FailIndex', 'Ignore', 'Count'] }),
          onExitCodes: obj('Matches exit codes of terminated containers.', {
            containerName: str('Only this container.'),
            operator: str('In or NotIn the values.', { enum: ['In', 'NotIn'] }),
            values: list('Exit codes.', int('An exit code.')),
          }),
          onPodConditions: list(
            'Matches Pod conditions, e.g. DisruptionTarget.',
            obj('A condition.', {
              type: str('Condition type.'),
              status: str('Condition status.', {
                enum: ['True', 'False', 'Unknown'],
                default: 'True',
              }),
            }),
          ),
        }),
      ),
    },
    { since: 'JobPodFailurePolicy' },
  ),
  podReplacementPolicy: str(
    'When a replacement Pod is created: once the old one is terminating, or only once Failed.',
    {
      enum: ['TerminatingOrFailed', 'Failed'],
      since: 'JobPodReplacementPolicy',
    },
  ),
  successPolicy: obj(
    'When an Indexed Job counts as succeeded before every index has: the first rule met makes it SuccessCriteriaMet (reason SuccessPolicy), its remaining Pods are deleted, then it is Complete.',
    {
      rules: list(
        'Checked in order; the first met wins (1 to 20 rules).',
        obj('A rule: succeededIndexes, succeededCount, or both.', {
          succeededIndexes: str(
            'Indexes that must succeed, as intervals such as "0,2-3" (increasing, below completions).',
          ),
          succeededCount: int(
            'How many indexes must succeed (of succeededIndexes when given, else of all).',
          ),
        }),
      ),
    },
    { since: 'JobSuccessPolicy' },
  ),
  managedBy: str('The controller that manages this Job.'),
  selector,
  manualSelector: bool('Use the given selector instead of a generated one.'),
});
