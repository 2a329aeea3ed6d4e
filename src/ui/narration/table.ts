// kubectl's table layout (text/tabwriter with padding 3): every column but the last is
// padded to its widest cell.
export function alignColumns(rows: readonly (readonly string[])[]): string {
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
  return rows
    .map((r) =>
      r
        .map((x, i) => (i === r.length - 1 ? x : x.padEnd(widths[i]! + 3)))
        .join('')
        .trimEnd(),
    )
    .join('\n');
}
