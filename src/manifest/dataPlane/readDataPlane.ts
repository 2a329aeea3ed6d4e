// The documents that say which hops exist, read into DataPlaneObjects as loadScenario
// meets them: the Ingress and Gateway API kinds (readIngress.ts, readGateway.ts), what a
// Service says of its load balancer, and a Namespace's injection marks. Namespace stays an
// ignored kind, never validated: only its labels and annotations are looked at.
import { Reader } from '../read/fields.ts';
import type { Meta } from '../kinds/workloads.ts';
import type { KubeVersion } from '../../versions/version.ts';
import { annotationsOf, type DataPlaneObjects } from './objects.ts';
import { readGateway, readGatewayClass, readHTTPRoute } from './readGateway.ts';
import { readIngress, readIngressClass } from './readIngress.ts';

export const DATA_PLANE_KINDS: ReadonlySet<string> = new Set([
  'Ingress',
  'IngressClass',
  'Gateway',
  'GatewayClass',
  'HTTPRoute',
]);

export function readDataPlaneDoc(
  kind: string,
  meta: Meta,
  r: Reader,
  apiVersion: string | null,
  v: KubeVersion,
  into: DataPlaneObjects,
): void {
  if (kind === 'Ingress') into.ingresses.push(readIngress(meta, r, apiVersion, v));
  else if (kind === 'IngressClass') into.ingressClasses.push(readIngressClass(meta, r));
  else if (kind === 'Gateway') into.gateways.push(readGateway(meta, r));
  else if (kind === 'GatewayClass') into.gatewayClasses.push(readGatewayClass(meta, r));
  else if (kind === 'HTTPRoute') into.httpRoutes.push(readHTTPRoute(meta, r));
}

/** spec.type and the annotations of a Service (its model is workloads.ts readService's). */
export function noteService(meta: Meta, r: Reader, into: DataPlaneObjects): void {
  // Read without a word: the Service's reader and the strict field check speak of it.
  const quiet = new Reader(r.doc, [], r.path, r.value);
  const spec = quiet.child('spec');
  into.services.push({
    ...meta,
    annotations: annotationsOf(quiet),
    type: spec.str('type', 'ClusterIP'),
    loadBalancerClass: spec.str('loadBalancerClass', null),
  });
}

/** A Namespace's labels and annotations, read without a word (the kind stays ignored). */
export function noteNamespace(meta: Meta, r: Reader, into: DataPlaneObjects): void {
  const quiet = new Reader(r.doc, [], r.path, r.value).child('metadata');
  into.namespaces.push({
    ...meta,
    labels: quiet.strings('labels'),
    annotations: quiet.strings('annotations'),
  });
}
