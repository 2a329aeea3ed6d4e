// Scenario `spec.images`: the registry's answer for a reference podterm cannot ask about,
// keyed as the runtime resolves the reference.
import { describe, expect, it } from 'vitest';
import { loadScenario } from '../../../../src/manifest/load/loadScenario.ts';
import { pullFailureOf, pullKey } from '../../../../src/manifest/images/pullFailures.ts';

const doc = (images: string) =>
  `apiVersion: podterm.dev/v1\nkind: Scenario\nspec:\n  images: ${images}\n---\napiVersion: v1\nkind: Pod\nmetadata: {name: p}\nspec:\n  containers: [{name: c, image: nginx}]\n`;
const errors = (text: string) =>
  loadScenario(text)
    .diagnostics.filter((d) => d.severity === 'error')
    .map((d) => d.message);

describe('pullKey', () => {
  it('normalizes as ParseNormalizedNamed and applyDefaultImageTag do', () => {
    expect(pullKey('nginx:1.161')).toBe('docker.io/library/nginx:1.161');
    expect(pullKey('docker.io/library/nginx:1.161')).toBe('docker.io/library/nginx:1.161');
    expect(pullKey('myorg/app')).toBe('docker.io/myorg/app:latest');
    expect(pullKey('registry.k8s.io/pause:3.10')).toBe('registry.k8s.io/pause:3.10');
    expect(pullKey('nginx@sha256:abc')).toBe('docker.io/library/nginx@sha256:abc');
  });

  it('finds a setting whatever way the reference is written', () => {
    const settings = { 'docker.io/library/nginx:1.161': 'notFound' } as const;
    expect(pullFailureOf(settings, 'nginx:1.161')).toBe('notFound');
    expect(pullFailureOf(settings, 'index.docker.io/library/nginx:1.161')).toBe('notFound');
    expect(pullFailureOf(settings, 'nginx:1.16.1')).toBeNull();
    expect(pullFailureOf(settings, 'nginx')).toBeNull();
  });
});

describe('spec.images', () => {
  it('reads the answers into the model, keyed by the normalized reference', () => {
    const m = loadScenario(doc('{"nginx:1.161": notFound, "myorg/app": unauthorized}')).model!;
    expect(m.images).toEqual({
      'docker.io/library/nginx:1.161': 'notFound',
      'docker.io/myorg/app:latest': 'unauthorized',
    });
  });

  it('refuses an answer it does not know, and a value that is not a map', () => {
    expect(errors(doc('{"nginx:1.161": missing}'))).toEqual([
      'spec.images.nginx:1.161: Unsupported value: "missing": supported values: "notFound", "unauthorized", "notPresent"',
    ]);
    expect(errors(doc('[nginx]'))[0]).toContain('spec.images: Invalid value');
  });

  it('leaves the model without the key when it lists nothing', () => {
    const m = loadScenario(doc('{}')).model!;
    expect('images' in m).toBe(false);
  });
});

describe('pullKey, computed once an image', () => {
  it('answers the same for an image met again, and after the memo has started over', () => {
    expect(pullKey('nginx')).toBe('docker.io/library/nginx:latest');
    expect(pullKey('nginx')).toBe('docker.io/library/nginx:latest');
    // More images than the memo keeps: it starts over, and each answer is still its own.
    for (let i = 0; i < 600; i++)
      expect(pullKey(`app${i}:v${i}`)).toBe(`docker.io/library/app${i}:v${i}`);
    expect(pullKey('registry.k8s.io/pause:3.10')).toBe('registry.k8s.io/pause:3.10');
    expect(pullKey('nginx@sha256:abc')).toBe('docker.io/library/nginx@sha256:abc');
  });
});
