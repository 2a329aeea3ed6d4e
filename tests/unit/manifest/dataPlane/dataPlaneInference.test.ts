// Contract §5's inference, one rule a test: which hop serves `traffic.via`, said as an
// assumption the page can change; a load balancer that targets NodePorts is no hop.
import { describe, expect, it } from 'vitest';
import {
  DEPLOY,
  gateway,
  gatewayClass,
  ingress,
  ingressClass,
  lbService,
  lineOf,
  modelOf,
  problems,
  ROUTE,
  scenarioWith,
  stream,
  SVC,
} from './dataPlaneDocs.ts';

const VIA_INGRESS = scenarioWith('    via: ingress/web\n');
const VIA_ROUTE = scenarioWith('    via: httproute/web\n');
const VIA_SERVICE = scenarioWith('    via: service/web\n');

const hopOf = (...docs: string[]) => modelOf(stream(...docs)).traffic?.via?.hop.name;
const said = (...docs: string[]) =>
  (modelOf(stream(...docs)).dataPlaneAssumptions ?? []).map((a) => a.text);

describe('an Ingress', () => {
  it('ingressClassName: nginx → ingress-nginx, said with the change it offers', () => {
    const m = modelOf(stream(VIA_INGRESS, SVC, ingress(), DEPLOY));
    expect(m.traffic!.via).toMatchObject({ kind: 'ingress', name: 'web' });
    expect(m.dataPlaneAssumptions).toEqual([
      {
        object: 'Ingress/web',
        hop: 'ingress-nginx',
        text: 'Ingress/web is served by ingress-nginx (`ingress-nginx`): `ingressClassName: nginx`',
        change: {
          path: ['spec', 'dataPlane', 'ingress'],
          values: [
            'ingress-nginx',
            'envoy-gateway',
            'istio-gateway',
            'traefik',
            'nginx-gateway-fabric',
          ],
          current: 'ingress-nginx',
        },
      },
    ]);
  });

  it('the annotation kubernetes.io/ingress.class: nginx → ingress-nginx', () => {
    const ing = ingress('  annotations:\n    kubernetes.io/ingress.class: nginx\n', '');
    expect(hopOf(VIA_INGRESS, SVC, ing, DEPLOY)).toBe('ingress-nginx');
  });

  it('an IngressClass whose controller is k8s.io/ingress-nginx → ingress-nginx', () => {
    const ing = ingress('', '  ingressClassName: public\n');
    const cls = ingressClass('public', 'k8s.io/ingress-nginx');
    expect(hopOf(VIA_INGRESS, SVC, ing, cls, DEPLOY)).toBe('ingress-nginx');
    expect(said(VIA_INGRESS, SVC, ing, cls, DEPLOY)[0]).toContain(
      'its class public names controller `k8s.io/ingress-nginx`',
    );
  });

  it('no class: the default IngressClass (is-default-class: "true") decides', () => {
    const cls = ingressClass(
      'nginx',
      'k8s.io/ingress-nginx',
      '  annotations:\n    ingressclass.kubernetes.io/is-default-class: "true"\n',
    );
    const ing = ingress('', '');
    expect(hopOf(VIA_INGRESS, SVC, ing, cls, DEPLOY)).toBe('ingress-nginx');
    expect(said(VIA_INGRESS, SVC, ing, cls, DEPLOY)[0]).toContain(
      'it names no class, and IngressClass nginx is the default',
    );
  });

  it('class alb with alb.ingress.kubernetes.io/target-type: ip → aws-alb', () => {
    const ing = ingress(
      '  annotations:\n    alb.ingress.kubernetes.io/target-type: ip\n',
      '  ingressClassName: alb\n',
    );
    expect(hopOf(VIA_INGRESS, SVC, ing, DEPLOY)).toBe('aws-alb');
  });

  it('class alb without target-type (instance, the ALB default): a warning, no hop', () => {
    const text = stream(VIA_INGRESS, SVC, ingress('', '  ingressClassName: alb\n'), DEPLOY);
    expect(modelOf(text).traffic).toEqual({ service: 'web', requestsPerSecond: 10 });
    expect(problems(text, 'warning')).toEqual([
      {
        line: lineOf(text, 'via:'),
        message: expect.stringMatching(
          /^spec\.traffic\.via: Ingress web: alb\.ingress\.kubernetes\.io\/target-type is instance \(the ALB default\): the ALB sends to NodePorts and kube-proxy on the node picks the Pod/,
        ),
      },
    ]);
  });

  it('class gce with the Service annotated cloud.google.com/neg {"ingress": true} → gke-neg', () => {
    const svc = lbService('').replace(
      '  annotations:\n',
      `  annotations:\n    cloud.google.com/neg: '{"ingress": true}'\n`,
    );
    const ing = ingress('', '  ingressClassName: gce\n');
    expect(hopOf(VIA_INGRESS, svc, ing, DEPLOY)).toBe('gke-neg');
  });

  it('class gce without the annotation: GKE’s default NEG, said as an assumption', () => {
    const ing = ingress('', '  ingressClassName: gce\n');
    expect(hopOf(VIA_INGRESS, SVC, ing, DEPLOY)).toBe('gke-neg');
    expect(said(VIA_INGRESS, SVC, ing, DEPLOY)[0]).toContain(
      'GKE gives Services NEGs by default in VPC-native clusters',
    );
  });

  it('class azure/application-gateway → azure-agc', () => {
    const ing = ingress('', '  ingressClassName: azure/application-gateway\n');
    expect(hopOf(VIA_INGRESS, SVC, ing, DEPLOY)).toBe('azure-agc');
  });

  it('a class podterm does not know: a warning at via, clients through kube-proxy', () => {
    const text = stream(VIA_INGRESS, SVC, ingress('', '  ingressClassName: haproxy\n'), DEPLOY);
    expect(modelOf(text).traffic!.via).toBeUndefined();
    expect(problems(text, 'warning')[0]?.message).toContain(
      'podterm does not know the controller of class "haproxy"',
    );
  });

  it('dataPlane.ingress overrides what the class says', () => {
    const sc = scenarioWith('    via: ingress/web\n', '  dataPlane:\n    ingress: traefik\n');
    expect(hopOf(sc, SVC, ingress(), DEPLOY)).toBe('traefik');
    expect(modelOf(stream(sc, SVC, ingress(), DEPLOY)).dataPlaneAssumptions).toBeUndefined();
  });
});

describe('an HTTPRoute → its Gateway → the GatewayClass controllerName', () => {
  const route = (controller: string) => [
    VIA_ROUTE,
    SVC,
    ROUTE,
    gateway('cls'),
    gatewayClass('cls', controller),
    DEPLOY,
  ];
  it.each([
    ['gateway.envoyproxy.io/gatewayclass-controller', 'envoy-gateway'],
    ['istio.io/gateway-controller', 'istio-gateway'],
    ['traefik.io/gateway-controller', 'traefik'],
  ])('%s → %s', (controller, hop) => {
    expect(hopOf(...route(controller))).toBe(hop);
  });

  it('gateway.nginx.org/nginx-gateway-controller → nginx-gateway-fabric, whose reload time the document must give', () => {
    const text = stream(...route('gateway.nginx.org/nginx-gateway-controller'));
    expect(problems(text)).toEqual([
      {
        line: lineOf(text, 'via:'),
        message: expect.stringMatching(
          /^spec\.dataPlane\.settings\.reload: Required value: NGINX Gateway Fabric: .*no source gives a default .*podterm does not invent one/,
        ),
      },
    ]);
    const set = scenarioWith(
      '    via: httproute/web\n',
      '  dataPlane:\n    settings:\n      reload: 300ms\n',
    );
    const [, ...rest] = route('gateway.nginx.org/nginx-gateway-controller');
    expect(modelOf(stream(set, ...rest)).traffic!.via!.hop).toEqual({
      name: 'nginx-gateway-fabric',
      settings: { reload: 300, proxy_connect_timeout: 60_000 },
    });
  });

  it('a GatewayClass not in the document: taken by the name its install gives it, and said', () => {
    const docs = [VIA_ROUTE, SVC, ROUTE, gateway('eg'), DEPLOY];
    expect(hopOf(...docs)).toBe('envoy-gateway');
    expect(said(...docs)[0]).toBe(
      'HTTPRoute/web is served by Envoy Gateway (`envoy-gateway`): its Gateway gw is of class eg, which is not in the document: podterm takes it for Envoy Gateway, whose install names its class `eg`',
    );
  });
});

describe('a Service of type LoadBalancer', () => {
  it('aws-load-balancer-nlb-target-type: ip → aws-nlb', () => {
    const svc = lbService('    service.beta.kubernetes.io/aws-load-balancer-nlb-target-type: ip\n');
    expect(hopOf(VIA_SERVICE, svc, DEPLOY)).toBe('aws-nlb');
  });

  it('aws-load-balancer-type: external with nlb-target-type: ip → aws-nlb', () => {
    const svc = lbService(
      '    service.beta.kubernetes.io/aws-load-balancer-type: external\n    service.beta.kubernetes.io/aws-load-balancer-nlb-target-type: ip\n',
    );
    expect(hopOf(VIA_SERVICE, svc, DEPLOY)).toBe('aws-nlb');
  });

  it('without AWS annotations: a warning, no hop', () => {
    const text = stream(VIA_SERVICE, lbService('    a: b\n'), DEPLOY);
    expect(modelOf(text).traffic!.via).toBeUndefined();
    expect(problems(text, 'warning')[0]?.message).toContain(
      'podterm cannot tell which load balancer serves it',
    );
  });
});

describe('a mesh', () => {
  const NS = (labels: string, annotations = '{}') =>
    `apiVersion: v1\nkind: Namespace\nmetadata:\n  name: default\n  labels: ${labels}\n  annotations: ${annotations}\n`;
  const tpl = (labels: string, annotations = '{}') =>
    DEPLOY.replace(
      '      labels: {app: web}\n',
      `      labels: ${labels}\n      annotations: ${annotations}\n`,
    );

  it('a pod template labelled sidecar.istio.io/inject: "true" → istio for that object', () => {
    const m = modelOf(stream(tpl('{app: web, sidecar.istio.io/inject: "true"}')));
    expect(m.mesh).toMatchObject({ namespaces: [], objects: ['Deployment/web'] });
    expect(m.mesh!.hop.name).toBe('istio-proxy');
    expect(m.mesh!.hop.settings.terminationDrainDuration).toBe(5000);
  });

  it('the annotation form of sidecar.istio.io/inject → istio', () => {
    const m = modelOf(tpl('{app: web}', '{sidecar.istio.io/inject: "true"}'));
    expect(m.mesh?.objects).toEqual(['Deployment/web']);
  });

  it('a Namespace labelled istio-injection: enabled → istio in that namespace, opt-out kept', () => {
    const optOut = tpl('{app: api, sidecar.istio.io/inject: "false"}')
      .replace('name: web', 'name: api')
      .replace('matchLabels: {app: web}', 'matchLabels: {app: api}');
    const m = modelOf(stream(NS('{istio-injection: enabled}'), DEPLOY, optOut));
    expect(m.mesh).toMatchObject({ namespaces: ['default'], objects: ['Deployment/web'] });
    expect(m.ignored).toEqual([{ kind: 'Namespace', name: 'default', line: 1 }]);
  });

  it('a Namespace labelled istio.io/rev → istio', () => {
    expect(modelOf(stream(NS('{istio.io/rev: canary}'), DEPLOY)).mesh?.hop.name).toBe(
      'istio-proxy',
    );
  });

  it('linkerd.io/inject: enabled on a Namespace or a pod template → linkerd', () => {
    const ns = modelOf(stream(NS('{}', '{linkerd.io/inject: enabled}'), DEPLOY));
    expect(ns.mesh).toMatchObject({ namespaces: ['default'], objects: ['Deployment/web'] });
    expect(ns.mesh!.hop).toEqual({
      name: 'linkerd-proxy',
      settings: {
        'proxy-wait-before-exit-seconds': 0,
        nativeSidecar: true,
        'destination-lag': 0,
        outboundConnectTimeout: 1000,
      },
    });
    const own = modelOf(tpl('{app: web}', '{linkerd.io/inject: enabled}'));
    expect(own.mesh?.objects).toEqual(['Deployment/web']);
  });

  it('dataPlane.mesh without any injection mark: every Pod, said', () => {
    const m = modelOf(stream(scenarioWith('', '  dataPlane:\n    mesh: linkerd\n'), SVC, DEPLOY));
    expect(m.mesh?.objects).toEqual(['Deployment/web']);
    expect(m.dataPlaneAssumptions?.[0]?.text).toBe(
      '`dataPlane.mesh: linkerd` and no injection label or annotation in the document: podterm gives every Pod of the scenario the Linkerd proxy sidecar',
    );
  });

  it('Istio’s native sidecar follows the kubelet: classic on 1.32, native on 1.33', () => {
    const text = tpl('{app: web, sidecar.istio.io/inject: "true"}');
    expect(modelOf(text, 32).mesh!.hop.settings.nativeSidecar).toBe(false);
    expect(modelOf(text, 33).mesh!.hop.settings.nativeSidecar).toBe(true);
  });
});
