// The shell reader's tokens (shell.ts parses them): words with their quotes taken off, and the
// operators that give a script its structure. Quoting, `$(…)`, `[[ … ]]` and redirections
// like `2>&1` stay inside one word so that their `;`, `&`, `(` never split a command.

/** A word, or an operator (`;` also stands for a newline). */
export type Token = { op: string } | { word: string };

/** Scripts longer than this are read only this far: a script in a manifest is short. */
const MAX_SCRIPT_CHARS = 20_000;

/** One pass over the script; each method reads the construct that starts at `i` and leaves
 *  `i` on its last character. */
class Tokenizer {
  readonly out: Token[] = [];
  private word = '';
  private inWord = false;
  private i = 0;
  constructor(private readonly s: string) {}

  run(): Token[] {
    const s = this.s;
    for (this.i = 0; this.i < s.length; this.i++) this.step(s[this.i]!);
    this.flush();
    return this.out;
  }

  private flush(): void {
    if (this.inWord) this.out.push({ word: this.word });
    this.word = '';
    this.inWord = false;
  }
  private add(text: string): void {
    this.word += text;
    this.inWord = true;
  }

  private step(c: string): void {
    const { s, i } = this;
    if (c === "'" || c === '"' || c === '`') this.quoted(c);
    else if (c === '\\') this.escape();
    else if (c === '$' && s[i + 1] === '(') this.commandSubstitution();
    else if (!this.inWord && isTestStart(s, i)) this.test();
    else if (c === '#' && !this.inWord) this.comment();
    else if (c === ' ' || c === '\t' || c === '\r') this.flush();
    else if (c === '\n' || c === ';') this.separator(c);
    // `2>&1` and `&>file` are redirections, not a background job.
    else if (c === '&' && (/[<>]$/.test(this.word) || s[i + 1] === '>')) this.add(c);
    else if (c === '&' || c === '|') this.listOperator(c);
    else if (c === '(' && /^[A-Za-z_]\w*(\[[^\]]*\])?\+?=$/.test(this.word)) this.array();
    else if (c === '(' || c === ')') {
      this.flush();
      this.out.push({ op: c });
    } else this.add(c);
  }

  /** A quoted run is part of the word, without its quotes (an unclosed one runs to the end). */
  private quoted(q: string): void {
    const end = this.s.indexOf(q, this.i + 1);
    const stop = end < 0 ? this.s.length : end;
    this.add(this.s.slice(this.i + 1, stop));
    this.i = stop;
  }
  /** A backslash-newline joins lines; any other escape keeps the next character. */
  private escape(): void {
    const next = this.s[this.i + 1];
    if (next !== '\n') this.word += next ?? '';
    this.inWord = this.inWord || next !== '\n';
    this.i++;
  }
  /** `$(…)` with its nested parentheses stays one word, as written. */
  private commandSubstitution(): void {
    const s = this.s;
    let depth = 0;
    let j = this.i + 1;
    for (; j < s.length; j++) {
      if (s[j] === '(') depth++;
      else if (s[j] === ')' && --depth === 0) break;
    }
    this.add(s.slice(this.i, j + 1));
    this.i = j;
  }
  /** `[[ … ]]` is one test: its `(`, `)`, `&&` and `||` are the test's own. */
  private test(): void {
    const s = this.s;
    const end = testEnd(s, this.i + 2);
    this.out.push({ word: '[[' }, { word: s.slice(this.i + 2, end).trim() }, { word: ']]' });
    this.i = Math.min(s.length, end + 2) - 1;
  }
  private comment(): void {
    while (this.i + 1 < this.s.length && this.s[this.i + 1] !== '\n') this.i++;
  }
  /** A newline or `;` ends a command; `;;` ends a `case` arm. */
  private separator(c: string): void {
    this.flush();
    const double = c === ';' && this.s[this.i + 1] === ';';
    this.out.push({ op: double ? ';;' : ';' });
    if (double) this.i++;
  }
  /** `&`, `|`, `&&` or `||`. */
  private listOperator(c: string): void {
    this.flush();
    const double = this.s[this.i + 1] === c;
    this.out.push({ op: double ? c + c : c });
    if (double) this.i++;
  }
  /** `items=(a b c)`: a bash array, one assignment word. */
  private array(): void {
    const end = this.s.indexOf(')', this.i);
    const stop = end < 0 ? this.s.length : end;
    this.word += this.s.slice(this.i, stop + 1);
    this.i = stop;
  }
}

export function tokenize(script: string): Token[] {
  return new Tokenizer(script.slice(0, MAX_SCRIPT_CHARS)).run();
}

const isTestStart = (s: string, i: number): boolean =>
  s.startsWith('[[', i) && /[\s]/.test(s[i + 2] ?? '');

/** Where the `]]` closing a `[[` test starts (a `]]` that ends a word), or the script's end. */
function testEnd(s: string, from: number): number {
  for (let j = s.indexOf(']]', from); j >= 0; j = s.indexOf(']]', j + 1)) {
    if (/\s/.test(s[j - 1] ?? '') && /^(\s|;|&|\||\)|$)/.test(s.slice(j + 2, j + 3))) return j;
  }
  return s.length;
}
