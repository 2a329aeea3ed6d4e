// `podterm check --format sarif`: SARIF 2.1.0 (OASIS), as GitHub code scanning and other
// viewers take it: every rule of the table with its help text, one result a finding; a
// finding silenced by `podterm.dev/ignore` is a result with an in-source suppression.
import { CHECK_RULES } from '../check/rules.ts';
import type { Severity } from '../manifest/read/diagnostics.ts';
import type { CheckReport, FileFinding } from './checkFormats.ts';

const LEVEL: Record<Severity, 'error' | 'warning' | 'note'> = {
  error: 'error',
  warning: 'warning',
  info: 'note',
};

/** Where the rules are explained, per id (docs/checks.md has a section each). */
const DOCS = 'docs/checks.md';

/** A path as a URI reference: forward slashes, each segment escaped; stdin as `stdin`. */
const uri = (file: string): string =>
  file === '<stdin>'
    ? 'stdin'
    : file
        .replace(/\\/g, '/')
        .split('/')
        .map((s) => encodeURIComponent(s))
        .join('/');

function result(f: FileFinding, silenced: boolean): Record<string, unknown> {
  const index = CHECK_RULES.findIndex((r) => r.id === f.id);
  const out: Record<string, unknown> = {
    ruleId: f.id,
    ruleIndex: index,
    level: LEVEL[f.severity],
    message: { text: `${f.object ? `${f.object}: ` : ''}${f.message}` },
    locations: [
      {
        physicalLocation: {
          artifactLocation: { uri: uri(f.file) },
          region: {
            startLine: f.line,
            startColumn: f.column,
            endLine: f.endLine,
            endColumn: f.endColumn,
          },
        },
        ...(f.object
          ? { logicalLocations: [{ fullyQualifiedName: f.object, kind: 'object' }] }
          : {}),
      },
    ],
    properties: { rule: f.rule, fix: f.fix },
  };
  // helm template: the object was rendered from this template of the chart.
  if (f.template)
    out.relatedLocations = [
      {
        id: 0,
        physicalLocation: { artifactLocation: { uri: uri(f.template) } },
        message: { text: `rendered from ${f.template}` },
      },
    ];
  if (silenced)
    out.suppressions = [{ kind: 'inSource', justification: 'podterm.dev/ignore annotation' }];
  return out;
}

export function checkSarif(r: CheckReport, toolVersion: string): string {
  const sarif = {
    $schema: 'https://json.schemastore.org/sarif-2.1.0.json',
    version: '2.1.0',
    runs: [
      {
        tool: {
          driver: {
            name: 'podterm',
            version: toolVersion,
            rules: CHECK_RULES.map((rule) => ({
              id: rule.id,
              name: rule.rule,
              shortDescription: { text: rule.title },
              fullDescription: { text: rule.title },
              help: {
                text: `${rule.title}. Fix: ${rule.fix} (${DOCS}#${rule.id.toLowerCase()})`,
                markdown: `**${rule.title}**\n\nFix: ${rule.fix}\n\nSee ${DOCS}#${rule.id.toLowerCase()}.`,
              },
              defaultConfiguration: { level: LEVEL[rule.severity] },
              properties: { tags: ['kubernetes', 'podterm'] },
            })),
          },
        },
        results: [
          ...r.findings.map((f) => result(f, false)),
          ...r.silenced.map((f) => result(f, true)),
        ],
        properties: { kubernetesVersion: r.kubernetesVersion },
      },
    ],
  };
  return `${JSON.stringify(sarif, null, 2)}\n`;
}
