// A kube-scheduler container of the scenario: its profiles and leader election from the
// --config file of a mounted ConfigMap (options/configfile.go loadConfigFromFile,
// SetDefaults_KubeSchedulerConfiguration), by version.
import { describe, expect, it } from 'vitest';
import {
  configMapsOf,
  kubeSchedulerListens,
  kubeSchedulerOf,
  readSchedulerConfig,
  servedSchedulerNames,
} from '../../../../src/manifest/model/kubeScheduler.ts';
import { parseVersion } from '../../../../src/versions/version.ts';

const v = (s: string) => parseVersion(s)!;
const config = (apiVersion: string, rest = '') =>
  `apiVersion: ${apiVersion}\nkind: KubeSchedulerConfiguration\n${rest}`;

describe('readSchedulerConfig', () => {
  it('defaults: one profile default-scheduler, leader election on the cluster scheduler’s lock', () => {
    expect(readSchedulerConfig(config('kubescheduler.config.k8s.io/v1'), v('1.35'))).toEqual({
      profiles: ['default-scheduler'],
      leaderElect: true,
      lock: 'kube-system/kube-scheduler',
      fails: null,
    });
  });

  it('reads the profiles and leaderElection', () => {
    const text = config(
      'kubescheduler.config.k8s.io/v1',
      'profiles:\n- schedulerName: my-scheduler\n- schedulerName: other\nleaderElection:\n  leaderElect: true\n  resourceName: mine\n  resourceNamespace: ops\n',
    );
    expect(readSchedulerConfig(text, v('1.35'))).toMatchObject({
      profiles: ['my-scheduler', 'other'],
      leaderElect: true,
      lock: 'ops/mine',
      fails: null,
    });
  });

  it('v1beta2 loads from 1.22 to 1.27 only (#117649)', () => {
    const text = config('kubescheduler.config.k8s.io/v1beta2', 'profiles:\n- schedulerName: s\n');
    expect(readSchedulerConfig(text, v('1.21')).fails).toContain('is registered for version');
    expect(readSchedulerConfig(text, v('1.22')).fails).toBeNull();
    expect(readSchedulerConfig(text, v('1.27')).fails).toBeNull();
    expect(readSchedulerConfig(text, v('1.28')).fails).toBe(
      'no kind "KubeSchedulerConfiguration" is registered for version "kubescheduler.config.k8s.io/v1beta2"',
    );
  });

  it('v1 from 1.25, v1beta3 until 1.28, v1beta1 until 1.22', () => {
    const ok = (api: string, at: string) =>
      readSchedulerConfig(config(`kubescheduler.config.k8s.io/${api}`), v(at)).fails === null;
    expect([ok('v1', '1.24'), ok('v1', '1.25')]).toEqual([false, true]);
    expect([ok('v1beta3', '1.22'), ok('v1beta3', '1.28'), ok('v1beta3', '1.29')]).toEqual([
      false,
      true,
      false,
    ]);
    expect([ok('v1beta1', '1.22'), ok('v1beta1', '1.23')]).toEqual([true, false]);
  });

  it('a file that is not a KubeSchedulerConfiguration makes it exit', () => {
    expect(readSchedulerConfig('kind: Nothing', v('1.35')).fails).toBe(
      'its --config file is not a KubeSchedulerConfiguration',
    );
  });
});

const maps = configMapsOf([
  {
    kind: 'ConfigMap',
    namespace: 'kube-system',
    name: 'cfg',
    data: {
      data: {
        'sched.yaml': config(
          'kubescheduler.config.k8s.io/v1',
          'profiles:\n- schedulerName: my-scheduler\nleaderElection:\n  leaderElect: false\n',
        ),
      },
    },
  },
]);

const spec = (args: string[], volume: Record<string, unknown> = { name: 'cfg' }) => ({
  containers: [
    {
      name: 'sched',
      command: ['/usr/local/bin/kube-scheduler', ...args],
      volumeMounts: [{ name: 'config', mountPath: '/etc/sched/' }],
    },
    { name: 'other', command: ['sleep', 'infinity'] },
  ],
  volumes: [{ name: 'config', configMap: volume }],
});

describe('kubeSchedulerOf', () => {
  it('follows --config through the volume mount to the ConfigMap key', () => {
    expect(
      kubeSchedulerOf(spec(['--config=/etc/sched/sched.yaml']), 'kube-system', maps, v('1.35')),
    ).toEqual({
      container: 'sched',
      profiles: ['my-scheduler'],
      leaderElect: false,
      lock: 'kube-system/kube-scheduler',
      fails: null,
    });
  });

  it('reads `--config PATH` and an item mapping its key to another path', () => {
    const run = kubeSchedulerOf(
      spec(['--config', '/etc/sched/c.yaml'], {
        name: 'cfg',
        items: [{ key: 'sched.yaml', path: 'c.yaml' }],
      }),
      'kube-system',
      maps,
      v('1.35'),
    );
    expect(run?.profiles).toEqual(['my-scheduler']);
  });

  it('a ConfigMap of another namespace is not mounted: the file is missing, it exits', () => {
    const run = kubeSchedulerOf(
      spec(['--config=/etc/sched/sched.yaml']),
      'default',
      maps,
      v('1.35'),
    );
    expect(run?.fails).toBe('open /etc/sched/sched.yaml: no such file or directory');
  });

  it('without --config: the default profile, --leader-elect=false read', () => {
    expect(kubeSchedulerOf(spec(['--leader-elect=false']), 'x', maps, v('1.35'))).toMatchObject({
      profiles: ['default-scheduler'],
      leaderElect: false,
    });
  });

  it('another program is no scheduler', () => {
    expect(
      kubeSchedulerOf({ containers: [{ name: 'a', command: ['nginx'] }] }, 'x', maps, v('1.35')),
    ).toBeNull();
  });
});

describe('servedSchedulerNames', () => {
  const deployment = (args: string[]) => ({
    kind: 'Deployment',
    namespace: 'kube-system',
    data: { metadata: { name: 'my-scheduler' }, spec: { template: { spec: spec(args) } } },
  });

  it('a scheduler that runs serves its profiles', () => {
    const names = servedSchedulerNames(
      [deployment(['--config=/etc/sched/sched.yaml'])],
      maps,
      v('1.35'),
    );
    expect(names.get('my-scheduler')).toBeNull();
  });

  it('one on the cluster scheduler’s lock never leads, and says so', () => {
    const names = servedSchedulerNames([deployment([])], maps, v('1.35'));
    expect(names.get('default-scheduler')).toBe(
      "in Deployment kube-system/my-scheduler, which never leads: its leader election lock is kube-system/kube-scheduler, the cluster's own scheduler's",
    );
  });
});

describe('kubeSchedulerListens', () => {
  it('/healthz on 10259, and on the insecure 10251 before 1.23 (#96345)', () => {
    expect(kubeSchedulerListens(v('1.22'))).toEqual({ kind: 'ports', ports: [10259, 10251] });
    expect(kubeSchedulerListens(v('1.23'))).toEqual({ kind: 'ports', ports: [10259] });
  });
});
