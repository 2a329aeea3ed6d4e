// A row's label in a column narrower than the label (a phone's chart, narrowChart.ts):
// broken over the lines the row has room for, at a space or after a hyphen
// ("replicaset-" / "controller"), and only when even that does not fit, shortened with an
// ellipsis — in the middle for one line, so a Pod's name keeps its distinct end
// ("web-6…c5-r4sdb"). The whole label is then the row's <title>. Pure: widths come from
// the caller (monospace for names, an estimate for words).

export interface FittedLabel {
  lines: string[];
  /** Every character of the label shows. */
  whole: boolean;
}

const ELLIPSIS = '…';

/** The label's pieces, each ending where a line may break (any CJK character is one). */
function pieces(text: string): string[] {
  return (
    text.match(/[\u2e80-\uffff]\s*|[^\s\u2e80-\uffff-]*-+|[^\s\u2e80-\uffff-]+\s*|\s+/g) ?? [text]
  );
}

/** `text` shortened to fit `max` by cutting its middle (`end`: its end only). */
function shorten(text: string, max: number, widthOf: (s: string) => number, end: boolean): string {
  const chars = [...text];
  for (let keep = chars.length - 1; keep > 0; keep--) {
    const head = end ? keep : Math.ceil(keep / 2);
    const s =
      chars.slice(0, head).join('').trimEnd() +
      ELLIPSIS +
      (end ? '' : chars.slice(chars.length - (keep - head)).join(''));
    if (widthOf(s) <= max) return s;
  }
  return ELLIPSIS;
}

export function fitLabel(
  text: string,
  max: number,
  lines: number,
  widthOf: (s: string) => number,
): FittedLabel {
  if (widthOf(text) <= max) return { lines: [text], whole: true };
  if (lines <= 1) return { lines: [shorten(text, max, widthOf, false)], whole: false };
  const out: string[] = [];
  let line = '';
  const rest = pieces(text);
  while (rest.length > 0 && out.length < lines - 1) {
    const next = line + rest[0]!;
    if (line !== '' && widthOf(next.trimEnd()) > max) {
      out.push(line.trimEnd());
      line = '';
    } else {
      line = next;
      rest.shift();
    }
  }
  const last = (line + rest.join('')).trim();
  if (out.length === 0 || widthOf(out[0]!) > max) {
    // Not one break helps: the label on one line, shortened.
    return { lines: [shorten(text, max, widthOf, false)], whole: false };
  }
  if (widthOf(last) <= max) return { lines: [...out, last], whole: true };
  return { lines: [...out, shorten(last, max, widthOf, true)], whole: false };
}
