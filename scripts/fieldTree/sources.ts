// What `npm run fields:gen` reads: the package releases, the kinds, and where each model
// file sits, shared by the generator and its unit test (which reads a checked-in sample).
import { readClientClass } from './clientNode.ts';
import { openApiClasses } from './openapi.ts';
import type { Inputs, Release } from './transform.ts';

/**
 * The last @kubernetes/client-node release of each minor, as its model files' header says
 * ("OpenAPI spec version: v1.34.0", "…: release-1.24", "…: release-1.36"); the generator
 * checks each file it reads. No release carries 1.23, 1.26, 1.31, 1.35 or 1.37 (2.0.0 and
 * 2.0.1 are both of release-1.36; 1.35's 2.0.0-rc.1 was tagged, never published): those
 * are read from the OpenAPI document (OPENAPI), and a minor that has neither is filled
 * from the minors before and after it (transform.ts minorsOf, `filled` in the tree).
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
  36: '2.0.1',
};

export interface OpenApiSource {
  repo: string;
  commit: string;
  /** The folder of the document's files, one per group version. */
  dir: string;
  files: readonly string[];
}

/**
 * The Kubernetes OpenAPI document (v3) that kubectl-validate keeps of each minor, as served
 * by that minor's API server (pkg/openapiclient/builtins/1.NN), in the files of the groups
 * podterm reads.
 */
const kubectlValidate = (minor: number): OpenApiSource => ({
  repo: 'kubernetes-sigs/kubectl-validate',
  commit: 'a97ccfaca20b164819afdae780392496f6ed6bbd',
  dir: `pkg/openapiclient/builtins/1.${minor}`,
  files: [
    'api/v1.json',
    'apis/apps/v1.json',
    'apis/batch/v1.json',
    'apis/policy/v1.json',
    'apis/scheduling.k8s.io/v1.json',
  ],
});

/**
 * Minors no client-node release carries, read from the Kubernetes OpenAPI document of that
 * minor (openapi.ts), as a repository holds it at a commit: the generator reads the files
 * from .cache/fieldTree/<owner>+<name>@<commit>/<dir>, which it fills from a git clone of
 * the repository named by FIELDS_GIT_DIR. Nothing carries 1.37 yet: it is filled from 1.36.
 */
export const OPENAPI: Readonly<Record<number, OpenApiSource>> = {
  23: kubectlValidate(23),
  26: kubectlValidate(26),
  31: kubectlValidate(31),
  35: kubectlValidate(35),
};

/** The newest kubernetes-models: docs, enums, Quantity and IntOrString (models.ts). */
export const MODELS: Readonly<Record<string, string>> = {
  'kubernetes-models': '5.1.0',
  '@kubernetes-models/apimachinery': '3.0.2',
};

export const RANGE = [21, 37] as const;

export const ROOTS: Inputs['roots'] = {
  Pod: ['V1Pod', 'kubernetes-models/v1/Pod.d.ts'],
  Service: ['V1Service', 'kubernetes-models/v1/Service.d.ts'],
  Deployment: ['V1Deployment', 'kubernetes-models/apps/v1/Deployment.d.ts'],
  ReplicaSet: ['V1ReplicaSet', 'kubernetes-models/apps/v1/ReplicaSet.d.ts'],
  ReplicationController: [
    'V1ReplicationController',
    'kubernetes-models/v1/ReplicationController.d.ts',
  ],
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

/** Where a definition of an OPENAPI minor is: `openapi@1.35/io.k8s.api.core.v1.PodSpec`. */
export const schemaPath = (minor: number, id: string): string => `openapi@1.${minor}/${id}`;

/**
 * The releases and models, from a reader of `client-node@v/…`, `openapi@1.m/<id>` (one
 * definition's JSON) and `kubernetes-models/…` paths.
 */
export function inputsFrom(
  read: (path: string) => string | undefined,
  roots: Inputs['roots'],
): Inputs {
  const clientNode: Release[] = Object.entries(CLIENT_NODE).map(([minor, version]) => ({
    minor: Number(minor),
    source: `@kubernetes/client-node ${version}`,
    read(cls) {
      for (const base of classFiles(version, cls)) {
        const js = read(`${base}.js`);
        const dts = read(`${base}.d.ts`);
        if (js !== undefined && dts !== undefined) return readClientClass(cls, js, dts);
      }
      return null;
    },
  }));
  const openApi: Release[] = Object.entries(OPENAPI).map(([minor, at]) => ({
    minor: Number(minor),
    source: `OpenAPI ${at.repo}@${at.commit.slice(0, 12)}:${at.dir}`,
    read: openApiClasses(Number(minor), (id) => read(schemaPath(Number(minor), id))),
  }));
  const releases = [...clientNode, ...openApi].sort((a, b) => a.minor - b.minor);
  return { releases, readModel: read, roots, range: RANGE };
}
