// The brace-code reader's expressions, evaluated on the Pod's environment.
import { type Value, UNKNOWN, Ends } from './types.ts';
import { type Tok, isOp, isName, text } from './tokens.ts';
import { type Ctx, perlNum, perlStr, phpNum, PREC, binary, truth } from './values.ts';

export function unread(ctx: Ctx, what: string): void {
  if (ctx.unread === null) ctx.unread = what;
}

export function evaluate(ts: readonly Tok[], ctx: Ctx): Value {
  const lang = ctx.lang;
  let pos = 0;
  const peek = (): Tok | undefined => ts[pos];
  const expectOp = (v: string): void => {
    if (!isOp(peek(), v)) throw new SyntaxError(v);
    pos++;
  };
  const envGet = (name: Value): Value => {
    if (typeof name !== 'string') return UNKNOWN;
    const v = ctx.env.get(name);
    if (v === undefined) {
      ctx.missing.add(name);
      return UNKNOWN;
    }
    ctx.used.set(name, v);
    return v;
  };
  const args = (): Value[] => {
    const out: Value[] = [];
    expectOp('(');
    while (!isOp(peek(), ')')) {
      if (peek() === undefined) throw new SyntaxError(')');
      out.push(expr(0));
      if (isOp(peek(), ',')) pos++;
    }
    pos++;
    return out;
  };
  const call = (fn: string, a: Value[]): Value => {
    if (a.some((v) => v === UNKNOWN)) return UNKNOWN;
    const [x, y] = a as (string | number | boolean | null | undefined)[];
    if (lang === 'js') {
      if (fn === 'Number') return a.length === 0 ? 0 : Number(x);
      if (fn === 'parseInt' || fn === 'Number.parseInt') return parseInt(String(x), y as number);
      if (fn === 'parseFloat' || fn === 'Number.parseFloat') return parseFloat(String(x));
      if (fn === 'String') return a.length === 0 ? '' : String(x);
      if (fn === 'Boolean') return Boolean(x);
      if (fn === 'Math.floor') return Math.floor(x as number);
      return UNKNOWN;
    }
    if (lang === 'php') {
      if (fn === 'getenv') return typeof x === 'string' ? envGet(x) : UNKNOWN;
      if (fn === 'intval')
        return typeof x === 'string' && !/^\s*[-+]?\.?\d/.test(x) ? 0 : Math.trunc(phpNum(x ?? 0));
      return UNKNOWN;
    }
    if (fn === 'int') return Math.trunc(perlNum(x));
    if (fn === 'defined') return x === undefined ? '' : 1;
    if (fn === 'length') return x === undefined ? undefined : perlStr(x).length;
    return UNKNOWN;
  };
  const known = (fn: string): boolean =>
    lang === 'php'
      ? /^(getenv|intval)$/.test(fn)
      : lang === 'js'
        ? /^(Number|parseInt|parseFloat|String|Boolean|Math\.floor|Number\.parseInt|Number\.parseFloat)$/.test(
            fn,
          )
        : /^(int|defined|length)$/.test(fn);
  const primary = (): Value => {
    const t = ts[pos++];
    if (!t) throw new SyntaxError('end');
    if (t.k === 'num') return t.v;
    if (t.k === 'str') return t.open ? UNKNOWN : t.v;
    if (t.k === 'op') {
      if (t.v === '(') {
        const v = expr(0);
        expectOp(')');
        return v;
      }
      if (t.v === '!') {
        const v = truth(lang, unary());
        return v === UNKNOWN ? UNKNOWN : lang === 'perl' ? (v ? '' : 1) : !v;
      }
      if (t.v === '-') return binary(lang, '-', 0, unary());
      if (t.v === '+') {
        const v = unary();
        return v === UNKNOWN ? UNKNOWN : lang === 'js' ? Number(v) : v;
      }
      throw new SyntaxError(t.v as string);
    }
    const name = t.v as string;
    if (lang === 'js') {
      if (name === 'true') return true;
      if (name === 'false') return false;
      if (name === 'null') return null;
      if (name === 'undefined') return undefined;
      if (name === 'NaN') return NaN;
      if (name === 'process' && isOp(peek(), '.') && isName(ts[pos + 1], 'env')) {
        pos += 2;
        if (isOp(peek(), '.') && ts[pos + 1]?.k === 'name') {
          pos += 2;
          return envGet(ts[pos - 1]!.v as string);
        }
        if (isOp(peek(), '[')) {
          pos++;
          const key = expr(0);
          expectOp(']');
          return envGet(key);
        }
        throw new SyntaxError('env');
      }
      let fn = name;
      while (isOp(peek(), '.') && ts[pos + 1]?.k === 'name') {
        fn += `.${ts[pos + 1]!.v as string}`;
        pos += 2;
      }
      if (isOp(peek(), '(')) {
        if (!known(fn)) throw new SyntaxError(fn); // a call podterm does not read
        return call(fn, args());
      }
      if (fn !== name || isOp(peek(), '[')) throw new SyntaxError(fn);
      return ctx.vars.has(name) ? ctx.vars.get(name) : UNKNOWN;
    }
    if (lang === 'php') {
      const lower = name.toLowerCase();
      if (lower === 'true') return true;
      if (lower === 'false') return false;
      if (lower === 'null') return null;
      if (name.startsWith('$')) {
        if (isOp(peek(), '[') || isOp(peek(), '->')) throw new SyntaxError(name);
        return ctx.vars.has(name) ? ctx.vars.get(name) : UNKNOWN;
      }
      if (isOp(peek(), '(') && known(name)) return call(name, args());
      throw new SyntaxError(name); // a call or a constant podterm does not read
    }
    if (name === 'not') {
      const v = truth(lang, expr(PREC.perl.and! + 1));
      return v === UNKNOWN ? UNKNOWN : v ? '' : 1;
    }
    if (name === '$ENV' && isOp(peek(), '{')) {
      pos++;
      const key =
        peek()?.k === 'name' && isOp(ts[pos + 1], '}') ? (ts[pos++]!.v as string) : expr(0);
      expectOp('}');
      return envGet(key);
    }
    if (name.startsWith('$')) {
      if (isOp(peek(), '{') || isOp(peek(), '[') || isOp(peek(), '->')) throw new SyntaxError(name);
      return ctx.vars.has(name) ? ctx.vars.get(name) : UNKNOWN;
    }
    if (name === 'undef') return undefined;
    if (/^(int|defined|length)$/.test(name)) {
      if (isOp(peek(), '(')) return call(name, args());
      return call(name, [unary()]);
    }
    throw new SyntaxError(name);
  };
  const unary = (): Value => primary();
  const expr = (min: number): Value => {
    let left = unary();
    for (;;) {
      const t = peek();
      if (isOp(t, '?') && min <= 1) {
        pos++;
        const a = expr(0);
        expectOp(':');
        const b = expr(1);
        const c = truth(lang, left);
        left = c === UNKNOWN ? UNKNOWN : c ? a : b;
        continue;
      }
      const op = t && (t.k === 'op' || t.k === 'name') ? (t.v as string) : '';
      const p = PREC[lang][op];
      if (p === undefined || p < min) return left;
      pos++;
      const right = expr(op === '**' ? p : p + 1);
      if (op === '&&' || op === 'and') {
        const l = truth(lang, left);
        left = l === false ? left : l === UNKNOWN ? UNKNOWN : right;
      } else if (op === '||' || op === 'or') {
        const l = truth(lang, left);
        left = l === true ? left : l === UNKNOWN ? UNKNOWN : right;
      } else if (op === '??' || op === '//') {
        left = left === UNKNOWN ? UNKNOWN : left === undefined || left === null ? right : left;
      } else left = binary(lang, op, left, right);
    }
  };
  try {
    const v = expr(0);
    if (pos === ts.length) return v;
  } catch (e) {
    if (e instanceof Ends) throw e;
  }
  // Code podterm does not read (a call, a method, a regular expression): the batch step.
  unread(ctx, text(ts));
  return UNKNOWN;
}
