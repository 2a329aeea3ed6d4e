// What `npm run fields:gen` reads: the package releases, the kinds, and where each model
// file sits, shared by the generator and its unit test (which reads a checked-in sample).
import type { Inputs, Release } from './transform.ts';

/**
 * The last @kubernetes/client-node release of each minor, as its model files' header says
 * ("OpenAPI spec version: v1.34.0", "…: release-1.24"); the generator checks each file it
 * reads. No release carries 1.23, 1.26 or 1.31: those minors are interpolated (transform.ts
 * minorsOf).
 */
export const CLIENT_NODE: Readonly<Record<number, string>> = {
  21: '0.15.1',
  22: '0.16.3',
  24: '0.17.1',
  25: '0.18.1',
  27: '0.19.0',
  28: '0.20.0',
  29: '0.21.0',
  30: '0.22.3',
  32: '1.1.3',
  33: '1.3.0',
  34: '1.4.0',
};

/** The newest kubernetes-models: docs, enums, Quantity and IntOrString (models.ts). */
export const MODELS: Readonly<Record<string, string>> = {
  'kubernetes-models': '5.1.0',
  '@kubernetes-models/apimachinery': '3.0.2',
};

export const RANGE = [21, 34] as const;

export const ROOTS: Inputs['roots'] = {
  Pod: ['V1Pod', 'kubernetes-models/v1/Pod.d.ts'],
  Service: ['V1Service', 'kubernetes-models/v1/Service.d.ts'],
  Deployment: ['V1Deployment', 'kubernetes-models/apps/v1/Deployment.d.ts'],
  ReplicaSet: ['V1ReplicaSet', 'kubernetes-models/apps/v1/ReplicaSet.d.ts'],
  StatefulSet: ['V1StatefulSet', 'kubernetes-models/apps/v1/StatefulSet.d.ts'],
  DaemonSet: ['V1DaemonSet', 'kubernetes-models/apps/v1/DaemonSet.d.ts'],
  Job: ['V1Job', 'kubernetes-models/batch/v1/Job.d.ts'],
  CronJob: ['V1CronJob', 'kubernetes-models/batch/v1/CronJob.d.ts'],
  PodDisruptionBudget: [
    'V1PodDisruptionBudget',
    'kubernetes-models/policy/v1/PodDisruptionBudget.d.ts',
  ],
  PriorityClass: ['V1PriorityClass', 'kubernetes-models/scheduling.k8s.io/v1/PriorityClass.d.ts'],
};

/** The unit test's sample: a small subtree with a versioned field, an enum and IntOrString. */
export const SAMPLE_ROOTS: Inputs['roots'] = {
  PodDisruptionBudgetSpec: [
    'V1PodDisruptionBudgetSpec',
    'kubernetes-models/policy/v1/PodDisruptionBudgetSpec.d.ts',
  ],
};
export const SAMPLE = 'tests/fixtures/fieldTree/sample.json';

/** Where a class's files are in a client-node release: models/V1X (1.x), model/v1X (0.x). */
export const classFiles = (version: string, cls: string): string[] => [
  `client-node@${version}/dist/gen/models/${cls}`,
  `client-node@${version}/dist/gen/model/${cls[0]!.toLowerCase()}${cls.slice(1)}`,
];

/** The releases and models, from a reader of `client-node@v/…` and `kubernetes-models/…` paths. */
export function inputsFrom(
  read: (path: string) => string | undefined,
  roots: Inputs['roots'],
): Inputs {
  const releases: Release[] = Object.entries(CLIENT_NODE).map(([minor, version]) => ({
    minor: Number(minor),
    version,
    read(cls) {
      for (const base of classFiles(version, cls)) {
        const js = read(`${base}.js`);
        const dts = read(`${base}.d.ts`);
        if (js !== undefined && dts !== undefined) return { js, dts };
      }
      return undefined;
    },
  }));
  return { releases, readModel: read, roots, range: RANGE };
}
