// Which labels fit on a row: greedily left to right, each label takes [x, x + width] and
// keeps a gap to the next, so text never overlaps however far one zooms out. Pure: tested
// without a DOM (widths are estimated from the character count).

export interface Placed<T> {
  item: T;
  x: number;
  width: number;
}

/**
 * Approximate width in px of `text` at `fontPx` (CJK characters are about twice as wide,
 * bold Latin a tenth wider).
 */
export function textWidth(text: string, fontPx: number, bold = false): number {
  const latin = bold ? 0.66 : 0.58;
  let units = 0;
  for (const ch of text) units += ch.charCodeAt(0) > 0x2e80 ? 1 : latin;
  return Math.ceil(units * fontPx);
}

/**
 * Keeps the items whose [x, x + width] fits between the row's ends and clear of those
 * already placed (`taken`, e.g. other labels of the row), `gap` px apart.
 */
export function placeLabels<T>(
  items: readonly { item: T; x: number; width: number }[],
  [left, right]: readonly [number, number],
  gap: number,
  taken: Placed<unknown>[] = [],
): Placed<T>[] {
  const out: Placed<T>[] = [];
  const sorted = [...items].sort((a, b) => a.x - b.x);
  for (const c of sorted) {
    if (c.x < left || c.x + c.width > right) continue;
    const clash = taken.some((p) => c.x < p.x + p.width + gap && p.x < c.x + c.width + gap);
    if (clash) continue;
    const placed = { item: c.item, x: c.x, width: c.width };
    out.push(placed);
    taken.push(placed);
  }
  return out;
}
