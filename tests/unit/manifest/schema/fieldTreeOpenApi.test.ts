// The generator's reader of the Kubernetes OpenAPI document (scripts/fieldTree/openapi.ts),
// for the minors no client-node release carries: each definition read as the class
// client-node would have generated from it, so that the transform walks both alike.
import { describe, expect, it } from 'vitest';
import {
  candidateIds,
  className,
  openApiClasses,
  schemasOf,
} from '../../../../scripts/fieldTree/openapi.ts';

const ref = (id: string) => ({ allOf: [{ $ref: `#/components/schemas/${id}` }] });
const DOC = JSON.stringify({
  openapi: '3.0.0',
  components: {
    schemas: {
      'io.k8s.api.apps.v1.StatefulSetSpec': {
        description: 'A StatefulSetSpec.',
        properties: {
          replicas: { type: 'integer', format: 'int32', description: 'Replicas.' },
          selector: ref('io.k8s.apimachinery.pkg.apis.meta.v1.LabelSelector'),
          template: ref('io.k8s.api.core.v1.PodTemplateSpec'),
          ordinals: ref('io.k8s.api.apps.v1.StatefulSetOrdinals'),
          volumeClaimTemplates: { type: 'array', items: ref('io.k8s.api.core.v1.Volume') },
          labels: { type: 'object', additionalProperties: { type: 'string' } },
          limits: {
            type: 'object',
            additionalProperties: ref('io.k8s.apimachinery.pkg.api.resource.Quantity'),
          },
          maxUnavailable: ref('io.k8s.apimachinery.pkg.util.intstr.IntOrString'),
          since: ref('io.k8s.apimachinery.pkg.apis.meta.v1.Time'),
          raw: ref('io.k8s.apimachinery.pkg.runtime.RawExtension'),
          weight: { type: 'number', format: 'double' },
          paused: { type: 'boolean' },
        },
      },
      'io.k8s.apimachinery.pkg.apis.meta.v1.LabelSelector': { properties: {} },
      'io.k8s.api.core.v1.PodTemplateSpec': { properties: {} },
      'io.k8s.api.apps.v1.StatefulSetOrdinals': { properties: {} },
      'io.k8s.api.core.v1.Volume': { properties: {} },
      'io.k8s.apimachinery.pkg.api.resource.Quantity': { type: 'string' },
      'io.k8s.apimachinery.pkg.util.intstr.IntOrString': { format: 'int-or-string' },
      'io.k8s.apimachinery.pkg.apis.meta.v1.Time': { type: 'string', format: 'date-time' },
      'io.k8s.apimachinery.pkg.runtime.RawExtension': { type: 'object' },
    },
  },
});
const schemas = schemasOf(DOC);
const read = openApiClasses(35, (id) =>
  schemas[id] === undefined ? undefined : JSON.stringify(schemas[id]),
);

describe('the OpenAPI reader', () => {
  it('names a definition as client-node does, and finds it back', () => {
    expect(className('io.k8s.api.core.v1.PodSpec')).toBe('V1PodSpec');
    expect(className('io.k8s.api.resource.v1beta1.DeviceClaim')).toBe('V1beta1DeviceClaim');
    expect(candidateIds('V1LabelSelector')).toContain(
      'io.k8s.apimachinery.pkg.apis.meta.v1.LabelSelector',
    );
    expect(candidateIds('V1StatefulSetSpec')[0]).toBe('io.k8s.api.core.v1.StatefulSetSpec');
  });

  it('reads a definition as the class client-node generates from it', () => {
    const cls = read('V1StatefulSetSpec')!;
    expect(cls.minor).toBe(35);
    expect(cls.doc).toBe('A StatefulSetSpec.');
    const fields = Object.fromEntries(cls.fields.map((f) => [f.name, [f.type, f.format]]));
    expect(fields).toEqual({
      replicas: ['number', 'int32'],
      selector: ['V1LabelSelector', ''],
      template: ['V1PodTemplateSpec', ''],
      ordinals: ['V1StatefulSetOrdinals', ''],
      volumeClaimTemplates: ['Array<V1Volume>', ''],
      labels: ['{ [key: string]: string; }', ''],
      limits: ['{ [key: string]: string; }', ''],
      maxUnavailable: ['IntOrString', 'int-or-string'],
      since: ['Date', 'date-time'],
      raw: ['any', ''],
      weight: ['number', 'double'],
      paused: ['boolean', ''],
    });
    expect(cls.fields.find((f) => f.name === 'replicas')!.doc).toBe('Replicas.');
  });

  it('has no class for a definition the document lacks', () => {
    expect(read('V1WorkloadReference')).toBeNull();
  });

  it('reads the definitions of a v2 document too', () => {
    expect(Object.keys(schemasOf(JSON.stringify({ definitions: { a: {} } })))).toEqual(['a']);
  });
});
