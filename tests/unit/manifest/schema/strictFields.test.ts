// Strict field validation on the generated field tree: kubectl's words for an unknown
// field (server-side from 1.25, kubectl's own schema check before), a field of another
// version, Kubernetes' quantity, port-name and enum checks — deep in the tree — and none
// of it on real public manifests.
import { kube } from '../../../../src/versions/version.ts';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadScenario } from '../../../../src/manifest/load/loadScenario.ts';

const REFUSED = 'kubectl apply refuses it; podterm ignores it';
const VALUE = 'kubectl apply refuses it; podterm runs it anyway';

/** The strict-validation warnings of a text, at a minor. */
const strict = (text: string, minor = 34): string[] =>
  loadScenario(text, { version: kube(minor) })
    .diagnostics.filter((d) => d.message.includes('kubectl apply refuses'))
    .map((d) => d.message);

const deploy = (podSpec: string, extra = ''): string => `apiVersion: apps/v1
kind: Deployment
metadata: {name: web}
spec:
  selector: {matchLabels: {app: web}}
  template:
    metadata: {labels: {app: web}}
    spec:
${podSpec
  .split('\n')
  .map((l) => `      ${l}`)
  .join('\n')}
${extra}`;

describe('unknown fields, as kubectl words them', () => {
  const typos = deploy(`containers:
  - name: app
    image: nginx
    resources: {request: {cpu: 100m}}
    ports: [{containerport: 80}]
    readinessProbe: {httpGet: {paht: /, port: 80}}
    securityContext: {runAsNonroot: true}
initContainers:
  - {name: init, image: busybox, imagePullPolcy: Always}
affinity:
  nodeAffinity:
    requiredDuringSchedulingIgnoredDuringExecution:
      nodeSelectorTerms: [{matchExpressions: [{key: zone, operator: In, value: [a]}]}]
topologySpreadConstraints:
  - {maxskew: 1, topologyKey: zone, whenUnsatisfiable: DoNotSchedule}`);

  it('from 1.25: the API server’s strict decoding error, with the nearest field', () => {
    const c = 'spec.template.spec.containers[0]';
    expect(strict(typos)).toEqual([
      `strict decoding error: unknown field "${c}.resources.request" (did you mean "requests"?): ${REFUSED}`,
      `strict decoding error: unknown field "${c}.ports[0].containerport" (did you mean "containerPort"?): ${REFUSED}`,
      `strict decoding error: unknown field "${c}.readinessProbe.httpGet.paht" (did you mean "path"?): ${REFUSED}`,
      `strict decoding error: unknown field "${c}.securityContext.runAsNonroot" (did you mean "runAsNonRoot"?): ${REFUSED}`,
      `strict decoding error: unknown field "spec.template.spec.initContainers[0].imagePullPolcy" (did you mean "imagePullPolicy"?): ${REFUSED}`,
      `strict decoding error: unknown field "spec.template.spec.affinity.nodeAffinity.requiredDuringSchedulingIgnoredDuringExecution.nodeSelectorTerms[0].matchExpressions[0].value" (did you mean "values"?): ${REFUSED}`,
      `strict decoding error: unknown field "spec.template.spec.topologySpreadConstraints[0].maxskew" (did you mean "maxSkew"?): ${REFUSED}`,
    ]);
  });

  it('before 1.25: kubectl’s own schema check, naming the OpenAPI definition', () => {
    expect(strict(typos, 24)[0]).toBe(
      `error validating data: ValidationError(Deployment.spec.template.spec.containers[0].resources): unknown field "request" in io.k8s.api.core.v1.ResourceRequirements (did you mean "requests"?): ${REFUSED}`,
    );
  });

  it('volumeClaimTemplates are PersistentVolumeClaims to the leaves', () => {
    const sts = `apiVersion: apps/v1
kind: StatefulSet
metadata: {name: db}
spec:
  serviceName: db
  selector: {matchLabels: {app: db}}
  template:
    metadata: {labels: {app: db}}
    spec: {containers: [{name: db, image: postgres}]}
  volumeClaimTemplates:
    - metadata: {name: data}
      spec:
        accessModes: [ReadWriteOnce, ReadWriteSometimes]
        resources: {request: {storage: 1Gi}}
`;
    expect(strict(sts)).toEqual([
      `spec.volumeClaimTemplates[0].spec.accessModes[1]: Unsupported value: "ReadWriteSometimes": supported values: "ReadOnlyMany", "ReadWriteMany", "ReadWriteOnce", "ReadWriteOncePod": ${VALUE}`,
      `strict decoding error: unknown field "spec.volumeClaimTemplates[0].spec.resources.request" (did you mean "requests"?): ${REFUSED}`,
    ]);
  });

  it('a field the scenario’s version does not have yet, or any more', () => {
    const pod = deploy('hostUsers: false\ncontainers: [{name: app, image: nginx}]');
    expect(strict(pod, 24)).toEqual([
      `error validating data: ValidationError(Deployment.spec.template.spec): unknown field "hostUsers" in io.k8s.api.core.v1.PodSpec (Kubernetes 1.24 has no such field; it comes in 1.25): ${REFUSED}`,
    ]);
    expect(strict(pod, 25)).toEqual([]);
    const svc =
      'apiVersion: v1\nkind: Service\nmetadata: {name: s}\nspec:\n  topologyKeys: ["*"]\n';
    expect(strict(svc, 21)).toEqual([]);
    expect(strict(svc, 22)).toEqual([
      `error validating data: ValidationError(Service.spec): unknown field "topologyKeys" in io.k8s.api.core.v1.ServiceSpec (Kubernetes 1.22 has no such field; it was removed after 1.21): ${REFUSED}`,
    ]);
    expect(strict(svc, 30)).toEqual([
      `strict decoding error: unknown field "spec.topologyKeys" (Kubernetes 1.30 has no such field; it was removed after 1.21): ${REFUSED}`,
    ]);
  });
});

describe('values the API server refuses', () => {
  it('quantities: resource.ParseQuantity’s errors', () => {
    const pod = deploy(`containers:
  - name: app
    image: nginx
    resources:
      requests: {cpu: 100mm, memory: 1Gb}
      limits: {cpu: 1, memory: "0.5Gi", ephemeral-storage: 1e3}`);
    const r = 'spec.template.spec.containers[0].resources.requests';
    expect(strict(pod)).toEqual([
      `${r}.cpu: unable to parse quantity's suffix: ${VALUE}`,
      `${r}.memory: quantities must match the regular expression '^([+-]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$': ${VALUE}`,
    ]);
  });

  it('port names: validation.IsValidPortName, and port numbers', () => {
    const pod = deploy(`containers:
  - name: app
    image: nginx
    ports: [{containerPort: 80, name: Web_Port}, {containerPort: 81, name: "8080"}]
    livenessProbe: {httpGet: {port: a--very-long-port-name}}
    readinessProbe: {tcpSocket: {port: 70000}}`);
    const c = 'spec.template.spec.containers[0]';
    expect(strict(pod)).toEqual([
      `${c}.ports[0].name: Invalid value: "Web_Port": must contain only alpha-numeric characters (a-z, 0-9), and hyphens (-): ${VALUE}`,
      `${c}.ports[1].name: Invalid value: "8080": must contain at least one letter (a-z): ${VALUE}`,
      `${c}.livenessProbe.httpGet.port: Invalid value: "a--very-long-port-name": must be no more than 15 characters: ${VALUE}`,
      `${c}.livenessProbe.httpGet.port: Invalid value: "a--very-long-port-name": must not contain consecutive hyphens: ${VALUE}`,
      `${c}.readinessProbe.tcpSocket.port: Invalid value: 70000: must be between 1 and 65535, inclusive: ${VALUE}`,
    ]);
  });

  it('enums: Unsupported value, in the API’s order; a reader’s own error is not repeated', () => {
    const svc = `apiVersion: v1
kind: Service
metadata: {name: web}
spec:
  type: Internal
  selector: {app: web}
  ports: [{port: 80, protocol: tcp}]
`;
    expect(strict(svc)).toEqual([
      `spec.type: Unsupported value: "Internal": supported values: "ClusterIP", "ExternalName", "LoadBalancer", "NodePort": ${VALUE}`,
      `spec.ports[0].protocol: Unsupported value: "tcp": supported values: "SCTP", "TCP", "UDP": ${VALUE}`,
    ]);
    const pod = deploy('restartPolicy: Sometimes\ncontainers: [{name: app, image: nginx}]');
    const found = loadScenario(pod).diagnostics.filter((d) => d.message.includes('Sometimes'));
    expect(found.map((d) => d.severity)).toEqual(['error']);
  });

  it('status is decoded (unknown fields) but not validated (enums)', () => {
    const pod = `apiVersion: v1
kind: Pod
metadata: {name: p}
spec: {containers: [{name: app, image: nginx}]}
status: {phase: Exploded, podIPz: []}
`;
    expect(strict(pod)).toEqual([
      `strict decoding error: unknown field "status.podIPz" (did you mean "podIP"?): ${REFUSED}`,
    ]);
  });
});

describe('real public manifests', () => {
  const dir = join(import.meta.dirname, '../../../fixtures/fieldTree/manifests');
  const files = readdirSync(dir).filter((f) => f.endsWith('.yaml'));

  it.each(files)('%s: no strict-validation warning on any version', (file) => {
    const text = readFileSync(join(dir, file), 'utf8');
    for (const minor of [21, 24, 25, 27, 30, 34]) expect(strict(text, minor)).toEqual([]);
  });

  it('free-form maps: labels, annotations, nodeSelector, managedFields fieldsV1', () => {
    const text = readFileSync(join(dir, 'kubectl-get-deploy.yaml'), 'utf8');
    expect(text).toContain('f:progressDeadlineSeconds');
    const pod = deploy(
      'nodeSelector: {disktype: ssd, "kubernetes.io/os": linux}\ncontainers: [{name: app, image: nginx}]',
    );
    expect(strict(pod)).toEqual([]);
  });
});
