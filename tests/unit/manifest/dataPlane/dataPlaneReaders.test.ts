// The request path's kinds read with the API server's own refusals, on their lines
// (networking/validation ValidateIngressSpec, validateIngressBackend; the Gateway API CRDs).
import { describe, expect, it } from 'vitest';
import {
  gateway,
  gatewayClass,
  ingress,
  ingressClass,
  lineOf,
  load,
  problems,
  ROUTE,
} from './dataPlaneDocs.ts';

const INGRESS_V1 = 'apiVersion: networking.k8s.io/v1\nkind: Ingress\nmetadata:\n  name: web\n';

describe('Ingress', () => {
  it('is listed, not simulated itself, and read without a problem', () => {
    const r = load(ingress());
    expect(r.model!.ignored).toEqual([{ kind: 'Ingress', name: 'web', line: 1 }]);
    expect(r.diagnostics).toEqual([
      expect.objectContaining({
        severity: 'info',
        line: 2,
        message:
          'Kind Ingress is not simulated itself; podterm reads it to know which hop serves spec.traffic.via',
      }),
    ]);
  });

  it('a backend without a service name', () => {
    const text = ingress().replace('{name: web, port: {number: 80}}', '{port: {number: 80}}');
    expect(problems(text)).toEqual([
      {
        line: lineOf(text, 'service:'),
        message: 'spec.rules[0].http.paths[0].backend.service.name: Required value',
      },
    ]);
  });

  it('neither rules nor a default backend', () => {
    const text = `${INGRESS_V1}spec:\n  ingressClassName: nginx\n`;
    expect(problems(text)).toEqual([
      {
        // The spec's value, where the API server's path points.
        line: lineOf(text, 'ingressClassName'),
        message:
          'spec: Invalid value: []networking.IngressRule(nil): either `defaultBackend` or `rules` must be specified',
      },
    ]);
  });

  it('a backend that is neither a service nor a resource, and one without a port', () => {
    const text = `${INGRESS_V1}spec:\n  defaultBackend: {}\n  rules:\n    - http:\n        paths:\n          - {path: /, pathType: Prefix, backend: {service: {name: web}}}\n`;
    expect(problems(text)).toEqual([
      {
        line: lineOf(text, 'defaultBackend'),
        message: 'spec.defaultBackend: Invalid value: "": resource or service backend is required',
      },
      {
        line: lineOf(text, 'backend: {service'),
        message:
          'spec.rules[0].http.paths[0].backend: Required value: port name or number is required',
      },
    ]);
  });

  it('a path without pathType; a backend service name that is no DNS-1035 label', () => {
    const text = `${INGRESS_V1}spec:\n  rules:\n    - http:\n        paths:\n          - path: /\n            backend: {service: {name: 1web, port: {number: 80}}}\n`;
    expect(problems(text).map((p) => p.message)).toEqual([
      'spec.rules[0].http.paths[0].pathType: Required value: pathType must be specified',
      expect.stringMatching(
        /^spec\.rules\[0\]\.http\.paths\[0\]\.backend\.service\.name: Invalid value: "1web": a DNS-1035 label/,
      ),
    ]);
  });

  it('the class annotation beside ingressClassName (ValidateIngressCreate)', () => {
    const text = ingress('  annotations:\n    kubernetes.io/ingress.class: nginx\n');
    expect(problems(text)).toEqual([
      {
        line: lineOf(text, 'kubernetes.io/ingress.class'),
        message:
          'annotations.kubernetes.io/ingress.class: Invalid value: "nginx": can not be set when the class field is also set',
      },
    ]);
  });

  it('networking.k8s.io/v1beta1 on 1.21 names serviceName; on 1.22 it is no longer served', () => {
    const text =
      'apiVersion: networking.k8s.io/v1beta1\nkind: Ingress\nmetadata:\n  name: web\nspec:\n  backend: {servicePort: 80}\n';
    expect(problems(text, 'error', 21)).toEqual([
      { line: lineOf(text, 'backend:'), message: 'spec.backend.serviceName: Required value' },
    ]);
    expect(problems(text, 'warning', 22)[0]?.message).toMatch(
      /^no matches for kind "Ingress" in version "networking.k8s.io\/v1beta1".*served through Kubernetes 1\.21/,
    );
  });
});

describe('IngressClass and the Gateway API', () => {
  it('an IngressClass without a controller', () => {
    const text = ingressClass('nginx', '""');
    expect(problems(text)).toEqual([
      { line: lineOf(text, 'controller'), message: 'spec.controller: Required value' },
    ]);
  });

  it('a GatewayClass without controllerName, a Gateway without class or listeners', () => {
    const cls = gatewayClass('eg', '""');
    expect(problems(cls)).toEqual([
      { line: lineOf(cls, 'controllerName'), message: 'spec.controllerName: Required value' },
    ]);
    const gw =
      'apiVersion: gateway.networking.k8s.io/v1\nkind: Gateway\nmetadata:\n  name: gw\nspec: {}\n';
    expect(problems(gw).map((p) => p.message)).toEqual([
      'spec.listeners: Required value',
      'spec.gatewayClassName: Required value',
    ]);
    expect(problems(gateway('eg'))).toEqual([]);
  });

  it('an HTTPRoute backendRef without a port or a name (the CRD schema and CEL rule)', () => {
    const text = ROUTE.replace('{name: web, port: 80}', '{name: web}, {port: 80}');
    expect(problems(text)).toEqual([
      {
        line: lineOf(text, 'backendRefs'),
        message:
          'spec.rules[0].backendRefs[0]: Invalid value: "object": Must have port for Service reference',
      },
      {
        line: lineOf(text, 'backendRefs'),
        message: 'spec.rules[0].backendRefs[1].name: Required value',
      },
    ]);
  });

  it('v1beta1 is served whatever the Kubernetes version (CRDs)', () => {
    const text = gateway('eg').replace('/v1\n', '/v1beta1\n');
    expect(load(text, 21).diagnostics.filter((d) => d.severity !== 'info')).toEqual([]);
  });
});
