// The notes a reader of inline code (python/, braceCode/) adds to its assumption: the code it
// did not read, taken to finish after the batch step, and the Pod's variables it needed and
// did not know.
import { msToSeconds } from '../../trace/units.ts';
import { say } from './assumptions.ts';
import { codeText } from './shell/shellWords.ts';

export interface ReadState {
  /** The first piece of code the reader could not read, or null. */
  unread: string | null;
  /** The variables the code asked for. */
  missing: ReadonlySet<string>;
  /** The reader's own notes, in order. */
  notes: readonly string[];
}

export function inlineNotes(
  st: ReadState,
  env: ReadonlyMap<string, string>,
  stepMs: number,
): string[] {
  const notes: string[] = [];
  if (st.unread !== null)
    notes.push(say('codeStep', { command: codeText(st.unread), s: msToSeconds(stepMs) }));
  const names = [...st.missing].filter((n) => !env.has(n));
  if (names.length > 0) notes.push(say('envUnknown', { names: names.join(', ') }));
  notes.push(...st.notes);
  return notes;
}
