// The committed field tree is what `npm run fields:gen` makes: the generator's pure part,
// run on a checked-in sample of its real inputs (the PodDisruptionBudget spec's files in
// every client-node release, in the OpenAPI documents of the minors that no release carries
// and in kubernetes-models), gives the same types and docs as
// the committed output. Regenerate the sample with `npm run fields:gen -- --sample`.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { inputsFrom, SAMPLE, SAMPLE_ROOTS } from '../../../../scripts/fieldTree/sources.ts';
import { splitEnumDoc, transform } from '../../../../scripts/fieldTree/transform.ts';
import tree from '../../../../src/manifest/schema/generated/fieldTree.json';
import docs from '../../../../src/manifest/schema/generated/fieldDocs.json';

const sample = JSON.parse(readFileSync(SAMPLE, 'utf8')) as Record<string, string>;
const out = transform(inputsFrom((p) => sample[p], SAMPLE_ROOTS));
const committedTypes = tree.types as Record<string, unknown>;
const committedDocs = docs.docs as Record<string, unknown>;
const committedValues = docs.values as Record<string, unknown>;

describe('the generated field tree', () => {
  it('is what the transform makes of its inputs', () => {
    const names = Object.keys(out.tree.types);
    expect(names).toEqual([
      'meta.v1.LabelSelector',
      'meta.v1.LabelSelectorRequirement',
      'policy.v1.PodDisruptionBudgetSpec',
    ]);
    for (const n of names) {
      expect(out.tree.types[n]).toEqual(committedTypes[n]);
      expect(out.docs.docs[n]).toEqual(committedDocs[n]);
    }
    for (const [k, v] of Object.entries(out.docs.values)) expect(v).toEqual(committedValues[k]);
  });

  it('holds versions, enums, int-or-string from the sources', () => {
    const spec = out.tree.types['policy.v1.PodDisruptionBudgetSpec']!;
    // PDBUnhealthyPodEvictionPolicy: alpha 1.26 (no client-node release: its OpenAPI).
    expect(spec.unhealthyPodEvictionPolicy).toEqual({
      t: 'string',
      v: [26, 37],
      e: ['AlwaysAllow', 'IfHealthyBudget'],
    });
    expect(spec.minAvailable).toEqual({ t: 'int-or-string' });
    expect(spec.selector).toEqual({ t: 'meta.v1.LabelSelector' });
    expect(out.tree.types['meta.v1.LabelSelector']!.matchLabels).toEqual({ t: '{}string' });
  });

  it('says which minors no source carries, filled from their neighbours', () => {
    expect(out.tree.range).toEqual([21, 37]);
    expect(out.tree.filled).toEqual({ 37: [36] });
    expect(tree.filled).toEqual({ 37: [36] });
  });

  it('covers every kind podterm reads', () => {
    expect(Object.keys(tree.kinds)).toEqual([
      'CronJob',
      'DaemonSet',
      'Deployment',
      'Job',
      'Pod',
      'PodDisruptionBudget',
      'PriorityClass',
      'ReplicaSet',
      'ReplicationController',
      'Service',
      'StatefulSet',
    ]);
  });
});

describe('splitEnumDoc', () => {
  it('takes the "Possible enum values" list out of a doc', () => {
    expect(
      splitEnumDoc('Policy.\n\nPossible enum values:\n - `"A"` means a.\n - `"B"` means b.'),
    ).toEqual({ doc: 'Policy.', values: { A: 'means a.', B: 'means b.' } });
  });
});
