// `podterm simulate [--format json|text|pods|events] [--version 1.27] [--until 120s] FILE...`
// (`npm run simulate -- …` in a clone: simulate.ts calls this).
// Reads the scenario from the files (or `-` for stdin), prints the trace (or what
// `kubectl get pods -w` / `kubectl get events` would print over the run); exit 2 with
// `file:line:column: message` for a document it cannot simulate (contract §2). Warnings
// and infos (the documents it ignores) go to stderr on every run.
// `--recommend-prestop` prints instead the smallest preStop sleep with no failed request
// and the runs behind it (run/recommendPreStop.ts; text, or JSON with --format json); exit 1
// when the scenario has nothing to search (no traffic, no workload behind it, no action).
import { isSupported, parseVersion, SUPPORTED_RANGE } from '../versions/version.ts';
import { readInputsOrExit, type Input } from './inputs.ts';
import { formatDiagnostic } from '../manifest/read/diagnostics.ts';
import { parseDuration } from '../manifest/read/duration.ts';
import { simulateText, type SimulateOptions } from '../run/simulate.ts';
import { textLines } from './formatText.ts';
import { asLines, jsonParts, writeOut } from './stdout.ts';
import { podWatchLines } from '../kubectl/getPods.ts';
import { eventListLines } from '../kubectl/getEvents.ts';
import type { Trace } from '../trace/types.ts';
import { MAX_EVENTS } from '../run/runScenario.ts';
import { recommendText } from '../run/recommendText.ts';
import { adviceJson, formatAdvice } from './formatAdvice.ts';

/** Exit code of a run cut short by the event cap (its partial trace is printed). */
const EXIT_CUT = 3;

/** Each format as the parts written to stdout, streamed (stdout.ts). */
const FORMATS = {
  json: jsonParts,
  text: (trace: Trace) => asLines(textLines(trace)),
  pods: (trace: Trace) => asLines(podWatchLines(trace)),
  events: (trace: Trace) => asLines(eventListLines(trace)),
};
type Format = keyof typeof FORMATS;
const isFormat = (f: string): f is Format => Object.hasOwn(FORMATS, f);

interface Args {
  format: Format;
  options: SimulateOptions;
  files: string[];
  /** --recommend-prestop: search the smallest preStop sleep instead of printing the trace. */
  recommend: boolean;
}

/** How the command is called: `npm run simulate --` in a clone, `podterm simulate` installed. */
let prog = 'podterm simulate';

const usageText = (): string =>
  `usage: ${prog} [--format json|text|pods|events] [--version 1.27] [--until 120s] FILE...|-\n` +
  `       ${prog} --recommend-prestop [--format json|text] [--version 1.27] [--until 120s] FILE...|-\n`;

function usage(message: string): never {
  process.stderr.write(`${message}\n${usageText()}`);
  process.exit(2);
}

function parseArgs(argv: string[]): Args {
  const args: Args = {
    format: process.stdout.isTTY ? 'text' : 'json',
    options: {},
    files: [],
    recommend: false,
  };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (a === '--help' || a === '-h') {
      process.stdout.write(usageText());
      process.exit(0);
    }
    const value = (): string => argv[++i] ?? usage(`${a} needs a value`);
    if (a === '--format') {
      const f = value();
      if (!isFormat(f)) usage(`--format must be json, text, pods or events, not ${f}`);
      args.format = f;
    } else if (a === '--version') {
      const text = value();
      const v = parseVersion(text);
      if (!v)
        usage(`--version takes a version such as 1.27 or 1.35.3, not ${text}; ${SUPPORTED_RANGE}`);
      if (!isSupported(v)) usage(`--version ${text} is not supported; ${SUPPORTED_RANGE}`);
      args.options.version = v;
    } else if (a === '--until') {
      const ms = parseDuration(value());
      if (ms === null) usage('--until takes a duration such as 120s');
      args.options.untilMs = ms;
    } else if (a === '--recommend-prestop') args.recommend = true;
    else if (a.startsWith('--')) usage(`unknown option ${a}`);
    else args.files.push(a);
  }
  if (args.files.length === 0) usage('no scenario file given');
  if (args.recommend && args.format !== 'json' && args.format !== 'text')
    usage('--recommend-prestop prints text or json');
  return args;
}

export async function simulateCommand(argv: string[], name = prog): Promise<void> {
  prog = name;
  const args = parseArgs(argv);
  const input = readInputsOrExit(args.files);
  if (args.recommend) return recommend(args, input);
  const { trace, diagnostics } = simulateText(input.text, args.options);
  // Every run says what it left out (documents of kinds podterm does not simulate, as
  // `info:` lines) and what it warns about; stdout stays the trace alone.
  for (const d of diagnostics) {
    const [file, line] = input.lineToFile(d.line);
    process.stderr.write(`${formatDiagnostic(file, { ...d, line })}\n`);
  }
  if (!trace) process.exit(2);
  await writeOut(FORMATS[args.format](trace));
  if (trace.cut) {
    // The trace is printed, but it is not the whole run: say so where scripts look.
    const why = trace.notices?.at(-1) ?? `It reached the limit of ${MAX_EVENTS} events.`;
    process.stderr.write(`${args.files.join(' ')}: the trace is incomplete: ${why}\n`);
    process.exitCode = EXIT_CUT;
  }
}

/** --recommend-prestop: the search's answer on stdout, the document's problems on stderr. */
function recommend(args: Args, input: Input): void {
  const { advice, diagnostics } = recommendText(input.text, args.options);
  for (const d of diagnostics) {
    const [file, line] = input.lineToFile(d.line);
    process.stderr.write(`${formatDiagnostic(file, { ...d, line })}\n`);
  }
  if (!advice) process.exit(2);
  if (advice.kind === 'notApplicable') {
    process.stderr.write(`${args.files.join(' ')}: nothing to search: ${advice.reason}\n`);
    process.exit(1);
  }
  void writeOut([args.format === 'json' ? adviceJson(advice) : formatAdvice(advice)]);
}
