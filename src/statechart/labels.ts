// The words of a diagram's arrows and boxes: each transition's event (or delay, or
// `always`) and its guard, translated, wrapped to a width so that no label runs wide. Lines
// break at spaces, and anywhere between Japanese characters (Japanese has no spaces).
import type { TransitionInfo } from './graph.ts';

/** The words a diagram says (translated): `after {delay}`, `always`, `any state`, a guard. */
export interface DiagramWords {
  /** `after {delay}`, the delay's name translated. */
  after(delay: string): string;
  always: string;
  anyState: string;
  /** A guard's name in the reader's language (the machine's own words in English). */
  guard(name: string): string;
}

/** Width in px of a line of text at `px` (the page measures with its font; tests estimate). */
export type Measure = (text: string, px: number, bold?: boolean) => number;

/** A rough width (tests, and a page without a canvas): wide capitals, narrow lower case. */
export const estimateWidth: Measure = (text, px, bold = false) => {
  let units = 0;
  for (const ch of text) units += ch >= 'A' && ch <= 'Z' ? 0.68 : ch > '\u2e80' ? 1 : 0.56;
  return Math.ceil(units * px * (bold ? 1.08 : 1));
};

/** A line of a label: the transitions it names, and whether it is (part of) a guard. */
export interface LabelLine {
  text: string;
  transitions: number[];
  guard: boolean;
}

const CJK = /[\u3000-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uff00-\uffef]/u;
/** Marks no line may start with: kept with what comes before them. */
const CLOSING = /^[、。」』）\])]/u;

/** The places a line may break: after a space, and between Japanese characters. */
function pieces(text: string): string[] {
  const out: string[] = [];
  let word = '';
  for (const ch of text) {
    const cjk = CJK.test(ch);
    if (word && (cjk || CJK.test(word.at(-1)!)) && !CLOSING.test(ch) && !word.endsWith(' ')) {
      out.push(word);
      word = '';
    }
    word += ch;
    if (ch === ' ') {
      out.push(word);
      word = '';
    }
  }
  if (word) out.push(word);
  return out;
}

/** `text` in lines no wider than `max` px (a single word wider than that keeps its line). */
export function wrapText(text: string, max: number, measure: Measure, px: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const piece of pieces(text)) {
    const next = line + piece;
    if (line && measure(next.trimEnd(), px, true) > max) {
      lines.push(line.trimEnd());
      line = piece;
    } else line = next;
  }
  if (line.trim()) lines.push(line.trimEnd());
  return lines;
}

/** A transition's head: its event, its delay (`after …`), or `always`. */
export const headOf = (t: TransitionInfo, w: DiagramWords): string =>
  t.kind === 'after' ? w.after(t.event) : t.kind === 'always' ? w.always : t.event;

/** A transition on one line, as the line under the diagram lists it. */
export const transitionText = (t: TransitionInfo, w: DiagramWords): string =>
  t.guard ? `${headOf(t, w)} [${w.guard(t.guard)}]` : headOf(t, w);

export interface Wrapping {
  measure: Measure;
  px: number;
  /** The widest a line may be, in px. */
  max: number;
}

/**
 * An arrow's label: for each head in order (DELETION_OBSERVED, `always`…) one line, then the
 * guard of each transition under it, wrapped — several guards under one `always` read as
 * "always when [this], or when [that]".
 */
export function arrowLines(
  ts: readonly number[],
  all: readonly TransitionInfo[],
  w: DiagramWords,
  wrap: Wrapping,
): LabelLine[] {
  const heads = new Map<string, number[]>();
  for (const i of ts) {
    const head = headOf(all[i]!, w);
    heads.set(head, [...(heads.get(head) ?? []), i]);
  }
  const lines = (text: string) => wrapText(text, wrap.max, wrap.measure, wrap.px);
  return [...heads].flatMap(([head, group]) => [
    ...lines(head).map((text) => ({ text, transitions: group, guard: false })),
    ...group.flatMap((i) => {
      const g = all[i]!.guard;
      if (!g) return [];
      return lines(`[${w.guard(g)}]`).map((text) => ({
        text,
        transitions: [i],
        guard: true,
      }));
    }),
  ]);
}

/** The lines listing transitions inside a box (they change no state): each one wrapped. */
export function listedLines(
  ts: readonly number[],
  all: readonly TransitionInfo[],
  w: DiagramWords,
  wrap: Wrapping,
): LabelLine[] {
  return ts.flatMap((i) =>
    wrapText(transitionText(all[i]!, w), wrap.max, wrap.measure, wrap.px).map((text, k) => ({
      text,
      transitions: [i],
      guard: k > 0,
    })),
  );
}
