// The sentences podterm writes about what it assumes a container's process does (the
// trace's `assumptions[].text`). Every producer (process.ts, annotation.ts, script.ts)
// takes its words from this table through `say()`, so the trace keeps plain English (the
// contract's language) while the page can read the keys and values back (`parseAssumption`)
// and say the sentence in another language. A `{name}` is a value filled in at run time;
// some values are phrases of this table themselves (PHRASES), `{process}` a whole sentence.

import { fill, readAs, type NamesIn, type PhraseBook, type Said as ReadBack } from './readBack.ts';

export const ASSUMPTIONS = {
  // Whole sentences.
  server:
    '{why} a server that is ready 1 s after start and, on its stop signal, finishes in-flight work and exits 0 after 1 s',
  init: '`{init}` is PID 1 and forwards signals; {process}',
  loneCommand: '`{shell} -c` runs one command, which the shell execs: {process}',
  quick: '`{command}` prints and exits {code} at once',
  killedAtOnce: '{what} {runs}; SIG{signal} kills it at once (exit {code}){notes}',
  noHandler:
    '{what} is PID 1 without a {signal} handler: SIG{signal} is ignored, SIGKILL at the end of the grace period (exit 137); it {runs}{notes}',
  execs: '{what} execs `{command}`: {process}{notes}',
  trapIgnored: "{what} sets `trap '' {signal}`: SIG{signal} is ignored; it {runs}{notes}",
  trapBlocked:
    '{what} traps {signal}, but the shell runs the handler only after `{blockedOn}` finishes, so the signal changes nothing: it {runs}, or dies by SIGKILL at the end of the grace period (exit 137){notes}',
  trapNoExit:
    '{what} traps {signal}, but the handler does not exit, so the script carries on: it {runs}, or dies by SIGKILL at the end of the grace period (exit 137){notes}',
  trapExits:
    '{what} traps {signal}: it {runs}, and on SIG{signal} exits {code}{after}{when}{notes}',
  handlerExits:
    '{what} handles SIG{signal} (`{handler}`): it {runs}, and on SIG{signal} exits {code}{after}{notes}',
  handlerCarriesOn:
    '{what} handles SIG{signal} (`{handler}`), but the handler does not end it, so it carries on: it {runs}, or dies by SIGKILL at the end of the grace period (exit 137){notes}',
  handlerIgnores:
    '{what} ignores SIG{signal} (`{handler}`): it {runs}, or dies by SIGKILL at the end of the grace period (exit 137){notes}',
  rubyDefault:
    "{what} {runs}; on SIG{signal} Ruby's own handler raises SignalException, which ends it at once (exit {code}){notes}",
  annotated: 'As the annotation says: ready {startup} s after start, {life}, {stop}',
  batch: '{why} a batch step, as is usual in {role}: it {runs}; it {stop}',
  finishes: '`{command}` does its one job and exits 0 at once',
  probeFile:
    'podterm cannot tell whether the image or the program makes `{path}`, so the {probe} probe `{command}` is taken to pass',
  imageServer:
    '{from} `{program}`, which on SIG{signal} {reaction}; podterm takes it as ready 1 s after start and exiting 0 1 s after the signal',
  imageExits: '{from} `{program}`, which {runs}; on SIG{signal} its handler exits {code}{after}',
  tagAfterNewest:
    '`{image}`: {name}’s tags are its release versions, and no {line} line was out when podterm read them (the newest was {newest}); podterm pulls it as if the registry had it: if it does not, say so in `spec.images`',
  tagNotAVersion:
    '`{image}`: {name}’s tags are its release versions, with or without a variant after a `-` (`1.29.8`, `1.29-alpine`), and `{tag}` is not one; podterm pulls it as if the registry had it: if it does not, say so in `spec.images`',
  pullsLatest:
    '`{image}` has no tag or the tag `latest`, so its imagePullPolicy defaults to Always: the kubelet pulls it at every start of the container, one pull at a time on each node; no source gives how long a pull takes (the image, the registry, the network): podterm takes {s} s',
  pullsAlways:
    '`{image}` has imagePullPolicy Always: the kubelet pulls it at every start of the container, one pull at a time on each node; no source gives how long a pull takes (the image, the registry, the network): podterm takes {s} s',
  pullsFirst:
    '`{image}` is on no node yet (`spec.images`): the kubelet pulls it at its first start on each node, one pull at a time; no source gives how long a pull takes (the image, the registry, the network): podterm takes {s} s',
  readsStdin:
    '`{command}` reads its commands from standard input, which the runtime leaves closed without `stdin: true` or `tty: true`: it exits 0 at once',
  schedulerExits:
    '`{command}` is kube-scheduler, which cannot load its configuration ({error}) and exits 1 at start',
  waitsOnStdin:
    '`{command}` waits on standard input, kept open by `stdin: true` or `tty: true`: it runs until stopped; as PID 1 without a {signal} handler it ignores SIG{signal} and dies by SIGKILL at the end of the grace period (exit 137)',

  // Phrases inside them.
  imageRuns: 'The image {image} runs',
  commandRuns: 'The command runs',
  gracefulStop:
    'stops gracefully, letting open connections or sessions finish (its docs give no time limit)',
  fastStop: 'shuts down fast, ending open work promptly (its docs give no time)',
  saveStop: 'saves its data to disk and exits (the time grows with the data; its docs give none)',
  cleanStop: 'shuts down cleanly (its docs give no time)',
  noCommand: 'No command: the image runs',
  takenFor: '`{command}` is taken for',
  runsForever: 'runs forever',
  runsThenExits: 'runs {s} s then exits {code}',
  atOnce: ' at once',
  afterSeconds: ' after {s} s',
  anyTime: '',
  betweenSleeps: ' (between two `{blockedOn}`s of its loop; podterm takes no delay)',
  untilStopped: 'runs until stopped',
  exitsBy: 'exits {code} by itself after {s} s',
  ignoresStop:
    'ignores its stop signal ({signal}) and dies by SIGKILL at the end of the grace period (exit 137)',
  exitsOnStop: 'exits {code} at once after its stop signal ({signal})',
  exitsAfterStop: 'exits {code} {s} s after its stop signal ({signal})',
  inJob: "a Job's Pod",
  inInit: 'an init container',
  inRunOnce: 'a Pod with restartPolicy {policy}',

  // What the script reader had to guess (script.ts), listed in brackets as `{notes}`.
  ifThen: 'an `if` is assumed to take its `then` branch',
  forUncounted: 'podterm cannot count `for … in {items}`; taken as one pass',
  whileLoops: 'podterm cannot tell when `while {condition}` ends; taken to loop until stopped',
  whileEnds: 'podterm cannot tell when `while {condition}` ends; taken to end at once',
  unreadable: '`{command}` is unreadable; taken as no time',
  inBackground: '`{command}` in the background is taken to run until stopped',
  untilStoppedCommand: '`{command}` is taken to run until stopped',
  finishesAtOnce: '`{command}` is assumed to finish at once',
  ifNotExit: 'an `if` is assumed not to take its branch that ends in `exit {code}`',
  goesOn: 'podterm cannot evaluate `{command}`; taken to let the script go on',
  untilEnds:
    'podterm cannot tell when `until {condition}` succeeds; taken as at once (what it waits for is there)',
  stepFinishes: '`{command}` is taken to finish after {s} s',
  allocates:
    'it allocates {size} in {n} worker process(es), from {ms} ms after start; the time to fill it is not in the command, taken as none',
  envUnknown:
    'podterm does not know {names} here (each Pod, its image, a Secret or its node sets it); a podterm.dev/process annotation says what the process does',
  caseArm: 'podterm cannot tell `case {word}`; taken to run its `{pattern}` arm',
  readWith: 'read with {vars}',
  codeStep: 'code podterm does not read, `{command}`, is taken to finish after {s} s',
  exitUnknown: 'podterm cannot tell the status `{command}` exits with; taken as 0',
  closeDrain:
    "`{command}` waits for the open connections to end; taken as {s} s, as a server's drain",
  loopEmpties: 'then nothing is left for the event loop, so Node exits {code}',
  dieStatus:
    'code podterm does not read runs before `die`, which exits with $! or ($? >> 8) when they are set; taken as 255',
} as const;

export type AssumptionKey = keyof typeof ASSUMPTIONS;

const SENTENCES: readonly AssumptionKey[] = [
  'server',
  'init',
  'loneCommand',
  'quick',
  'killedAtOnce',
  'noHandler',
  'execs',
  'trapIgnored',
  'trapBlocked',
  'trapNoExit',
  'trapExits',
  'handlerExits',
  'handlerCarriesOn',
  'handlerIgnores',
  'rubyDefault',
  'annotated',
  'batch',
  'finishes',
  'probeFile',
  'imageServer',
  'imageExits',
  'tagAfterNewest',
  'tagNotAVersion',
  'pullsLatest',
  'pullsAlways',
  'pullsFirst',
  'readsStdin',
  'schedulerExits',
  'waitsOnStdin',
];

/** The values that are phrases of this table, and the phrases each may be. */
export const PHRASES: Readonly<Record<string, readonly AssumptionKey[]>> = {
  process: SENTENCES,
  why: ['noCommand', 'takenFor'],
  runs: ['runsForever', 'runsThenExits'],
  after: ['atOnce', 'afterSeconds'],
  when: ['anyTime', 'betweenSleeps'],
  life: ['untilStopped', 'exitsBy'],
  stop: ['ignoresStop', 'exitsOnStop', 'exitsAfterStop'],
  role: ['inJob', 'inInit', 'inRunOnce'],
  from: ['imageRuns', 'commandRuns'],
  reaction: ['gracefulStop', 'fastStop', 'saveStop', 'cleanStop'],
};

/** The guesses `{notes}` lists: ` (a; b)`, or nothing. */
export const NOTES: readonly AssumptionKey[] = [
  'ifThen',
  'forUncounted',
  'whileLoops',
  'whileEnds',
  'unreadable',
  'inBackground',
  'untilStoppedCommand',
  'finishesAtOnce',
  'ifNotExit',
  'goesOn',
  'untilEnds',
  'stepFinishes',
  'allocates',
  'envUnknown',
  'caseArm',
  'readWith',
  'codeStep',
  'exitUnknown',
  'dieStatus',
  'closeDrain',
  'loopEmpties',
];

/** The English phrase of `key`, with its values (a phrase without any takes none). */
export function say<K extends AssumptionKey>(
  key: K,
  ...values: [NamesIn<(typeof ASSUMPTIONS)[K]>] extends [never]
    ? []
    : [Record<NamesIn<(typeof ASSUMPTIONS)[K]>, string | number>]
): string {
  return fill(ASSUMPTIONS[key], values[0] ?? {});
}

/** `{notes}`: the script reader's guesses in brackets, or nothing when it guessed nothing. */
export function notesOf(notes: readonly string[]): string {
  return notes.length > 0 ? ` (${notes.join('; ')})` : '';
}

/** A sentence or phrase of this table read back. */
export type Said = ReadBack<AssumptionKey>;

export const ASSUMPTION_BOOK: PhraseBook<AssumptionKey> = {
  words: ASSUMPTIONS,
  phrases: PHRASES,
  lists: { notes: { keys: NOTES, open: ' (', close: ')', between: '; ' } },
  // `{what}` is code in backquotes; any other value holds none.
  value: (name, text) =>
    name === 'what' ? /^`[^`]+`$/.test(text) : text !== '' && !text.includes('`'),
};

/** The key and values of an assumption sentence of this table, or null. */
export function parseAssumption(text: string): Said | null {
  return readAs(ASSUMPTION_BOOK, SENTENCES, text);
}
