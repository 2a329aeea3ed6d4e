// pod-template-hash as Kubernetes makes it (pkg/controller/controller_utils.go
// ComputeHash): FNV-1a 32 over the template, printed in decimal, each digit mapped through
// rand.SafeEncodeString's alphabet. Kubernetes hashes its Go object dump; podterm hashes a
// canonical JSON of the template as written (sorted keys), so the same template always
// gives the same ReplicaSet name, and comments or line moves do not change it.

import { fnv1a32, NAME_ALPHABET as ALPHABET } from '../../versions/formulas/names.ts';

/** JSON with object keys sorted, so that key order in the YAML does not matter. */
export function canonicalJson(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(canonicalJson).join(',')}]`;
  if (typeof v === 'object' && v !== null) {
    const keys = Object.keys(v).sort();
    const rec = v as Record<string, unknown>;
    return `{${keys.map((k) => `${JSON.stringify(k)}:${canonicalJson(rec[k])}`).join(',')}}`;
  }
  return JSON.stringify(v) ?? 'null';
}

/**
 * 10 characters: the decimal hash padded to 10 digits (Kubernetes does not pad, so its
 * hashes are 8–10 characters; podterm keeps one length). SafeEncodeString maps each
 * digit by its character code, which is why real hashes use only `bcdf456789`.
 */
export function templateHash(template: unknown): string {
  const digits = String(fnv1a32(canonicalJson(template))).padStart(10, '0');
  let out = '';
  for (const d of digits) out += ALPHABET[d.charCodeAt(0) % ALPHABET.length];
  return out;
}
