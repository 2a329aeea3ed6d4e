// Why the API server did what it did: its delete path, the Eviction API and kubectl drain
// against a PodDisruptionBudget (the kubectl line is what drain prints to stderr). Said
// through ../whys.ts `why()`; `{name}` is a value filled in at run time.

const BUDGET =
  'The disruption budget {pdb} needs {desired} healthy pods and has {healthy} currently (eviction.go checkAndDecrement).';

export const API_SERVER_WHYS = {
  deletionTimestamp:
    'The API server set metadata.deletionTimestamp = now + grace (rest/delete.go BeforeDelete).',
  graceZero:
    'Grace 0: the object stays only while finalizers hold it (store.go updateForGracefulDeletionAndFinalizers).',
  podRemoved:
    'The object leaves the API: grace 0 with no finalizers, or the kubelet’s final Delete once the containers stopped (status_manager.go canBeDeleted).',
  deleteWarning: 'The API server answered the DELETE with "Warning: {warning}".',
  budgetRefused: BUDGET,
  budgetRefusedByDrain: `${BUDGET} kubectl drain: error when evicting pods/"{pod}" -n "{namespace}" (will retry after 5s): {message}`,
  drainEvictError: 'kubectl drain: error when evicting pods/"{pod}" -n "{namespace}": {message}',
  podGC:
    'PodGC marks the pod Failed and force-deletes it (gc_controller.go markFailedAndDeletePodWithCondition).',
} as const;
