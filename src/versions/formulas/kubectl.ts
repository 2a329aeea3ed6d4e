// What kubectl sends for `kubectl delete --grace-period=N [--force]` (staging/src/k8s.io/
// kubectl/pkg/cmd/delete/delete.go DeleteOptions.Complete, the same from 1.21 to 1.37):
//   if o.GracePeriod == 0 && !o.ForceDeletion { o.GracePeriod = 1 }
//   if o.ForceDeletion && o.GracePeriod < 0 { o.GracePeriod = 0 }
// and DeleteOptions sends gracePeriodSeconds only when it is ≥ 0 (deleteResource:
// `if o.GracePeriod >= 0 { options = metav1.NewDeleteOptions(int64(o.GracePeriod)) }`).
import { seconds, type Seconds } from '../../trace/units.ts';

/**
 * DeleteOptions.gracePeriodSeconds as kubectl sends it: `--grace-period=0` without `--force`
 * becomes 1; `--force` with no (or a negative) grace sends 0; a negative grace without
 * `--force` sends none, so the Pod's own terminationGracePeriodSeconds applies. null: none sent.
 */
export function kubectlGraceSeconds(
  gracePeriodSeconds: Seconds | null,
  force: boolean,
): Seconds | null {
  let grace: number = gracePeriodSeconds ?? -1;
  if (grace === 0 && !force) grace = 1;
  if (force && grace < 0) grace = 0;
  return grace >= 0 ? seconds(grace) : null;
}
