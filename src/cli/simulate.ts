// `npm run simulate -- [--format json|text|pods|events] [--version 1.27] [--until 120s] FILE...`
// Reads the scenario from the files (or `-` for stdin), prints the trace (or what
// `kubectl get pods -w` / `kubectl get events` would print over the run); exit 2 with
// `file:line:column: message` for a document it cannot simulate (contract §2). Warnings
// and infos (the documents it ignores) go to stderr on every run.
// `--recommend-prestop` prints instead the smallest preStop sleep with no failed request
// and the runs behind it (run/recommendPreStop.ts; text, or JSON with --format json); exit 1
// when the scenario has nothing to search (no traffic, no workload behind it, no action).
import { isSupported, parseVersion, SUPPORTED_RANGE } from '../versions/version.ts';
import { readFileSync } from 'node:fs';
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

const USAGE =
  'usage: npm run simulate -- [--format json|text|pods|events] [--version 1.27] [--until 120s] FILE...\n' +
  '       npm run simulate -- --recommend-prestop [--format json|text] [--version 1.27] [--until 120s] FILE...\n';

function usage(message: string): never {
  process.stderr.write(`${message}\n${USAGE}`);
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

function readAll(files: string[]): {
  text: string;
  lineToFile: (line: number) => [string, number];
} {
  const parts = files.map((f) => ({ file: f, text: readFileSync(f === '-' ? 0 : f, 'utf8') }));
  // Several files form one stream of documents, as `kubectl apply -f a -f b` would.
  const offsets: { file: string; start: number }[] = [];
  let text = '';
  let line = 1;
  for (const p of parts) {
    if (text !== '') {
      text += '\n---\n';
      line += 2;
    }
    offsets.push({ file: p.file === '-' ? '<stdin>' : p.file, start: line });
    text += p.text.replace(/\n$/, '');
    line += p.text.replace(/\n$/, '').split('\n').length - 1;
  }
  const lineToFile = (l: number): [string, number] => {
    let cur = offsets[0]!;
    for (const o of offsets) if (o.start <= l) cur = o;
    return [cur.file, l - cur.start + 1];
  };
  return { text, lineToFile };
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  let input: ReturnType<typeof readAll>;
  try {
    input = readAll(args.files);
  } catch (e) {
    process.stderr.write(`${e instanceof Error ? e.message : String(e)}\n`);
    process.exit(2);
  }
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
function recommend(args: Args, input: ReturnType<typeof readAll>): void {
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

void main();
