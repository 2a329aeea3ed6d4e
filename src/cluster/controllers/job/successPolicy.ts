// KEP-3998 Job success policy (pkg/controller/job/success_policy.go): an Indexed Job
// whose succeeded indexes meet one of spec.successPolicy's rules is declared succeeded
// (SuccessCriteriaMet, reason SuccessPolicy) and its remaining pods are deleted.
import type { KubeVersion, SuccessPolicyRule } from '../../../manifest/model/model.ts';
import { jobSuccessPolicy } from '../../../versions/features.ts';

/**
 * indexed_job_utils.go parseIndexesFromString: the rule's indexes below completions; a
 * corrupted interval is skipped, an interval starting past completions ends the list and
 * one ending past it is cut at completions − 1.
 */
export function parseIndexesFromString(text: string, completions: number): Set<number> {
  const out = new Set<number>();
  if (text === '') return out;
  for (const part of text.split(',')) {
    const limits = part.split('-');
    const first = /^[+-]?\d+$/.test(limits[0]!) ? Number(limits[0]) : NaN;
    if (Number.isNaN(first)) continue;
    if (first >= completions) break;
    let last = first;
    if (limits.length > 1) {
      if (!/^[+-]?\d+$/.test(limits[1]!)) continue;
      last = Math.min(Number(limits[1]), completions - 1);
    }
    for (let i = first; i <= last; i++) out.add(i);
  }
  return out;
}

/**
 * matchSuccessPolicy: the first rule met gives the message "Matched rules at index N". A
 * rule with succeededIndexes is met when all of them succeeded, or (with succeededCount)
 * when at least that many of them did (matchSucceededIndexesRule); succeededCount alone
 * counts every succeeded index. Nothing matches before an index succeeded.
 */
export function matchSuccessPolicy(
  v: KubeVersion,
  rules: readonly SuccessPolicyRule[] | null,
  completions: number,
  succeeded: ReadonlySet<number>,
): string | null {
  if (!jobSuccessPolicy(v) || rules === null || succeeded.size === 0) return null;
  for (const [index, rule] of rules.entries()) {
    if (rule.succeededIndexes !== null) {
      const required = parseIndexesFromString(rule.succeededIndexes, completions);
      // A rule whose indexes do not parse is skipped.
      if (required.size === 0) continue;
      const contains = [...required].filter((i) => succeeded.has(i)).length;
      if (
        contains === required.size ||
        (rule.succeededCount !== null && contains >= rule.succeededCount)
      )
        return `Matched rules at index ${index}`;
    } else if (rule.succeededCount !== null && succeeded.size >= rule.succeededCount) {
      return `Matched rules at index ${index}`;
    }
  }
  return null;
}
