// The Ruby reader's tokens (`ruby -e '…'`): numbers, strings (one with `#{…}` is a value the
// reader does not know), symbols (`:TERM`), names (with `?`/`!`, `$globals`, `Const`),
// operators, and line ends, which end a statement as `;` does.

export type Tok =
  | { k: 'num'; v: number }
  | { k: 'str'; v: string | null }
  | { k: 'sym'; v: string }
  | { k: 'name'; v: string }
  | { k: 'op'; v: string }
  | { k: 'nl' };

const OPS = [
  '**',
  '==',
  '!=',
  '<=',
  '>=',
  '&&',
  '||',
  '::',
  '=>',
  '..',
  '+',
  '-',
  '*',
  '/',
  '%',
  '<',
  '>',
  '(',
  ')',
  '[',
  ']',
  '{',
  '}',
  '|',
  '.',
  ',',
  '=',
  '!',
  '?',
  ':',
];

/** The tokens of `code`, or null when it holds what the reader does not take (heredocs, `%w`). */
export function tokens(code: string): Tok[] | null {
  const out: Tok[] = [];
  for (let i = 0; i < code.length;) {
    const c = code[i]!;
    if (c === '\n' || c === ';') {
      if (out.at(-1)?.k !== 'nl') out.push({ k: 'nl' });
      i++;
      continue;
    }
    if (/\s/.test(c) || (c === '\\' && code[i + 1] === '\n')) {
      i += c === '\\' ? 2 : 1;
      continue;
    }
    if (c === '#') {
      while (i < code.length && code[i] !== '\n') i++;
      continue;
    }
    if (c === "'" || c === '"') {
      let j = i + 1;
      let v = '';
      let known = true;
      for (; j < code.length && code[j] !== c; j++) {
        if (code[j] === '\\') {
          const e = code[++j] ?? '';
          v += c === '"' ? ({ n: '\n', t: '\t' }[e] ?? e) : e === "'" || e === '\\' ? e : `\\${e}`;
        } else if (c === '"' && code[j] === '#' && code[j + 1] === '{') known = false;
        else v += code[j];
      }
      if (j >= code.length) return null;
      out.push({ k: 'str', v: known ? v : null });
      i = j + 1;
      continue;
    }
    const sym = /^:([A-Za-z_]\w*[?!]?)/.exec(code.slice(i));
    if (sym && (out.length === 0 || !isName(out.at(-1)) || /\s/.test(code[i - 1] ?? ''))) {
      out.push({ k: 'sym', v: sym[1]! });
      i += sym[0].length;
      continue;
    }
    const num = /^\d[\d_]*(\.\d+)?/.exec(code.slice(i));
    if (num) {
      out.push({ k: 'num', v: Number(num[0].replaceAll('_', '')) });
      i += num[0].length;
      continue;
    }
    const name = /^[$@]{0,2}[A-Za-z_]\w*[?!]?/.exec(code.slice(i));
    if (name) {
      out.push({ k: 'name', v: name[0] });
      i += name[0].length;
      continue;
    }
    if (c === '%' && /[wiWIqQ]/.test(code[i + 1] ?? '')) return null;
    if (c === '<' && code.startsWith('<<~', i)) return null;
    const op = OPS.find((o) => code.startsWith(o, i));
    if (!op) return null;
    out.push({ k: 'op', v: op });
    i += op.length;
  }
  return out;
}

export const isName = (t: Tok | undefined, v?: string): t is Extract<Tok, { k: 'name' }> =>
  t?.k === 'name' && (v === undefined || t.v === v);
export const isOp = (t: Tok | undefined, v: string): boolean => t?.k === 'op' && t.v === v;

/** The code a run of tokens was, for the assumption's words. */
export function text(ts: readonly Tok[]): string {
  return ts
    .map((t) =>
      t.k === 'nl'
        ? ';'
        : t.k === 'str'
          ? JSON.stringify(t.v ?? '…')
          : t.k === 'sym'
            ? `:${t.v}`
            : String(t.v),
    )
    .join(' ')
    .replace(/ ?([.()[\]]) ?/g, '$1')
    .trim();
}
