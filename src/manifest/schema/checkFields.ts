// Unknown fields, as the API server's strict field validation finds them (kubectl apply
// fails with `unknown field "spec.replica"`): a warning on the key, with the nearest known
// key when it is a likely typo. Objects podterm does not look into are `open`.
import type { Reader } from '../fields.ts';
import type { FieldSchema } from './types.ts';

/** Levenshtein distance, stopping early past `max`. */
function distance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let prev = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++)
      row[j] = Math.min(
        prev[j]! + 1,
        row[j - 1]! + 1,
        prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
    prev = row;
  }
  return prev[b.length]!;
}

function nearest(key: string, known: readonly string[]): string | null {
  const lower = key.toLowerCase();
  let best: string | null = null;
  let bestD = 3;
  for (const k of known) {
    const d = k.toLowerCase() === lower ? 0 : distance(key, k, 2);
    if (d < bestD) [best, bestD] = [k, d];
  }
  return best;
}

export function checkFields(r: Reader, s: FieldSchema): void {
  if (s.type === 'array' && s.items && Array.isArray(r.value)) {
    r.value.forEach((_, i) => checkFields(r.child(i), s.items!));
    return;
  }
  if (s.type !== 'object' || !s.fields || !r.isMap) return;
  for (const key of Object.keys(r.value as object)) {
    const f = s.fields[key];
    if (f) checkFields(r.child(key), f);
    else if (!s.open) {
      const near = nearest(key, Object.keys(s.fields));
      r.report(
        'warning',
        `unknown field "${r.name(key)}"${near ? ` (did you mean "${near}"?)` : ''}: kubectl apply refuses it; podterm ignores it`,
        key,
      );
    }
  }
}
