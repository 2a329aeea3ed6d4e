// A problem found in the scenario text, with the place it points at (1-based lines and
// columns, as editors and `file:line:column` messages count them).

export type Severity = 'error' | 'warning' | 'info';

export interface Diagnostic {
  severity: Severity;
  message: string;
  line: number;
  column: number;
  endLine: number;
  endColumn: number;
  /**
   * Which rule a warning comes from, by name (`unknownField`, `preStopLongerThanGrace`…):
   * `podterm check` gives each its stable id (src/check/rules.ts).
   */
  rule?: string;
}

export const hasErrors = (ds: readonly Diagnostic[]): boolean =>
  ds.some((d) => d.severity === 'error');

/** `file:line:column: message`, the form compilers print and editors link. */
export const formatDiagnostic = (file: string, d: Diagnostic): string =>
  `${file}:${d.line}:${d.column}: ${d.severity === 'error' ? '' : d.severity + ': '}${d.message}`;
