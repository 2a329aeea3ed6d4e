// The ownerReferences the API stores for objects other than Pods, which the garbage
// collector reads (apiserver/ownerReferences.ts).
import { describe, expect, it } from 'vitest';
import { OwnerReferences } from '../../../../src/cluster/apiserver/ownerReferences.ts';

describe('OwnerReferences', () => {
  it('lists an owner’s dependents oldest first, and nothing for an owner of none', () => {
    const refs = new OwnerReferences();
    refs.add('ReplicaSet/web-1', 'Deployment/web');
    refs.add('Job/report-1', 'CronJob/report');
    refs.add('ReplicaSet/web-2', 'Deployment/web');
    expect(refs.dependentsOf('Deployment/web')).toEqual(['ReplicaSet/web-1', 'ReplicaSet/web-2']);
    expect(refs.dependentsOf('CronJob/report')).toEqual(['Job/report-1']);
    expect(refs.dependentsOf('Deployment/api')).toEqual([]);
  });
});
