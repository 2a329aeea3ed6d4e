// The Scenario's request-path fields (contract §5): traffic.via and what it must name,
// dataPlane's values, settings by knob kind, defaults and presets; and documents without
// any of it give the model they gave before.
import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadScenario } from '../../../../src/manifest/load/loadScenario.ts';
import {
  DEPLOY,
  ingress,
  lbService,
  lineOf,
  modelOf,
  problems,
  scenarioWith,
  stream,
  SVC,
} from './dataPlaneDocs.ts';

const ALB = ingress(
  '  annotations:\n    alb.ingress.kubernetes.io/target-type: ip\n',
  '  ingressClassName: alb\n',
);
const viaAlb = (spec = '') =>
  stream(scenarioWith('    via: ingress/web\n', spec), SVC, ALB, DEPLOY);

describe('traffic.via', () => {
  it.each([
    ['deployment/web', 'must be ingress/NAME, httproute/NAME or service/NAME'],
    ['ingress/nope', 'names no Ingress in the scenario'],
    ['httproute/web', 'names no HTTPRoute in the scenario'],
  ])('%s is refused at its line', (via, why) => {
    const text = stream(scenarioWith(`    via: ${via}\n`), SVC, DEPLOY);
    expect(problems(text)).toEqual([
      { line: lineOf(text, 'via:'), message: `spec.traffic.via: Invalid value: "${via}": ${why}` },
    ]);
  });

  it('an Ingress that does not send to the traffic’s Service', () => {
    const text = stream(
      scenarioWith('    via: ingress/web\n'),
      SVC,
      ingress('', undefined, 'api'),
      DEPLOY,
    );
    expect(problems(text)).toEqual([
      {
        line: lineOf(text, 'via:'),
        message:
          'spec.traffic.via: Invalid value: "ingress/web": Ingress web sends no request to Service web (its backends: api)',
      },
    ]);
  });

  it('service/NAME must be the traffic’s Service and of type LoadBalancer', () => {
    const text = stream(scenarioWith('    via: service/web\n'), SVC, DEPLOY);
    expect(problems(text)[0]?.message).toBe(
      'spec.traffic.via: Invalid value: "service/web": Service web is of type ClusterIP; a cloud load balancer needs type: LoadBalancer',
    );
    const other = stream(
      scenarioWith('    via: service/lb\n'),
      SVC,
      lbService('    a: b\n').replace('name: web', 'name: lb'),
      DEPLOY,
    );
    expect(problems(other)[0]?.message).toBe(
      'spec.traffic.via: Invalid value: "service/lb": must be the Service the traffic calls, service/web',
    );
  });

  it('keepAlive is read (default false, absent from the model); its client is Node unless named', () => {
    const kept = modelOf(stream(scenarioWith('    keepAlive: true\n'), SVC, DEPLOY));
    expect(kept.traffic).toEqual({
      service: 'web',
      requestsPerSecond: 10,
      keepAlive: true,
      client: 'node',
    });
    expect(kept.dataPlaneAssumptions?.at(-1)).toMatchObject({
      object: 'Service/web',
      change: {
        path: ['spec', 'traffic', 'client'],
        values: ['node', 'go', 'grpc'],
        current: 'node',
      },
    });
    const go = modelOf(stream(scenarioWith('    keepAlive: true\n    client: go\n'), SVC, DEPLOY));
    expect(go.traffic).toMatchObject({ keepAlive: true, client: 'go' });
    expect(go.dataPlaneAssumptions).toBeUndefined();
    // gRPC always reuses its connection.
    const grpc = modelOf(stream(scenarioWith('    client: grpc\n'), SVC, DEPLOY));
    expect(grpc.traffic).toMatchObject({ keepAlive: true, client: 'grpc' });
    expect(modelOf(stream(scenarioWith('    keepAlive: false\n'), SVC, DEPLOY)).traffic).toEqual({
      service: 'web',
      requestsPerSecond: 10,
    });
  });

  it('an Ingress to the Service without via: clients stay in-cluster, and that is said', () => {
    const m = modelOf(stream(scenarioWith(''), SVC, ingress(), DEPLOY));
    expect(m.traffic).toEqual({ service: 'web', requestsPerSecond: 10 });
    expect(m.dataPlaneAssumptions).toEqual([
      {
        object: 'Ingress/web',
        hop: null,
        text: 'Ingress/web exists, but clients go through it only with `traffic.via: ingress/web`; podterm keeps them in-cluster, through kube-proxy',
        change: { path: ['spec', 'traffic', 'via'], values: ['ingress/web'] },
      },
    ]);
  });
});

describe('dataPlane', () => {
  it('an unknown value lists the accepted ones', () => {
    const text = viaAlb('  dataPlane:\n    loadBalancer: aws-elb\n');
    expect(problems(text)).toEqual([
      {
        line: lineOf(text, 'aws-elb'),
        message:
          'spec.dataPlane.loadBalancer: Unsupported value: "aws-elb": supported values: "aws-alb", "aws-nlb", "gke-neg", "azure-agc"',
      },
    ]);
  });

  it('every knob filled: the default, else the first preset, said with its source', () => {
    const m = modelOf(viaAlb());
    expect(m.traffic!.via!.hop).toEqual({
      name: 'aws-alb',
      settings: {
        'propagation-lag': 10_000,
        'pod-readiness-gate-inject': false,
        reconcile: 0,
        'deregistration_delay.timeout_seconds': 300_000,
        'healthcheck-interval-seconds': 15_000,
        'healthy-threshold-count': 2,
        'connect-timeout': 10_000,
      },
    });
    expect(m.dataPlaneAssumptions).toContainEqual({
      object: 'Hop/aws-alb',
      hop: 'aws-alb',
      text: expect.stringMatching(
        /^AWS Application Load Balancer \(IP targets\): how long the load balancer keeps sending new requests after DeregisterTargets: about 10 s \(propagation-lag, a preset: no source gives a default; aws-load-balancer-controller #1719/,
      ),
      change: {
        path: ['spec', 'dataPlane', 'settings', 'propagation-lag'],
        values: ['10s'],
        current: '10s',
      },
    });
  });

  it('settings: durations as written (10s, 500ms, seconds), counts, and no preset said once set', () => {
    const m = modelOf(
      viaAlb(
        "  dataPlane:\n    settings:\n      propagation-lag: 500ms\n      reconcile: 2\n      healthy-threshold-count: 5\n      deregistration_delay.timeout_seconds: '30s'\n",
      ),
    );
    expect(m.traffic!.via!.hop.settings).toMatchObject({
      'propagation-lag': 500,
      reconcile: 2000,
      'healthy-threshold-count': 5,
      'deregistration_delay.timeout_seconds': 30_000,
    });
    expect(m.dataPlaneAssumptions!.map((a) => a.object)).toEqual(['Ingress/web']);
  });

  it('a rate is a number; a flag a boolean; a bad value is refused at its line', () => {
    const nginx = (settings: string) =>
      stream(
        scenarioWith('    via: ingress/web\n', `  dataPlane:\n    settings:\n${settings}`),
        SVC,
        ingress(),
        DEPLOY,
      );
    expect(
      modelOf(nginx('      sync-rate-limit: 1.5\n')).traffic!.via!.hop.settings['sync-rate-limit'],
    ).toBe(1.5);
    const bad = nginx('      proxy-connect-timeout: soon\n      sync-rate-limit: 0\n');
    expect(problems(bad)).toEqual([
      {
        line: lineOf(bad, 'soon'),
        message:
          'spec.dataPlane.settings.proxy-connect-timeout: Invalid value: "soon": must be a duration such as 500ms, 10s, 2m or a number of seconds',
      },
      {
        line: lineOf(bad, 'sync-rate-limit'),
        message:
          'spec.dataPlane.settings.sync-rate-limit: Invalid value: 0: must be greater than 0',
      },
    ]);
    const flag = stream(
      scenarioWith(
        '',
        '  dataPlane:\n    mesh: linkerd\n    settings:\n      nativeSidecar: "yes"\n',
      ),
      SVC,
      DEPLOY,
    );
    expect(problems(flag)[0]?.message).toBe(
      'spec.dataPlane.settings.nativeSidecar: Invalid value: "yes": must be true or false',
    );
  });

  it('an unknown setting names the knobs of the hops in use', () => {
    const text = viaAlb('  dataPlane:\n    settings:\n      sync-rate-limit: 1\n');
    expect(problems(text)).toEqual([
      {
        line: lineOf(text, 'sync-rate-limit'),
        message:
          'spec.dataPlane.settings.sync-rate-limit: unknown setting "sync-rate-limit" (a knob of ingress-nginx, not in use); the hops in use take aws-alb: propagation-lag, pod-readiness-gate-inject, reconcile, deregistration_delay.timeout_seconds, healthcheck-interval-seconds, healthy-threshold-count, connect-timeout',
      },
    ]);
    const none = stream(
      scenarioWith('', '  dataPlane:\n    settings:\n      speed: 1\n'),
      SVC,
      DEPLOY,
    );
    expect(problems(none)[0]?.message).toBe(
      'spec.dataPlane.settings.speed: unknown setting "speed": no hop is in use; set spec.traffic.via or spec.dataPlane first',
    );
  });
});

describe('a document without the request path', () => {
  // What the model held before hops existed: no via, keepAlive, mesh or assumptions of hops.
  const BEFORE = [
    'name',
    'version',
    'durationMs',
    'nodes',
    'nodesListed',
    'seed',
    'startTimeMs',
    'traffic',
    'latencies',
    'actions',
    'pods',
    'deployments',
    'replicaSets',
    // A kind of its own (issue 26), not a request-path field.
    'replicationControllers',
    'services',
    'jobs',
    'cronJobs',
    'statefulSets',
    'daemonSets',
    'podDisruptionBudgets',
    'ignored',
  ];
  const dirs = ['tests/fixtures/scenarios', 'tests/fixtures/real'];
  const files = dirs.flatMap((d) =>
    readdirSync(d)
      .filter((f) => f.endsWith('.yaml'))
      .map((f) => `${d}/${f}`),
  );

  it.each(files)('%s gives the model it gave before', (file) => {
    const m = loadScenario(readFileSync(file, 'utf8')).model!;
    expect(Object.keys(m).sort()).toEqual([...BEFORE].sort());
    if (m.traffic) expect(Object.keys(m.traffic).sort()).toEqual(['requestsPerSecond', 'service']);
  });

  it('a Service with traffic and a kube-proxy path is unchanged by the new readers', () => {
    const text = stream(scenarioWith(''), SVC, DEPLOY);
    const m = modelOf(text);
    expect(m.traffic).toEqual({ service: 'web', requestsPerSecond: 10 });
    expect(m.services).toEqual([
      {
        name: 'web',
        namespace: 'default',
        line: lineOf(text, 'apiVersion: v1'),
        selector: { app: 'web' },
        publishNotReadyAddresses: false,
        internalTrafficPolicy: 'Cluster',
      },
    ]);
  });
});
