// The lines above an exported chart: the run's title, its lesson, then the Kubernetes
// version and the time window shown. Sizes come from the caller (a file or a slide).
import { secondsText } from '../../trace/units.ts';
import type { View } from '../../store/createAppStore.ts';
import type { Lang } from '../../store/lang.ts';
import type { Trace } from '../../trace/types.ts';
import { exportWords } from '../i18n/exportWords.ts';
import { textWidth } from '../../chart/labels.ts';
import type { RunTitle } from './runTitle.ts';

export interface HeadingFonts {
  title: number;
  lesson: number;
  meta: number;
  /** Lines the lesson may wrap to. */
  lessonLines: number;
}

interface Line {
  text: string;
  className: string;
  font: number;
  y: number;
}

/** Seconds as the zoom's readout writes them: one decimal. */

/** "Kubernetes 1.34 · 9.0–13.0 s of 60 s": the version and the window shown. */
export function metaLine(trace: Trace, view: View | null, lang: Lang): string {
  const w = exportWords(lang);
  const total = secondsText(trace.durationMs, trace.durationMs % 1000 === 0 ? 0 : 1);
  const shown = view
    ? w('window', { from: secondsText(view[0]), to: secondsText(view[1]), total })
    : w('wholeRun', { total });
  return `${w('version', { version: trace.kubernetesVersion })} · ${shown}`;
}

/** `text` cut into at most `max` lines of `width` px at `font` px (the last one ends in …). */
export function wrapText(text: string, font: number, width: number, max: number): string[] {
  const lines: string[] = [];
  // Spaces split Latin and Cyrillic; a Japanese sentence has none and wraps by character.
  const words = text.includes(' ') ? text.split(' ') : [...text];
  const glue = text.includes(' ') ? ' ' : '';
  let line = '';
  for (const word of words) {
    const next = line === '' ? word : `${line}${glue}${word}`;
    if (line !== '' && textWidth(next, font) > width) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line !== '') lines.push(line);
  if (lines.length <= max) return lines;
  const kept = lines.slice(0, max);
  kept[max - 1] = `${kept[max - 1]!.replace(/\s*\S?$/, '')}…`;
  return kept;
}

/** The heading's lines with their baselines from `top`, and where the heading ends. */
export function headingLines(
  title: RunTitle,
  meta: string,
  untitled: string,
  fonts: HeadingFonts,
  width: number,
  top: number,
): { lines: Line[]; bottom: number } {
  const lines: Line[] = [];
  let y = top;
  const add = (text: string, className: string, font: number) => {
    y += Math.round(font * 1.3);
    lines.push({ text, className, font, y });
  };
  add(title.title ?? untitled, 'export-title', fonts.title);
  if (title.lesson)
    for (const l of wrapText(title.lesson, fonts.lesson, width, fonts.lessonLines))
      add(l, 'export-lesson', fonts.lesson);
  add(meta, 'export-meta', fonts.meta);
  return { lines, bottom: y + Math.round(fonts.meta * 0.5) };
}

export function ExportHeading({ lines, x }: { lines: Line[]; x: number }) {
  return (
    <g className="export-heading">
      {lines.map((l) => (
        <text key={`${l.y}`} className={l.className} x={x} y={l.y} style={{ fontSize: l.font }}>
          {l.text}
        </text>
      ))}
    </g>
  );
}
