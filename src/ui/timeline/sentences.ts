// An event's sentence, one per event type (describe.ts, describeI18n.ts): a table whose type
// asks for every event type, so a new one cannot go unsaid.
import type { TraceEvent, TraceEventOf, TraceEventType } from '../../trace/types.ts';

export type Sentences = { [K in TraceEventType]: (e: TraceEventOf<K>) => string };

/** " <container>" for a container's event, else nothing. */
export const containerOf = (e: TraceEvent): string =>
  'container' in e.data ? ` ${e.data.container}` : '';

/** `e` said by `table`: the sentence of its type. */
export const sentenceOf = (table: Sentences, e: TraceEvent): string =>
  (table[e.type] as (e: TraceEvent) => string)(e);
