// `podterm check [--format text|json|sarif] [--fail-on error|warning|info|never]
// [--version 1.31] [--rollout [--rollout-at 10s] [--rollout-rps 20]] FILE…|DIR…|-`: the
// manifests' warnings with their stable ids (src/check/); --rollout adds the failed requests
// of a simulated rolling update of each workload behind a Service (check/rollout.ts). Exit 0 when no finding is at or above --fail-on (default warning), 1 when
// one is, 2 for a file or document it cannot read (`file:line:column: message` on stderr).
import { atLeast, check, type CheckOptions } from '../check/check.ts';
import type { Severity } from '../manifest/read/diagnostics.ts';
import { formatDiagnostic } from '../manifest/read/diagnostics.ts';
import { isSupported, parseVersion, SUPPORTED_RANGE } from '../versions/version.ts';
import { checkJson, checkText, inFiles, type CheckReport } from './checkFormats.ts';
import { readInputsOrExit } from './inputs.ts';
import { checkSarif } from './sarif.ts';
import { writeOut } from './stdout.ts';
import { parseDuration } from '../manifest/read/duration.ts';
import { ROLLOUT_DEFAULTS } from '../check/rollout.ts';
import { PODTERM_VERSION } from './packageVersion.ts';

const FORMATS = {
  text: checkText,
  json: checkJson,
  sarif: (r: CheckReport) => checkSarif(r, PODTERM_VERSION),
};
type Format = keyof typeof FORMATS;
const FAIL_ON = ['error', 'warning', 'info', 'never'] as const;
type FailOn = (typeof FAIL_ON)[number];

const USAGE =
  'usage: podterm check [--format text|json|sarif] [--fail-on error|warning|info|never] [--version 1.37]\n' +
  '                     [--rollout [--rollout-at 10s] [--rollout-rps 20]] FILE...|DIR...|-\n';

function usage(message: string): never {
  process.stderr.write(`${message}\n${USAGE}`);
  process.exit(2);
}

interface Args {
  format: Format;
  failOn: FailOn;
  options: CheckOptions;
  files: string[];
}

function parseArgs(argv: readonly string[]): Args {
  const args: Args = { format: 'text', failOn: 'warning', options: {}, files: [] };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    const value = (): string => argv[++i] ?? usage(`${a} needs a value`);
    if (a === '--help' || a === '-h') {
      process.stdout.write(USAGE);
      process.exit(0);
    } else if (a === '--format') {
      const f = value();
      if (!Object.hasOwn(FORMATS, f)) usage(`--format must be text, json or sarif, not ${f}`);
      args.format = f as Format;
    } else if (a === '--fail-on') {
      const f = value();
      if (!(FAIL_ON as readonly string[]).includes(f))
        usage(`--fail-on must be error, warning, info or never, not ${f}`);
      args.failOn = f as FailOn;
    } else if (a === '--rollout') {
      args.options.rollout = { ...ROLLOUT_DEFAULTS, ...args.options.rollout };
    } else if (a === '--rollout-at') {
      const ms = parseDuration(value());
      if (ms === null) usage('--rollout-at takes a duration such as 10s');
      args.options.rollout = { ...ROLLOUT_DEFAULTS, ...args.options.rollout, atMs: ms };
    } else if (a === '--rollout-rps') {
      const rps = Number(value());
      if (!(rps > 0 && rps <= 10_000)) usage('--rollout-rps takes a rate from 1 to 10000');
      args.options.rollout = {
        ...ROLLOUT_DEFAULTS,
        ...args.options.rollout,
        requestsPerSecond: rps,
      };
    } else if (a === '--version') {
      const text = value();
      const v = parseVersion(text);
      if (!v || !isSupported(v)) usage(`--version ${text} is not supported; ${SUPPORTED_RANGE}`);
      args.options.version = v;
    } else if (a.startsWith('--')) usage(`unknown option ${a}`);
    else args.files.push(a);
  }
  if (args.files.length === 0) usage('no manifest file given (a file, a folder, or - for stdin)');
  return args;
}

/** Exit code: 1 when a finding is at or above the threshold. */
const fails = (r: CheckReport, failOn: FailOn): boolean =>
  failOn !== 'never' && r.findings.some((f) => atLeast(f.severity, failOn as Severity));

export async function checkCommand(argv: readonly string[]): Promise<void> {
  const args = parseArgs(argv);
  const input = readInputsOrExit(args.files);
  const result = check(input.text, args.options);
  if (result.errors.length > 0) {
    for (const d of result.errors) {
      const [file, line] = input.lineToFile(d.line);
      process.stderr.write(`${formatDiagnostic(file, { ...d, line })}\n`);
    }
    process.exit(2);
  }
  if (result.rolloutSkipped) process.stderr.write(`--rollout: ${result.rolloutSkipped}\n`);
  const report = inFiles(result, input.lineToFile);
  await writeOut([FORMATS[args.format](report)]);
  process.exitCode = fails(report, args.failOn) ? 1 : 0;
}
