import { describe, expect, it } from 'vitest';
import { kube } from '../../../../src/versions/version.ts';
import { loadScenario } from '../../../../src/manifest/load/loadScenario.ts';
import {
  readKubernetesVersion,
  setKubernetesVersion,
} from '../../../../src/manifest/edit/setVersion.ts';

describe('the version picker writes into the document', () => {
  it('changes an existing kubernetesVersion and keeps the comments', () => {
    const text =
      '# mine\napiVersion: podterm.dev/v1\nkind: Scenario\nspec:\n  kubernetesVersion: "1.34" # newest\n---\napiVersion: v1\nkind: Pod\nmetadata: {name: p}\nspec: {containers: [{name: a, image: b}]}\n';
    const out = setKubernetesVersion(text, kube(27));
    expect(out).toContain('# mine');
    expect(loadScenario(out).model?.version.minor).toBe(27);
    expect(readKubernetesVersion(out)).toBe(kube(27));
  });

  it('adds a Scenario document when there is none', () => {
    const out = setKubernetesVersion(
      'apiVersion: v1\nkind: Pod\nmetadata: {name: p}\nspec: {containers: [{name: a, image: b}]}\n',
      kube(21),
    );
    expect(loadScenario(out).model?.version.minor).toBe(21);
  });

  it('leaves broken text alone', () => {
    expect(setKubernetesVersion('a: [', kube(30))).toBe('a: [');
  });
});
