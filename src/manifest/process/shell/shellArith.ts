// A shell's arithmetic expansion `$((…))` on the variables podterm knows (POSIX.1-2017
// 2.6.4; C's operators and precedence); null where a value is unknown.
import { Vars } from './shellVars.ts';

export type Tok = { n: number } | { op: string } | { name: string };
export const OPS = [
  '<=',
  '>=',
  '==',
  '!=',
  '&&',
  '||',
  '**',
  '+',
  '-',
  '*',
  '/',
  '%',
  '<',
  '>',
  '!',
  '(',
  ')',
];

export function arithTokens(s: string): Tok[] | null {
  const out: Tok[] = [];
  for (let i = 0; i < s.length;) {
    const c = s[i]!;
    if (/\s/.test(c)) {
      i++;
      continue;
    }
    const num = /^(0x[0-9a-f]+|\d+)/i.exec(s.slice(i));
    if (num) {
      out.push({ n: Number(num[0]) });
      i += num[0].length;
      continue;
    }
    const name = /^\$?\{?([A-Za-z_]\w*)\}?/.exec(s.slice(i));
    if (name) {
      out.push({ name: name[1]! });
      i += name[0].length;
      continue;
    }
    const op = OPS.find((o) => s.startsWith(o, i));
    if (!op) return null;
    out.push({ op });
    i += op.length;
  }
  return out;
}

export const BINARY: Record<string, [number, (a: number, b: number) => number | null]> = {
  '||': [1, (a, b) => (a || b ? 1 : 0)],
  '&&': [2, (a, b) => (a && b ? 1 : 0)],
  '==': [3, (a, b) => (a === b ? 1 : 0)],
  '!=': [3, (a, b) => (a !== b ? 1 : 0)],
  '<': [4, (a, b) => (a < b ? 1 : 0)],
  '<=': [4, (a, b) => (a <= b ? 1 : 0)],
  '>': [4, (a, b) => (a > b ? 1 : 0)],
  '>=': [4, (a, b) => (a >= b ? 1 : 0)],
  '+': [5, (a, b) => a + b],
  '-': [5, (a, b) => a - b],
  '*': [6, (a, b) => a * b],
  '/': [6, (a, b) => (b === 0 ? null : Math.trunc(a / b))],
  '%': [6, (a, b) => (b === 0 ? null : a % b)],
  '**': [7, (a, b) => (b < 0 ? null : a ** b)],
};

/** An arithmetic expression's value (integers, C operators), or null. */
export function arithmetic(text: string, vars: Vars): number | null {
  const toks = arithTokens(text);
  if (!toks || toks.length === 0) return null;
  let pos = 0;
  let unknown = false;
  const unary = (): number => {
    const t = toks[pos++];
    if (!t) throw new Error('end');
    if ('n' in t) return t.n;
    if ('name' in t) {
      const v = vars.get(t.name);
      if (v === null || !/^-?\d+$/.test(v.trim())) unknown = true;
      return v === null ? 0 : Number(v.trim()) || 0;
    }
    if (t.op === '(') {
      const v = binary(0);
      if (!('op' in (toks[pos] ?? { n: 0 })) || (toks[pos] as { op: string }).op !== ')')
        throw new Error(')');
      pos++;
      return v;
    }
    if (t.op === '-') return -unary();
    if (t.op === '+') return unary();
    if (t.op === '!') return unary() ? 0 : 1;
    throw new Error(t.op);
  };
  const binary = (min: number): number => {
    let left = unary();
    for (;;) {
      const t = toks[pos];
      const op = t && 'op' in t ? BINARY[t.op] : undefined;
      if (!op || op[0] < min) return left;
      pos++;
      const right = binary(op[0] + 1);
      const v = op[1](left, right);
      if (v === null) unknown = true;
      left = v ?? 0;
    }
  };
  try {
    const v = binary(0);
    return pos === toks.length && !unknown && Number.isSafeInteger(v) ? v : null;
  } catch {
    return null;
  }
}
