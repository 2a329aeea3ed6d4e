// A resource Quantity's value, as the kubelet reads a memory limit: apimachinery
// resource.ParseQuantity, then Quantity.Value() (the integer value, rounded up). Exact:
// the digits are kept as integers, so `0.1Gi` is 107374183 bytes, not a float's guess.
import { quantityError } from './schema/values.ts';

/** quantity.go suffixHandler.interpret: base, exponent (10^e or 2^e). */
const DECIMAL: Readonly<Record<string, number>> = {
  n: -9,
  u: -6,
  m: -3,
  '': 0,
  k: 3,
  M: 6,
  G: 9,
  T: 12,
  P: 15,
  E: 18,
};
const BINARY: Readonly<Record<string, number>> = {
  Ki: 10,
  Mi: 20,
  Gi: 30,
  Ti: 40,
  Pi: 50,
  Ei: 60,
};

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

function scaledValue(value: unknown, scale: bigint): number | null {
  if (quantityError(value) !== null) return null;
  // A JSON number is read as its shortest decimal text (0.1 is "0.1", not 0.1000…0056).
  if (typeof value === 'number' && scale === 1n) return Math.ceil(value);
  const str = String(value).trim();
  const m = /^([+-]?)(\d*)(?:\.(\d*))?(.*)$/.exec(str)!;
  const [, sign, whole = '', frac = '', suffix = ''] = m;
  let num = BigInt((whole + frac).replace(/^0+(?=\d)/, '') || '0') * scale;
  let den = 10n ** BigInt(frac.length);
  if (suffix in BINARY) num *= 2n ** BigInt(BINARY[suffix]!);
  else {
    const e = suffix in DECIMAL ? DECIMAL[suffix]! : Number(suffix.slice(1));
    if (e >= 0) num *= 10n ** BigInt(e);
    else den *= 10n ** BigInt(-e);
  }
  const up = (num + den - 1n) / den;
  return sign === '-' ? -Number(num / den) : Number(up);
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
