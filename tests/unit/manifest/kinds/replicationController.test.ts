// The v1 ReplicationController as the API server reads it: SetDefaults_ReplicationController
// (replicas 1, an empty selector is the template's labels) and
// ValidateReplicationControllerSpec's messages; actions that take one, and the rollout it has not.
import { describe, expect, it } from 'vitest';
import { loadScenario } from '../../../../src/manifest/load/loadScenario.ts';
import { kube } from '../../../../src/versions/version.ts';
import { errors, scenario } from '../docs.ts';

const rc = (spec: string, labels = '{app: nginx}', more = ''): string =>
  `apiVersion: v1\nkind: ReplicationController\nmetadata:\n  name: nginx\nspec:\n${spec}  template:\n    metadata:\n      labels: ${labels}\n    spec:\n${more}      containers: [{name: nginx, image: nginx}]\n`;

describe('ReplicationController', () => {
  it('defaults: replicas 1 and the selector taken from the template labels', () => {
    const { model, diagnostics } = loadScenario(rc(''));
    expect(diagnostics.filter((d) => d.severity !== 'info')).toEqual([]);
    expect(model!.replicationControllers[0]).toMatchObject({
      name: 'nginx',
      replicas: 1,
      selector: { app: 'nginx' },
      minReadySeconds: 0,
    });
    expect(model!.ignored).toEqual([]);
  });

  it('an equality selector that does not match the template labels', () => {
    expect(errors(rc('  selector: {app: web}\n'))[0]).toMatchObject({
      line: 9,
      message:
        'spec.template.metadata.labels: Invalid value: map[string]string{"app":"nginx"}: `selector` does not match template `labels`',
    });
  });

  it('no selector and no template labels: spec.selector is required', () => {
    expect(errors(rc('', '{}')).map((d) => d.message)).toContain('spec.selector: Required value');
  });

  it('restartPolicy must be Always', () => {
    expect(errors(rc('', '{app: nginx}', '      restartPolicy: Never\n'))[0]?.message).toBe(
      'spec.template.spec.restartPolicy: Unsupported value: "Never": supported values: "Always"',
    );
  });

  it('a name that is no DNS label is warned about from 1.27 (rcStrategy.WarningsOnCreate)', () => {
    const dotted = rc('').replace('name: nginx\n', 'name: web.v1\n');
    const warned = (minor: number) =>
      loadScenario(dotted, { version: kube(minor) }).diagnostics.some((d) =>
        d.message.includes('this is used in Pod names and hostnames'),
      );
    expect(warned(27)).toBe(true);
    expect(warned(26)).toBe(false);
  });

  it('is served as v1 only', () => {
    const { diagnostics } = loadScenario(rc('').replace('apiVersion: v1', 'apiVersion: apps/v1'));
    expect(diagnostics.map((d) => d.message).join('\n')).toMatch(
      /no matches for kind "ReplicationController" in version "apps\/v1"/,
    );
  });

  it('scale takes rc/<name>; a rollout of one is refused, saying why', () => {
    const scale = loadScenario(
      scenario('  actions:\n    - {at: 5s, do: scale, target: rc/nginx, replicas: 2}\n') + rc(''),
    );
    expect(scale.model!.actions[0]!.target).toEqual({
      kind: 'replicationcontroller',
      name: 'nginx',
    });
    const rollout = errors(
      scenario('  actions:\n    - {at: 5s, do: rollout, target: rc/nginx, image: nginx:2}\n') +
        rc(''),
    );
    expect(rollout[0]?.message).toMatch(
      /rollout acts on deployment\/<name> or statefulset\/<name> or daemonset\/<name>; a ReplicationController has no rollout \(kubectl rolling-update was removed in 1\.18\)/,
    );
  });
});
