// The export's own words in English, Japanese and Russian: the slide button, the lines
// written above an exported chart, the embed's header (the menu's other words are in the
// page's table, messages*.ts). Kept apart so the export can grow without touching it.
import type { Lang } from '../../store/lang.ts';
import { format } from './messages.ts';

const en = {
  slide: 'Slide',
  slideTitle: 'A 1920×1080 slide (PNG): title, lesson, the chart in large type, legend',
  version: 'Kubernetes {version}',
  window: '{from}–{to} s of {total} s',
  wholeRun: 'whole run, {total} s',
  morePods: '+{n} more Pods',
  untitled: 'A podterm run',
  embedLabel: 'The run',
  openFullTitle: 'Open this scenario in podterm, with the editor, in a new tab',
} as const;

export type ExportKey = keyof typeof en;

const ja: Record<ExportKey, string> = {
  slide: 'スライド',
  slideTitle: '1920×1080 のスライド (PNG): タイトル、要点、大きなチャート、記号の意味',
  version: 'Kubernetes {version}',
  window: '{from}–{to} 秒 (全 {total} 秒)',
  wholeRun: '実行全体、{total} 秒',
  morePods: 'ほか {n} 個の Pod',
  untitled: 'podterm の実行',
  embedLabel: '実行',
  openFullTitle: 'このシナリオをエディタつきの podterm で新しいタブに開く',
};

const ru: Record<ExportKey, string> = {
  slide: 'Слайд',
  slideTitle: 'Слайд 1920×1080 (PNG): заголовок, урок, крупная диаграмма, легенда',
  version: 'Kubernetes {version}',
  window: '{from}–{to} с из {total} с',
  wholeRun: 'весь прогон, {total} с',
  morePods: 'ещё Pod: {n}',
  untitled: 'Прогон podterm',
  embedLabel: 'Прогон',
  openFullTitle: 'Открыть этот сценарий в podterm с редактором в новой вкладке',
};

const TABLES: Readonly<Record<Lang, Readonly<Record<ExportKey, string>>>> = { en, ja, ru };

export type ExportT = (key: ExportKey, vars?: Record<string, string | number>) => string;

/** The export's words in `lang`. */
export function exportWords(lang: Lang): ExportT {
  const table = TABLES[lang];
  return (key, vars) => format(table[key], vars);
}

/** Every table, for the test that each key is translated with the same placeholders. */
export const EXPORT_TABLES = TABLES;
