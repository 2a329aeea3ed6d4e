// `kind: List` (issue 14): what `kubectl get deploy,svc -o yaml` prints is read item by
// item, as kubectl apply reads it (cli-runtime FlattenListVisitor), each item keeping its
// own lines for diagnostics.
import { describe, expect, it } from 'vitest';
import { loadScenario } from '../../../../src/manifest/load/loadScenario.ts';
import { setProcessKey } from '../../../../src/manifest/edit/setProcessAnnotation.ts';
import { sim } from '../../helpers/driver.ts';

// `kubectl get deploy,svc -o yaml` on a kind cluster (v1.31) after
// `kubectl create deployment web --image=nginx:1.27 --replicas=2 --port=80` and
// `kubectl expose deployment web`: server-filled fields and status included.
const GET_DEPLOY_SVC = `apiVersion: v1
items:
- apiVersion: apps/v1
  kind: Deployment
  metadata:
    annotations:
      deployment.kubernetes.io/revision: "1"
    creationTimestamp: "2025-03-04T10:12:31Z"
    generation: 1
    labels:
      app: web
    name: web
    namespace: default
    resourceVersion: "1042"
    uid: 6c1f3a52-5a1e-4f0a-9d7e-2b8f0c6d1e11
  spec:
    progressDeadlineSeconds: 600
    replicas: 2
    revisionHistoryLimit: 10
    selector:
      matchLabels:
        app: web
    strategy:
      rollingUpdate:
        maxSurge: 25%
        maxUnavailable: 25%
      type: RollingUpdate
    template:
      metadata:
        creationTimestamp: null
        labels:
          app: web
      spec:
        containers:
        - image: nginx:1.27
          imagePullPolicy: IfNotPresent
          name: nginx
          ports:
          - containerPort: 80
            protocol: TCP
          resources: {}
          terminationMessagePath: /dev/termination-log
          terminationMessagePolicy: File
        dnsPolicy: ClusterFirst
        restartPolicy: Always
        schedulerName: default-scheduler
        securityContext: {}
        terminationGracePeriodSeconds: 30
  status:
    availableReplicas: 2
    conditions:
    - lastTransitionTime: "2025-03-04T10:12:35Z"
      lastUpdateTime: "2025-03-04T10:12:35Z"
      message: Deployment has minimum availability.
      reason: MinimumReplicasAvailable
      status: "True"
      type: Available
    observedGeneration: 1
    readyReplicas: 2
    replicas: 2
    updatedReplicas: 2
- apiVersion: v1
  kind: Service
  metadata:
    creationTimestamp: "2025-03-04T10:12:31Z"
    labels:
      app: web
    name: web
    namespace: default
    resourceVersion: "1010"
    uid: 0f4d9a2e-7b3c-4e55-8a61-3c2d9e8f7a20
  spec:
    clusterIP: 10.96.142.18
    clusterIPs:
    - 10.96.142.18
    internalTrafficPolicy: Cluster
    ipFamilies:
    - IPv4
    ipFamilyPolicy: SingleStack
    ports:
    - port: 80
      protocol: TCP
      targetPort: 80
    selector:
      app: web
    sessionAffinity: None
    type: ClusterIP
  status:
    loadBalancer: {}
kind: List
metadata:
  resourceVersion: ""
`;

const lineOf = (text: string, needle: string): number =>
  text.split('\n').findIndex((l) => l.includes(needle)) + 1;

describe('kind: List', () => {
  it('reads each item of `kubectl get deploy,svc -o yaml` as a document', () => {
    const r = loadScenario(GET_DEPLOY_SVC);
    expect(r.diagnostics.filter((d) => d.severity !== 'info')).toEqual([]);
    expect(r.model!.deployments.map((d) => [d.name, d.replicas, d.line])).toEqual([['web', 2, 3]]);
    expect(r.model!.services.map((s) => [s.name, s.line])).toEqual([
      ['web', lineOf(GET_DEPLOY_SVC, '- apiVersion: v1')],
    ]);
    expect(r.model!.ignored).toEqual([]);
  });

  it('points a problem in an item at the item’s own line', () => {
    const text = GET_DEPLOY_SVC.replace(
      '    replicas: 2\n    revisionHistoryLimit',
      '    replicas: two\n    revisionHistoryLimit',
    );
    const [e] = loadScenario(text).diagnostics.filter((d) => d.severity === 'error');
    expect(e).toMatchObject({
      message: 'spec.replicas: Invalid value: "two": must be an integer',
      line: lineOf(text, 'replicas: two'),
      column: 15,
    });
  });

  it('runs the items: the Deployment’s two Pods become endpoints of the Service', () => {
    sim(GET_DEPLOY_SVC)
      .on('1.31')
      .run()
      .expectEvents('EndpointChanged', { service: 'web', ready: true })
      .count(2);
  });

  it('a typed list’s items may leave out their kind; lists nest', () => {
    const pods = `apiVersion: v1
kind: List
items:
- apiVersion: v1
  kind: PodList
  items:
  - metadata: {name: a}
    spec: {containers: [{name: c, image: nginx}]}
  - metadata: {name: b}
    spec: {containers: [{name: c, image: nginx}]}
`;
    const r = loadScenario(pods);
    expect(r.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(r.model!.pods.map((p) => [p.name, p.line])).toEqual([
      ['a', 7],
      ['b', 9],
    ]);
  });

  it('the page’s one-click change of an assumption finds the item in the List', () => {
    const out = setProcessKey(GET_DEPLOY_SVC, 'Deployment/web', 'nginx', 'sigterm', 'ignore')!;
    const c = loadScenario(out).model!.deployments[0]!.template.containers[0]!;
    expect(c.process).toMatchObject({ source: 'annotation', onStopSignal: { kind: 'ignore' } });
    expect(
      setProcessKey(GET_DEPLOY_SVC, 'Deployment/api', 'nginx', 'sigterm', 'ignore'),
    ).toBeNull();
  });

  it('an empty List is nothing at all', () => {
    const r = loadScenario(
      'apiVersion: v1\nkind: List\nitems: []\nmetadata: {resourceVersion: ""}\n',
    );
    expect(r.diagnostics).toEqual([]);
    expect(r.model!.ignored).toEqual([]);
  });
});
