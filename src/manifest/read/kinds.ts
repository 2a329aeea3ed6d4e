// The kinds podterm reads, and which apiVersions of each the API server serves at each
// minor of 1.21–1.37 (no apiVersion of these kinds was added or removed after 1.25; the Deprecated API Migration Guide,
// kubernetes.io/docs/reference/using-api/deprecation-guide; each group's
// zz_generated.prerelease-lifecycle.go). Every other kind is listed as ignored.
import { afterMinor, beforeMinor, type KubeVersion } from '../../versions/version.ts';

export interface Served {
  apiVersion: string;
  /** Last minor that serves it; absent: every supported minor. */
  until?: number;
  /**
   * The API server's deprecation warning (apiserver endpoints/deprecation WarningMessage),
   * from the minor it starts until the one after which the version is gone.
   */
  deprecated?: { since: number; removedIn: number };
}

const GATEWAY_API: readonly Served[] = [
  { apiVersion: 'gateway.networking.k8s.io/v1' },
  { apiVersion: 'gateway.networking.k8s.io/v1beta1' },
];

/** The first entry is the preferred version, the one podterm reads every document as. */
export const SERVED: Readonly<Record<string, readonly Served[]>> = {
  Scenario: [{ apiVersion: 'podterm.dev/v1' }],
  Pod: [{ apiVersion: 'v1' }],
  Service: [{ apiVersion: 'v1' }],
  ReplicationController: [{ apiVersion: 'v1' }],
  // Read for the API server's admission of Pods (admission.ts), not simulated themselves.
  LimitRange: [{ apiVersion: 'v1' }],
  ResourceQuota: [{ apiVersion: 'v1' }],
  // extensions/v1beta1, apps/v1beta1 and apps/v1beta2 are gone since 1.16.
  Deployment: [{ apiVersion: 'apps/v1' }],
  ReplicaSet: [{ apiVersion: 'apps/v1' }],
  StatefulSet: [{ apiVersion: 'apps/v1' }],
  DaemonSet: [{ apiVersion: 'apps/v1' }],
  Job: [{ apiVersion: 'batch/v1' }],
  // batch/v1 from 1.21; batch/v1beta1 served through 1.24 (the guide's "CronJob v1.25"),
  // with the same fields and defaults (batch/v1beta1 defaults.go SetDefaults_CronJob).
  CronJob: [
    { apiVersion: 'batch/v1' },
    { apiVersion: 'batch/v1beta1', until: 24, deprecated: { since: 21, removedIn: 25 } },
  ],
  // policy/v1 from 1.21; policy/v1beta1 served through 1.24 ("PodDisruptionBudget v1.25"),
  // where an empty selector selects no Pod (workloads.ts readPdb).
  PodDisruptionBudget: [
    { apiVersion: 'policy/v1' },
    { apiVersion: 'policy/v1beta1', until: 24, deprecated: { since: 21, removedIn: 25 } },
  ],
  // scheduling.k8s.io/v1beta1 served through 1.21 ("PriorityClass v1.22").
  PriorityClass: [
    { apiVersion: 'scheduling.k8s.io/v1' },
    {
      apiVersion: 'scheduling.k8s.io/v1beta1',
      until: 21,
      deprecated: { since: 14, removedIn: 22 },
    },
  ],
  // The request path (contract §5, dataPlane/). networking.k8s.io/v1beta1 and
  // extensions/v1beta1 Ingress, and networking.k8s.io/v1beta1 IngressClass, are served
  // through 1.21 (the guide's "Ingress v1.22"; deprecated since 1.19 and 1.14).
  Ingress: [
    { apiVersion: 'networking.k8s.io/v1' },
    {
      apiVersion: 'networking.k8s.io/v1beta1',
      until: 21,
      deprecated: { since: 19, removedIn: 22 },
    },
    { apiVersion: 'extensions/v1beta1', until: 21, deprecated: { since: 14, removedIn: 22 } },
  ],
  IngressClass: [
    { apiVersion: 'networking.k8s.io/v1' },
    {
      apiVersion: 'networking.k8s.io/v1beta1',
      until: 21,
      deprecated: { since: 19, removedIn: 22 },
    },
  ],
  // Gateway API kinds are CRDs, not Kubernetes minors: what their CRDs serve (standard
  // channel v1.0+ serves v1 and v1beta1 of these three) whatever the API server's version.
  Gateway: GATEWAY_API,
  GatewayClass: GATEWAY_API,
  HTTPRoute: GATEWAY_API,
};

export const isReadKind = (kind: string): boolean => Object.hasOwn(SERVED, kind);

/** Each kind's preferred apiVersion (the editor offers these). */
export const API_VERSIONS: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(SERVED).map(([kind, versions]) => [kind, versions[0]!.apiVersion]),
);

export type VersionCheck =
  { served: true; warning: string | null } | { served: false; lastServed: number | null };

/** Whether `apiVersion` of `kind` is served at `v`, with its deprecation warning. */
export function checkApiVersion(kind: string, apiVersion: string, v: KubeVersion): VersionCheck {
  const entry = SERVED[kind]?.find((s) => s.apiVersion === apiVersion);
  if (!entry) return { served: false, lastServed: null };
  if (entry.until !== undefined && afterMinor(v, entry.until))
    return { served: false, lastServed: entry.until };
  const d = entry.deprecated;
  const preferred = API_VERSIONS[kind]!;
  return {
    served: true,
    warning:
      d && !beforeMinor(v, d.since)
        ? `${apiVersion} ${kind} is deprecated in v1.${d.since}+, unavailable in v1.${d.removedIn}+; use ${preferred} ${kind}`
        : null,
  };
}
