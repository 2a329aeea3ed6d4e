// The image table: references as the runtime reads them, each image's STOPSIGNAL by tag,
// and which images serve when given no command.
import { describe, expect, it } from 'vitest';
import { parseImageRef } from '../../../../src/manifest/images/imageRef.ts';
import {
  imageStopSignal,
  isServerImage,
  lookupImage,
  tagBefore,
} from '../../../../src/manifest/images/imageLookup.ts';

describe('an image reference', () => {
  it('puts a one-part Docker Hub name under library/, with its tag and digest', () => {
    expect(parseImageRef('nginx')).toEqual({
      registry: 'docker.io',
      repository: 'library/nginx',
      tag: null,
      digest: null,
    });
    expect(parseImageRef('docker.io/library/nginx:1.27@sha256:abc')).toEqual({
      registry: 'docker.io',
      repository: 'library/nginx',
      tag: '1.27',
      digest: 'sha256:abc',
    });
    expect(parseImageRef('index.docker.io/library/redis:7').registry).toBe('docker.io');
  });

  it('reads a registry only from a first part with a dot, a port or localhost', () => {
    expect(parseImageRef('bitnami/redis:7')).toMatchObject({
      registry: 'docker.io',
      repository: 'bitnami/redis',
    });
    expect(parseImageRef('localhost:5000/app:v1')).toMatchObject({
      registry: 'localhost:5000',
      repository: 'app',
      tag: 'v1',
    });
    expect(parseImageRef('registry.k8s.io/e2e-test-images/agnhost:2.53')).toMatchObject({
      registry: 'registry.k8s.io',
      repository: 'e2e-test-images/agnhost',
      tag: '2.53',
    });
  });
});

describe('the table', () => {
  it('finds an image under every spelling of its name, and no other repository', () => {
    for (const ref of [
      'nginx',
      'nginx:1.27-alpine',
      'docker.io/nginx',
      'docker.io/library/nginx@sha256:0123',
      'public.ecr.aws/docker/library/nginx:stable',
    ])
      expect(lookupImage(ref)?.row.cmd).toEqual(['nginx', '-g', 'daemon off;']);
    expect(lookupImage('bitnami/nginx')).toBeNull();
    expect(lookupImage('example/web:1.0')).toBeNull();
    expect(lookupImage('k8s.gcr.io/pause:3.2')?.row.entrypoint).toEqual(['/pause']);
  });

  it("gives each image's STOPSIGNAL, older tags their own", () => {
    expect(imageStopSignal('nginx:1.27')).toBe('SIGQUIT');
    expect(imageStopSignal('nginx')).toBe('SIGQUIT');
    expect(imageStopSignal('nginx:1.19')).toBe('SIGQUIT');
    expect(imageStopSignal('nginx:1.18.0')).toBe('SIGTERM');
    expect(imageStopSignal('postgres:16')).toBe('SIGINT');
    expect(imageStopSignal('postgres:9.4')).toBeNull();
    expect(imageStopSignal('httpd:2.4')).toBe('SIGWINCH');
    expect(imageStopSignal('haproxy:3.0')).toBe('SIGUSR1');
    expect(imageStopSignal('redis:7')).toBeNull();
    expect(imageStopSignal('bitnami/nginx')).toBeNull();
  });

  it('compares only the parts a tag gives', () => {
    expect(tagBefore('1.19.4', '1.19.5')).toBe(true);
    expect(tagBefore('1.19', '1.19.5')).toBe(false);
    expect(tagBefore('1', '1.19.5')).toBe(false);
    expect(tagBefore('mainline-alpine', '1.19.5')).toBe(false);
    expect(tagBefore('9.4-alpine', '9.5')).toBe(true);
  });

  it('takes servers for servers, shells and base images not', () => {
    expect(isServerImage('redis:7')).toBe(true);
    expect(isServerImage('bitnami/redis:7')).toBe(true);
    expect(isServerImage('envoyproxy/envoy:v1.30')).toBe(true);
    expect(isServerImage('registry.k8s.io/pause:3.10')).toBe(true);
    expect(isServerImage('busybox')).toBe(false);
    expect(isServerImage('python:3.12')).toBe(false);
    expect(isServerImage('gcr.io/distroless/static-debian12')).toBe(false);
  });
});
