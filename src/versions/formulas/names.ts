// The names the API server and the controllers make, from a hash podterm can reproduce:
// Kubernetes draws generated suffixes from apimachinery/pkg/util/rand (String(5) over the
// alphabet below) and the pod-template-hash from controller_utils.go ComputeHash (FNV-1a 32,
// each decimal digit mapped by rand.SafeEncodeString). podterm derives both from a seed so
// that the same document always gives the same names.

/** rand.go alphanums: no vowels, no 0/1/3 (the same in every release). */
export const NAME_ALPHABET = 'bcdfghjklmnpqrstvwxz2456789';

/** FNV-1a 32 (hash/fnv New32a, what ComputeHash uses). */
export function fnv1a32(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

/** `length` characters of the alphabet from a hash (re-hashed every 5 characters). */
export function hashSuffix(seed: string, length = 5): string {
  let h = fnv1a32(seed);
  let out = '';
  for (let i = 0; i < length; i++) {
    if (i > 0 && i % 5 === 0) h = fnv1a32(seed + out);
    out += NAME_ALPHABET[h % NAME_ALPHABET.length];
    h = Math.floor(h / NAME_ALPHABET.length);
  }
  return out;
}
