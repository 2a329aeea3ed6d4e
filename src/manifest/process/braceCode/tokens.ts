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

/** The code's tokens, or null when podterm cannot read them (a regular expression, heredoc, …). */
export function tokens(code: string, lang: Lang): Tok[] | null {
  const out: Tok[] = [];
  let nl = false;
  const push = (k: Tok['k'], v: string | number, open = false): void => {
    out.push(open ? { k, v, nl, open } : { k, v, nl });
    nl = false;
  };
  for (let i = 0; i < code.length;) {
    const c = code[i]!;
    const rest = code.slice(i, i + 200);
    if (c === '\n') {
      nl = true;
      i++;
    } else if (/\s/.test(c)) i++;
    else if (lang !== 'perl' && rest.startsWith('//')) {
      while (i < code.length && code[i] !== '\n') i++;
    } else if (lang !== 'perl' && rest.startsWith('/*')) {
      const end = code.indexOf('*/', i + 2);
      if (end < 0) return null;
      i = end + 2;
    } else if (lang !== 'js' && c === '#') {
      while (i < code.length && code[i] !== '\n') i++;
    } else if (c === '"' || c === "'" || (c === '`' && lang === 'js')) {
      let v = '';
      let j = i + 1;
      for (; j < code.length && code[j] !== c; j++) {
        if (code[j] === '\\') {
          const e = code[++j] ?? '';
          v +=
            c === "'" && lang !== 'js'
              ? e === "'" || e === '\\'
                ? e
                : `\\${e}`
              : ({ n: '\n', t: '\t' }[e] ?? e);
        } else v += code[j];
      }
      if (j >= code.length) return null;
      // Perl's "…" and JavaScript's `…${…}`: a value podterm does not work out.
      const open =
        (lang !== 'js' && c === '"' && /[$@]/.test(v)) || (c === '`' && v.includes('${'));
      push('str', v, open);
      i = j + 1;
    } else if (/\d/.test(c) || (c === '.' && /^\.\d/.test(rest))) {
      const m = /^(0[xX][\da-fA-F]+|(\d[\d_]*)?(\.\d+)?([eE][-+]?\d+)?)/.exec(rest)!;
      push('num', Number(m[0].replace(/_/g, '')));
      i += m[0].length;
    } else if (lang === 'php' && /^\$[A-Za-z_]/.test(rest)) {
      const m = /^\$[A-Za-z_]\w*/.exec(rest)!;
      push('name', m[0]);
      i += m[0].length;
    } else if (
      lang === 'perl' &&
      (c === '$' || c === '@' || c === '%') &&
      /^[$@%]([A-Za-z_]\w*(::\w+)*|[|!?@0_;/\\,.])/.test(rest) &&
      !(c === '%' && out.length > 0 && isValueEnd(out[out.length - 1]!))
    ) {
      const m = /^[$@%]([A-Za-z_]\w*(::\w+)*|[|!?@0_;/\\,.])/.exec(rest)!;
      push('name', m[0]);
      i += m[0].length;
    } else if (/[A-Za-z_$]/.test(c)) {
      const m = /^[A-Za-z_$][\w$]*/.exec(rest)!;
      // Perl's quote-like operators and JavaScript's regular expressions: not read.
      if (
        lang === 'perl' &&
        /^(q|qq|qw|qr|m|s|tr|y)$/.test(m[0]) &&
        /^\s*[^\w\s,;)=]/.test(code.slice(i + m[0].length, i + m[0].length + 3))
      )
        return null;
      push('name', m[0]);
      i += m[0].length;
    } else if (c === '<' && lang === 'perl' && /^<<["'~A-Z]/.test(rest)) return null;
    else if (c === '/' && !(out.length > 0 && isValueEnd(out[out.length - 1]!))) return null;
    else {
      const op = OPS.find((o) => rest.startsWith(o));
      if (!op) return null;
      push('op', op);
      i += op.length;
    }
  }
  return out;
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
