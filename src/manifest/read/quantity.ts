// A resource Quantity's value, as the kubelet reads a memory limit: apimachinery
// resource.ParseQuantity, then Quantity.Value() (the integer value, rounded up). Exact:
// the digits are kept as integers, so `0.1Gi` is 107374183 bytes, not a float's guess.
// The parsing is resourceQuantity.ts's; this module gives plain numbers for the kubelet and
// the scheduler.
import { milliValue, parseQuantity, unitValue } from './resourceQuantity.ts';

/**
 * The value of a Quantity (`100Mi` → 104857600, `129e6`, `1.5G`, a JSON number), rounded up
 * to an integer as Quantity.Value() does; null when it does not parse (quantityError says
 * why, and checkFields reports it).
 */
export function quantityValue(value: unknown): number | null {
  return scaledValue(value, 1n);
}

/**
 * Quantity.MilliValue(): the value in thousandths, rounded up (`100m` → 100, `0.5` → 500,
 * `2` → 2000), as the scheduler counts CPU; null when it does not parse.
 */
export function quantityMilliValue(value: unknown): number | null {
  return scaledValue(value, 1000n);
}

function scaledValue(value: unknown, scale: 1n | 1000n): number | null {
  // One parser for every quantity (resourceQuantity.ts: exact, capped at 2^63−1 units, and
  // quick on a hostile exponent such as `1e99999999`).
  const q = parseQuantity(value);
  if (q === null) return null;
  return Number(scale === 1n ? unitValue(q) : milliValue(q));
}

/** A byte count as people read it: `250 MiB`, `1000 GiB`, `150000000 bytes`. */
export function bytesText(bytes: number): string {
  for (const [unit, e] of [
    ['GiB', 30],
    ['MiB', 20],
    ['KiB', 10],
  ] as const) {
    const size = 2 ** e;
    if (bytes >= size && bytes % size === 0) return `${bytes / size} ${unit}`;
  }
  return `${bytes} bytes`;
}
