// imagePullPolicy as the API server stores it: written, or defaulted from the image's tag
// (pkg/apis/core/v1/defaults.go SetDefaults_Container, parsers.ParseImageName).
import { describe, expect, it } from 'vitest';
import { defaultPullPolicy } from '../../../../src/manifest/images/pullPolicy.ts';
import { loadScenario } from '../../../../src/manifest/load/loadScenario.ts';

const policies = (containers: string) => {
  const m = loadScenario(
    `apiVersion: v1\nkind: Pod\nmetadata: {name: p}\nspec:\n  initContainers:\n  - {name: i, image: busybox}\n  containers:\n${containers}`,
  ).model!;
  const t = m.pods[0]!.template;
  return [...t.initContainers, ...t.containers].map((c) => `${c.name}=${c.pullPolicy}`);
};

describe('defaultPullPolicy', () => {
  it('is Always for the tag latest, written or implied by no tag and no digest', () => {
    expect(defaultPullPolicy('nginx')).toBe('Always');
    expect(defaultPullPolicy('nginx:latest')).toBe('Always');
    expect(defaultPullPolicy('registry.k8s.io/pause')).toBe('Always');
    expect(defaultPullPolicy('localhost:5000/app')).toBe('Always');
    expect(defaultPullPolicy('nginx:latest@sha256:abc')).toBe('Always');
  });

  it('is IfNotPresent for any other tag, and for a digest without a tag', () => {
    expect(defaultPullPolicy('nginx:1.27')).toBe('IfNotPresent');
    expect(defaultPullPolicy('localhost:5000/app:v2')).toBe('IfNotPresent');
    expect(defaultPullPolicy('nginx@sha256:abc')).toBe('IfNotPresent');
    expect(defaultPullPolicy('nginx:Latest')).toBe('IfNotPresent');
  });
});

describe('the container model', () => {
  it('keeps a written policy and defaults the others, init containers too', () => {
    expect(
      policies(
        '  - {name: a, image: nginx}\n  - {name: b, image: nginx:1.27}\n  - {name: c, image: nginx, imagePullPolicy: IfNotPresent}\n  - {name: d, image: nginx:1.27, imagePullPolicy: Never}\n',
      ),
    ).toEqual(['i=Always', 'a=Always', 'b=IfNotPresent', 'c=IfNotPresent', 'd=Never']);
  });
});
