// What each document is (issue 14): kinds podterm does not read are listed and never
// validated; the kinds it reads are named by their kind's own rule and checked against the
// apiVersions served at the scenario's minor.
import { kube } from '../../../../src/versions/version.ts';
import { describe, expect, it } from 'vitest';
import { isDurationNote } from '../../../../src/manifest/duration/durationNote.ts';
import { loadScenario } from '../../../../src/manifest/load/loadScenario.ts';
import { sim } from '../../helpers/driver.ts';
import { POD } from '../docs.ts';

// How long bare manifests run is another test's subject (scenarioDuration.test.ts).
const load = (text: string, minor?: number) => {
  const r = loadScenario(text, minor === undefined ? {} : { version: kube(minor) });
  return { ...r, diagnostics: r.diagnostics.filter((d) => !isDurationNote(d)) };
};
const bySeverity = (text: string, severity: string, minor?: number) =>
  load(text, minor)
    .diagnostics.filter((d) => d.severity === severity)
    .map((d) => d.message);

// The start of metrics-server's release manifest (kubernetes-sigs/metrics-server,
// components.yaml, v0.7): a ServiceAccount and the aggregated ClusterRole, whose name has a
// colon — valid for RBAC (ValidateRBACName is a path segment), not for a Pod.
const METRICS_SERVER = `apiVersion: v1
kind: ServiceAccount
metadata:
  labels:
    k8s-app: metrics-server
  name: metrics-server
  namespace: kube-system
---
apiVersion: rbac.authorization.k8s.io/v1
kind: ClusterRole
metadata:
  labels:
    k8s-app: metrics-server
    rbac.authorization.k8s.io/aggregate-to-admin: "true"
  name: system:aggregated-metrics-reader
rules:
- apiGroups:
  - metrics.k8s.io
  resources:
  - pods
  - nodes
  verbs:
  - get
  - list
  - watch
---
`;

const named = (kind: string, apiVersion: string, name: string, spec = 'spec: {}\n'): string =>
  `apiVersion: ${apiVersion}\nkind: ${kind}\nmetadata:\n  name: ${JSON.stringify(name)}\n${spec}`;

const SERVICE = 'spec:\n  selector: {app: web}\n  ports: [{port: 80}]\n';
const TEMPLATE =
  'spec:\n  selector: {matchLabels: {app: db}}\n  serviceName: db\n  template:\n    metadata: {labels: {app: db}}\n    spec: {containers: [{name: c, image: postgres}]}\n';

describe('kinds podterm does not read', () => {
  it('a ClusterRole named system:aggregated-metrics-reader is listed, not refused', () => {
    const r = load(METRICS_SERVER + POD);
    expect(r.diagnostics.filter((d) => d.severity !== 'info')).toEqual([]);
    expect(r.model?.ignored).toEqual([
      { kind: 'ServiceAccount', name: 'metrics-server', line: 1 },
      { kind: 'ClusterRole', name: 'system:aggregated-metrics-reader', line: 9 },
    ]);
    expect(bySeverity(METRICS_SERVER + POD, 'info')).toEqual([
      'Kind ServiceAccount is not simulated; ignored',
      'Kind ClusterRole is not simulated; ignored',
    ]);
  });

  it('whatever their metadata holds (no name, a number, a list)', () => {
    const odd =
      'apiVersion: example.com/v1\nkind: Widget\nmetadata: [1, 2]\n---\n' +
      'apiVersion: v1\nkind: ConfigMap\nmetadata: {generateName: "Cfg_"}\n---\n';
    const r = load(odd + POD);
    expect(r.model?.ignored.map((x) => `${x.kind}/${x.name}`)).toEqual([
      'Widget/',
      'ConfigMap/Cfg_',
    ]);
  });
});

describe('the same name twice', () => {
  const binding = (ns: string): string =>
    `apiVersion: rbac.authorization.k8s.io/v1\nkind: RoleBinding\nmetadata: {name: reader, namespace: ${ns}}\nroleRef: {apiGroup: rbac.authorization.k8s.io, kind: Role, name: reader}\n---\n`;
  const inNs = (ns: string): string =>
    POD.replace('  name: web\n', `  name: web\n  namespace: ${ns}\n`);

  it('is nothing for ignored kinds (a RoleBinding per namespace, as kube-prometheus has)', () => {
    expect(bySeverity(binding('a') + binding('b') + POD, 'error')).toEqual([]);
  });

  it('is an error for a kind podterm reads, naming both namespaces', () => {
    expect(bySeverity(`${inNs('a')}---\n${inNs('b')}`, 'error')).toEqual([
      'Pod "web" is defined twice (in namespaces a and b): podterm keeps one object of a kind and name',
    ]);
  });
});

describe('names by their kind’s rule', () => {
  it('a Service name is a DNS-1035 label (ValidateServiceName)', () => {
    expect(bySeverity(named('Service', 'v1', '1web', SERVICE), 'error')).toEqual([
      `metadata.name: Invalid value: "1web": a DNS-1035 label must consist of lower case alphanumeric characters or '-', start with an alphabetic character, and end with an alphanumeric character (e.g. 'my-name',  or 'abc-123', regex used for validation is '[a-z]([-a-z0-9]*[a-z0-9])?')`,
    ]);
  });

  it('a Pod name is a DNS subdomain; from 1.27 a dotted one gets the API warning', () => {
    const dotted = named('Pod', 'v1', 'web.v2', 'spec: {containers: [{name: c, image: i}]}\n');
    expect(bySeverity(dotted, 'error', 26)).toEqual([]);
    expect(bySeverity(dotted, 'info', 26)).toEqual([]);
    expect(bySeverity(dotted, 'info', 27)).toEqual([
      "the API server warns: metadata.name: this is used in the Pod's hostname, which can result in surprising behavior; a DNS label is recommended: [must not contain dots]",
    ]);
    expect(bySeverity(named('Pod', 'v1', 'Web', 'spec: {}\n'), 'error')[0]).toMatch(
      /^metadata.name: Invalid value: "Web": a lowercase RFC 1123 subdomain must consist of .*\(e\.g\. 'example\.com', regex used/,
    );
  });

  it('a StatefulSet name is a subdomain up to 1.26, a DNS label from 1.27 (#114172)', () => {
    const sts = named('StatefulSet', 'apps/v1', 'db.primary', TEMPLATE);
    expect(bySeverity(sts, 'error', 26)).toEqual([]);
    expect(bySeverity(sts, 'error', 27)).toEqual([
      'metadata.name: Invalid value: "db.primary": must not contain dots',
    ]);
  });

  it('a CronJob name has at most 52 characters, said at metadata.name', () => {
    const long = 'a'.repeat(53);
    const cj = named(
      'CronJob',
      'batch/v1',
      long,
      'spec:\n  schedule: "* * * * *"\n  jobTemplate: {spec: {template: {spec: {restartPolicy: Never, containers: [{name: c, image: i}]}}}}\n',
    );
    const [e] = load(cj).diagnostics.filter((d) => d.severity === 'error');
    expect(e?.line).toBe(4);
    expect(e?.message).toMatch(
      /^metadata.name: Invalid value: "a+\.\.\.: must be no more than 52 characters$/,
    );
  });

  it('a PodDisruptionBudget name passes anything a path segment allows', () => {
    const pdb = named('PodDisruptionBudget', 'policy/v1', 'Budget_1', 'spec: {minAvailable: 1}\n');
    expect(bySeverity(pdb, 'error')).toEqual([]);
    expect(bySeverity(named('PodDisruptionBudget', 'policy/v1', 'a/b'), 'error')).toEqual([
      `metadata.name: Invalid value: "a/b": may not contain '/'`,
    ]);
  });

  it('generateName: a name as kubectl create would get, and why kubectl apply refuses it', () => {
    const text =
      'apiVersion: v1\nkind: Pod\nmetadata:\n  generateName: job-\nspec:\n  containers: [{name: c, image: i}]\n';
    const r = load(text);
    const name = r.model!.pods[0]!.name;
    expect(name).toMatch(/^job-[bcdfghjklmnpqrstvwxz2456789]{5}$/);
    expect(load(text).model!.pods[0]!.name).toBe(name);
    expect(r.diagnostics[0]?.message).toContain(
      '"error: from job-: cannot use generate name with apply"',
    );
    expect(bySeverity(text.replace('job-', 'Job-'), 'error')[0]).toMatch(
      /^metadata.generateName: Invalid value: "Job-": a lowercase RFC 1123 subdomain/,
    );
  });

  it('a namespace is a DNS label (ValidateNamespaceName)', () => {
    const text = POD.replace('  name: web\n', '  name: web\n  namespace: Team_A\n');
    expect(bySeverity(text, 'error')[0]).toMatch(
      /^metadata.namespace: Invalid value: "Team_A": a lowercase RFC 1123 label/,
    );
  });
});

const CRONJOB = (apiVersion: string): string =>
  `apiVersion: ${apiVersion}\nkind: CronJob\nmetadata: {name: report}\nspec:\n  schedule: "*/5 * * * *"\n  jobTemplate: {spec: {template: {spec: {restartPolicy: Never, containers: [{name: c, image: i}]}}}}\n`;

describe('apiVersions served at the scenario’s minor', () => {
  it('batch/v1beta1 CronJob: served with the deprecation warning through 1.24, then no match', () => {
    expect(bySeverity(CRONJOB('batch/v1beta1'), 'warning', 21)).toEqual([]);
    expect(bySeverity(CRONJOB('batch/v1beta1'), 'info', 24)).toEqual([
      'the API server warns: batch/v1beta1 CronJob is deprecated in v1.21+, unavailable in v1.25+; use batch/v1 CronJob',
    ]);
    const on25 = load(CRONJOB('batch/v1beta1'), 25);
    expect(on25.diagnostics.map((d) => [d.severity, d.message])).toEqual([
      [
        'warning',
        'no matches for kind "CronJob" in version "batch/v1beta1": kubectl would refuse this document (batch/v1beta1 CronJob is served through Kubernetes 1.24, not 1.25; use batch/v1); podterm reads it as batch/v1',
      ],
    ]);
    expect(on25.model?.cronJobs.map((c) => c.name)).toEqual(['report']);
    expect(load(CRONJOB('batch/v1'), 21).diagnostics).toEqual([]);
  });

  it('apps/v1beta2 Deployment and extensions/v1beta1 are served on no supported minor', () => {
    const text = named(
      'Deployment',
      'extensions/v1beta1',
      'web',
      'spec:\n  selector: {matchLabels: {app: web}}\n  template:\n    metadata: {labels: {app: web}}\n    spec: {containers: [{name: c, image: i}]}\n',
    );
    expect(bySeverity(text, 'warning', 21)).toEqual([
      'no matches for kind "Deployment" in version "extensions/v1beta1": kubectl would refuse this document; podterm reads it as apps/v1',
    ]);
  });

  it('scheduling.k8s.io/v1beta1 PriorityClass: served on 1.21 only', () => {
    const pc =
      'apiVersion: scheduling.k8s.io/v1beta1\nkind: PriorityClass\nmetadata: {name: high}\nvalue: 1000\n';
    expect(bySeverity(pc, 'info', 21)).toContain(
      'the API server warns: scheduling.k8s.io/v1beta1 PriorityClass is deprecated in v1.14+, unavailable in v1.22+; use scheduling.k8s.io/v1 PriorityClass',
    );
    expect(bySeverity(pc, 'warning', 22)[0]).toMatch(/^no matches for kind "PriorityClass"/);
  });
});

// One Pod behind a budget of minAvailable 1 and an empty selector: policy/v1 selects every
// Pod of the namespace, policy/v1beta1 none (the migration guide's "PodDisruptionBudget v1.25").
const budget = (apiVersion: string): string => `apiVersion: podterm.dev/v1
kind: Scenario
spec:
  nodes: 1
  duration: 20s
  actions: [{at: 5s, do: evict, target: pod/web}]
---
${POD}---
apiVersion: ${apiVersion}
kind: PodDisruptionBudget
metadata: {name: all}
spec:
  minAvailable: 1
  selector: {}
`;

describe('an empty PodDisruptionBudget selector', () => {
  it('policy/v1: every Pod, so the eviction is refused', () => {
    expect(load(budget('policy/v1')).model!.podDisruptionBudgets[0]!.selectsAll).toBe(true);
    sim(budget('policy/v1')).on('1.24').run().expectEvent('EvictionRefused', 'Pod/web', {
      code: 429,
    });
  });

  it('policy/v1beta1: no Pod, so the eviction goes ahead and the budget is said to protect nothing', () => {
    expect(bySeverity(budget('policy/v1beta1'), 'warning', 24)).toEqual([
      'PodDisruptionBudget all: No matching pods found (NoPods): its selector matches no Pod in the scenario, so it protects nothing',
    ]);
    sim(budget('policy/v1beta1'))
      .on('1.24')
      .run()
      .expectNo('EvictionRefused')
      .expectEvent('DeletionRequested', 'Pod/web');
  });
});
