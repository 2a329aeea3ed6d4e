// The brace-code reader's tokens: JavaScript's, Perl's and PHP's words, strings, numbers and
// operators.
import { type Lang } from './types.ts';

export interface Tok {
  k: 'num' | 'str' | 'name' | 'op';
  v: string | number;
  /** A newline comes before it (JavaScript's automatic semicolons). */
  nl: boolean;
  /** A string podterm cannot know (interpolation). */
  open?: boolean;
  /** Put in by the reader (the `!( … )` of `unless`), not written. */
  added?: boolean;
}

export const OPS = [
  '<=>',
  '===',
  '!==',
  '**',
  '==',
  '!=',
  '<=',
  '>=',
  '&&',
  '||',
  '//',
  '=>',
  '=~',
  '!~',
  '++',
  '--',
  '+=',
  '-=',
  '.=',
  '->',
  '::',
  '?.',
  '??',
  '?',
  ':',
  '!',
  '<',
  '>',
  '+',
  '-',
  '*',
  '/',
  '%',
  '=',
  '(',
  ')',
  '[',
  ']',
  '{',
  '}',
  ',',
  '.',
  ';',
  '&',
  '|',
  '^',
  '~',
  '\\',
  '@',
];

/** A Perl variable: `$name`, `@name`, `%name`, a package's `$A::b`, or a punctuation one (`$!`, `$_`). */
const PERL_VARIABLE = /^[$@%]([A-Za-z_]\w*(::\w+)*|[|!?@0_;/\\,.])/;

/** One pass over the code; each method reads the token at `i` and returns false where
 *  podterm cannot read the code at all. */
class Lexer {
  readonly out: Tok[] = [];
  private nl = false;
  private i = 0;
  constructor(
    private readonly code: string,
    private readonly lang: Lang,
  ) {}

  run(): Tok[] | null {
    while (this.i < this.code.length) if (!this.step()) return null;
    return this.out;
  }

  private push(k: Tok['k'], v: string | number, open = false): void {
    this.out.push(open ? { k, v, nl: this.nl, open } : { k, v, nl: this.nl });
    this.nl = false;
  }
  private word(w: string): boolean {
    this.push('name', w);
    this.i += w.length;
    return true;
  }
  /** After a value a `/` divides; elsewhere it starts a regular expression. */
  private afterValue(): boolean {
    return this.out.length > 0 && isValueEnd(this.out[this.out.length - 1]!);
  }

  private step(): boolean {
    const { code, lang, i } = this;
    const c = code[i]!;
    const rest = code.slice(i, i + 200);
    if (c === '\n') this.nl = true;
    if (/\s/.test(c)) this.i++;
    else if (lang !== 'perl' && rest.startsWith('//')) this.lineComment();
    else if (lang !== 'perl' && rest.startsWith('/*')) return this.blockComment();
    else if (lang !== 'js' && c === '#') this.lineComment();
    else if (c === '"' || c === "'" || (c === '`' && lang === 'js')) return this.string(c);
    else if (/\d/.test(c) || (c === '.' && /^\.\d/.test(rest))) this.number(rest);
    else if (lang === 'php' && /^\$[A-Za-z_]/.test(rest))
      this.word(/^\$[A-Za-z_]\w*/.exec(rest)![0]);
    else if (lang === 'perl' && this.perlVariableAt(c, rest))
      this.word(PERL_VARIABLE.exec(rest)![0]);
    else if (/[A-Za-z_$]/.test(c)) return this.name(rest);
    else if (c === '<' && lang === 'perl' && /^<<["'~A-Z]/.test(rest))
      return false; // a heredoc
    else if (c === '/' && !this.afterValue())
      return false; // a regular expression
    else return this.operator(rest);
    return true;
  }

  private lineComment(): void {
    while (this.i < this.code.length && this.code[this.i] !== '\n') this.i++;
  }
  private blockComment(): boolean {
    const end = this.code.indexOf('*/', this.i + 2);
    if (end < 0) return false;
    this.i = end + 2;
    return true;
  }

  /** A quoted string; PHP's and Perl's '…' keep a backslash before any but `'` and `\`. */
  private string(q: string): boolean {
    const { code, lang } = this;
    let v = '';
    let j = this.i + 1;
    for (; j < code.length && code[j] !== q; j++) {
      if (code[j] === '\\') {
        const e = code[++j] ?? '';
        v +=
          q === "'" && lang !== 'js'
            ? e === "'" || e === '\\'
              ? e
              : `\\${e}`
            : ({ n: '\n', t: '\t' }[e] ?? e);
      } else v += code[j];
    }
    if (j >= code.length) return false;
    // Perl's "…" and JavaScript's `…${…}`: a value podterm does not work out.
    const open = (lang !== 'js' && q === '"' && /[$@]/.test(v)) || (q === '`' && v.includes('${'));
    this.push('str', v, open);
    this.i = j + 1;
    return true;
  }

  private number(rest: string): void {
    const m = /^(0[xX][\da-fA-F]+|(\d[\d_]*)?(\.\d+)?([eE][-+]?\d+)?)/.exec(rest)!;
    this.push('num', Number(m[0].replace(/_/g, '')));
    this.i += m[0].length;
  }

  /** `%` after a value is Perl's modulus, not a hash. */
  private perlVariableAt(c: string, rest: string): boolean {
    return (
      (c === '$' || c === '@' || c === '%') &&
      PERL_VARIABLE.test(rest) &&
      !(c === '%' && this.afterValue())
    );
  }

  private name(rest: string): boolean {
    const m = /^[A-Za-z_$][\w$]*/.exec(rest)!;
    const after = this.code.slice(this.i + m[0].length, this.i + m[0].length + 3);
    // Perl's quote-like operators (q{…}, s/…/…/): not read.
    if (
      this.lang === 'perl' &&
      /^(q|qq|qw|qr|m|s|tr|y)$/.test(m[0]) &&
      /^\s*[^\w\s,;)=]/.test(after)
    )
      return false;
    return this.word(m[0]);
  }

  private operator(rest: string): boolean {
    const op = OPS.find((o) => rest.startsWith(o));
    if (!op) return false;
    this.push('op', op);
    this.i += op.length;
    return true;
  }
}

/** The code's tokens, or null when podterm cannot read them (a regular expression, heredoc, …). */
export function tokens(code: string, lang: Lang): Tok[] | null {
  return new Lexer(code, lang).run();
}

/** Whether a token ends a value (so a `/` after it divides). */
export const isValueEnd = (t: Tok): boolean =>
  t.k === 'num' ||
  t.k === 'str' ||
  (t.k === 'name' && !KEYWORDS.has(t.v as string)) ||
  (t.k === 'op' && (t.v === ')' || t.v === ']' || t.v === '}'));
export const KEYWORDS = new Set([
  'return',
  'typeof',
  'if',
  'unless',
  'and',
  'or',
  'not',
  'split',
  'grep',
  'case',
]);

export const isOp = (t: Tok | undefined, v: string): boolean => t?.k === 'op' && t.v === v;
export const isName = (t: Tok | undefined, v: string): boolean => t?.k === 'name' && t.v === v;
export const text = (ts: readonly Tok[]): string =>
  ts
    .filter((t) => !t.added)
    .map((t) => (t.k === 'str' ? JSON.stringify(t.v) : String(t.v)))
    .join(' ')
    .replace(/ ([.,;()[\]]) ?/g, '$1')
    .replace(/([([]) /g, '$1');
