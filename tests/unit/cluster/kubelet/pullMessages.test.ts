// The kubelet's image events' words: Go's Duration as %v prints it, and the Pulled message
// by version (image_manager.go EnsureImageExists: #91563, #111772, #121719).
import { describe, expect, it } from 'vitest';
import {
  goDuration,
  neverPullMessage,
  pulledAfterPullMessage,
  pullingMessage,
} from '../../../../src/cluster/eventMessages.ts';
import { kube } from '../../../../src/versions/version.ts';

describe('goDuration', () => {
  it('prints a whole number of milliseconds as time.Duration.String does', () => {
    expect(goDuration(0)).toBe('0s');
    expect(goDuration(350)).toBe('350ms');
    expect(goDuration(1000)).toBe('1s');
    expect(goDuration(2500)).toBe('2.5s');
    expect(goDuration(1250)).toBe('1.25s');
    expect(goDuration(60_000)).toBe('1m0s');
    expect(goDuration(64_200)).toBe('1m4.2s');
    expect(goDuration(3_600_000)).toBe('1h0m0s');
    expect(goDuration(3_723_004)).toBe('1h2m3.004s');
  });
});

describe('the Pulled message after a pull', () => {
  it('says the time since Pulling alone through 1.22', () => {
    expect(pulledAfterPullMessage(kube(21), 'nginx', 1000, 3000)).toBe(
      'Successfully pulled image "nginx" in 3s',
    );
    expect(pulledAfterPullMessage(kube(22), 'nginx', 1000, 3000)).toBe(
      'Successfully pulled image "nginx" in 3s',
    );
  });

  it('says the pull and the time including the wait in the puller from 1.23', () => {
    expect(pulledAfterPullMessage(kube(23), 'nginx', 1000, 3000)).toBe(
      'Successfully pulled image "nginx" in 1s (3s including waiting)',
    );
    expect(pulledAfterPullMessage(kube(29), 'nginx:1.27', 500, 500)).toBe(
      'Successfully pulled image "nginx:1.27" in 500ms (500ms including waiting)',
    );
  });

  it('ends at the sentence before the image size it does not know from 1.30', () => {
    expect(pulledAfterPullMessage(kube(30), 'nginx', 1000, 2000)).toBe(
      'Successfully pulled image "nginx" in 1s (2s including waiting).',
    );
    expect(pulledAfterPullMessage(kube(37), 'nginx', 1000, 2000)).toMatch(/waiting\)\.$/);
  });

  it('quotes the image as the container names it', () => {
    expect(pullingMessage('nginx')).toBe('Pulling image "nginx"');
    expect(neverPullMessage('app:1')).toBe(
      'Container image "app:1" is not present with pull policy of Never',
    );
  });
});
