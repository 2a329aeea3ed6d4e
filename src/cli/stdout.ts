// The CLI's output, streamed: a trace of hundreds of thousands of events is written a
// chunk at a time, waiting for the pipe to drain, never built as one string (the JSON of
// a run at the event cap would come near V8's longest string). A reader that closes the
// pipe early (`| head`) ends the program quietly, as `head` users expect, not with an
// EPIPE stack trace.
import type { Trace } from '../trace/types.ts';

/** Bytes gathered before a write: a write per line would be the slow part. */
const CHUNK = 1 << 16;

let quietOnClosedPipe = false;

/** From here on, a closed stdout ends the program with exit 0 and no words. */
export function endQuietlyOnClosedPipe(): void {
  if (quietOnClosedPipe) return;
  quietOnClosedPipe = true;
  process.stdout.on('error', (e: NodeJS.ErrnoException) => {
    if (e.code === 'EPIPE') process.exit(0);
    throw e;
  });
}

/** Writes `parts` to stdout as they come, in chunks that respect back-pressure. */
export async function writeOut(parts: Iterable<string>): Promise<void> {
  endQuietlyOnClosedPipe();
  const out = process.stdout;
  let buf = '';
  const flush = async (): Promise<void> => {
    const ok = out.write(buf);
    buf = '';
    if (!ok) await new Promise<void>((resolve) => out.once('drain', resolve));
  };
  for (const part of parts) {
    buf += part;
    if (buf.length >= CHUNK) await flush();
  }
  if (buf !== '') await flush();
}

/** Each line ended by a newline. */
export function* asLines(lines: Iterable<string>): Generator<string> {
  for (const line of lines) yield `${line}\n`;
}

/**
 * The trace as JSON, exactly `JSON.stringify(trace)` and a newline, in parts: the
 * document's other fields around its `events` array, written an event at a time.
 */
export function* jsonParts(trace: Trace): Generator<string> {
  const marker = JSON.stringify('\u0000events\u0000');
  const shell = JSON.stringify({ ...trace, events: JSON.parse(marker) as string });
  const at = shell.indexOf(marker);
  yield `${shell.slice(0, at)}[`;
  for (let i = 0; i < trace.events.length; i++)
    yield (i === 0 ? '' : ',') + JSON.stringify(trace.events[i]);
  yield `]${shell.slice(at + marker.length)}\n`;
}
