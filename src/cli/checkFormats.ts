// `podterm check`'s three outputs: text for people (`file:line:column: severity id object:
// message`, the fix under it), JSON for scripts, SARIF 2.1.0 for code scanning (sarif.ts).
import type { CheckResult, Finding } from '../check/check.ts';
import type { Severity } from '../manifest/read/diagnostics.ts';

/** A finding with its place in the files given (the stream's line mapped back to a file). */
export interface FileFinding extends Finding {
  file: string;
}

export interface CheckReport {
  kubernetesVersion: string | null;
  findings: FileFinding[];
  silenced: FileFinding[];
}

const count = (fs: readonly Finding[], s: Severity): number =>
  fs.filter((f) => f.severity === s).length;

const plural = (n: number, word: string): string => `${n} ${word}${n === 1 ? '' : 's'}`;

export function summary(r: CheckReport): Record<Severity | 'silenced', number> {
  return {
    error: count(r.findings, 'error'),
    warning: count(r.findings, 'warning'),
    info: count(r.findings, 'info'),
    silenced: r.silenced.length,
  };
}

export function checkText(r: CheckReport): string {
  const lines: string[] = [];
  for (const f of r.findings) {
    lines.push(
      `${f.file}:${f.line}:${f.column}: ${f.severity} ${f.id}${f.object ? ` ${f.object}` : ''}: ${f.message}`,
    );
    if (f.template) lines.push(`    template: ${f.template}`);
    lines.push(`    fix: ${f.fix}`);
  }
  const s = summary(r);
  const silenced = s.silenced > 0 ? `, ${s.silenced} silenced by podterm.dev/ignore` : '';
  lines.push(
    `${plural(r.findings.length, 'finding')} (${plural(s.error, 'error')}, ${plural(s.warning, 'warning')}, ${s.info} info)${silenced}; read as Kubernetes ${r.kubernetesVersion ?? '?'}`,
  );
  return `${lines.join('\n')}\n`;
}

export function checkJson(r: CheckReport): string {
  return `${JSON.stringify(
    {
      podterm: 'check',
      version: 1,
      kubernetesVersion: r.kubernetesVersion,
      findings: r.findings,
      silenced: r.silenced,
      summary: summary(r),
    },
    null,
    2,
  )}\n`;
}

/** The report with each stream line mapped to its file. */
export function inFiles(
  r: CheckResult,
  lineToFile: (line: number) => [string, number],
): CheckReport {
  const place = (f: Finding): FileFinding => {
    const [file, line] = lineToFile(f.line);
    return { ...f, file, line, endLine: line + (f.endLine - f.line) };
  };
  return {
    kubernetesVersion: r.kubernetesVersion,
    findings: r.findings.map(place),
    silenced: r.silenced.map(place),
  };
}
