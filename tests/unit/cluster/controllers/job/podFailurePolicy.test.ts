// matchPodFailurePolicy as a pure function: the first matching rule wins, exit code 0
// never matches, NotIn, containerName, init containers after regular ones, and conditions.
import { describe, expect, it } from 'vitest';
import type { PodFailurePolicyRule } from '../../../../../src/manifest/model/model.ts';
import { matchPodFailurePolicy } from '../../../../../src/cluster/controllers/job/podFailurePolicy.ts';
import type { PodRecord } from '../../../../../src/cluster/apiserver/podStore.ts';
import { container, ignoresSigterm, template } from '../../../helpers/build.ts';

const proc = ignoresSigterm(1000);
const tpl = template([container('main', proc), container('side', proc)]);
tpl.initContainers = [container('setup', proc)];

function pod(
  codes: Record<string, number>,
  disruption: string | null = null,
  patched: Record<string, 'True' | 'False'> = {},
): PodRecord {
  const p: Partial<PodRecord> = {
    name: 'job-abcde',
    template: tpl,
    exitCodes: new Map(Object.entries(codes)),
    disruptionTarget: disruption,
    patchedConditions: new Map(
      Object.entries(patched).map(([type, status]) => [type, { status, reason: '' }]),
    ),
    ready: false,
    containersReady: false,
    nodeName: 'node-a',
  };
  return p as PodRecord;
}

const onConditions = (
  action: PodFailurePolicyRule['action'],
  patterns: { type: string; status: string }[],
): PodFailurePolicyRule => ({ action, onExitCodes: null, onPodConditions: patterns });

const onCodes = (
  action: PodFailurePolicyRule['action'],
  operator: 'In' | 'NotIn',
  values: number[],
  containerName: string | null = null,
): PodFailurePolicyRule => ({
  action,
  onExitCodes: { containerName, operator, values },
  onPodConditions: null,
});

const onDisruption = (action: PodFailurePolicyRule['action']): PodFailurePolicyRule => ({
  action,
  onExitCodes: null,
  onPodConditions: [{ type: 'DisruptionTarget', status: 'True' }],
});

describe('matchPodFailurePolicy', () => {
  it('FailJob names the container, the pod, the exit code and the rule index', () => {
    const m = matchPodFailurePolicy(
      [onCodes('Ignore', 'In', [1]), onCodes('FailJob', 'In', [42])],
      pod({ main: 42 }),
    );
    expect(m).toEqual({
      action: 'FailJob',
      message:
        'Container main for pod default/job-abcde failed with exit code 42 matching FailJob rule at index 1',
    });
  });

  it('the first matching rule wins', () => {
    const rules = [onCodes('Count', 'In', [42]), onCodes('FailJob', 'In', [42])];
    expect(matchPodFailurePolicy(rules, pod({ main: 42 }))?.action).toBe('Count');
  });

  it('exit code 0 never matches, even NotIn', () => {
    expect(matchPodFailurePolicy([onCodes('FailJob', 'NotIn', [1])], pod({ main: 0 }))).toBeNull();
    expect(
      matchPodFailurePolicy([onCodes('FailJob', 'NotIn', [1])], pod({ main: 2 }))?.action,
    ).toBe('FailJob');
  });

  it('containerName restricts the match; regular containers are read before init containers', () => {
    const rule = onCodes('FailJob', 'In', [3], 'side');
    expect(matchPodFailurePolicy([rule], pod({ main: 3 }))).toBeNull();
    const m = matchPodFailurePolicy([onCodes('FailJob', 'In', [3, 4])], pod({ setup: 3, side: 4 }));
    expect(m?.message).toContain('Container side ');
  });

  it('onPodConditions matches DisruptionTarget=True, with its own FailJob message', () => {
    expect(matchPodFailurePolicy([onDisruption('Ignore')], pod({ main: 137 }))).toBeNull();
    expect(
      matchPodFailurePolicy([onDisruption('Ignore')], pod({ main: 137 }, 'EvictionByEvictionAPI'))
        ?.action,
    ).toBe('Ignore');
    expect(
      matchPodFailurePolicy([onDisruption('FailJob')], pod({}, 'PreemptionByScheduler'))?.message,
    ).toBe('Pod default/job-abcde has condition DisruptionTarget matching FailJob rule at index 0');
  });

  it('onPodConditions matches any condition a client patched in, by type and status', () => {
    const rules = [
      onCodes('FailJob', 'In', [42]),
      onConditions('FailJob', [{ type: 'ConfigIssue', status: 'True' }]),
    ];
    expect(matchPodFailurePolicy(rules, pod({ main: 1 }))).toBeNull();
    expect(
      matchPodFailurePolicy(rules, pod({ main: 1 }, null, { ConfigIssue: 'False' })),
    ).toBeNull();
    expect(matchPodFailurePolicy(rules, pod({ main: 1 }, null, { ConfigIssue: 'True' }))).toEqual({
      action: 'FailJob',
      message: 'Pod default/job-abcde has condition ConfigIssue matching FailJob rule at index 1',
    });
    const onFalse = [onConditions('Ignore', [{ type: 'ConfigIssue', status: 'False' }])];
    expect(matchPodFailurePolicy(onFalse, pod({}, null, { ConfigIssue: 'False' }))?.action).toBe(
      'Ignore',
    );
  });

  it("the Pod's conditions are read in status order: the message names the first that matches", () => {
    const rule = onConditions('FailJob', [
      { type: 'ConfigIssue', status: 'True' },
      { type: 'DisruptionTarget', status: 'True' },
    ]);
    const m = matchPodFailurePolicy(
      [rule],
      pod({}, 'EvictionByEvictionAPI', { ConfigIssue: 'True' }),
    );
    expect(m?.message).toBe(
      'Pod default/job-abcde has condition DisruptionTarget matching FailJob rule at index 0',
    );
    const ready = onConditions('Count', [{ type: 'Ready', status: 'False' }]);
    expect(matchPodFailurePolicy([ready], pod({}))?.action).toBe('Count');
  });
});
