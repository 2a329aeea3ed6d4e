// Pods a PodDisruptionBudget selects that no controller owns (bare Pods), under a
// maxUnavailable or a percentage minAvailable: getExpectedScale (disruption.go) sums the scale
// of each Pod's controller, and a bare Pod has none. What each release does then, and what it
// says. An integer minAvailable counts the Pods themselves (getExpectedPodCount: expectedCount
// = len(pods)) and needs no controller, so none of this applies to it.
//
// Which release does what is the rulebook's (versions/features.ts unmanagedPodsSkipped: 1.22,
// #103414; unmanagedPodsEvent: 1.27, #115861 with the message of #116256). Before 1.22
// getExpectedScale returned the error below, trySync failed, and sync's failSafe wrote
// disruptionsAllowed 0 with DisruptionAllowed=False, reason SyncFailed; from 1.22 the Pod is
// skipped, so expectedCount sums the managed Pods' controllers only (0 when every Pod is
// bare, and updatePdbStatus then allows no disruption).
import type { PdbModel } from '../../../manifest/model/model.ts';

/** getExpectedScale's error before 1.22; failSafe's condition message says it. */
export const noControllerRef = (pod: string): string => `found no controller ref for pod "${pod}"`;

/** getExpectedScale's error for a Pod whose controller no finder knows (no scale). */
export const noControllers = (pod: string): string => `found no controllers for pod "${pod}"`;

/** trySync's Warning CalculateExpectedPodCountFailed when getExpectedPodCount fails. */
export const countFailed = (err: string): string =>
  `Failed to calculate the number of expected pods: ${err}`;

/**
 * The budget's selector as Go's %v prints a *metav1.LabelSelector (its generated String():
 * matchLabels sorted by key; a budget here has no matchExpressions).
 */
function selectorString(pdb: PdbModel): string {
  const labels = pdb.selectsAll ? {} : pdb.selector;
  const pairs = Object.keys(labels)
    .sort()
    .map((k) => `${k}: ${labels[k]},`)
    .join('');
  return `&LabelSelector{MatchLabels:map[string]string{${pairs}},MatchExpressions:[]LabelSelectorRequirement{},}`;
}

/** trySync's Warning UnmanagedPods (1.27+). */
export const unmanagedPodsMessage = (pdb: PdbModel): string =>
  `Pods selected by this PodDisruptionBudget (selector: ${selectorString(pdb)}) were found ` +
  'to be unmanaged. As a result, the status of the PDB cannot be calculated correctly, which ' +
  'may result in undefined behavior. To account for these pods please set ".spec.minAvailable" ' +
  'field of the PDB to an integer value.';
