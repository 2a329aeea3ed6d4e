// spec.successPolicy of a Job (KEP-3998), checked as pkg/apis/batch/validation/validation.go
// validateJobSpec, validateSuccessPolicy and validateSuccessPolicyRule word it. The field
// itself is dropped on versions where the JobSuccessPolicy gate is off (job.ts GATED).
import type { Reader } from '../read/fields.ts';
import type { SuccessPolicyRule } from '../model/model.ts';

/** validation.go maxSuccessPolicyRule. */
const MAX_RULES = 20;

/** strconv.Atoi: an optional sign and decimal digits, nothing else (no spaces). */
const atoi = (s: string): number | null => (/^[+-]?\d+$/.test(s) ? Number(s) : null);

/**
 * validation.go validateIndexesFormat / parseIndexInterval: "0,2-3" must be increasing
 * intervals below completions. Returns the number of indexes, or the error text.
 */
export function validateIndexesFormat(
  text: string,
  completions: number,
): { total: number } | { error: string } {
  if (text === '') return { total: 0 };
  let last: number | null = null;
  let total = 0;
  for (const part of text.split(',')) {
    const limits = part.split('-');
    if (limits.length > 2)
      return {
        error: `the fragment ${JSON.stringify(part)} violates the requirement that an index interval can have at most two parts separated by '-'`,
      };
    const bounds: number[] = [];
    for (const s of limits) {
      const n = atoi(s);
      if (n === null)
        return { error: `cannot convert string to integer for index: ${JSON.stringify(s)}` };
      if (n >= completions) return { error: `too large index: ${JSON.stringify(s)}` };
      bounds.push(n);
    }
    const x = bounds[0]!;
    const y = bounds[1] ?? x;
    if (limits.length === 2 && x >= y)
      return { error: `non-increasing order, previous: ${x}, current: ${y}` };
    if (last !== null && last >= x)
      return { error: `non-increasing order, previous: ${last}, current: ${x}` };
    total += y - x + 1;
    last = y;
  }
  return { total };
}

/**
 * spec.successPolicy: only for Indexed Jobs; 1–20 rules, each with succeededIndexes and/or
 * succeededCount. `completions` is null only when the Job is already invalid.
 */
export function readSuccessPolicy(
  spec: Reader,
  indexed: boolean,
  completions: number | null,
): SuccessPolicyRule[] | null {
  const p = spec.child('successPolicy');
  if (p.value === undefined || p.value === null) return null;
  if (!p.isMap) {
    p.error(`${p.name()}: Invalid value: must be a map with rules`);
    return null;
  }
  if (!indexed) {
    // field.Invalid with the struct: the API server prints it with Go's %#v (pointer
    // addresses included); podterm elides the rules.
    p.error(
      `${p.name()}: Invalid value: batch.SuccessPolicy{Rules:[]batch.SuccessPolicyRule{...}}: requires indexed completion mode`,
    );
    return null;
  }
  const items = p.list('rules');
  if (items.length === 0)
    p.error(
      `${p.name('rules')}: Required value: at least one rules must be specified when the successPolicy is specified`,
      p.has('rules') ? 'rules' : undefined,
    );
  if (items.length > MAX_RULES)
    p.error(
      `${p.name('rules')}: Too many: ${items.length}: must have at most ${MAX_RULES} items`,
      'rules',
    );
  return items.map((r) => readRule(r, completions));
}

function readRule(r: Reader, completions: number | null): SuccessPolicyRule {
  const succeededIndexes = r.str('succeededIndexes', null);
  if (succeededIndexes === null && !r.has('succeededCount'))
    r.error(
      `${r.name()}: Required value: at least one of succeededCount or succeededIndexes must be specified`,
    );
  let total = 0;
  if (succeededIndexes !== null && completions !== null) {
    const parsed = validateIndexesFormat(succeededIndexes, completions);
    if ('error' in parsed)
      r.invalid(
        'succeededIndexes',
        succeededIndexes,
        `error parsing succeededIndexes: ${parsed.error}`,
      );
    else total = parsed.total;
  }
  const count = r.num('succeededCount', null, { min: 0 });
  if (count !== null && completions !== null && count > completions)
    r.invalid(
      'succeededCount',
      count,
      `must be less than or equal to ${completions} (the number of specified completions)`,
    );
  // A succeededIndexes that did not parse counts 0 indexes here too, as in Kubernetes.
  if (count !== null && succeededIndexes !== null && completions !== null && count > total)
    r.invalid(
      'succeededCount',
      count,
      `must be less than or equal to ${total} (the number of indexes in the specified succeededIndexes field)`,
    );
  return { succeededIndexes, succeededCount: count };
}
