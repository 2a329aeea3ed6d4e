// Workload defaults (SetDefaults_Deployment, SetDefaults_Job) and Kubernetes' own
// validation messages, on the right line; documents of kinds podterm does not simulate.
import { kube } from '../../../../src/versions/version.ts';
import { describe, expect, it } from 'vitest';
import { loadScenario } from '../../../../src/manifest/load/loadScenario.ts';
import { deployment, errors, POD, scenario } from '../docs.ts';

const job = (spec: string, podSpec = '      restartPolicy: Never\n'): string =>
  `apiVersion: batch/v1\nkind: Job\nmetadata:\n  name: j\nspec:\n${spec}  template:\n    spec:\n${podSpec}      containers: [{name: main, image: busybox}]\n`;

describe('workloads', () => {
  it('Deployment defaults (SetDefaults_Deployment)', () => {
    expect(loadScenario(deployment('')).model!.deployments[0]).toMatchObject({
      replicas: 1,
      strategy: { type: 'RollingUpdate', maxSurge: '25%', maxUnavailable: '25%' },
      minReadySeconds: 0,
      progressDeadlineSeconds: 600,
      revisionHistoryLimit: 10,
    });
  });

  it('a template with activeDeadlineSeconds is refused by each controller that keeps Pods running', () => {
    // ValidatePodTemplateSpecForReplicaSet (a Deployment's says ReplicaSet too),
    // ValidatePodTemplateSpecForRC, ValidateDaemonSetSpec: field.Forbidden. It ran, and the
    // ReplicaSet replaced the Pod each time its deadline killed it.
    const withDeadline = (kind: string): string =>
      deployment('')
        .replace('kind: Deployment', `kind: ${kind}`)
        .replace(
          '    spec:\n      containers',
          '    spec:\n      activeDeadlineSeconds: 10\n      containers',
        );
    const said = (kind: string): string | undefined => errors(withDeadline(kind))[0]?.message;
    for (const [kind, keeper] of [
      ['Deployment', 'ReplicaSet'],
      ['ReplicaSet', 'ReplicaSet'],
      ['DaemonSet', 'DaemonSet'],
    ] as const)
      expect(said(kind), kind).toBe(
        `spec.template.spec.activeDeadlineSeconds: Forbidden: activeDeadlineSeconds in ${keeper} is not Supported`,
      );
    const rc = withDeadline('ReplicationController')
      .replace('apps/v1', 'v1')
      .replace('    matchLabels: {app: web}\n', '    app: web\n');
    expect(errors(rc)[0]?.message).toBe(
      'spec.template.spec.activeDeadlineSeconds: Forbidden: activeDeadlineSeconds in ReplicationController is not Supported',
    );
  });

  it("a Pod's activeDeadlineSeconds out of range (ValidatePodSpec: InclusiveRangeError)", () => {
    const pod = `apiVersion: v1\nkind: Pod\nmetadata:\n  name: p\nspec:\n  activeDeadlineSeconds: 0\n  containers: [{name: app, image: nginx}]\n`;
    expect(errors(pod)[0]?.message).toBe(
      'spec.activeDeadlineSeconds: Invalid value: 0: must be between 1 and 2147483647, inclusive',
    );
  });

  it('maxSurge may pass 100 %; maxUnavailable may not; progressDeadlineSeconds above minReadySeconds', () => {
    // ValidateRollingUpdateDeployment: IsNotMoreThan100Percent for maxUnavailable only.
    expect(errors(deployment('  strategy:\n    rollingUpdate: {maxSurge: "200%"}\n'))).toEqual([]);
    expect(
      loadScenario(deployment('  strategy:\n    rollingUpdate: {maxSurge: "200%"}\n')).model!
        .deployments[0]!.strategy,
    ).toMatchObject({ maxSurge: '200%' });
    expect(
      errors(deployment('  strategy:\n    rollingUpdate: {maxUnavailable: "150%"}\n'))[0]?.message,
    ).toBe(
      'spec.strategy.rollingUpdate.maxUnavailable: Invalid value: "150%": must not be greater than 100%',
    );
    // ValidateDeploymentSpec: non-negative, then greater than minReadySeconds.
    expect(errors(deployment('  progressDeadlineSeconds: 0\n'))[0]?.message).toBe(
      'spec.progressDeadlineSeconds: Invalid value: 0: must be greater than minReadySeconds',
    );
  });

  it('a selector that does not match the template labels', () => {
    expect(errors(deployment('', '{app: api}'))[0]).toMatchObject({
      line: 10,
      message:
        'spec.template.metadata.labels: Invalid value: map[string]string{"app":"api"}: `selector` does not match template `labels`',
    });
  });

  it('maxSurge and maxUnavailable both 0; replicas of the wrong type or too many', () => {
    expect(
      errors(deployment('  strategy:\n    rollingUpdate: {maxSurge: 0, maxUnavailable: 0}\n'))[0]
        ?.message,
    ).toMatch(/may not be 0 when `maxSurge` is 0/);
    expect(errors(deployment('  replicas: three\n'))[0]).toMatchObject({
      line: 6,
      message: expect.stringMatching(/"three": must be an integer/),
    });
    expect(errors(deployment('  replicas: 100000\n'))[0]?.message).toMatch(/at most 5000 replicas/);
  });

  it('Job defaults (SetDefaults_Job)', () => {
    expect(loadScenario(job('')).model!.jobs[0]).toMatchObject({
      completions: 1,
      parallelism: 1,
      backoffLimit: 6,
      completionMode: 'NonIndexed',
      podReplacementPolicy: 'TerminatingOrFailed',
      suspend: false,
    });
    const perIndex = loadScenario(
      job('  completionMode: Indexed\n  completions: 3\n  backoffLimitPerIndex: 1\n'),
    ).model!.jobs[0]!;
    expect(perIndex.backoffLimit).toBe(2_147_483_647);
  });

  it('a Job template restartPolicy other than Never/OnFailure, as Kubernetes says it', () => {
    expect(errors(job('', ''))[0]?.message).toBe(
      'spec.template.spec.restartPolicy: Required value: valid values: "OnFailure", "Never"',
    );
  });

  it('podFailurePolicy needs restartPolicy Never; backoffLimitPerIndex needs Indexed', () => {
    const pfp =
      '  podFailurePolicy:\n    rules:\n      - action: FailJob\n        onExitCodes: {operator: In, values: [42]}\n';
    expect(loadScenario(job(pfp)).model!.jobs[0]!.podReplacementPolicy).toBe('Failed');
    expect(errors(job(pfp, '      restartPolicy: OnFailure\n'))[0]?.message).toMatch(
      /only "Never" is supported when podFailurePolicy/,
    );
    expect(errors(job('  backoffLimitPerIndex: 1\n'))[0]).toMatchObject({
      line: 6,
      message: expect.stringMatching(/requires indexed completion mode/),
    });
  });
});

describe('Job fields behind feature gates (dropDisabledFields)', () => {
  it('completionMode Indexed on 1.21: dropped with a warning, the Job runs NonIndexed', () => {
    const r = loadScenario(job('  completionMode: Indexed\n  completions: 3\n'), {
      version: kube(21),
    });
    expect(r.model!.jobs[0]).toMatchObject({ completionMode: 'NonIndexed', completions: 3 });
    expect(r.diagnostics.filter((d) => d.severity !== 'info')).toMatchObject([
      {
        severity: 'warning',
        line: 6,
        message:
          'spec.completionMode: ignored: the IndexedJob feature gate is off in Kubernetes 1.21 (on from 1.22), so the API server drops this field',
      },
    ]);
    expect(
      loadScenario(job('  completionMode: Indexed\n  completions: 3\n'), { version: kube(22) })
        .model!.jobs[0]!.completionMode,
    ).toBe('Indexed');
  });

  it('podFailurePolicy on 1.25 and podReplacementPolicy on 1.28 are dropped', () => {
    const pfp = job(
      '  podFailurePolicy:\n    rules: [{action: Ignore, onPodConditions: [{type: DisruptionTarget}]}]\n',
    );
    expect(loadScenario(pfp, { version: kube(25) }).model!.jobs[0]!.podFailurePolicy).toBeNull();
    expect(loadScenario(pfp, { version: kube(26) }).model!.jobs[0]!.podFailurePolicy).toHaveLength(
      1,
    );
    const prp = loadScenario(job('  podReplacementPolicy: Failed\n'), { version: kube(28) });
    expect(prp.model!.jobs[0]!.podReplacementPolicy).toBe('TerminatingOrFailed');
    expect(prp.diagnostics.find((d) => d.severity === 'warning')?.message).toMatch(
      /JobPodReplacementPolicy feature gate is off/,
    );
  });
});

describe('documents', () => {
  it('kinds it does not simulate are listed with an info', () => {
    const r = loadScenario('apiVersion: v1\nkind: ConfigMap\nmetadata: {name: c}\n');
    expect(r.model?.ignored).toEqual([{ kind: 'ConfigMap', name: 'c', line: 1 }]);
    expect(r.diagnostics[0]).toMatchObject({
      severity: 'info',
      line: 2,
      message: 'Kind ConfigMap is not simulated; ignored',
    });
  });

  it('no kind, no name, a second Scenario, a name used twice', () => {
    expect(errors('metadata: {name: x}\n')[0]?.message).toBe('kind: Required value');
    expect(errors('apiVersion: v1\nkind: Pod\nmetadata: {}\n')[0]?.message).toBe(
      'metadata.name: Required value: name or generateName is required',
    );
    expect(errors(scenario('  seed: 2\n') + scenario('  seed: 3\n'))[0]).toMatchObject({
      line: 7,
      message: 'only one Scenario document is allowed',
    });
    expect(errors(`${POD}---\n${POD}`)[0]?.message).toBe('Pod "web" is defined twice');
  });
});
