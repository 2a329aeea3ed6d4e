// What the brace-code statement reader (statements.ts) asks of a run of tokens: whether a
// JavaScript line goes on after a newline, the first top-level word or separator, a
// condition's negation, a timer callback's body, whether a statement ends the program; and
// the words of `else if` and of the statements that end with their block, by language.
import { type Lang } from './types.ts';
import { type Tok, isOp, isName } from './tokens.ts';

/** The word of `else if`. */
export const ELSIF: Record<Lang, string> = { js: '', perl: 'elsif', php: 'elseif' };

/** Statements that end with their block, without a `;`. */
export const BLOCK_STATEMENT =
  /^(function|async|class|for|foreach|while|until|try|sub|BEGIN|END|switch)$/;

/** Whether a JavaScript line goes on after a newline (no automatic semicolon there). */
export function continues(prev: Tok, next: Tok): boolean {
  if (
    next.k === 'op' &&
    /^([.?:,)\]}]|\?\.|&&|\|\||[=!<>]=?=?|[+*/%-])$/.test(next.v as string) &&
    next.v !== '++' &&
    next.v !== '--'
  )
    return true;
  return prev.k === 'op' && !/^[)\]}]$/.test(prev.v as string);
}

/** `! ( … )`: the condition's negation. */
export const negate = (cond: Tok[]): Tok[] => [
  { k: 'op', v: '!', nl: false, added: true },
  { k: 'op', v: '(', nl: false, added: true },
  ...cond,
  { k: 'op', v: ')', nl: false, added: true },
];

/** The first top-level occurrence of one of `words` (by their order of lowest precedence): left, word, right. */
export function topLevel(ws: Tok[], words: string[]): [Tok[], string, Tok[]] | null {
  for (const w of words) {
    let depth = 0;
    for (let i = 1; i < ws.length - 1; i++) {
      const t = ws[i]!;
      if (t.k === 'op' && '([{'.includes(t.v as string)) depth++;
      if (t.k === 'op' && ')]}'.includes(t.v as string)) depth--;
      if (depth === 0 && (t.k === 'name' || t.k === 'op') && t.v === w)
        return [ws.slice(0, i), w, ws.slice(i + 1)];
    }
  }
  return null;
}

/** Whether a statement ends the program (`exit`, `die`, `process.exit`, `throw`). */
export function endsProgram(ws: Tok[], lang: Lang): boolean {
  const w0 = ws[0];
  if (lang === 'perl') return isName(w0, 'exit') || isName(w0, 'die');
  if (lang === 'php') return isName(w0, 'exit') || isName(w0, 'die') || isName(w0, 'throw');
  return (isName(w0, 'process') && isName(ws[2], 'exit')) || isName(w0, 'throw');
}

export function splitTop(ws: Tok[], sep: string): Tok[][] {
  const out: Tok[][] = [[]];
  let depth = 0;
  for (const t of ws) {
    if (t.k === 'op' && '([{'.includes(t.v as string)) depth++;
    if (t.k === 'op' && ')]}'.includes(t.v as string)) depth--;
    if (depth === 0 && isOp(t, sep)) out.push([]);
    else out[out.length - 1]!.push(t);
  }
  return out;
}

/** A timer's callback without parameters: `() => …`, `() => { … }`, `function () { … }`; its body's tokens. */
export function callback(ws: Tok[]): Tok[] | null {
  let body: Tok[];
  if (isOp(ws[0], '(') && isOp(ws[1], ')') && isOp(ws[2], '=>')) body = ws.slice(3);
  else if (isName(ws[0], 'function') && isOp(ws[1], '(') && isOp(ws[2], ')')) body = ws.slice(3);
  else return null;
  if (isOp(body[0], '{') && isOp(body[body.length - 1], '}')) return body.slice(1, -1);
  return isName(ws[0], 'function') ? null : body;
}
