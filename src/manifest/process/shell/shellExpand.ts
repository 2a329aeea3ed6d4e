// The words a shell script computes from what it knows (its variables, shellVars.ts):
// `$VAR`/`${VAR…}`, `$((…))` (shellArith.ts) and `$(…)` in its words, and their splitting;
// the status of its tests is in shellTest.ts. What depends on a value podterm does not know
// is null, and the script reader (script.ts) then takes its happy path as before.
// POSIX.1-2017 Shell Command Language 2.6 (expansions).
import { base } from '../programs.ts';
import { Vars } from './shellVars.ts';
import { arithmetic } from './shellArith.ts';

export const NAME = /^[A-Za-z_]\w*/;
export const MAX_WORD = 10_000;
/** Values longer than this are not trimmed by pattern (each length is a regular-expression test). */
export const MAX_TRIM = 1000;

/** A glob (`*`, `?`, `[…]`) as a whole-string regular expression. */
export function globRegExp(glob: string): RegExp {
  let re = '';
  for (let i = 0; i < glob.length; i++) {
    const c = glob[i]!;
    if (c === '*') re += '.*';
    else if (c === '?') re += '.';
    else if (c === '[') {
      const end = glob.indexOf(']', i + 2);
      if (end < 0) re += '\\[';
      else {
        re += `[${glob
          .slice(i + 1, end)
          .replace(/^!/, '^')
          .replace(/\\/g, '\\\\')}]`;
        i = end;
      }
    } else re += c.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  }
  return new RegExp(`^${re}$`, 's');
}

/** `${v#p}`, `${v##p}`, `${v%p}`, `${v%%p}`: the value without the prefix or suffix. */
export function trim(v: string, op: string, pattern: string): string | null {
  if (v.length > MAX_TRIM) return null;
  const re = globRegExp(pattern);
  const n = v.length;
  if (op === '#' || op === '##') {
    const order = op === '#' ? [...Array(n + 1).keys()] : [...Array(n + 1).keys()].reverse();
    for (const i of order) if (re.test(v.slice(0, i))) return v.slice(i);
  } else {
    const order = op === '%' ? [...Array(n + 1).keys()].reverse() : [...Array(n + 1).keys()];
    for (const i of order) if (re.test(v.slice(i))) return v.slice(0, i);
  }
  return v;
}

/** `${…}`'s inside: `NAME`, `#NAME`, `NAME:-word`, `NAME-word`, `NAME##pattern`, … */
export function braced(inner: string, vars: Vars): string | null {
  if (inner.startsWith('#') && NAME.test(inner.slice(1))) {
    const v = vars.get(inner.slice(1));
    return v === null ? null : `${v.length}`;
  }
  const name = NAME.exec(inner)?.[0];
  if (!name) return null;
  const rest = inner.slice(name.length);
  if (rest === '') return vars.get(name);
  const index = /^\[(\d+)\]$/.exec(rest);
  if (index) return name === 'BASH_REMATCH' ? vars.get(`${name}[${index[1]!}]`) : null;
  const op = /^(:-|-|:=|=|:\+|\+|##|#|%%|%)/.exec(rest)?.[0];
  if (!op) return null; // arrays, substrings, replacements: not read
  const word = expandWord(rest.slice(op.length), vars);
  if (word === null) return null;
  const v = vars.get(name);
  if (op === ':-' || op === '-' || op === ':=' || op === '=') {
    // Unknown is not unset: a default is taken only when podterm knows the variable is not set.
    if (v !== null) return op.startsWith(':') && v === '' ? word : v;
    return null;
  }
  if (op === ':+' || op === '+') return v === null ? null : v === '' && op === ':+' ? '' : word;
  return v === null ? null : trim(v, op, word);
}

/** The index after the `)` closing the `(` at `open`, or -1. */
export function closing(s: string, open: number): number {
  let depth = 0;
  for (let j = open; j < s.length; j++) {
    if (s[j] === '(') depth++;
    else if (s[j] === ')' && --depth === 0) return j;
  }
  return -1;
}

/** `$(…)`: only commands whose output podterm knows (`seq`, `hostname`, `echo`). */
export function substitute(command: string, vars: Vars): string | null {
  const words = splitWords(command).map((w) => expandWord(w, vars));
  if (words.some((w) => w === null)) return null;
  const argv = words as string[];
  const cmd = base(argv[0] ?? '');
  if (cmd === 'hostname' && argv.length === 1) return vars.get('HOSTNAME');
  if (cmd === 'echo') return argv.slice(1).join(' ');
  if (cmd === 'seq') {
    const n = argv.slice(1).map(Number);
    if (n.length < 1 || n.length > 3 || n.some((x) => !Number.isInteger(x))) return null;
    const [first, step, last] =
      n.length === 1 ? [1, 1, n[0]!] : n.length === 2 ? [n[0]!, 1, n[1]!] : [n[0]!, n[1]!, n[2]!];
    if (step === 0 || Math.abs((last - first) / step) > MAX_WORD) return null;
    const out: number[] = [];
    for (let x = first; step > 0 ? x <= last : x >= last; x += step) out.push(x);
    return out.join('\n');
  }
  return null;
}

/**
 * A word with its parameter, arithmetic and known command expansions done; null when a
 * value in it is unknown. A word without `$` is itself.
 */
export function expandWord(word: string, vars: Vars): string | null {
  if (!word.includes('$')) return word;
  let out = '';
  for (let i = 0; i < word.length; i++) {
    const c = word[i]!;
    if (c !== '$' || i + 1 >= word.length) {
      out += c;
      continue;
    }
    const next = word[i + 1]!;
    let v: string | null;
    if (next === '(' && word[i + 2] === '(') {
      const end = closing(word, i + 1);
      if (end < 0 || word[end - 1] !== ')') return null;
      const n = arithmetic(word.slice(i + 3, end - 1), vars);
      v = n === null ? null : `${n}`;
      i = end;
    } else if (next === '(') {
      const end = closing(word, i + 1);
      if (end < 0) return null;
      v = substitute(word.slice(i + 2, end), vars);
      i = end;
    } else if (next === '{') {
      const end = word.indexOf('}', i + 2);
      if (end < 0) return null;
      v = braced(word.slice(i + 2, end), vars);
      i = end;
    } else if (NAME.test(word.slice(i + 1))) {
      const name = NAME.exec(word.slice(i + 1))![0];
      v = vars.get(name);
      i += name.length;
    } else if (/[\d?$#@*!-]/.test(next)) {
      return null; // positional and special parameters: not known
    } else {
      v = '$';
    }
    if (v === null) return null;
    out += v;
    if (out.length > MAX_WORD) return null;
  }
  return out;
}

/** Splits `[[ … ]]`'s inside or a `$(…)` command into words (quotes kept together, removed). */
export function splitWords(text: string): string[] {
  const out: string[] = [];
  let word = '';
  let inWord = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (c === '"' || c === "'" || c === '`') {
      const end = text.indexOf(c, i + 1);
      const stop = end < 0 ? text.length : end;
      // A backquoted command is `$(…)`: a command substitution.
      word += c === '`' ? `$(${text.slice(i + 1, stop)})` : text.slice(i + 1, stop);
      inWord = true;
      i = stop;
    } else if (c === '$' && text[i + 1] === '(') {
      let depth = 0;
      let j = i + 1;
      for (; j < text.length; j++) {
        if (text[j] === '(') depth++;
        else if (text[j] === ')' && --depth === 0) break;
      }
      word += text.slice(i, j + 1);
      inWord = true;
      i = j;
    } else if (/\s/.test(c)) {
      if (inWord) out.push(word);
      word = '';
      inWord = false;
    } else {
      word += c;
      inWord = true;
    }
  }
  if (inWord) out.push(word);
  return out;
}
