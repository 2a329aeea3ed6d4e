// The export's own words in English, Japanese and Russian: the menu, the lines written
// above the exported chart, the embed's header. Kept apart from messages.ts so the export
// and the embed can grow their words without touching the page's main table.
import type { Lang } from '../../store/lang.ts';
import { format } from './messages.ts';

const en = {
  group: 'Export',
  svgTitle: 'The swimlane as SVG, as on screen, with its title and legend',
  pngTitle: 'The swimlane as PNG, as on screen, with its title and legend',
  slide: 'Slide',
  slideTitle: 'A 1920×1080 slide (PNG): title, lesson, the chart in large type, legend',
  jsonTitle: 'The trace as JSON',
  version: 'Kubernetes {version}',
  window: '{from}–{to} s of {total} s',
  wholeRun: 'whole run, {total} s',
  morePods: '+{n} more Pods',
  untitled: 'A podterm run',
  failed: 'Export failed: {why}',
  notSimulated: 'Nothing to export yet: the scenario has not been simulated.',
  noEvents: 'Nothing to export: this run has no events.',
  embedLabel: 'The run',
  openFullTitle: 'Open this scenario in podterm, with the editor, in a new tab',
} as const;

export type ExportKey = keyof typeof en;

const ja: Record<ExportKey, string> = {
  group: 'エクスポート',
  svgTitle: '画面どおりのスイムレーンを SVG で (タイトルと凡例つき)',
  pngTitle: '画面どおりのスイムレーンを PNG で (タイトルと凡例つき)',
  slide: 'スライド',
  slideTitle: '1920×1080 のスライド (PNG): タイトル、要点、大きな文字のチャート、凡例',
  jsonTitle: 'トレースを JSON で',
  version: 'Kubernetes {version}',
  window: '{from}–{to} 秒 (全 {total} 秒)',
  wholeRun: '実行全体、{total} 秒',
  morePods: 'ほか {n} 個の Pod',
  untitled: 'podterm の実行',
  failed: 'エクスポートに失敗しました: {why}',
  notSimulated: 'まだエクスポートできません: シナリオがシミュレーションされていません。',
  noEvents: 'エクスポートできません: この実行にはイベントがありません。',
  embedLabel: '実行',
  openFullTitle: 'このシナリオをエディタつきの podterm で新しいタブに開く',
};

const ru: Record<ExportKey, string> = {
  group: 'Экспорт',
  svgTitle: 'Дорожки в SVG, как на экране, с заголовком и легендой',
  pngTitle: 'Дорожки в PNG, как на экране, с заголовком и легендой',
  slide: 'Слайд',
  slideTitle: 'Слайд 1920×1080 (PNG): заголовок, урок, крупная диаграмма, легенда',
  jsonTitle: 'Трасса в JSON',
  version: 'Kubernetes {version}',
  window: '{from}–{to} с из {total} с',
  wholeRun: 'весь прогон, {total} с',
  morePods: 'ещё Pod: {n}',
  untitled: 'Прогон podterm',
  failed: 'Экспорт не удался: {why}',
  notSimulated: 'Экспортировать пока нечего: сценарий ещё не просимулирован.',
  noEvents: 'Экспортировать нечего: в этом прогоне нет событий.',
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
