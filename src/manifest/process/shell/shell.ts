// A small reader of the shell scripts people put in `sh -c '…'`: enough structure
// (sequences, `&&`/`||` lists, `[[ … ]]` tests, loops, traps, functions, background jobs,
// `exec`) to tell how long a script runs and what it does with its stop signal. It never
// executes anything and never fails: what it cannot read becomes a plain word, and the
// analysis (script.ts) says so.
import { nodeText, type ShellNode } from './shellNodes.ts';
import { type Token, tokenize } from './shellTokens.ts';

/** Compound commands nested deeper than this are read as plain words (the stack stays small). */
const MAX_NESTING = 100;

/** A recursive-descent reader over the tokens: one method per construct of the grammar. */
class ScriptParser {
  private pos = 0;
  private nesting = 0;
  constructor(private readonly tokens: readonly Token[]) {}

  parse(): ShellNode[] {
    const nodes: ShellNode[] = [];
    // A stray `)`, `done` or `fi` would stop `list`: skip it and read on.
    while (this.pos < this.tokens.length) {
      nodes.push(...this.list([]));
      if (this.pos < this.tokens.length) this.pos++;
    }
    return nodes;
  }

  private peekWord(): string | null {
    const t = this.tokens[this.pos];
    return t && 'word' in t ? t.word : null;
  }
  private isOp(op: string): boolean {
    const t = this.tokens[this.pos];
    return t !== undefined && 'op' in t && t.op === op;
  }
  private skipSeparators(): void {
    while (this.isOp(';')) this.pos++;
  }
  private expect(w: string): void {
    if (this.peekWord() === w) this.pos++;
  }
  private w0(): string {
    const t = this.tokens[this.pos++];
    return t && 'word' in t ? t.word : '';
  }

  /** Commands until one of `enders` (a reserved word in command position) or `)`. */
  private list(enders: readonly string[]): ShellNode[] {
    this.nesting++;
    const nodes = this.listBody(enders);
    this.nesting--;
    return nodes;
  }
  private listBody(enders: readonly string[]): ShellNode[] {
    const nodes: ShellNode[] = [];
    while (this.pos < this.tokens.length) {
      const w = this.peekWord();
      if (w !== null && enders.includes(w)) return nodes;
      if (this.isOp(')') || this.isOp(';;')) return nodes;
      const t = this.tokens[this.pos]!;
      if ('op' in t) this.operatorIn(nodes, t.op);
      else nodes.push(this.andOr());
    }
    return nodes;
  }
  /** An operator between commands: a `( … )` subshell, or `&` sending the last one away. */
  private operatorIn(nodes: ShellNode[], op: string): void {
    if (op === '(' && this.nesting < MAX_NESTING) {
      this.pos++;
      nodes.push({ t: 'group', body: this.list([]) });
      if (this.isOp(')')) this.pos++;
      return;
    }
    // `&` after a command sends it to the background.
    const last = nodes[nodes.length - 1];
    if (op === '&' && last?.t === 'cmd') last.background = true;
    this.pos++;
  }

  /** A command, and what follows it behind `&&` or `||` (a newline may follow the operator). */
  private andOr(): ShellNode {
    const first = this.command();
    const rest: { op: '&&' | '||'; node: ShellNode }[] = [];
    while (this.isOp('&&') || this.isOp('||')) {
      const op = (this.tokens[this.pos] as { op: '&&' | '||' }).op;
      this.pos++;
      this.skipSeparators();
      if (this.peekWord() === null) break;
      rest.push({ op, node: this.command() });
    }
    return rest.length > 0 ? { t: 'andOr', first, rest } : first;
  }

  private command(): ShellNode {
    const w = this.peekWord()!;
    if (this.nesting >= MAX_NESTING) return this.plain();
    const compound = COMPOUND.get(w);
    if (compound) {
      this.pos++;
      return compound(this);
    }
    if (w === 'function' || this.isFuncDef()) return this.funcDef(w === 'function');
    return this.plain();
  }

  forRest(): ShellNode {
    const name = this.w0();
    const items: string[] = [];
    if (this.peekWord() === 'in') {
      this.pos++;
      while (this.peekWord() !== null && this.peekWord() !== 'do') items.push(this.w0());
    }
    this.skipSeparators();
    this.expect('do');
    const body = this.list(['done']);
    this.expect('done');
    return { t: 'for', name, items, body };
  }

  /** After `while`/`until`: a loop is `forever` when its condition never ends it by itself. */
  loopRest(until: boolean): ShellNode {
    const cond = this.list(['do']);
    this.expect('do');
    const body = this.list(['done']);
    this.expect('done');
    const text = cond.map(nodeText).join('; ').trim();
    const forever = until
      ? /^false$/.test(text)
      : /^(true|:|\[ 1 \]|\[ 1 -eq 1 \]|sleep [\d.]+[smhd]?)$/.test(text);
    return { t: 'loop', until, forever, condition: text, body };
  }

  ifCommand(): ShellNode {
    const node = this.ifRest();
    this.expect('fi');
    return node;
  }
  /** After `if`/`elif`: condition, `then` branch, and `elif`/`else` as the other branch. */
  ifRest(): ShellNode {
    const cond = this.list(['then']);
    this.expect('then');
    const then = this.list(['elif', 'else', 'fi']);
    let otherwise: ShellNode[] = [];
    if (this.peekWord() === 'elif') {
      this.pos++;
      otherwise = [this.ifRest()];
    } else if (this.peekWord() === 'else') {
      this.pos++;
      otherwise = this.list(['fi']);
    }
    return { t: 'if', cond, then, otherwise };
  }

  /** After `case`: the word, then `pattern|pattern) commands ;;` arms until `esac`. */
  caseRest(): ShellNode {
    const word = this.w0();
    this.skipSeparators();
    this.expect('in');
    const arms: { patterns: string[]; body: ShellNode[] }[] = [];
    while (this.pos < this.tokens.length && this.peekWord() !== 'esac') {
      this.skipSeparators();
      if (this.peekWord() === 'esac') break;
      arms.push(this.caseArm());
      if (this.isOp(';;')) this.pos++;
    }
    this.expect('esac');
    return { t: 'case', word, arms };
  }
  private caseArm(): { patterns: string[]; body: ShellNode[] } {
    if (this.isOp('(')) this.pos++;
    const patterns: string[] = [];
    while (this.pos < this.tokens.length && !this.isOp(')')) {
      if (this.peekWord() !== null) patterns.push(this.w0());
      else this.pos++; // `|` between patterns
    }
    this.pos++; // `)`
    return { patterns, body: this.list(['esac']) };
  }

  /** After `{`: the group up to its `}`. */
  braceRest(): ShellNode & { t: 'group' } {
    const body = this.list(['}']);
    this.expect('}');
    return { t: 'group', body };
  }

  /** `function name { … }`, `name() { … }` or `name () { … }`. */
  private funcDef(keyword: boolean): ShellNode {
    if (keyword) this.pos++;
    const name = (this.peekWord() ?? '').replace(/\(\)$/, '');
    this.pos++;
    if (this.isOp('(')) this.pos += 2; // `name ()`
    this.skipSeparators();
    const body = this.peekWord() === '{' ? (this.command() as { body: ShellNode[] }).body : [];
    return { t: 'func', name, body };
  }

  private plain(): ShellNode {
    const argv: string[] = [];
    while (this.peekWord() !== null) argv.push(this.w0());
    return { t: 'cmd', argv, background: false };
  }

  /** `name() {` or `name () {` */
  private isFuncDef(): boolean {
    const w = this.peekWord() ?? '';
    const next = this.tokens[this.pos + 1];
    if (/^[A-Za-z_][\w-]*\(\)$/.test(w)) return true;
    return (
      next !== undefined && 'op' in next && next.op === '(' && isClose(this.tokens[this.pos + 2])
    );
  }
}

const isClose = (t: Token | undefined): boolean => t !== undefined && 'op' in t && t.op === ')';

/** The compound commands, by the reserved word that opens them (read after that word). */
const COMPOUND = new Map<string, (p: ScriptParser) => ShellNode>([
  ['for', (p) => p.forRest()],
  ['while', (p) => p.loopRest(false)],
  ['until', (p) => p.loopRest(true)],
  ['if', (p) => p.ifCommand()],
  ['case', (p) => p.caseRest()],
  ['{', (p) => p.braceRest()],
]);

/** Parses a script into nodes; a construct it cannot close simply ends at the script's end. */
export function parseScript(script: string): ShellNode[] {
  return new ScriptParser(tokenize(script)).parse();
}
