// Documents of the request path (contract §5) shared by the dataPlane tests.
import { loadScenario } from '../../../../src/manifest/load/loadScenario.ts';
import type { ScenarioModel } from '../../../../src/manifest/model/model.ts';
import { kube } from '../../../../src/versions/version.ts';

export const SVC =
  'apiVersion: v1\nkind: Service\nmetadata:\n  name: web\nspec:\n  selector: {app: web}\n  ports: [{port: 80}]\n';

/** A Service of type LoadBalancer with these annotation lines (4 spaces in). */
export const lbService = (annotations: string): string =>
  `apiVersion: v1\nkind: Service\nmetadata:\n  name: web\n  annotations:\n${annotations}spec:\n  type: LoadBalancer\n  selector: {app: web}\n  ports: [{port: 80}]\n`;

export const DEPLOY =
  'apiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: web\nspec:\n  selector:\n    matchLabels: {app: web}\n  template:\n    metadata:\n      labels: {app: web}\n    spec:\n      containers: [{name: app, image: nginx}]\n';

/** A Deployment whose pod template has these labels and annotations. */
export const deployWith = (labels: string, annotations = '{}'): string =>
  DEPLOY.replace(
    '      labels: {app: web}\n',
    `      labels: ${labels}\n      annotations: ${annotations}\n`,
  );

/** An Ingress named web sending / to Service web; `head` lines go under metadata, `cls` under spec. */
export const ingress = (head = '', cls = '  ingressClassName: nginx\n', service = 'web'): string =>
  `apiVersion: networking.k8s.io/v1\nkind: Ingress\nmetadata:\n  name: web\n${head}spec:\n${cls}  rules:\n    - http:\n        paths:\n          - path: /\n            pathType: Prefix\n            backend:\n              service: {name: ${service}, port: {number: 80}}\n`;

export const ingressClass = (name: string, controller: string, head = ''): string =>
  `apiVersion: networking.k8s.io/v1\nkind: IngressClass\nmetadata:\n  name: ${name}\n${head}spec:\n  controller: ${controller}\n`;

export const gatewayClass = (name: string, controller: string): string =>
  `apiVersion: gateway.networking.k8s.io/v1\nkind: GatewayClass\nmetadata:\n  name: ${name}\nspec:\n  controllerName: ${controller}\n`;

export const gateway = (cls: string): string =>
  `apiVersion: gateway.networking.k8s.io/v1\nkind: Gateway\nmetadata:\n  name: gw\nspec:\n  gatewayClassName: ${cls}\n  listeners: [{name: http, port: 80, protocol: HTTP}]\n`;

export const ROUTE =
  'apiVersion: gateway.networking.k8s.io/v1\nkind: HTTPRoute\nmetadata:\n  name: web\nspec:\n  parentRefs: [{name: gw}]\n  rules:\n    - backendRefs: [{name: web, port: 80}]\n';

/** A Scenario whose traffic calls web, with these lines under traffic and under spec. */
export const scenarioWith = (traffic: string, spec = ''): string =>
  `apiVersion: podterm.dev/v1\nkind: Scenario\nspec:\n  traffic:\n    service: web\n${traffic}${spec}---\n`;

export const stream = (...docs: string[]): string => docs.join('---\n');

export function load(text: string, minor?: number) {
  return loadScenario(text, minor === undefined ? {} : { version: kube(minor) });
}

export function modelOf(text: string, minor?: number): ScenarioModel {
  const r = load(text, minor);
  const errs = r.diagnostics.filter((d) => d.severity === 'error');
  if (!r.model) throw new Error(errs.map((d) => `${d.line}: ${d.message}`).join('\n'));
  return r.model;
}

export const problems = (text: string, severity: 'error' | 'warning' = 'error', minor?: number) =>
  load(text, minor)
    .diagnostics.filter((d) => d.severity === severity)
    .map((d) => ({ line: d.line, message: d.message }));

/** 1-based line of the `nth` line holding `needle` (the line a problem must point at). */
export function lineOf(text: string, needle: string, nth = 1): number {
  let seen = 0;
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++)
    if (lines[i]!.includes(needle) && ++seen === nth) return i + 1;
  throw new Error(`no line holds ${needle}`);
}
