// Ingress and IngressClass documents, with the API server's own refusals
// (pkg/apis/networking/validation/validation.go ValidateIngressSpec, validateIngressBackend,
// validateHTTPIngressPath, ValidateIngressCreate, validateIngressClassSpec). An Ingress of
// networking.k8s.io/v1beta1 or extensions/v1beta1 (through 1.21) names its backend
// `serviceName`/`servicePort` and its default `backend`; the messages name those fields.
import type { Reader } from '../read/fields.ts';
import { nameRule } from '../read/names.ts';
import type { Meta } from '../kinds/workloads.ts';
import type { KubeVersion } from '../../versions/version.ts';
import { annotationsOf, type IngressClassObject, type IngressObject } from './objects.ts';

/** The class annotation older than spec.ingressClassName (still read by every controller). */
export const INGRESS_CLASS_ANNOTATION = 'kubernetes.io/ingress.class';
/** networking.k8s.io/v1 IngressClass: the class an Ingress without one gets. */
export const DEFAULT_CLASS_ANNOTATION = 'ingressclass.kubernetes.io/is-default-class';

const PATH_TYPES = ['Exact', 'ImplementationSpecific', 'Prefix'] as const;

export function readIngress(
  meta: Meta,
  r: Reader,
  apiVersion: string | null,
  v: KubeVersion,
): IngressObject {
  const beta = apiVersion === 'networking.k8s.io/v1beta1' || apiVersion === 'extensions/v1beta1';
  const spec = r.child('spec');
  const annotations = annotationsOf(r);
  const className = spec.optional('ingressClassName');
  const defaultKey = beta ? 'backend' : 'defaultBackend';
  const backends: string[] = [];
  const rules = spec.list('rules');
  if (rules.length === 0 && !spec.has(defaultKey))
    spec.error(
      `${spec.name()}: Invalid value: []networking.IngressRule(nil): either \`${defaultKey}\` or \`rules\` must be specified`,
    );
  if (spec.has(defaultKey)) backends.push(...backend(spec.child(defaultKey), beta, v));
  for (const rule of rules) {
    const http = rule.child('http');
    if (!http.isMap) continue;
    const paths = http.list('paths');
    if (paths.length === 0) http.error(`${http.name('paths')}: Required value`, 'paths');
    for (const p of paths) {
      if (!p.has('pathType')) {
        // v1beta1 defaults it to ImplementationSpecific (SetDefaults_HTTPIngressPath).
        if (!beta) p.error(`${p.name('pathType')}: Required value: pathType must be specified`);
      } else p.oneOf('pathType', PATH_TYPES, 'Prefix');
      backends.push(...backend(p.child('backend'), beta, v));
    }
  }
  if (className !== null && annotations[INGRESS_CLASS_ANNOTATION] !== undefined) {
    // ValidateIngressCreate: the annotation and the field together are refused.
    const a = r.child('metadata').child('annotations');
    a.error(
      `annotations.${INGRESS_CLASS_ANNOTATION}: Invalid value: ${JSON.stringify(annotations[INGRESS_CLASS_ANNOTATION])}: can not be set when the class field is also set`,
      INGRESS_CLASS_ANNOTATION,
    );
  }
  return { ...meta, annotations, className, backends };
}

/** validateIngressBackend: the Service it names (none for a resource backend). */
function backend(b: Reader, beta: boolean, v: KubeVersion): string[] {
  const svc = beta ? b : b.child('service');
  const hasService = beta ? b.has('serviceName') || b.has('servicePort') : b.has('service');
  const hasResource = b.has('resource');
  const whole = b.name();
  if (hasService && hasResource) {
    b.error(`${whole}: Invalid value: "": cannot set both resource and service backends`);
    return [];
  }
  if (hasResource) return [];
  if (!hasService) {
    b.error(`${whole}: Invalid value: "": resource or service backend is required`);
    return [];
  }
  const nameKey = beta ? 'serviceName' : 'name';
  const name = svc.str(nameKey, '');
  if (name === '') svc.error(`${svc.name(nameKey)}: Required value`, beta ? undefined : nameKey);
  // ValidateServiceName: a DNS-1035 label.
  for (const m of nameRule('Service', v)(name, false))
    if (name !== '') svc.invalid(nameKey, name, m);
  const port = beta ? null : svc.child('port');
  const hasName = beta ? typeof b.get('servicePort') === 'string' : (port?.has('name') ?? false);
  const hasNumber = beta
    ? typeof b.get('servicePort') === 'number'
    : (port?.has('number') ?? false);
  if (hasName && hasNumber)
    b.error(`${whole}: Invalid value: "": cannot set both port name & port number`);
  else if (!hasName && !hasNumber)
    b.error(`${whole}: Required value: port name or number is required`);
  return name === '' ? [] : [name];
}

export function readIngressClass(meta: Meta, r: Reader): IngressClassObject {
  const spec = r.child('spec');
  const annotations = annotationsOf(r);
  const controller = spec.str('controller', '');
  // validateIngressClassSpec: IsDomainPrefixedPath (a controller is required).
  if (controller === '') spec.error(`${spec.name('controller')}: Required value`, 'controller');
  return {
    ...meta,
    annotations,
    controller,
    isDefault: annotations[DEFAULT_CLASS_ANNOTATION] === 'true',
  };
}
