// A small reader of the shell scripts people put in `sh -c '…'`: enough structure
// (sequences, `&&`/`||` lists, `[[ … ]]` tests, loops, traps, functions, background jobs,
// `exec`) to tell how long a script runs and what it does with its stop signal. It never
// executes anything and never fails: what it cannot read becomes a plain word, and the
// analysis (script.ts) says so.
import { nodeText, type ShellNode } from './shellNodes.ts';

/** A word, or an operator (`;` also stands for a newline). */
type Token = { op: string } | { word: string };

/** Scripts longer than this are read only this far: a script in a manifest is short. */
const MAX_SCRIPT_CHARS = 20_000;
/** Compound commands nested deeper than this are read as plain words (the stack stays small). */
const MAX_NESTING = 100;

export function tokenize(script: string): Token[] {
  const s = script.slice(0, MAX_SCRIPT_CHARS);
  const out: Token[] = [];
  let word = '';
  let inWord = false;
  const flush = (): void => {
    if (inWord) out.push({ word });
    word = '';
    inWord = false;
  };
  for (let i = 0; i < s.length; i++) {
    const c = s[i]!;
    if (c === "'" || c === '"' || c === '`') {
      const end = s.indexOf(c, i + 1);
      const stop = end < 0 ? s.length : end;
      word += s.slice(i + 1, stop);
      inWord = true;
      i = stop;
    } else if (c === '\\') {
      // A backslash-newline joins lines; any other escape keeps the next character.
      if (s[i + 1] !== '\n') word += s[i + 1] ?? '';
      inWord = inWord || s[i + 1] !== '\n';
      i++;
    } else if (c === '$' && s[i + 1] === '(') {
      let depth = 0;
      let j = i + 1;
      for (; j < s.length; j++) {
        if (s[j] === '(') depth++;
        else if (s[j] === ')' && --depth === 0) break;
      }
      word += s.slice(i, j + 1);
      inWord = true;
      i = j;
    } else if (!inWord && isTestStart(s, i)) {
      // `[[ … ]]` is one test: its `(`, `)`, `&&` and `||` are the test's own.
      const end = testEnd(s, i + 2);
      out.push({ word: '[[' }, { word: s.slice(i + 2, end).trim() }, { word: ']]' });
      i = Math.min(s.length, end + 2) - 1;
    } else if (c === '#' && !inWord) {
      while (i + 1 < s.length && s[i + 1] !== '\n') i++;
    } else if (c === ' ' || c === '\t' || c === '\r') {
      flush();
    } else if (c === '\n' || c === ';') {
      flush();
      out.push({ op: s[i + 1] === ';' && c === ';' ? ';;' : ';' });
      if (c === ';' && s[i + 1] === ';') i++;
    } else if (c === '&' && (/[<>]$/.test(word) || s[i + 1] === '>')) {
      // `2>&1` and `&>file` are redirections, not a background job.
      word += c;
      inWord = true;
    } else if (c === '&' || c === '|') {
      flush();
      const double = s[i + 1] === c;
      out.push({ op: double ? c + c : c });
      if (double) i++;
    } else if (c === '(' && /^[A-Za-z_]\w*(\[[^\]]*\])?\+?=$/.test(word)) {
      // `items=(a b c)`: a bash array, one assignment word.
      const end = s.indexOf(')', i);
      const stop = end < 0 ? s.length : end;
      word += s.slice(i, stop + 1);
      i = stop;
    } else if (c === '(' || c === ')') {
      flush();
      out.push({ op: c });
    } else {
      word += c;
      inWord = true;
    }
  }
  flush();
  return out;
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

/** Parses a script into nodes; a construct it cannot close simply ends at the script's end. */
export function parseScript(script: string): ShellNode[] {
  const tokens = tokenize(script);
  let pos = 0;
  const peekWord = (): string | null => {
    const t = tokens[pos];
    return t && 'word' in t ? t.word : null;
  };
  const isOp = (op: string): boolean => {
    const t = tokens[pos];
    return t !== undefined && 'op' in t && t.op === op;
  };

  let nesting = 0;
  /** Commands until one of `enders` (a reserved word in command position) or `)`. */
  const list = (enders: readonly string[]): ShellNode[] => {
    nesting++;
    const nodes = listBody(enders);
    nesting--;
    return nodes;
  };
  const listBody = (enders: readonly string[]): ShellNode[] => {
    const nodes: ShellNode[] = [];
    while (pos < tokens.length) {
      const w = peekWord();
      if (w !== null && enders.includes(w)) return nodes;
      if (isOp(')') || isOp(';;')) return nodes;
      const t = tokens[pos]!;
      if ('op' in t) {
        if (t.op === '(' && nesting < MAX_NESTING) {
          pos++;
          nodes.push({ t: 'group', body: list([]) });
          if (isOp(')')) pos++;
        } else {
          // `&` after a command sends it to the background.
          const last = nodes[nodes.length - 1];
          if (t.op === '&' && last?.t === 'cmd') last.background = true;
          pos++;
        }
        continue;
      }
      nodes.push(andOr());
    }
    return nodes;
  };

  /** A command, and what follows it behind `&&` or `||` (a newline may follow the operator). */
  const andOr = (): ShellNode => {
    const first = command();
    const rest: { op: '&&' | '||'; node: ShellNode }[] = [];
    while (isOp('&&') || isOp('||')) {
      const op = (tokens[pos] as { op: '&&' | '||' }).op;
      pos++;
      while (isOp(';')) pos++;
      if (peekWord() === null) break;
      rest.push({ op, node: command() });
    }
    return rest.length > 0 ? { t: 'andOr', first, rest } : first;
  };

  const expect = (w: string): void => {
    if (peekWord() === w) pos++;
  };

  const command = (): ShellNode => {
    const w = peekWord()!;
    if (nesting >= MAX_NESTING) return plain();
    if (w === 'for') {
      pos++;
      const name = w0();
      const items: string[] = [];
      if (peekWord() === 'in') {
        pos++;
        while (peekWord() !== null && peekWord() !== 'do') items.push(w0());
      }
      while (isOp(';')) pos++;
      expect('do');
      const body = list(['done']);
      expect('done');
      return { t: 'for', name, items, body };
    }
    if (w === 'while' || w === 'until') {
      pos++;
      const cond = list(['do']);
      expect('do');
      const body = list(['done']);
      expect('done');
      const text = cond.map(nodeText).join('; ').trim();
      const forever =
        w === 'while'
          ? /^(true|:|\[ 1 \]|\[ 1 -eq 1 \]|sleep [\d.]+[smhd]?)$/.test(text)
          : /^false$/.test(text);
      return { t: 'loop', until: w === 'until', forever, condition: text, body };
    }
    if (w === 'if') {
      pos++;
      const node = ifRest();
      expect('fi');
      return node;
    }
    if (w === 'case') {
      pos++;
      return caseRest();
    }
    if (w === '{') {
      pos++;
      const body = list(['}']);
      expect('}');
      return { t: 'group', body };
    }
    if (w === 'function' || isFuncDef()) {
      if (w === 'function') pos++;
      const name = (peekWord() ?? '').replace(/\(\)$/, '');
      pos++;
      if (isOp('(')) pos += 2; // `name ()`
      while (isOp(';')) pos++;
      const body = peekWord() === '{' ? (command() as { body: ShellNode[] }).body : [];
      return { t: 'func', name, body };
    }
    return plain();
  };

  const plain = (): ShellNode => {
    const argv: string[] = [];
    while (peekWord() !== null) argv.push(w0());
    return { t: 'cmd', argv, background: false };
  };

  /** After `if`/`elif`: condition, `then` branch, and `elif`/`else` as the other branch. */
  const ifRest = (): ShellNode => {
    const cond = list(['then']);
    expect('then');
    const then = list(['elif', 'else', 'fi']);
    let otherwise: ShellNode[] = [];
    if (peekWord() === 'elif') {
      pos++;
      otherwise = [ifRest()];
    } else if (peekWord() === 'else') {
      pos++;
      otherwise = list(['fi']);
    }
    return { t: 'if', cond, then, otherwise };
  };

  /** After `case`: the word, then `pattern|pattern) commands ;;` arms until `esac`. */
  const caseRest = (): ShellNode => {
    const word = w0();
    while (isOp(';')) pos++;
    expect('in');
    const arms: { patterns: string[]; body: ShellNode[] }[] = [];
    while (pos < tokens.length && peekWord() !== 'esac') {
      while (isOp(';')) pos++;
      if (peekWord() === 'esac') break;
      if (isOp('(')) pos++;
      const patterns: string[] = [];
      while (pos < tokens.length && !isOp(')')) {
        if (peekWord() !== null) patterns.push(w0());
        else pos++; // `|` between patterns
      }
      pos++; // `)`
      const body = list(['esac']);
      arms.push({ patterns, body });
      if (isOp(';;')) pos++;
    }
    expect('esac');
    return { t: 'case', word, arms };
  };

  const w0 = (): string => {
    const t = tokens[pos++];
    return t && 'word' in t ? t.word : '';
  };

  /** `name() {` or `name () {` */
  const isFuncDef = (): boolean => {
    const w = peekWord() ?? '';
    const next = tokens[pos + 1];
    if (/^[A-Za-z_][\w-]*\(\)$/.test(w)) return true;
    return next !== undefined && 'op' in next && next.op === '(' && isClose(tokens[pos + 2]);
  };
  const isClose = (t: Token | undefined): boolean => t !== undefined && 'op' in t && t.op === ')';

  const nodes: ShellNode[] = [];
  // A stray `)`, `done` or `fi` would stop `list`: skip it and read on.
  while (pos < tokens.length) {
    nodes.push(...list([]));
    if (pos < tokens.length) pos++;
  }
  return nodes;
}
