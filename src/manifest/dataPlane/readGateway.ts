// Gateway API documents (gateway.networking.k8s.io v1, v1beta1): GatewayClass, Gateway and
// HTTPRoute. They are CRDs, so the API server refuses what their OpenAPI schema and CEL
// rules refuse (config/crd/standard/gateway.networking.k8s.io_*.yaml): a missing required
// field, and a Service backendRef without a port ("Must have port for Service reference").
import type { Reader } from '../read/fields.ts';
import type { Meta } from '../kinds/workloads.ts';
import {
  annotationsOf,
  type GatewayClassObject,
  type GatewayObject,
  type HTTPRouteObject,
} from './objects.ts';

const GROUP = 'gateway.networking.k8s.io';

/** A required string field, as the CRD's schema refuses it when missing. */
function required(r: Reader, key: string): string {
  const v = r.str(key, '');
  if (v === '') r.error(`${r.name(key)}: Required value`, r.has(key) ? key : undefined);
  return v;
}

export function readGatewayClass(meta: Meta, r: Reader): GatewayClassObject {
  return {
    ...meta,
    annotations: annotationsOf(r),
    controllerName: required(r.child('spec'), 'controllerName'),
  };
}

export function readGateway(meta: Meta, r: Reader): GatewayObject {
  const spec = r.child('spec');
  if (spec.list('listeners').length === 0)
    spec.error(`${spec.name('listeners')}: Required value`, 'listeners');
  return {
    ...meta,
    annotations: annotationsOf(r),
    className: required(spec, 'gatewayClassName'),
  };
}

export function readHTTPRoute(meta: Meta, r: Reader): HTTPRouteObject {
  const spec = r.child('spec');
  const parents = spec.list('parentRefs').flatMap((p) => {
    const name = required(p, 'name');
    const isGateway = p.str('kind', 'Gateway') === 'Gateway' && p.str('group', GROUP) === GROUP;
    return isGateway && name !== ''
      ? [{ name, namespace: p.str('namespace', meta.namespace) }]
      : [];
  });
  const backends = spec.list('rules').flatMap((rule) =>
    rule.list('backendRefs').flatMap((b) => {
      const name = required(b, 'name');
      const isService = b.str('kind', 'Service') === 'Service' && b.str('group', '') === '';
      if (isService && !b.has('port'))
        b.error(`${b.name()}: Invalid value: "object": Must have port for Service reference`);
      return isService && name !== '' ? [name] : [];
    }),
  );
  return { ...meta, annotations: annotationsOf(r), parents, backends };
}
