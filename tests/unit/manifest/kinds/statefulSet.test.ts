// StatefulSet documents: SetDefaults_StatefulSet and ValidateStatefulSetSpec's messages.
import { kube } from '../../../../src/versions/version.ts';
import { describe, expect, it } from 'vitest';
import { loadScenario } from '../../../../src/manifest/load/loadScenario.ts';
import { errors } from '../docs.ts';

const sts = (spec: string, podSpec = ''): string =>
  `apiVersion: apps/v1\nkind: StatefulSet\nmetadata:\n  name: web\nspec:\n${spec}  selector:\n    matchLabels: {app: web}\n  template:\n    metadata:\n      labels: {app: web}\n    spec:\n${podSpec}      containers: [{name: app, image: nginx}]\n`;

describe('StatefulSet reader', () => {
  it('defaults (SetDefaults_StatefulSet): OrderedReady, RollingUpdate partition 0, replicas 1', () => {
    const { model, diagnostics } = loadScenario(sts(''));
    expect(diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(model!.statefulSets[0]).toMatchObject({
      name: 'web',
      replicas: 1,
      podManagementPolicy: 'OrderedReady',
      updateStrategy: { type: 'RollingUpdate', partition: 0 },
      minReadySeconds: 0,
      serviceName: null,
      selector: { app: 'web' },
    });
  });

  it('reads Parallel, OnDelete, partition, minReadySeconds and serviceName', () => {
    const m = loadScenario(
      sts(
        '  replicas: 3\n  serviceName: web\n  podManagementPolicy: Parallel\n  minReadySeconds: 5\n  updateStrategy:\n    rollingUpdate: {partition: 2}\n',
      ),
    ).model!.statefulSets[0]!;
    expect(m).toMatchObject({
      replicas: 3,
      serviceName: 'web',
      podManagementPolicy: 'Parallel',
      minReadySeconds: 5,
      updateStrategy: { type: 'RollingUpdate', partition: 2 },
    });
    expect(
      loadScenario(sts('  updateStrategy: {type: OnDelete}\n')).model!.statefulSets[0]!
        .updateStrategy,
    ).toEqual({ type: 'OnDelete' });
  });

  it('an invalid podManagementPolicy, as ValidateStatefulSetSpec words it', () => {
    expect(errors(sts('  podManagementPolicy: Ordered\n'))[0]).toMatchObject({
      line: 6,
      message:
        "spec.podManagementPolicy: Invalid value: \"Ordered\": must be 'OrderedReady' or 'Parallel'",
    });
  });

  it('an invalid updateStrategy type; rollingUpdate with OnDelete; a negative partition', () => {
    expect(errors(sts('  updateStrategy: {type: Rolling}\n'))[0]?.message).toMatch(
      /^spec\.updateStrategy: Invalid value: .*must be 'RollingUpdate' or 'OnDelete'$/,
    );
    expect(
      errors(sts('  updateStrategy:\n    type: OnDelete\n    rollingUpdate: {partition: 1}\n'))[0]
        ?.message,
    ).toMatch(
      /^spec\.updateStrategy\.rollingUpdate: Invalid value: .*only allowed for updateStrategy 'RollingUpdate'$/,
    );
    expect(errors(sts('  updateStrategy:\n    rollingUpdate: {partition: -1}\n'))[0]?.message).toBe(
      'spec.updateStrategy.rollingUpdate.partition: Invalid value: -1: must be greater than or equal to 0',
    );
  });

  it('restartPolicy other than Always and activeDeadlineSeconds are refused', () => {
    expect(errors(sts('', '      restartPolicy: Never\n'))[0]?.message).toBe(
      'spec.template.spec.restartPolicy: Unsupported value: "Never": supported values: "Always"',
    );
    expect(errors(sts('', '      activeDeadlineSeconds: 10\n'))[0]?.message).toBe(
      'spec.template.spec.activeDeadlineSeconds: Forbidden: activeDeadlineSeconds in StatefulSet is not Supported',
    );
  });

  it('actions may scale and roll out a StatefulSet; an unknown one is reported', () => {
    const scen = (target: string): string =>
      `apiVersion: podterm.dev/v1\nkind: Scenario\nspec:\n  actions:\n    - {at: 1s, do: scale, target: ${target}, replicas: 2}\n    - {at: 2s, do: rollout, target: ${target}, image: nginx:2}\n---\n${sts('')}`;
    expect(errors(scen('sts/web'))).toEqual([]);
    expect(errors(scen('statefulset/db'))[0]?.message).toBe(
      'target statefulset/db matches no object in the scenario',
    );
  });

  it('minReadySeconds before 1.23 is a warning (the gate is off, the field dropped)', () => {
    const warn = (minor: number) =>
      loadScenario(sts('  minReadySeconds: 5\n'), { version: kube(minor) }).diagnostics.filter(
        (d) => d.severity === 'warning',
      );
    expect(warn(22)[0]?.message).toMatch(
      /^spec\.minReadySeconds: needs the feature gate StatefulSetMinReadySeconds \(alpha/,
    );
    expect(warn(23)).toEqual([]);
  });
});
