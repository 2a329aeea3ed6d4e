import { describe, expect, it } from 'vitest';
import {
  COMPONENTS,
  startComponents,
  type ComponentDescriptor,
  type Parts,
} from '../../../src/run/components.ts';

/** Which row makes each part. */
const MADE_BY: Record<keyof Parts, string> = {
  kubelets: 'kubelet',
  proxies: 'kube-proxy',
  answers: 'coredns',
  hop: 'clients-entry',
  createPod: 'kubectl',
  deployments: 'deployment-controller',
  replicaSets: 'replicaset-controller',
  replicationControllers: 'replicationcontroller-controller',
  statefulSets: 'statefulset-controller',
  daemonSets: 'daemonset-controller',
  jobControl: 'job-controller',
  gc: 'garbage-collector-controller',
  cronJobs: 'garbage-collector-controller',
  disruption: 'disruption-controller',
  eviction: 'eviction',
};

describe('the registry of components (NewControllerDescriptors)', () => {
  it('names each component once, and each need is made by an earlier row', () => {
    const names = COMPONENTS.map((c) => c.name);
    expect(new Set(names).size).toBe(names.length);
    COMPONENTS.forEach((c, i) => {
      for (const need of c.needs) {
        const maker = names.indexOf(MADE_BY[need]);
        expect(maker, `${c.name} needs ${need}`).toBeGreaterThanOrEqual(0);
        expect(maker, `${c.name} needs ${need}`).toBeLessThan(i);
      }
    });
  });

  it('refuses a row that reads a part it did not declare', () => {
    const base = { model: {}, world: {}, cluster: {}, goesOn: () => false } as never;
    const maker: ComponentDescriptor = {
      name: 'maker',
      watches: [],
      needs: [],
      start: () => ({ hop: null }),
    };
    const reader: ComponentDescriptor = {
      name: 'reader',
      watches: [],
      needs: [],
      start: (run) => ({ hop: run.part('hop') }),
    };
    expect(() => startComponents(base, [maker, reader])).toThrow(/reader reads hop/);
    expect(startComponents(base, [maker, { ...reader, needs: ['hop'] }]).hop).toBeNull();
  });
});
