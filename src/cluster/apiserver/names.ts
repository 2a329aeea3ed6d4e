// Deterministic Kubernetes-style names. Kubernetes draws suffixes from
// apimachinery/pkg/util/rand String(5); podterm derives them from the owner's name and a
// counter (the rulebook's hashSuffix) so that the same document always gives the same names.
import { fnv1a32, hashSuffix } from '../../versions/formulas/names.ts';

const suffix = hashSuffix;

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
    hex += fnv1a32(`${round}/${seed}`).toString(16).padStart(8, '0');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}
