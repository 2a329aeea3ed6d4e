// A resource.Quantity as the API server keeps and prints it (apimachinery
// pkg/api/resource/quantity.go): the exact value (here in nano units, as a bigint, the finest
// scale a suffix gives) and the format its suffix chose, which String() prints it in again.
// quantity.ts gives the kubelet's byte count; admission (LimitRanger, ResourceQuota) needs the
// comparisons at milli precision (CPU) and the canonical text of its messages (`1.5Gi` is
// printed `1536Mi`, `1.5` CPUs `1500m`).
import { quantityError } from './values.ts';

export type QuantityFormat = 'DecimalSI' | 'BinarySI' | 'DecimalExponent';

export interface Quantity {
  /** The value in units of 10^-9 (rounded up past that: ParseQuantity keeps nano precision). */
  nano: bigint;
  format: QuantityFormat;
}

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
const NANO = 1_000_000_000n;
/** quantity.go maxAllowed: 2^63−1 units, in nanos. */
const MAX_NANO = (2n ** 63n - 1n) * NANO;
/** Beyond 10^±(this), a quantity of up to MAX_DIGITS digits is capped or rounds to a nano. */
const MAX_EXPONENT = 64;
/** Longer texts are not quantities podterm reads (a Quantity's digits fit an int64 or inf.Dec). */
const MAX_DIGITS = 40;

/** ParseQuantity: null when it does not parse (checkFields says why). */
export function parseQuantity(value: unknown): Quantity | null {
  if (quantityError(value) !== null) return null;
  const str = typeof value === 'number' ? String(value) : String(value).trim();
  if (str.length > MAX_DIGITS) return null;
  const m = /^([+-]?)(\d*)(?:\.(\d*))?(.*)$/.exec(str);
  if (!m) return null;
  const [, sign, whole = '', frac = '', suffix = ''] = m;
  const digits = (whole + frac).replace(/^0+(?=\d)/, '') || '0';
  let num = BigInt(digits) * NANO;
  let den = 10n ** BigInt(frac.length);
  let format: QuantityFormat = 'DecimalSI';
  if (suffix in BINARY) {
    num *= 2n ** BigInt(BINARY[suffix]!);
    format = 'BinarySI';
  } else {
    let e: number;
    if (suffix in DECIMAL) e = DECIMAL[suffix]!;
    else {
      e = Number(suffix.slice(1));
      format = 'DecimalExponent';
    }
    // An exponent past these bounds is past the cap below, or under a nano, whatever the
    // digits (at most MAX_DIGITS): decided without computing 10^e.
    if (digits !== '0' && e > MAX_EXPONENT) num = MAX_NANO * den;
    else if (digits !== '0' && e < -MAX_EXPONENT) num = 1n;
    else if (e >= 0) num *= 10n ** BigInt(e);
    else den *= 10n ** BigInt(-e);
  }
  // Rounded up to the nano (ParseQuantity rounds a finer value up to the nearest 10^-9),
  // and capped at 2^63−1 units ("the max is just a simple cap", for DecimalSI and BinarySI;
  // podterm caps DecimalExponent too, to bound its arithmetic).
  let nano = (num + den - 1n) / den;
  if (nano > MAX_NANO) nano = MAX_NANO;
  return { nano: sign === '-' ? -nano : nano, format };
}

/** Quantity.MilliValue: rounded up to a whole milli. */
export const milliValue = (q: Quantity): bigint => ceilDiv(q.nano, 1_000_000n);

/** Quantity.Value: rounded up to a whole unit. */
export const unitValue = (q: Quantity): bigint => ceilDiv(q.nano, NANO);

function ceilDiv(a: bigint, b: bigint): bigint {
  const d = a / b;
  return a % b > 0n ? d + 1n : d;
}

/** Quantity.Cmp. */
export const cmpQuantity = (a: Quantity, b: Quantity): number =>
  a.nano < b.nano ? -1 : a.nano > b.nano ? 1 : 0;

/** Quantity.Add: the sum keeps the first operand's format, or the second's when the first is zero. */
export const addQuantity = (a: Quantity, b: Quantity): Quantity => ({
  nano: a.nano + b.nano,
  format: a.nano === 0n ? b.format : a.format,
});

/** resource.NewQuantity(n, DecimalSI) (a count: pods=2). */
export const countQuantity = (n: number): Quantity => ({
  nano: BigInt(n) * NANO,
  format: 'DecimalSI',
});

/**
 * Quantity.String (CanonicalizeBytes): BinarySI in the largest power of 1024 that keeps an
 * integer (DecimalSI for values under 1024 in size or not whole); DecimalSI and
 * DecimalExponent in the largest power of 1000 that keeps an integer.
 */
export function formatQuantity(q: Quantity): string {
  if (q.nano === 0n) return '0';
  const neg = q.nano < 0n;
  const abs = neg ? -q.nano : q.nano;
  let format = q.format;
  if (format === 'BinarySI' && (abs < 1024n * NANO || abs % NANO !== 0n)) format = 'DecimalSI';
  if (format === 'BinarySI') {
    let v = abs / NANO;
    let e = 0;
    while (e < 60 && v % 1024n === 0n) {
      v /= 1024n;
      e += 10;
    }
    const suffix = Object.keys(BINARY).find((k) => BINARY[k] === e) ?? '';
    return `${neg ? '-' : ''}${v}${suffix}`;
  }
  // AsCanonicalBytes: mantissa × 10^exponent, the exponent a multiple of 3.
  let v = abs;
  let e = -9;
  while (e < 18 && v % 1000n === 0n) {
    v /= 1000n;
    e += 3;
  }
  const suffix =
    format === 'DecimalExponent'
      ? e === 0
        ? ''
        : `e${e}`
      : (Object.keys(DECIMAL).find((k) => DECIMAL[k] === e) ?? `e${e}`);
  return `${neg ? '-' : ''}${v}${suffix}`;
}
