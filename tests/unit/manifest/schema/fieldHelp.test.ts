// The editor's help from the generated tree: completion and hover at any depth (keys,
// enum values with what each means, the version that brings a field), and podterm's own
// notes kept as an overlay: every field they describe exists in the generated tree.
import { kube } from '../../../../src/versions/version.ts';
import { describe, expect, it } from 'vitest';
import { schemaForKind } from '../../../../src/manifest/schema/editorSchemas.ts';
import { completionsAt, hoverAt } from '../../../../src/manifest/schema/lookup.ts';
import type { FieldSchema } from '../../../../src/manifest/schema/types.ts';
import { KIND_SCHEMAS as OVERLAY } from '../../../../src/manifest/schema/workloads.ts';

const TEXT = `apiVersion: apps/v1
kind: Deployment
metadata:
  name: web
spec:
  template:
    spec:
      affinity:
        nodeAffinity:
          requiredDuringSchedulingIgnoredDuringExecution:
            nodeSelectorTerms:
              - matchExpressions:
                  - key: zone
                    operator: In
                    
      containers:
        - name: app
          imagePullPolicy: Always
          securityContext:
            capabilities:
              
            runAsNonRoot: true
          
`;
const line = (needle: string): number => TEXT.split('\n').findIndex((l) => l.includes(needle)) + 1;
const labels = (l: number, c: number, minor?: number): string[] =>
  completionsAt(TEXT, l, c, minor === undefined ? undefined : kube(minor)).map((x) => x.label);

describe('completion at every depth', () => {
  it('keys deep in the pod template (depth 6 and more)', () => {
    expect(labels(line('operator: In') + 1, 21)).toEqual(['values']);
    expect(labels(line('capabilities:') + 1, 15)).toEqual(['add', 'drop']);
  });

  it('enum values, with what each means', () => {
    const ops = completionsAt(TEXT, line('operator: In'), 31);
    expect(ops.map((c) => c.label)).toEqual(['DoesNotExist', 'Exists', 'Gt', 'In', 'Lt', 'NotIn']);
    const pull = completionsAt(TEXT, line('imagePullPolicy'), 28);
    expect(pull.find((c) => c.label === 'IfNotPresent')!.doc).toMatch(/pulls if the image/);
  });

  it('the version that brings a field, in the detail, and later ones sorted last', () => {
    const at = line('runAsNonRoot') + 1;
    const keys = completionsAt(TEXT, at, 11, kube(33));
    expect(keys.find((c) => c.label === 'restartPolicyRules')).toMatchObject({
      later: true,
      detail: 'list of object, from 1.34 (not in 1.33)',
    });
    expect(keys.find((c) => c.label === 'resources')).toMatchObject({ later: false });
    expect(
      completionsAt(TEXT, at, 11, kube(34)).find((c) => c.label === 'restartPolicyRules'),
    ).toMatchObject({ later: false, detail: 'list of object, since 1.34' });
  });
});

describe('hover', () => {
  it('the API’s doc at depth, and podterm’s note where podterm reads the field', () => {
    const h = hoverAt(TEXT, line('runAsNonRoot'), 15)!;
    expect(h.title).toBe('spec.template.spec.containers[].securityContext.runAsNonRoot (boolean)');
    expect(h.doc).toMatch(/must run as a non-root user/);
    const pull = hoverAt(TEXT, line('imagePullPolicy'), 13)!;
    expect(pull.doc).toMatch(/^podterm: When to pull the image\.\n\nImage pull policy\./);
    expect(pull.doc).toMatch(/Values: `Always` means that kubelet always attempts/);
    expect(hoverAt('kind: Pod\nmetadata:\n  labels:\n    app: web\n', 4, 5)).toBeNull();
  });
});

describe('podterm’s overlay', () => {
  /** Every path the overlay describes, with its schema. */
  function* paths(s: FieldSchema, at: string[] = []): Generator<[string[], FieldSchema]> {
    for (const [k, f] of Object.entries(s.fields ?? {})) {
      yield [[...at, k], f];
      yield* paths(f, [...at, k]);
      if (f.items) yield* paths(f.items, [...at, k, '-']);
    }
  }

  it('describes only fields the API has, and its words stay', () => {
    for (const [kind, over] of Object.entries(OVERLAY)) {
      const root = schemaForKind(kind)!;
      for (const [path, f] of paths(over)) {
        let s: FieldSchema | undefined = root;
        for (const p of path) s = p === '-' ? s?.items : s?.fields?.[p];
        expect(s, `${kind} ${path.join('.')}`).toBeDefined();
        if (f.doc) expect(s!.note, `${kind} ${path.join('.')}`).toBe(f.doc);
        if (f.since) expect(s!.since).toEqual(f.since);
        if (f.default !== undefined) expect(s!.default).toBe(f.default);
      }
    }
  });
});
