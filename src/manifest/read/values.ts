// The checks of values the API server makes whatever the kind: a Quantity must parse
// (apimachinery resource.ParseQuantity, at decoding), a port name must be an IANA_SVC_NAME
// (validation.IsValidPortName) and a port number in range (validation.IsValidPortNum).

/** resource.splitREString: what ErrFormatWrong quotes. */
const SPLIT_RE = '^([+-]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$';
export const QUANTITY_FORMAT = `quantities must match the regular expression '${SPLIT_RE}'`;
const SUFFIX = "unable to parse quantity's suffix";

/** quantity.go suffixHandler.interpret: decimal SI, binary SI, or e/E and an integer. */
function suffixOk(s: string): boolean {
  if (['', 'n', 'u', 'm', 'k', 'M', 'G', 'T', 'P', 'E'].includes(s)) return true;
  if (['Ki', 'Mi', 'Gi', 'Ti', 'Pi', 'Ei'].includes(s)) return true;
  return s.length > 1 && (s[0] === 'e' || s[0] === 'E') && /^[+-]?\d+$/.test(s.slice(1));
}

/**
 * Why `value` is not a Quantity, or null: resource.ParseQuantity on a JSON string
 * (Quantity.UnmarshalJSON); a JSON number always parses. `100mm` has a bad suffix, `1Gb`
 * the wrong format.
 */
export function quantityError(value: unknown): string | null {
  if (typeof value === 'number') return null;
  if (typeof value !== 'string') return QUANTITY_FORMAT;
  const str = value.trim();
  if (str === '') return QUANTITY_FORMAT;
  if (str === '0') return null;
  // parseQuantityString: sign, digits, a fraction, then suffix letters, a sign and digits.
  const suffixAll = /^[+-]?\d*(?:\.\d*)?(.*)$/.exec(str)![1]!;
  const letters = /^[eEinumkKMGTP]*/.exec(suffixAll)![0];
  const rest = suffixAll.slice(letters.length);
  if (rest !== '' && !/^[-+]?\d*$/.test(rest)) return QUANTITY_FORMAT;
  return suffixOk(suffixAll) ? null : SUFFIX;
}

/** validation.IsValidPortName: its messages, in its order. */
export function portNameErrors(port: string): string[] {
  const errs: string[] = [];
  if (port.length > 15) errs.push('must be no more than 15 characters');
  if (!/^[-a-z0-9]+$/.test(port))
    errs.push('must contain only alpha-numeric characters (a-z, 0-9), and hyphens (-)');
  if (!/[a-z]/.test(port)) errs.push('must contain at least one letter (a-z)');
  if (port.includes('--')) errs.push('must not contain consecutive hyphens');
  if (port.startsWith('-') || port.endsWith('-')) errs.push('must not begin or end with a hyphen');
  return errs;
}

/** validation.IsValidPortNum. */
export const portNumErrors = (port: number): string[] =>
  Number.isInteger(port) && port >= 1 && port <= 65535
    ? []
    : ['must be between 1 and 65535, inclusive'];
