// The messages of the Kubernetes Events the components record, by version.
import { kube } from '../../../src/versions/version.ts';
import { describe, expect, it } from 'vitest';
import {
  createdMessage,
  scaledMessage,
  startedMessage,
} from '../../../src/cluster/eventMessages.ts';

describe('event messages by version', () => {
  it('Created container gains a colon in 1.32', () => {
    expect(createdMessage(kube(31), 'app')).toBe('Created container app');
    expect(createdMessage(kube(32), 'app')).toBe('Created container: app');
    expect(createdMessage(kube(34), 'app')).toBe('Created container: app');
    // #134043: the name leaves the message (kuberuntime_container.go startContainer, 1.35).
    expect(createdMessage(kube(35), 'app')).toBe('Container created');
    expect(startedMessage(kube(34), 'app')).toBe('Started container app');
    expect(startedMessage(kube(36), 'app')).toBe('Container started');
  });
  it('ScalingReplicaSet: "to N", then "to N from M", then "from M to N" (1.32)', () => {
    expect(scaledMessage(kube(26), 'up', 'web-1', 1, 3)).toBe('Scaled up replica set web-1 to 3');
    expect(scaledMessage(kube(27), 'up', 'web-1', 1, 3)).toBe(
      'Scaled up replica set web-1 to 3 from 1',
    );
    expect(scaledMessage(kube(31), 'down', 'web-1', 3, 2)).toBe(
      'Scaled down replica set web-1 to 2 from 3',
    );
    expect(scaledMessage(kube(32), 'down', 'web-1', 3, 2)).toBe(
      'Scaled down replica set web-1 from 3 to 2',
    );
  });
  it('ScalingReplicaSet for a ReplicaSet just created: no old count until 1.32', () => {
    expect(scaledMessage(kube(31), 'up', 'web-1', 0, 3, true)).toBe(
      'Scaled up replica set web-1 to 3',
    );
    expect(scaledMessage(kube(32), 'up', 'web-1', 0, 3, true)).toBe(
      'Scaled up replica set web-1 from 0 to 3',
    );
  });
});
