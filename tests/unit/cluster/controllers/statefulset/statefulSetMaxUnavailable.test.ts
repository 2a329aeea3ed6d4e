// StatefulSet rollingUpdate.maxUnavailable by version (KEP-961, MaxUnavailableStatefulSet):
// the gate's patch entries, the budget's rounding, which Pods a sync deletes and why, and
// what the API server keeps of the field.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadScenario } from '../../../../../src/manifest/load/loadScenario.ts';
import { maxUnavailableOf } from '../../../../../src/cluster/controllers/statefulset/statefulSetUpdate.ts';
import { FEATURE_GATES, gateOnWhen } from '../../../../../src/versions/gates.ts';
import {
  statefulSetMaxUnavailable,
  statefulSetMaxUnavailableParallelFix,
} from '../../../../../src/versions/features.ts';
import { parseVersion } from '../../../../../src/versions/version.ts';
import { versionNote } from '../../../../../src/versions/versionNotes.ts';
import { sim } from '../../../helpers/driver.ts';

const v = (s: string) => parseVersion(s)!;
const fixture = (name: string): string =>
  readFileSync(join(import.meta.dirname, '../../../../fixtures/rules/statefulset', name), 'utf8');

describe('MaxUnavailableStatefulSet in the rulebook', () => {
  it('is beta on in 1.35.0, off from 1.35.4 (#137926), on again in 1.37 (#139466)', () => {
    // If this fails, the gate's entries changed: every fixture of max-unavailable-* needs a look.
    expect(FEATURE_GATES.MaxUnavailableStatefulSet).toEqual([
      { version: '1.24', default: false, preRelease: 'Alpha' },
      { version: '1.35.0', default: true, preRelease: 'Beta' },
      { version: '1.35.4', default: false, preRelease: 'Beta' },
      { version: '1.37', default: true, preRelease: 'Beta' },
    ]);
    const on = ['1.35.0', '1.35.3', '1.37'];
    const off = ['1.21', '1.24', '1.34', '1.35.4', '1.35', '1.36'];
    for (const s of on) expect(statefulSetMaxUnavailable(v(s)), s).toBe(true);
    for (const s of off) expect(statefulSetMaxUnavailable(v(s)), s).toBe(false);
    expect(statefulSetMaxUnavailableParallelFix(v('1.35.3'))).toBe(false);
    expect(statefulSetMaxUnavailableParallelFix(v('1.37'))).toBe(true);
  });

  it('messages say both stretches where the gate is on', () => {
    expect(gateOnWhen('MaxUnavailableStatefulSet')).toBe('1.35.0 until 1.35.4, and from 1.37');
    expect(gateOnWhen('CronJobTimeZone')).toBe('1.25');
    expect(gateOnWhen('ContainerStopSignals')).toBe('never');
  });
});

describe('getStatefulSetMaxUnavailable', () => {
  it('a percentage of spec.replicas rounds down, with a floor of 1; unset is 1', () => {
    expect(maxUnavailableOf('50%', 5)).toBe(2);
    expect(maxUnavailableOf('10%', 5)).toBe(1);
    expect(maxUnavailableOf('100%', 3)).toBe(3);
    expect(maxUnavailableOf(3, 5)).toBe(3);
    expect(maxUnavailableOf(undefined, 5)).toBe(1);
  });
});

describe('the StatefulSet reader', () => {
  const doc = (value: string, version: string) =>
    loadScenario(
      fixture('max-unavailable-1.37.yaml').replace('maxUnavailable: 2', `maxUnavailable: ${value}`),
      { version: v(version) },
    );

  it('keeps maxUnavailable where the gate is on, drops it with a warning where it is off', () => {
    const kept = doc('"40%"', '1.37');
    expect(kept.model!.statefulSets[0]!.updateStrategy).toEqual({
      type: 'RollingUpdate',
      partition: 0,
      maxUnavailable: '40%',
    });
    const dropped = doc('2', '1.36');
    expect(dropped.model!.statefulSets[0]!.updateStrategy).toEqual({
      type: 'RollingUpdate',
      partition: 0,
    });
    expect(dropped.diagnostics.map((d) => d.message)).toContain(
      'spec.updateStrategy.rollingUpdate.maxUnavailable: ignored: the MaxUnavailableStatefulSet feature gate is off in Kubernetes 1.36 (on from 1.35.0 until 1.35.4, and from 1.37), so the API server drops this field',
    );
  });

  it('validateRollingUpdateStatefulSet refuses 0', () => {
    const errors = doc('0', '1.35.2').diagnostics.filter((d) => d.severity === 'error');
    expect(errors.map((d) => d.message)).toEqual([
      'spec.updateStrategy.rollingUpdate.maxUnavailable: Invalid value: 0: cannot be 0',
    ]);
  });
});

describe('which Pods a rolling update deletes, and why', () => {
  it('1.37 Parallel: the broken old Pod outside the budget, then one within it', () => {
    const r = sim(fixture('max-unavailable-parallel-1.37.yaml')).on('1.37').run();
    const del = (pod: string) =>
      r.expectEvent('KubeEvent', 'StatefulSet/web', {
        reason: 'SuccessfulDelete',
        message: `delete Pod ${pod} in StatefulSet web successful`,
      });
    const broken = del('web-1').at('20.5s').event;
    expect(broken.why).toMatch(/^Parallel: an old Pod that is already unavailable/);
    expect(broken.changed).toBe(versionNote('statefulSetParallelFix', v('1.37')));
    const budget = del('web-3').at('20.5s').event;
    expect(budget.why).toBe(
      'maxUnavailable is 2 and 1 Pod(s) are unavailable, so this sync deletes up to 1 old Pod(s), highest ordinal first (stateful_set_control.go updateStatefulSetAfterInvariantEstablished).',
    );
  });

  it('1.35.3 OrderedReady: two at once, with the budget said', () => {
    const r = sim(fixture('max-unavailable-1.37.yaml')).on('1.35.3').run();
    const first = r.expectEvent('KubeEvent', 'StatefulSet/web', { reason: 'SuccessfulDelete' });
    expect(first.at('40s').event.why).toMatch(
      /^maxUnavailable is 2 and 0 Pod\(s\) are unavailable/,
    );
    r.expectEvent('KubeEvent', 'StatefulSet/web', { reason: 'SuccessfulDelete' }).nth(2).at('40s');
  });

  it('with the gate on and no maxUnavailable, 1.37 still takes its path (budget 1)', () => {
    const text = fixture('max-unavailable-stall-1.35.3.yaml').replace(
      '    rollingUpdate: {maxUnavailable: 2}\n',
      '',
    );
    // Every old Pod is broken: 1.37 replaces all at once, 1.35.3 stalls, 1.36 goes one by one.
    sim(text).on('1.37').run().expectEvents('DeletionRequested').at('40s', '40s', '40s', '40s');
    sim(text).on('1.35.3').run().expectNo('DeletionRequested');
    sim(text).on('1.36').run().expectEvent('DeletionRequested', 'Pod/web-3').at('40s');
  });
});
