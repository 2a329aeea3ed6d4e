// Reads a sentence podterm wrote from a table of phrases back into its key and values, so
// that the page can say it in another language. A table (assumptions.ts for the processes,
// dataPlane/hopWords.ts for the request path) writes `{name}` where a value goes; a value
// may be a phrase of the table itself, or a list of them, as the table's book says.

export type NamesIn<T extends string> = T extends `${string}{${infer N}}${infer Rest}`
  ? N | NamesIn<Rest>
  : never;

/** `template` with its `{name}`s filled (a name without a value stays as it is). */
export function fill(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (m, k: string) => (k in values ? String(values[k]) : m));
}

/** A sentence or phrase read back: its key and values (phrases read back in turn). */
export interface Said<K extends string = string> {
  key: K;
  values: { [name: string]: string | Said<K> | Said<K>[] };
}

/** A value that lists phrases: `open` a, `between` b… `close` (an empty bracketed list is ''). */
export interface ListSlot<K extends string> {
  keys: readonly K[];
  open: string;
  close: string;
  between: string;
}

/** How a table's sentences are read. */
export interface PhraseBook<K extends string> {
  words: Readonly<Record<K, string>>;
  /** The values that are phrases of the table, and the phrases each may be. */
  phrases: Readonly<Partial<Record<string, readonly K[]>>>;
  lists: Readonly<Partial<Record<string, ListSlot<K>>>>;
  /** Whether `text` can be the plain value of `name` (so that values cannot swallow words). */
  value: (name: string, text: string) => boolean;
}

type Part = { text: string } | { name: string };

const partsOf = (template: string): Part[] =>
  template
    .split(/(\{\w+\})/)
    .filter((p) => p !== '')
    .map((p) => (/^\{\w+\}$/.test(p) ? { name: p.slice(1, -1) } : { text: p }));

/** `text` as one of `keys` of `book`, or null (the first key that reads it wins). */
export function readAs<K extends string>(
  book: PhraseBook<K>,
  keys: readonly K[],
  text: string,
): Said<K> | null {
  for (const key of keys) {
    const values = readParts(book, partsOf(book.words[key]), text, 0, {});
    if (values) return { key, values };
  }
  return null;
}

/** The value of slot `name` if `text` can be it. */
function readValue<K extends string>(
  book: PhraseBook<K>,
  name: string,
  text: string,
): Said<K>['values'][string] | null {
  const list = book.lists[name];
  if (list) return readList(book, list, text);
  const phrases = book.phrases[name];
  if (phrases) return readAs(book, phrases, text);
  return book.value(name, text) ? text : null;
}

function readList<K extends string>(
  book: PhraseBook<K>,
  list: ListSlot<K>,
  text: string,
): Said<K>[] | null {
  if (text === '' && list.open !== '') return [];
  if (!text.startsWith(list.open) || !text.endsWith(list.close)) return null;
  return readItems(book, list, text.slice(list.open.length, text.length - list.close.length));
}

/** `a; b; c` as items (an item may hold the separator itself, so each split is tried). */
function readItems<K extends string>(
  book: PhraseBook<K>,
  list: ListSlot<K>,
  text: string,
): Said<K>[] | null {
  for (let end = text.indexOf(list.between); ; end = text.indexOf(list.between, end + 1)) {
    const last = end < 0;
    const first = readAs(book, list.keys, last ? text : text.slice(0, end));
    const rest =
      first && (last ? [] : readItems(book, list, text.slice(end + list.between.length)));
    if (first && rest) return [first, ...rest];
    if (last) return null;
  }
}

function readParts<K extends string>(
  book: PhraseBook<K>,
  parts: readonly Part[],
  text: string,
  at: number,
  values: Said<K>['values'],
): Said<K>['values'] | null {
  const [part, ...rest] = parts;
  if (!part) return at === text.length ? values : null;
  if ('text' in part)
    return text.startsWith(part.text, at)
      ? readParts(book, rest, text, at + part.text.length, values)
      : null;
  // A value ends where the next words start (or anywhere, before another value).
  const next = rest[0];
  const ends: number[] = [];
  if (!next) ends.push(text.length);
  else if ('text' in next)
    for (let i = text.indexOf(next.text, at); i >= 0; i = text.indexOf(next.text, i + 1))
      ends.push(i);
  else for (let i = at; i <= text.length; i++) ends.push(i);
  for (const end of ends) {
    const value = readValue(book, part.name, text.slice(at, end));
    if (value === null) continue;
    const seen = values[part.name];
    // A name used twice ({signal}) has one value.
    if (seen !== undefined && JSON.stringify(seen) !== JSON.stringify(value)) continue;
    const done = readParts(book, rest, text, end, { ...values, [part.name]: value });
    if (done) return done;
  }
  return null;
}
