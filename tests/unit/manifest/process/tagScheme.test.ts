// An official image whose tags are its release versions: a tag outside that scheme is said
// (never failed), with the one click that writes spec.images, and the click's text loads.
import { describe, expect, it } from 'vitest';
import { tagAssumptions, unlikelyTag } from '../../../../src/manifest/process/tagScheme.ts';
import { loadScenario } from '../../../../src/manifest/load/loadScenario.ts';
import { setScenarioValue } from '../../../../src/manifest/edit/setScenarioValue.ts';

const doc = (spec: string, image: string) =>
  `apiVersion: podterm.dev/v1\nkind: Scenario\nmetadata: {name: s}\nspec:\n  duration: 10s\n${spec}---\napiVersion: v1\nkind: Pod\nmetadata: {name: web}\nspec:\n  containers:\n  - {name: c, image: "${image}"}\n`;

describe('unlikelyTag', () => {
  it('says a release line newer than the newest read (nginx 1.161, 2)', () => {
    expect(unlikelyTag('nginx:1.161')).toContain('no 1.161 line was out');
    expect(unlikelyTag('nginx:2')).toContain('no 2 line was out');
    expect(unlikelyTag('docker.io/library/nginx:1.161-alpine')).toContain('(the newest was 1.30)');
  });

  it('says a tag that starts as a version but is not one (1.27.1alpine)', () => {
    expect(unlikelyTag('nginx:1.27.1alpine')).toContain('`1.27.1alpine` is not one');
  });

  it('leaves released versions, variants, words, digests and images it has no scheme for', () => {
    for (const image of [
      'nginx:1.14.2',
      'nginx:1.16.1',
      'nginx:1.29-alpine',
      'nginx:1.30.0-bookworm',
      'nginx:1',
      'nginx',
      'nginx:mainline',
      'nginx:alpine-slim',
      'nginx@sha256:abc',
      'redis:99.0',
      'myorg/app:1.161',
    ])
      expect(unlikelyTag(image), image).toBeNull();
  });
});

describe('tagAssumptions', () => {
  it('offers spec.images for the reference as written, and is silent once it is set', () => {
    const m = loadScenario(doc('', 'nginx:1.161')).model!;
    const [a, ...rest] = tagAssumptions(m);
    expect(rest).toEqual([]);
    expect(a).toMatchObject({
      object: 'Pod/web',
      container: 'c',
      change: { path: ['spec', 'images', 'nginx:1.161'], values: ['notFound', 'unauthorized'] },
    });
    const set = loadScenario(doc('  images: {"nginx:1.161": notFound}\n', 'nginx:1.161')).model!;
    expect(tagAssumptions(set)).toEqual([]);
  });

  it('checks a rollout’s image too', () => {
    const spec =
      '  actions:\n    - {at: 2s, do: rollout, target: deployment/web, image: "nginx:1.161"}\n';
    const deployment =
      'apiVersion: apps/v1\nkind: Deployment\nmetadata: {name: web}\nspec:\n  selector: {matchLabels: {app: web}}\n  template:\n    metadata: {labels: {app: web}}\n    spec:\n      containers: [{name: c, image: "nginx:1.16.1"}]\n';
    const text = `apiVersion: podterm.dev/v1\nkind: Scenario\nspec:\n${spec}---\n${deployment}`;
    const m = loadScenario(text).model!;
    expect(tagAssumptions(m).map((a) => a.object)).toEqual(['deployment/web']);
  });

  it('its one click writes a key the document then reads', () => {
    const text = doc('', 'nginx:1.161');
    const m = loadScenario(text).model!;
    const change = tagAssumptions(m)[0]!.change!;
    const r = setScenarioValue(text, change.path, 'notFound');
    expect(r.reason).toBeUndefined();
    const after = loadScenario(r.text).model!;
    expect(after.images).toEqual({ 'docker.io/library/nginx:1.161': 'notFound' });
    expect(tagAssumptions(after)).toEqual([]);
  });
});
