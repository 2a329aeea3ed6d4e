// Deterministic Kubernetes-style names. Kubernetes draws suffixes from
// apimachinery/pkg/util/rand String(5) with the alphabet below; podterm derives them from
// the owner's name and a counter so that the same document always gives the same names.

const ALPHABET = 'bcdfghjklmnpqrstvwxz2456789';

export function fnv1a(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

export function suffix(seed: string, length = 5): string {
  let h = fnv1a(seed);
  let out = '';
  for (let i = 0; i < length; i++) {
    if (i > 0 && i % 5 === 0) h = fnv1a(seed + out);
    out += ALPHABET[h % ALPHABET.length];
    h = Math.floor(h / ALPHABET.length);
  }
  return out;
}

/** Hands out `<prefix>-<5 chars>` names, never one that `taken` still holds. */
export class NameGenerator {
  private counters = new Map<string, number>();

  next(prefix: string, taken: (name: string) => boolean): string {
    for (;;) {
      const n = this.counters.get(prefix) ?? 0;
      this.counters.set(prefix, n + 1);
      const name = `${prefix}-${suffix(`${prefix}#${n}`)}`;
      if (!taken(name)) return name;
    }
  }
}

/** A new pod-template-hash after a rollout changes the template. */
export const templateHash = (seed: string): string => suffix(seed, 10);

/** A UUID-shaped id, stable for a seed, for objects podterm implies but does not simulate. */
export function stableUid(seed: string): string {
  let hex = '';
  for (let round = 0; hex.length < 32; round++)
    hex += fnv1a(`${round}/${seed}`).toString(16).padStart(8, '0');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}
